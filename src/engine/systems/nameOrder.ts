import { byeRunsInOrder } from '../byeRuns';
import { compareNames } from '../names';
import { ScoreLimitError, type ScoreProblem } from '../pairing/scoreLimits';
import type { PlayerId, Round } from '../types';
import type { EventState, PairingSystemRules, RoundPairing } from './types';

/**
 * Pairing that does not depend on the order of the Players rows. The engine breaks every tie in
 * strength and score by player id, which is the Players row; so a system pairs the event
 * renumbered in name order (alphabetical, as pairing numbers break equal ratings), and its
 * pairing is numbered back into rows. A TD who sorts Players gets the same round.
 */
export function pairingInNameOrder(rules: PairingSystemRules): PairingSystemRules {
  return {
    ...rules,
    pairRound(event, number) {
      const order = nameOrder(event);
      try {
        return rowsOf(rules.pairRound(renumbered(event, order), number), order);
      } catch (error) {
        // A refusal naming players by id: the sheet names their cells by row.
        if (!(error instanceof ScoreLimitError)) throw error;
        throw new ScoreLimitError(error.roundNumber, problemInRows(error.problem, order));
      }
    },
  };
}

/** Old ids in name order (`rows[new id]`), and each old id's new one (`ids[old id]`). */
interface Renumbering {
  rows: PlayerId[];
  ids: PlayerId[];
}

/** The players in name order; two of one spelling in their row order. */
function nameOrder(event: EventState): Renumbering {
  const rows = event.players
    .map((p) => p.id)
    .sort((a, b) => compareNames(event.players[a].name, event.players[b].name) || a - b);
  const ids: PlayerId[] = [];
  rows.forEach((row, id) => (ids[row] = id));
  return { rows, ids };
}

/** The event with every player id in it renumbered in name order. */
function renumbered(event: EventState, { rows, ids }: Renumbering): EventState {
  const id = (row: PlayerId): PlayerId => ids[row] ?? row;
  const round = (r: Round): Round => ({
    ...r,
    games: r.games.map((g) => ({ ...g, white: id(g.white), black: id(g.black) })),
    byes: r.byes.map((b) => ({ ...b, player: id(b.player) })),
  });
  const { catalogue, seats } = event;
  return {
    ...event,
    players: rows.map((row, i) => ({ ...event.players[row], id: i })),
    rounds: event.rounds.map(round),
    constraints: event.constraints.map((c) => ({ ...c, a: id(c.a), b: id(c.b) })),
    seats: seats && { ...seats, seats: seats.seats.map((s) => (s === null ? null : id(s))) },
    catalogue: catalogue && {
      ...catalogue,
      preferences: catalogue.preferences.length
        ? rows.map((row) => catalogue.preferences[row] ?? [])
        : [],
    },
  };
}

/** A round paired in name order, its player ids back to Players rows. */
function rowsOf(paired: RoundPairing, { rows }: Renumbering): RoundPairing {
  const row = (id: PlayerId): PlayerId => rows[id] ?? id;
  return {
    ...paired,
    games: paired.games.map((g) => ({ ...g, white: row(g.white), black: row(g.black) })),
    // Ids are in name order here: each run of bye rows is listed by name.
    byes: byeRunsInOrder(paired.byes, (a, b) => a.player - b.player).map((b) => ({
      ...b,
      player: row(b.player),
    })),
    placed: paired.placed
      .map((p) => ({ ...p, player: row(p.player) }))
      .sort((a, b) => a.player - b.player),
    ...(paired.short && { short: paired.short.map((s) => ({ ...s, player: row(s.player) })) }),
  };
}

/** A refusal's players back to Players rows, listed in row order as the field lists them. */
function problemInRows(problem: ScoreProblem, { rows }: Renumbering): ScoreProblem {
  const row = <T extends { player: PlayerId }>(x: T): T => ({
    ...x,
    player: rows[x.player] ?? x.player,
  });
  return problem.kind === 'wide'
    ? { ...problem, high: row(problem.high), low: row(problem.low) }
    : { ...problem, scores: problem.scores.map(row).sort((a, b) => a.player - b.player) };
}
