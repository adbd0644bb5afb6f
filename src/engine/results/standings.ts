import { buildHistories, withdrawnBeforePlaying, type PlayerHistory } from '../history';
import type { Player, PlayerId, Round } from '../types';
import { crossTableCells } from './crossTable';
import { drawKey } from './drawKey';
import { placeGroups, type TiebreakOrder } from './order';
import { computeTotals, type PlayerTotals } from './tiebreaks';

export interface StandingsInput {
  players: readonly Player[];
  rounds: readonly Round[];
  /** The tiebreaks after the score, as the system ranks (order.ts). */
  tiebreaks: TiebreakOrder;
  /** Settings random seed, for the random draw. */
  seed: number;
  /** Points of a round the player asked to miss (history.ts requestedByePoints); default 0. */
  requestedByePoints?: number;
  /**
   * AGA 2009 tiebreak 4, the random draw; default true. When false, players still tied after
   * face to face share the place ("3=").
   */
  randomDraw?: boolean;
  /**
   * Players whose games are annulled (a round robin's withdrawal before half the games, FIDE
   * Tournament Rules C.06 V.4): their games count in no score or tiebreak, they are listed last,
   * and the cross table shows the games in brackets, "(5+w)". Default none.
   */
  annulled?: ReadonlySet<PlayerId>;
}

/** A player's place, with the score and tiebreaks of computeTotals (game points left out). */
export interface Standing extends Omit<PlayerTotals, 'gamePoints'> {
  player: PlayerId;
  place: number;
  /** '3', or '3=' when the place is shared. */
  placeLabel: string;
  /** Points against the others still tied when face to face applied to the player, else null. */
  directEncounter: number | null;
  /** The player's random-draw ticket; the lower ticket wins the draw. */
  drawKey: number;
  /**
   * When the random draw decided the place among players still tied: the player's position in
   * that draw (1 won it); null when the place was decided before the draw.
   */
  drawPosition: number | null;
  /** One cell per round in round-number order; see crossTableCell for the format. */
  cells: string[];
}

/** Players sorted by id; ids must be the roster indexes 0 … n-1 (history.ts indexes by id). */
function rosterById(players: readonly Player[]): Player[] {
  const sorted = [...players].sort((a, b) => a.id - b.id);
  sorted.forEach((p, i) => {
    if (p.id !== i) throw new Error(`Player ids must be 0 … ${sorted.length - 1}; found ${p.id}.`);
  });
  return sorted;
}

function checkRounds(rounds: readonly Round[], count: number): void {
  const known = (id: PlayerId) => Number.isInteger(id) && id >= 0 && id < count;
  for (const round of rounds) {
    for (const game of round.games) {
      if (!known(game.white) || !known(game.black)) {
        throw new Error(`Round ${round.number}, board ${game.board}: unknown player.`);
      }
    }
    for (const bye of round.byes) {
      if (!known(bye.player)) throw new Error(`Round ${round.number}: bye for unknown player.`);
    }
  }
}

/** The rounds with every game of an annulled player left out, as if never played. */
function withoutGamesOf(rounds: readonly Round[], annulled: ReadonlySet<PlayerId>): Round[] {
  if (annulled.size === 0) return [...rounds];
  const kept = (g: Round['games'][number]): boolean =>
    !annulled.has(g.white) && !annulled.has(g.black);
  return rounds.map((r) => ({ ...r, games: r.games.filter(kept) }));
}

/** A game an annulled player played, on both rows of the cross table: in brackets, "(5+w)". */
function markAnnulled(
  cells: string[][],
  histories: readonly PlayerHistory[],
  annulled: ReadonlySet<PlayerId>,
): string[][] {
  if (annulled.size === 0) return cells;
  return cells.map((row, id) =>
    row.map((cell, round) => {
      const entry = histories[id].entries[round];
      const annulledGame =
        entry.kind === 'game' && (annulled.has(id) || annulled.has(entry.opponent));
      return annulledGame ? `(${cell})` : cell;
    }),
  );
}

/**
 * Final (or current) standings, best first; withdrawn players stay listed with their games, and
 * those who never played, or whose games are annulled, come last whatever their tiebreaks.
 * The output depends only on the data, never on the order of players, rounds or games.
 */
export function computeStandings(input: StandingsInput): Standing[] {
  const players = rosterById(input.players);
  checkRounds(input.rounds, players.length);
  const annulled = input.annulled ?? new Set<PlayerId>();
  const byePoints = input.requestedByePoints ?? 0;
  const histories = buildHistories(players, withoutGamesOf(input.rounds, annulled), byePoints);
  const totals = computeTotals(players, histories);
  const drawKeys = players.map((p) => drawKey(input.seed, p.name));
  const { groups, drawPosition, directEncounter } = placeGroups({
    tiebreaks: input.tiebreaks,
    totals,
    histories,
    drawKeys,
    randomDraw: input.randomDraw ?? true,
    listedLast: new Set([...withdrawnBeforePlaying(players, input.rounds), ...annulled]),
  });

  const places: number[] = new Array(players.length);
  const labels: string[] = new Array(players.length);
  let ahead = 0;
  for (const group of groups) {
    for (const id of group) {
      places[id] = ahead + 1;
      labels[id] = group.length > 1 ? `${ahead + 1}=` : String(ahead + 1);
    }
    ahead += group.length;
  }
  const played = annulled.size ? buildHistories(players, input.rounds, byePoints) : histories;
  const cells = markAnnulled(crossTableCells(played, places, byePoints > 0), played, annulled);

  return groups.flat().map((id) => ({
    player: id,
    place: places[id],
    placeLabel: labels[id],
    score: totals[id].score,
    wins: totals[id].wins,
    soms: totals[id].soms,
    sodoms: totals[id].sodoms,
    sodos: totals[id].sodos,
    buchholz: totals[id].buchholz,
    buchholzCut1: totals[id].buchholzCut1,
    medianBuchholz: totals[id].medianBuchholz,
    sonnebornBerger: totals[id].sonnebornBerger,
    progressive: totals[id].progressive,
    aro: totals[id].aro,
    directEncounter: directEncounter.get(id) ?? null,
    drawKey: drawKeys[id],
    drawPosition: drawPosition.get(id) ?? null,
    cells: cells[id],
  }));
}
