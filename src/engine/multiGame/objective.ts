import { inTop, pairKey, popularity, type Field, type Triple } from './field';

/**
 * The 'optimal' method's objective for one round, compared tier by tier (lexicographically),
 * each tier a sum over the round's boards, every one maximised:
 *
 * 1. games played;
 * 2. board sides on a game among that player's top n (preferences met);
 * 3. Σ (2·D − rank of the game for player 1 − rank for player 2), D = the widest depth
 *    min(n+3, number of games): with as many games, the lowest sum of preference ranks;
 * 4. boards between two players who have not met in an earlier round (fresh opponents);
 * 5. rarity: for each board, how many games are strictly more popular than its game (top-n
 *    popularity of the round, see field.ts), so rarer games are preferred last of all.
 */
const TIERS = 5;

/** The five tier values of one board, all ≥ 0. */
function tierValues(field: Field, pop: ReadonlyMap<string, number>, t: Triple): number[] {
  const ra = field.rank[t.a].get(t.game) ?? 0;
  const rb = field.rank[t.b].get(t.game) ?? 0;
  const preferred =
    (inTop(field, t.a, t.game, field.n) ? 1 : 0) + (inTop(field, t.b, t.game, field.n) ? 1 : 0);
  const fresh = field.metEarlier.has(pairKey(field.playerCount, t.a, t.b)) ? 0 : 1;
  const own = pop.get(t.game) ?? 0;
  let rarer = 0;
  for (const count of pop.values()) if (count > own) rarer++;
  return [1, preferred, 2 * field.maxDepth - ra - rb, fresh, rarer];
}

/** The largest value each tier can take on one board. */
function tierMaxima(field: Field): number[] {
  return [1, 2, 2 * field.maxDepth - 2, 1, field.games.length - 1];
}

export interface Weighted {
  triples: Triple[];
  /** Exact integer weight of each triple: Σ tier value × tier multiplier. */
  weights: number[];
  values: number[][];
  maxWeight: number;
  /** T: the most boards any round can hold (each player's games per round, or fewer games). */
  maxBoards: number;
}

/**
 * Integer weights that order matchings exactly as the tiers do. With at most T boards in a round
 * (T = ⌊Σ min(games per round, games the player could play) / 2⌋), tier i's multiplier exceeds
 * the largest total every lower tier can reach over T boards, so one more unit of a higher tier
 * outweighs any difference below it.
 */
export function weighTriples(field: Field, triples: Triple[]): Weighted {
  const pop = popularity(field, field.n);
  const values = triples.map((t) => tierValues(field, pop, t));
  const gamesOf = new Map<number, Set<string>>();
  for (const t of triples) {
    for (const id of [t.a, t.b]) {
      const set = gamesOf.get(id) ?? new Set<string>();
      set.add(t.game);
      gamesOf.set(id, set);
    }
  }
  let slots = 0;
  for (const set of gamesOf.values()) slots += Math.min(field.perRound, set.size);
  const boards = Math.floor(slots / 2);
  const maxima = tierMaxima(field);
  const multipliers = new Array<number>(TIERS).fill(1);
  let below = 0;
  for (let i = TIERS - 1; i >= 0; i--) {
    multipliers[i] = below + 1;
    below += multipliers[i] * maxima[i] * boards;
  }
  const weights = values.map((v) => v.reduce((sum, x, i) => sum + x * multipliers[i], 0));
  const maxWeight = weights.reduce((m, w) => Math.max(m, w), 0);
  return { triples, weights, values, maxWeight, maxBoards: boards };
}
