import { allStableMatchings, stableRoommates } from '../stableRoommates';
import { colourCost } from './colours';
import type { StableEntrant } from './entrants';
import { preferenceLists, scoreLevels, type Level, type TieOrder } from './lists';
import type { PreferenceWeights } from './preferences';

export interface StableSolution {
  /** mate[i]: position in the field of i's opponent. */
  mate: number[];
  /** The allowed score difference at which a stable pairing was found. */
  level: Level;
  /** Stable pairings of everyone found at that level and compared. */
  compared: number;
}

/**
 * An allowed score difference at which no stable pairing of everyone was found: the players
 * that the stable pairing of the first try's lists (ties nearest the ideal opponent first) left
 * without an opponent, as positions in the field; none when those lists had no stable pairing.
 */
export interface LevelMiss {
  level: Level;
  leftOut: number[];
  /** Stable pairings of everyone were found, but none leaves the rounds left pairable. */
  roundsLeft?: boolean;
}

/** Whether a pairing of the field (mate) leaves every round after this one pairable. */
export type KeepsRounds = (mate: readonly number[]) => boolean;

/**
 * Which stable pairing a round keeps: 'best', of every stable pairing found (issue 8, beyond
 * the paper), or 'first', the one Irving's algorithm finds on the lists ordered by f, ties
 * nearest the ideal opponent first, with no other order tried (Kujansuu et al. keep the one
 * their algorithm finds). The bench compares the two.
 */
export type StableChoice = 'best' | 'first';

/** Stable pairings enumerated at most per list order; beyond it the order's first is kept (issue 8). */
const ENUMERATION_LIMIT = 64;

/**
 * Other orders of equally preferred opponents tried at each level (the paper orders the lists
 * by f alone, so any order of ties is faithful to it): 16 up to 200 players, fewer in larger
 * fields, where each try costs more, none from about 1,500 players.
 */
function tieOrders(players: number): number {
  return Math.min(16, Math.round(16 * (200 / Math.max(players, 1)) ** 2));
}

/**
 * Kujansuu et al. §2: start with ms = 0 and widen the allowed score difference until the lists
 * admit a stable pairing of everyone. At the first level that does, the stable pairings of
 * everyone under each order of ties are compared and the best kept (see quality). Null: none
 * exists even with every unplayed opponent. `onMiss` hears of each level that gave none.
 * With `keeps` (a small field's look-ahead), the best stable pairing that keeps the rounds left
 * pairable is kept, widening further when none does.
 */
export function solveStable(
  field: readonly StableEntrant[],
  weights: PreferenceWeights,
  barred: (a: StableEntrant, b: StableEntrant) => boolean,
  levels: readonly Level[] = scoreLevels(field),
  choice: StableChoice = 'best',
  onMiss?: (miss: LevelMiss) => void,
  keeps?: KeepsRounds,
): StableSolution | null {
  if (field.length === 0) return { mate: [], level: { ms: 0, everyone: false }, compared: 1 };
  for (const level of levels) {
    const found = new Map<string, number[]>();
    const orders = choice === 'first' ? 0 : tieOrders(field.length);
    let leftOut: number[] = [];
    for (let attempt = 0; attempt <= orders; attempt++) {
      const ties: TieOrder = attempt === 0 ? 'ideal' : attempt * 7919 + field.length;
      const lists = preferenceLists(field, level, weights, barred, ties);
      const first = stableRoommates(lists);
      if (attempt === 0 && first.kind === 'stable')
        leftOut = first.mate.flatMap((m, i) => (m < 0 ? [i] : []));
      if (first.kind !== 'stable' || first.mate.some((m) => m < 0)) continue;
      // Beyond the paper (its "further research"): every stable pairing of these lists
      // (Gusfield 1988: all follow from rotations), while there are few; else the first.
      const all = choice === 'first' ? null : allStableMatchings(lists, ENUMERATION_LIMIT);
      for (const mate of all?.complete ? all.matchings : [first.mate]) found.set(mate.join(), mate);
    }
    if (found.size > 0) {
      const pairings = [...found.values()];
      const keys = pairings.map((mate) => quality(field, mate));
      const ranked = pairings.map((_, k) => k);
      ranked.sort((x, y) => compareKeys(keys[x], keys[y]) || x - y);
      const best = keeps ? ranked.find((k) => keeps(pairings[k])) : ranked[0];
      if (best !== undefined) return { mate: pairings[best], level, compared: pairings.length };
      onMiss?.({ level, leftOut: [], roundsLeft: true });
      continue;
    }
    onMiss?.({ level, leftOut });
  }
  return null;
}

/**
 * How good a pairing is, smaller first (issue 8): the largest score difference, the sum of
 * score differences, the sum of colour differences after the round, then how far the pairs are
 * from Swiss placement (each player's opponent from his ideal one), so that among otherwise
 * equal stable pairings the one a Swiss TD would make wins.
 */
function quality(field: readonly StableEntrant[], mate: readonly number[]): number[] {
  let maxSd = 0;
  let sumSd = 0;
  let sumCd = 0;
  let placement = 0;
  mate.forEach((j, i) => {
    if (j < i) return;
    const sd = Math.abs(field[i].score - field[j].score);
    maxSd = Math.max(maxSd, sd);
    sumSd += sd;
    sumCd += colourCost(field[i], field[j]);
    placement += Math.abs(j - field[i].ideal) + Math.abs(i - field[j].ideal);
  });
  return [maxSd, sumSd, sumCd, placement];
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let k = 0; k < a.length; k++) {
    if (Math.abs(a[k] - b[k]) > 1e-9) return a[k] - b[k];
  }
  return 0;
}
