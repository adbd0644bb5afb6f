import type { PlayerId } from '../types';
import { switchToWonGames } from './switchGames';
import { inTop, mayPlayInEvent, popularity, type Field } from './field';
import {
  addBoard,
  emptyRound,
  fitsRound,
  isFull,
  preferencesMet,
  type RoundState,
} from './roundState';

/** One widening step: top `depth` lists; at n+3 every game ties for popularity. */
interface Level {
  widening: number;
  depth: number;
  tied: boolean;
}

/**
 * Game Courier proposal: top n, then n+1, n+2, n+3, capped at the number of games; a step that
 * would repeat the one before (same depth, same popularity rule) is left out.
 */
export function wideningLevels(field: Field): Level[] {
  const levels: Level[] = [];
  for (let widening = 0; widening <= 3; widening++) {
    const depth = Math.min(field.n + widening, field.games.length);
    const tied = widening === 3;
    const last = levels[levels.length - 1];
    if (last && last.depth === depth && last.tied === tied) continue;
    levels.push({ widening, depth, tied });
  }
  return levels;
}

interface PairEntry {
  a: PlayerId;
  b: PlayerId;
  /** Games among both players' top `depth` that the event still allows them. */
  common: string[];
  /** Popularity of the common games, least popular first. */
  rarity: number[];
}

function compareRarity(x: PairEntry, y: PairEntry): number {
  for (let i = 0; i < x.rarity.length; i++) {
    if (x.rarity[i] !== y.rarity[i]) return x.rarity[i] - y.rarity[i];
  }
  return 0;
}

/**
 * Game Courier proposal, steps 2 and 3: the pairs with at least one game in common, fewer
 * common games first; on a tie the pair whose least popular common game is less popular, then
 * the second least popular, and so on; remaining ties in roster order (lower first player, then
 * lower second player).
 */
export function orderedPairs(
  field: Field,
  state: RoundState,
  depth: number,
  pop: ReadonlyMap<string, number>,
): PairEntry[] {
  const open = field.paired.filter((id) => !isFull(field, state, id));
  const tops = open.map((id) => field.games.filter((g) => inTop(field, id, g, depth)));
  const entries: PairEntry[] = [];
  for (let i = 0; i < open.length; i++) {
    for (let j = i + 1; j < open.length; j++) {
      const a = open[i];
      const b = open[j];
      const common = tops[i].filter(
        (g) => inTop(field, b, g, depth) && mayPlayInEvent(field, a, b, g),
      );
      if (common.length === 0) continue;
      const rarity = common.map((g) => pop.get(g) ?? 0).sort((x, y) => x - y);
      entries.push({ a, b, common, rarity });
    }
  }
  return entries.sort(
    (x, y) => x.common.length - y.common.length || compareRarity(x, y) || x.a - y.a || x.b - y.b,
  );
}

const rankOf = (field: Field, id: PlayerId, game: string): number =>
  field.rank[id].get(game) ?? Infinity;

function favourite(field: Field, id: PlayerId, games: readonly string[]): string {
  return games.reduce((best, g) => (rankOf(field, id, g) < rankOf(field, id, best) ? g : best));
}

/**
 * Game Courier proposal, step 4, the game for a pair among those still open to both: the least
 * popular; on a tie, the game both players rank highest among the tied ones ("most preferred by
 * both"); when their favourites differ, the favourite of the player who has had fewer
 * preferences met so far; when both have had as many, the favourite with the lower sum of the
 * two players' ranks, then the one listed first on the Games tab.
 */
function chooseGame(
  field: Field,
  state: RoundState,
  a: PlayerId,
  b: PlayerId,
  open: readonly string[],
  pop: ReadonlyMap<string, number>,
): string {
  const least = Math.min(...open.map((g) => pop.get(g) ?? 0));
  const tied = open.filter((g) => (pop.get(g) ?? 0) === least);
  const favA = favourite(field, a, tied);
  const favB = favourite(field, b, tied);
  if (favA === favB) return favA;
  const metA = preferencesMet(field, state, a);
  const metB = preferencesMet(field, state, b);
  if (metA !== metB) return metA < metB ? favA : favB;
  const sum = (g: string): number => rankOf(field, a, g) + rankOf(field, b, g);
  if (sum(favA) !== sum(favB)) return sum(favA) < sum(favB) ? favA : favB;
  return field.games.indexOf(favA) < field.games.indexOf(favB) ? favA : favB;
}

/** Step 4: walk the ordered pairs once, pairing each pair that still fits the round. */
function walk(field: Field, state: RoundState, level: Level): void {
  const pop = level.tied ? new Map(field.games.map((g) => [g, 0])) : popularity(field, level.depth);
  for (const { a, b, common } of orderedPairs(field, state, level.depth, pop)) {
    const open = common.filter((game) => fitsRound(field, state, { a, b, game }));
    if (open.length === 0) continue;
    const game = chooseGame(field, state, a, b, open, pop);
    addBoard(field, state, { a, b, game, widening: level.widening });
  }
}

/**
 * The round exactly as the Game Courier proposal pairs it (steps 1–6): the walk over the top n,
 * then (unless `switches` is false: the walk alone) the switches of switchGames.ts, then the
 * walk again over the top n+1, n+2 and n+3 for whoever is still short.
 */
export function pairBySeedOrder(field: Field, switches = true): RoundState {
  let state = emptyRound(field);
  for (const level of wideningLevels(field)) {
    const short = field.paired.filter((id) => !isFull(field, state, id));
    if (short.length < 2) break;
    walk(field, state, level);
    if (level.widening === 0 && switches) {
      state = switchToWonGames(field, state, (tried) => walk(field, tried, level));
    }
  }
  return state;
}
