import { withdrawnBeforePlaying } from '../history';
import { drawKey } from '../results/drawKey';
import { tidy } from '../results/tidy';
import type { Player, PlayerId, Round } from '../types';

export interface MultiGameStandingsInput {
  players: readonly Player[];
  /** Game names in Games-tab order. */
  games: readonly string[];
  preferences: readonly string[][];
  /** Preferred games (n). */
  preferred: number;
  rounds: readonly Round[];
  randomSeed: number;
  /** Break the ties left after the tiebreaks by the seeded draw (default true); else share. */
  randomDraw?: boolean;
}

export interface MultiGameStanding {
  player: PlayerId;
  place: number;
  /** '3', or '3=' when the place is shared. */
  placeLabel: string;
  /** Points from every board with a result (forfeits as typed). */
  points: number;
  /** Per game in Games-tab order: boards with a result and the points won on them. */
  /** Per game: points (forfeits as typed) and games played over the board. */
  byGame: Array<{ game: string; games: number; points: number }>;
  /** Boards with a result, forfeits left out (not played over the board). */
  gamesPlayed: number;
  /** Of gamesPlayed, those on a game among the player's top n. */
  preferredGames: number;
  /** Boards won, forfeit wins included. */
  wins: number;
  /** Σ over boards of points won × the opponent's points: defeated opponents count fully. */
  defeatedPoints: number;
  drawKey: number;
  /** Withdrawn before playing a round: listed after everyone who played, whatever the points. */
  neverPlayed: boolean;
  /** One cell per round in round-number order, e.g. "Shogi 5+, Chess 3=". */
  cells: string[];
}

/** A board as one player saw it. */
interface Side {
  board: number;
  game: string;
  opponent: PlayerId;
  points: number | null;
  theirs: number | null;
  forfeit: boolean;
}

function sidesByRound(count: number, rounds: readonly Round[]): Side[][][] {
  return rounds.map((round) => {
    const sides: Side[][] = Array.from({ length: count }, () => []);
    for (const g of [...round.games].sort((x, y) => x.board - y.board)) {
      const r = g.result;
      const forfeit = !!r && r.forfeit;
      const [w, b] = r ? [r.white, r.black] : [null, null];
      const game = g.game ?? '';
      sides[g.white].push({
        board: g.board,
        game,
        opponent: g.black,
        points: w,
        theirs: b,
        forfeit,
      });
      sides[g.black].push({
        board: g.board,
        game,
        opponent: g.white,
        points: b,
        theirs: w,
        forfeit,
      });
    }
    return sides;
  });
}

function outcome(side: Side): string {
  if (side.points === null || side.theirs === null) return '?';
  const mark = side.forfeit ? '!' : '';
  if (side.points > side.theirs) return `+${mark}`;
  if (side.points < side.theirs || side.points === 0) return `-${mark}`;
  return `=${mark}`;
}

/**
 * Standings of a multi-game event, best first; players withdrawn before playing come last.
 * Order: points; then wins; then defeated opponents' points (Sonneborn-Berger over boards: a
 * beaten opponent's points count fully, a drawn one's half); then, with randomDraw (default),
 * the seeded draw of results/drawKey.ts (lower ticket first). Without the draw, players still
 * tied share the place ("3=") and are listed in roster order.
 */
export function multiGameStandings(input: MultiGameStandingsInput): MultiGameStanding[] {
  const count = input.players.length;
  const rounds = [...input.rounds].sort((a, b) => a.number - b.number);
  const sides = sidesByRound(count, rounds);
  const all = (id: PlayerId): Side[] => sides.flatMap((r) => r[id]);
  const neverPlayed = withdrawnBeforePlaying(input.players, rounds);
  const points = input.players.map((p) => tidy(all(p.id).reduce((s, x) => s + (x.points ?? 0), 0)));
  const rows = input.players.map((p) => {
    const mine = all(p.id);
    const top = new Set((input.preferences[p.id] ?? []).slice(0, input.preferred));
    const played = mine.filter((x) => x.points !== null && !x.forfeit);
    return {
      player: p.id,
      points: points[p.id],
      byGame: input.games.map((game) => {
        const on = mine.filter((x) => x.game === game && x.points !== null);
        return {
          game,
          // Over the board, as the Games column counts them; a forfeit's point still counts.
          games: on.filter((x) => !x.forfeit).length,
          points: tidy(on.reduce((s, x) => s + (x.points ?? 0), 0)),
        };
      }),
      gamesPlayed: played.length,
      preferredGames: played.filter((x) => top.has(x.game)).length,
      wins: mine.filter((x) => x.points !== null && x.theirs !== null && x.points > x.theirs)
        .length,
      defeatedPoints: tidy(mine.reduce((s, x) => s + (x.points ?? 0) * points[x.opponent], 0)),
      drawKey: drawKey(input.randomSeed, p.name),
      neverPlayed: neverPlayed.has(p.id),
    };
  });
  const draw = input.randomDraw ?? true;
  const compare = (x: (typeof rows)[number], y: (typeof rows)[number]): number =>
    Number(x.neverPlayed) - Number(y.neverPlayed) ||
    y.points - x.points ||
    y.wins - x.wins ||
    y.defeatedPoints - x.defeatedPoints;
  const sorted = [...rows].sort(
    (x, y) => compare(x, y) || (draw ? x.drawKey - y.drawKey : 0) || x.player - y.player,
  );
  const places = new Array<number>(count).fill(0);
  const shared = new Array<boolean>(count).fill(false);
  sorted.forEach((row, i) => {
    const prev = sorted[i - 1];
    const tied = !!prev && compare(prev, row) === 0 && (!draw || prev.drawKey === row.drawKey);
    places[row.player] = tied ? places[prev.player] : i + 1;
    if (tied) shared[row.player] = shared[prev.player] = true;
  });
  return sorted.map((row) => ({
    ...row,
    place: places[row.player],
    placeLabel: `${places[row.player]}${shared[row.player] ? '=' : ''}`,
    cells: rounds.map((round, r) => {
      const mine = sides[r][row.player];
      if (mine.length === 0) return round.byes.some((b) => b.player === row.player) ? 'bye' : '';
      return mine.map((x) => `${x.game} ${places[x.opponent]}${outcome(x)}`).join(', ');
    }),
  }));
}
