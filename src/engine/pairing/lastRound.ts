import { currentScore } from '../history';
import { maxCardinalityMatching } from '../matching';
import type { Player, Settings } from '../types';
import { requestsBye } from './bye';
import { colourBreakValue, tierValue } from './cost';
import { buildContext, type RoundBasis } from './field';
import { compareFloaters, pairField, type FieldPairing } from './pairField';
import { LAST_ROUND } from './params';
import { eventResultsModel, type ResultsModel } from './resultsModel';
import { pairKey, type CandidateGraph, type Entrant, type MatchingRules } from './types';

/**
 * The look-ahead from the second-to-last round, when the system asks for it (Swiss). In a
 * small field the last round can find a leader (or the last player) whose every opponent
 * within one point has been met already, so that a pair more than a point apart is forced.
 * Before the second-to-last round is paired, sets of its results are drawn from the event's
 * results model, and the last round is tried after each; when the pairing found leaves no
 * pairing within one point after some of them, pairings that keep apart the pairs concerned
 * are tried too (LAST_ROUND).
 */
export function lastRoundApplies(
  rules: MatchingRules,
  settings: Settings,
  roundNumber: number,
): boolean {
  return rules.lastRoundLookahead && roundNumber === settings.rounds - 1;
}

/** What the round being paired leaves for the last one, apart from its own results. */
export interface LastRoundOutlook {
  basis: RoundBasis;
  /** The whole roster: the results model and the last round's field come from it. */
  roster: readonly Player[];
  /** Pairs fixed by the TD this round: they play, and may not meet again. */
  fixed: ReadonlyArray<readonly [Player, Player]>;
  /** The player with this round's forced bye (one point), if any. */
  forcedBye: Player | null;
}

export interface LookedAhead {
  field: FieldPairing;
  /** Pairs (pairKey of player ids) that the look-ahead brought in. */
  changed: Set<number>;
}

/**
 * The pairing to keep: `field`, or a pairing of `players` that keeps some of its pairs apart
 * when that makes a last round within one point clearly likelier (LAST_ROUND).
 */
export function lookAhead(
  outlook: LastRoundOutlook,
  players: readonly Player[],
  field: FieldPairing,
  graph: CandidateGraph,
): LookedAhead {
  const unchanged = { field, changed: new Set<number>() };
  const future = lastRoundField(outlook);
  const first = assess(future, field);
  if (first.risk === 0) return unchanged;
  const now = standing(field);
  const culprits = [...first.culprits.entries()]
    .sort((x, y) => y[1] - x[1] || x[0] - y[0])
    .slice(0, LAST_ROUND.culprits)
    .map(([key]) => key);
  const tries = culprits.map((key) => [key]);
  if (culprits.length > 1) tries.push(culprits);
  let best: { field: FieldPairing; gain: number } | null = null;
  for (const keys of tries) {
    const blocked = new Set(outlook.basis.blocked);
    for (const key of keys) blocked.add(key);
    const other = pairField({ ...outlook.basis, blocked }, players, graph);
    if (!other) continue;
    const then = standing(other);
    if (then.maxDifference > Math.max(1, now.maxDifference)) continue;
    if (
      then.colourBreaks + then.ruleBreaks >
      now.colourBreaks + now.ruleBreaks + LAST_ROUND.extraBreaks
    )
      continue;
    const lower = first.risk - assess(future, other).risk;
    const gain = lower * LAST_ROUND.pointsPerRisk - (then.sumDifference - now.sumDifference);
    if (lower < LAST_ROUND.minGain || gain <= 0) continue;
    if (!best || gain > best.gain || (gain === best.gain && cheaper(other, best.field))) {
      best = { field: other, gain };
    }
  }
  if (!best) return unchanged;
  const before = new Set(field.pairs.map(({ a, b }) => pairKey(a.id, b.id)));
  const changed = new Set(
    best.field.pairs.map(({ a, b }) => pairKey(a.id, b.id)).filter((key) => !before.has(key)),
  );
  return { field: best.field, changed };
}

interface Standing {
  /** The largest score difference of a pair, and their sum, in points. */
  maxDifference: number;
  sumDifference: number;
  /** Pairs making a colour rule break unavoidable (±3, three running). */
  colourBreaks: number;
  /** Pairs breaking AGA 2009 criterion 3 (float) or 4 (colour rule). */
  ruleBreaks: number;
}

function standing({ ctx, pairs }: FieldPairing): Standing {
  let maxDifference = 0;
  let sumDifference = 0;
  let colourBreaks = 0;
  let ruleBreaks = 0;
  for (const { a, b } of pairs) {
    maxDifference = Math.max(maxDifference, Math.abs(a.score - b.score));
    sumDifference += Math.abs(a.score - b.score);
    if (colourBreakValue(ctx, a, b) > 0) colourBreaks++;
    if (tierValue('floatTwice', ctx, a, b) > 0 || tierValue('colour', ctx, a, b) > 0) ruleBreaks++;
  }
  return { maxDifference, sumDifference, colourBreaks, ruleBreaks };
}

/**
 * Between two equally good look-ahead pairings, the one the matching itself prefers: stage 1
 * tier by tier on the pairs across score groups (each pairing was weighed with its own
 * multipliers), then stage 2's cost.
 */
export function cheaper(x: FieldPairing, y: FieldPairing): boolean {
  const total = (f: FieldPairing) => f.pairs.reduce((sum, p) => sum + p.cost, 0);
  const floaters = compareFloaters(x, y);
  return floaters < 0 || (floaters === 0 && total(x) < total(y));
}

/** The last round as far as it is known: who plays it, their points so far, who has met. */
interface LastRoundField {
  outlook: LastRoundOutlook;
  /** Player ids of the last round's field. */
  finalists: number[];
  /** Points after this round, its games not counted (a forced bye counted). */
  banked: Map<number, number>;
  /** Every active player as the results model sees him, and the model itself. */
  entrant: Map<number, Entrant>;
  model: ResultsModel;
}

function lastRoundField(outlook: LastRoundOutlook): LastRoundField {
  const { basis, roster, forcedBye } = outlook;
  const active = roster.filter((p) => p.status === 'active');
  const finalists = active.filter((p) => !requestsBye(p, basis.settings.rounds)).map((p) => p.id);
  const banked = new Map(
    active.map((p) => [p.id, currentScore(basis.histories[p.id]) + (p === forcedBye ? 1 : 0)]),
  );
  const { entrants } = buildContext(basis, active);
  const entrant = new Map(entrants.map((e) => [e.id, e]));
  return { outlook, finalists, banked, entrant, model: eventResultsModel(entrants) };
}

interface Assessment {
  /** Share of the drawn results after which the last round cannot keep within one point. */
  risk: number;
  /** This round's pairs (pairKey) holding a player left over then, and how often. */
  culprits: Map<number, number>;
}

/** Draws LAST_ROUND.scenarios sets of this round's results and tries the last round after each. */
function assess(future: LastRoundField, field: FieldPairing): Assessment {
  const { outlook, entrant, model } = future;
  const games = [
    ...field.pairs.map(({ a, b }) => [a.id, b.id] as const),
    ...outlook.fixed.map(([a, b]) => [a.id, b.id] as const),
  ].map(([a, b]) => {
    // Colours are not chosen yet: either way round, equally likely.
    const one = model.outcome(entrant.get(a)!, entrant.get(b)!);
    const other = model.outcome(entrant.get(b)!, entrant.get(a)!);
    const aWins = (one.whiteWins + other.blackWins) / 2;
    const draw = (one.draw + other.draw) / 2;
    return { a, b, aWins, draw, key: pairKey(a, b) };
  });
  const thisRound = new Set(games.map((g) => g.key));
  const blocked = (a: number, b: number): boolean => {
    const key = pairKey(a, b);
    return outlook.basis.blocked.has(key) || thisRound.has(key);
  };
  const partOf = new Map<number, number>();
  for (const g of games) partOf.set(g.a, g.key).set(g.b, g.key);
  const culprits = new Map<number, number>();
  let failures = 0;
  for (let k = 0; k < LAST_ROUND.scenarios; k++) {
    const points = new Map(future.banked);
    for (const g of games) {
      const u = uniform(outlook.basis.roundNumber, k, g.key);
      const a = u < g.aWins ? 1 : u < g.aWins + g.draw ? 0.5 : 0;
      points.set(g.a, points.get(g.a)! + a);
      points.set(g.b, points.get(g.b)! + 1 - a);
    }
    const left = leftOver(future.finalists, points, blocked);
    if (left.length === 0) continue;
    failures++;
    for (const id of left) {
      const key = partOf.get(id);
      if (key !== undefined) culprits.set(key, (culprits.get(key) ?? 0) + 1);
    }
  }
  return { risk: failures / LAST_ROUND.scenarios, culprits };
}

/**
 * The players a last round within one point cannot pair (beyond the one a bye takes in an
 * odd field): none when some pairing of players who have not met keeps every pair within one
 * point. Greedy from the top and from the bottom first; the exact matching when both fail.
 */
function leftOver(
  finalists: readonly number[],
  points: ReadonlyMap<number, number>,
  blocked: (a: number, b: number) => boolean,
): number[] {
  const order = [...finalists].sort((x, y) => points.get(y)! - points.get(x)! || x - y);
  const spare = order.length % 2;
  if (greedyLeaves(order, points, blocked) <= spare) return [];
  if (greedyLeaves([...order].reverse(), points, blocked) <= spare) return [];
  const edges: Array<[number, number]> = [];
  for (let i = 0; i < order.length; i++) {
    for (let j = i + 1; j < order.length; j++) {
      if (points.get(order[i])! - points.get(order[j])! > 1) break;
      if (!blocked(order[i], order[j])) edges.push([i, j]);
    }
  }
  const mate = maxCardinalityMatching(order.length, edges);
  const left = order.filter((_, i) => mate[i] < 0);
  return left.length <= spare ? [] : left;
}

/** Players left unpaired when each in turn takes the next free player within one point. */
function greedyLeaves(
  order: readonly number[],
  points: ReadonlyMap<number, number>,
  blocked: (a: number, b: number) => boolean,
): number {
  const taken = new Uint8Array(order.length);
  const near = (i: number, j: number) =>
    Math.abs(points.get(order[i])! - points.get(order[j])!) <= 1;
  let left = 0;
  for (let i = 0; i < order.length; i++) {
    if (taken[i]) continue;
    taken[i] = 1;
    let j = i + 1;
    while (j < order.length && near(i, j) && (taken[j] || blocked(order[i], order[j]))) j++;
    if (j < order.length && near(i, j)) taken[j] = 1;
    else left++;
  }
  return left;
}

/** A uniform number in [0, 1) for one game of one drawn set, the same for every pairing tried. */
function uniform(round: number, scenario: number, key: number): number {
  let h = 0x811c9dc5 ^ round;
  for (const part of [scenario, key % 65536, Math.floor(key / 65536)]) {
    h = Math.imul(h ^ part, 0x01000193) >>> 0;
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
