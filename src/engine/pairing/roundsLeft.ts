import type { Constraint, Player, PlayerId } from '../types';
import { forcedByeCandidates, requestsBye } from './bye';
import { tierValue } from './cost';
import { buildContext, type RoundBasis } from './field';
import { cheaper } from './lastRound';
import { compareTiers, pairField, type FieldPairing } from './pairField';
import { EVERY_ROUND_LEFT } from './notes';
import { FLOATER_TIERS, ROUNDS_LEFT } from './params';
import { forEachMatching, holdsRounds, type Budget } from './schedule';
import { pairKey, type CandidateGraph, type Entrant } from './types';

/**
 * The rounds after this one, for a small field (ROUNDS_LEFT.seats, the bye seat of an odd
 * field counted): paired one at a time, such a field can reach a round where everyone left to
 * meet has been met, although a complete schedule existed. The pairing chosen must leave,
 * among the pairs not met and not ruled out, a pairing without a repeat for every round left.
 * Each round counts the players who play it: byes asked for (Byes column) are known now. The
 * bye seat of a round with an odd number of players takes a player who has had no forced bye,
 * or a volunteer.
 */
export interface RoundsLeft {
  basis: RoundBasis;
  /** Active players, in the order of the graph's seats; the bye seat (odd rounds) comes last. */
  seats: readonly Player[];
  /** The graph's seats: the players, and the bye seat when a round has an odd number of them. */
  size: number;
  /**
   * The seats of this round, then of each round after it (bitmasks): the players paired by
   * the engine this round (not away, not in a pair the TD fixed), then those who have not
   * asked for a bye in each round after it; the bye seat when they are odd.
   */
  present: readonly number[];
  /** The rounds kept pairable: `due`, or fewer when no pairing of this round can keep them all. */
  rounds: number;
  /** The rounds after this one, up to Rounds. */
  due: number;
  /** Pairs fixed by the TD this round (Constraints). */
  fixed: ReadonlyArray<readonly [Player, Player]>;
  budget: Budget;
}

/** The players a `round N` row of Constraints pairs by hand in round `round` (AGA 2009). */
function fixedIn(constraints: readonly Constraint[], round: number): Set<PlayerId> {
  return new Set(constraints.flatMap((c) => (c.rule === round ? [c.a, c.b] : [])));
}

/**
 * The rounds left to keep pairable (up to Rounds), or null when the field is too large or none
 * is left. `free`: the players the engine pairs this round (the forced bye among them). A later
 * round's forced games (`constraints`) take their players out of that round's seats.
 */
export function roundsLeftFor(
  basis: RoundBasis,
  roster: readonly Player[],
  fixed: ReadonlyArray<readonly [Player, Player]>,
  free: readonly Player[],
  constraints: readonly Constraint[] = [],
): RoundsLeft | null {
  const seats = roster.filter((p) => p.status === 'active');
  const size = seats.length + (seats.length % 2);
  // Rounds past a round robin's last need a repeat unless byes asked for or a withdrawal leave
  // room: those that cannot be kept are cut (mustKeepRounds).
  const rounds = basis.settings.rounds - basis.roundNumber;
  if (rounds < 1 || size > ROUNDS_LEFT.seats) return null;
  const playing = Array.from({ length: rounds + 1 }, (_, k) => {
    if (k === 0) return free;
    const byHand = fixedIn(constraints, basis.roundNumber + k);
    return seats.filter((p) => !requestsBye(p, basis.roundNumber + k) && !byHand.has(p.id));
  });
  const byeSeat = playing.some((round) => round.length % 2 === 1) ? 1 << seats.length : 0;
  const index = new Map(seats.map((p, v) => [p, v]));
  const present = playing.map((round) => {
    const mask = round.reduce((m, p) => m | (1 << index.get(p)!), 0);
    return round.length % 2 === 1 ? mask | byeSeat : mask;
  });
  return {
    basis,
    seats,
    size: seats.length + (byeSeat ? 1 : 0),
    present,
    rounds,
    due: rounds,
    fixed,
    budget: { steps: ROUNDS_LEFT.steps },
  };
}

/** Whether `graph` holds the `rounds` rounds after this one (with this one too: `withThis`). */
function holdsAhead(
  left: RoundsLeft,
  graph: readonly number[],
  rounds: number,
  budget: Budget,
  withThis = false,
): boolean | null {
  const present = left.present.slice(withThis ? 0 : 1, rounds + 1);
  return holdsRounds(graph, present.length, budget, present);
}

/**
 * Whether the rounds left can still be paired after this round's pairs and forced bye. An
 * undecided search (its budget spent) counts as yes: the pairing stands.
 */
export function leavesRounds(
  left: RoundsLeft,
  pairs: ReadonlyArray<readonly [Player, Player]>,
  forcedBye: Player | null,
): boolean {
  return holdsAhead(left, graphAfter(left, pairs, forcedBye), left.rounds, left.budget) !== false;
}

/** Whether a pairing tried instead surely leaves the rounds left pairable, in `steps` at most. */
function surelyLeavesRounds(
  left: RoundsLeft,
  pairs: ReadonlyArray<readonly [Player, Player]>,
  forcedBye: Player | null,
): boolean {
  const steps = Math.min(ROUNDS_LEFT.stepsEach, left.budget.steps);
  const budget = { steps };
  const holds = holdsAhead(left, graphAfter(left, pairs, forcedBye), left.rounds, budget);
  left.budget.steps -= steps - budget.steps;
  return holds === true;
}

/**
 * Whether some pairing of this round can leave `rounds` rounds after it pairable: the field,
 * the TD's pairs out, must hold a pairing of this round's free players and one for each of
 * those rounds. Null when the search is too long.
 */
function mayLeave(left: RoundsLeft, rounds: number): boolean | null {
  return holdsAhead(left, graphAfter(left, [], null), rounds, left.budget, true);
}

/**
 * Whether the look-ahead must replace the pairing found (its pairs and forced bye): it leaves a
 * round kept unpairable, and some pairing of this round may not. When none can keep every round
 * left (a late entry, a withdrawal, `never` rows, a repeat the TD fixed), `left.rounds` is cut
 * to the most rounds one still can keep (none: false). False also when the search is too long.
 */
export function mustKeepRounds(
  left: RoundsLeft,
  pairs: ReadonlyArray<readonly [Player, Player]>,
  forcedBye: Player | null,
): boolean {
  if (leavesRounds(left, pairs, forcedBye)) return false;
  const all = mayLeave(left, left.rounds);
  if (all !== false) return all === true;
  let most = 0;
  while (most + 1 < left.rounds && mayLeave(left, most + 1) === true) most++;
  if (most === 0) return false;
  left.rounds = most;
  return !leavesRounds(left, pairs, forcedBye);
}

/**
 * keepPairable for the rounds `mustKeepRounds` kept; when no pairing keeps them (the TD's pairs
 * or requested byes of this round leave fewer), the most rounds one does keep.
 */
export function keepMostRounds(
  left: RoundsLeft,
  free: readonly Player[],
  found: { field: FieldPairing; forcedBye: Player | null },
  graph: CandidateGraph,
): KeptPairable | null {
  for (;;) {
    const kept = keepPairable(left, free, found, graph);
    if (kept || left.rounds === 1 || left.budget.steps <= 0) return kept;
    left.rounds--;
    if (leavesRounds(left, playerPairs(found.field), found.forcedBye)) return null;
  }
}

/** What the rounds kept are called in notes and messages. */
export function roundsKept(left: RoundsLeft): string {
  if (left.rounds === left.due) return EVERY_ROUND_LEFT;
  return left.rounds === 1 ? 'the next round' : `the next ${left.rounds} rounds`;
}

/** Seats that may still meet once this round's pairs and forced bye are taken out. */
function graphAfter(
  left: RoundsLeft,
  pairs: ReadonlyArray<readonly [Player, Player]>,
  forcedBye: Player | null,
): number[] {
  const { basis, seats } = left;
  const index = new Map(seats.map((p, k) => [p.id, k]));
  const n = left.size;
  const adj = new Array<number>(n).fill(0);
  const join = (v: number, w: number): void => {
    adj[v] |= 1 << w;
    adj[w] |= 1 << v;
  };
  for (let v = 0; v < seats.length; v++) {
    for (let w = v + 1; w < seats.length; w++) {
      if (!basis.blocked.has(pairKey(seats[v].id, seats[w].id))) join(v, w);
    }
    const p = seats[v];
    const byeFree = basis.histories[p.id].forcedByes === 0 && p !== forcedBye;
    if (n > seats.length && (p.byeVolunteer || byeFree)) join(v, n - 1);
  }
  for (const [a, b] of [...pairs, ...left.fixed]) {
    const v = index.get(a.id)!;
    const w = index.get(b.id)!;
    adj[v] &= ~(1 << w);
    adj[w] &= ~(1 << v);
  }
  return adj;
}

/** A pairing that leaves the rounds left pairable, and what it changed. */
export interface KeptPairable {
  field: FieldPairing;
  forcedBye: Player | null;
  /** Pairs (pairKey of player ids) not in the pairing first found. */
  changed: Set<number>;
}

/**
 * When the pairing found leaves some round after this one unpairable: the forced bye
 * candidates in their usual order (none in an even field), and for each the engine's pairing
 * of the others, else the cheapest pairing of them that leaves every round left pairable.
 * Cheapest: the pairings are ranked by the stage 1 tiers summed over all pairs, and the first
 * few that pass are weighed by the engine itself (lastRound's `cheaper`). Null when none
 * passes (or the search is too long): the round is paired as before.
 */
function keepPairable(
  left: RoundsLeft,
  free: readonly Player[],
  found: { field: FieldPairing; forcedBye: Player | null },
  graph: CandidateGraph,
): KeptPairable | null {
  const { basis } = left;
  const byes: Array<Player | null> =
    free.length % 2 === 1
      ? forcedByeCandidates(free, basis.histories, basis.settings.boardGame)
      : [null];
  for (const bye of byes) {
    const players = free.filter((p) => p !== bye);
    const engine = bye === found.forcedBye ? null : pairField(basis, players, graph);
    const field =
      engine && surelyLeavesRounds(left, playerPairs(engine), bye)
        ? engine
        : cheapestPairable(left, players, bye);
    if (!field) {
      if (left.budget.steps <= 0) return null;
      continue;
    }
    const before = new Set(found.field.pairs.map(({ a, b }) => pairKey(a.id, b.id)));
    const changed = new Set(
      field.pairs.map(({ a, b }) => pairKey(a.id, b.id)).filter((key) => !before.has(key)),
    );
    return { field, forcedBye: bye, changed };
  }
  return null;
}

export function playerPairs(field: FieldPairing): Array<[Player, Player]> {
  return field.pairs.map(({ a, b }) => [a.player, b.player]);
}

/** Stage 1's tiers, then avoidance: how pairings are ranked before the engine weighs a few. */
const RANKED_TIERS = [...FLOATER_TIERS, 'avoid' as const];

/** The cheapest pairing of `players` that leaves the rounds left pairable (see keepPairable). */
function cheapestPairable(
  left: RoundsLeft,
  players: readonly Player[],
  bye: Player | null,
): FieldPairing | null {
  const { basis } = left;
  const ctx = buildContext(basis, players);
  const { entrants } = ctx;
  const adj = entrants.map((e) =>
    entrants.reduce(
      (mask, f, w) => (e !== f && !basis.blocked.has(pairKey(e.id, f.id)) ? mask | (1 << w) : mask),
      0,
    ),
  );
  const tiersOf = new Map<number, number[]>();
  const pairTiers = (v: number, w: number): number[] => {
    const key = v * 32 + w;
    let tiers = tiersOf.get(key);
    if (!tiers) {
      tiers = RANKED_TIERS.map((tier) => tierValue(tier, ctx, entrants[v], entrants[w]));
      tiersOf.set(key, tiers);
    }
    return tiers;
  };
  const ranked: Array<{ pairs: Array<[Entrant, Entrant]>; tiers: number[] }> = [];
  const complete = forEachMatching(adj, left.budget, (mate) => {
    const pairs: Array<[Entrant, Entrant]> = [];
    const tiers = RANKED_TIERS.map(() => 0);
    mate.forEach((w, v) => {
      if (v > w) return;
      pairs.push([entrants[v], entrants[w]]);
      pairTiers(v, w).forEach((value, k) => (tiers[k] += value));
    });
    ranked.push({ pairs, tiers });
    return ranked.length <= ROUNDS_LEFT.pairings;
  });
  if (!complete || ranked.length > ROUNDS_LEFT.pairings) return null;
  ranked.sort((x, y) => compareTiers(x.tiers, y.tiers));
  let best: FieldPairing | null = null;
  let weighed = 0;
  for (const { pairs } of ranked) {
    if (weighed === ROUNDS_LEFT.weighed || left.budget.steps <= 0) break;
    const asPlayers = pairs.map(([a, b]): [Player, Player] => [a.player, b.player]);
    if (!surelyLeavesRounds(left, asPlayers, bye)) continue;
    weighed++;
    const field = onlyThese(left.basis, players, pairs);
    if (field && (!best || cheaper(field, best))) best = field;
  }
  return best;
}

/** The engine's own pairing and costs when only the pairs given may meet. */
function onlyThese(
  basis: RoundBasis,
  players: readonly Player[],
  pairs: ReadonlyArray<[Entrant, Entrant]>,
): FieldPairing | null {
  const keep = new Set(pairs.map(([a, b]) => pairKey(a.id, b.id)));
  const blocked = new Set(basis.blocked);
  for (const a of players) {
    for (const b of players) {
      const key = pairKey(a.id, b.id);
      if (a.id < b.id && !keep.has(key)) blocked.add(key);
    }
  }
  return pairField({ ...basis, blocked }, players, 'complete');
}
