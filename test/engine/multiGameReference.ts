/**
 * An independent, brute-force statement of the multi-game rules and of the 'optimal' method's
 * objective, for tests: slow and simple on purpose.
 */
import type { MultiGameInput } from '../../src/engine/multiGame';
import type { PlayerId } from '../../src/engine/types';

export interface RefBoard {
  a: PlayerId;
  b: PlayerId;
  game: string;
}

interface Earlier {
  opponent: PlayerId;
  won: boolean;
}

export interface Reference {
  paired: PlayerId[];
  depth: number;
  rank: (id: PlayerId, game: string) => number;
  allowed: (a: PlayerId, b: PlayerId, game: string) => boolean;
  candidates: RefBoard[];
  tiers: (board: RefBoard) => number[];
}

export function reference(input: MultiGameInput): Reference {
  const { settings, games, players, preferences } = input;
  const n = settings.preferred;
  const depth = Math.min(n + 3, games.length);
  const paired = players
    .filter((p) => p.status === 'active' && !p.byes.includes(input.roundNumber))
    .map((p) => p.id);
  const rank = (id: PlayerId, game: string): number => {
    const i = (preferences[id] ?? []).indexOf(game);
    return i < 0 ? Infinity : i + 1;
  };
  const earlier = new Map<string, Earlier[]>();
  const met = new Set<string>();
  const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
  for (const round of input.rounds) {
    for (const g of round.games) {
      const r = g.result;
      const sides: Array<[number, number, boolean]> = [
        [g.white, g.black, !!r && !r.forfeit && r.white > r.black],
        [g.black, g.white, !!r && !r.forfeit && r.black > r.white],
      ];
      for (const [me, them, won] of sides) {
        const k = `${me}|${g.game}`;
        earlier.set(k, [...(earlier.get(k) ?? []), { opponent: them, won }]);
      }
      met.add(key(g.white, g.black));
    }
  }
  const playsOf = (id: number, game: string) => earlier.get(`${id}|${game}`) ?? [];
  const soleWinner = (id: number, game: string) =>
    playsOf(id, game).length === 1 && playsOf(id, game)[0].won;
  const allowed = (a: number, b: number, game: string): boolean => {
    if (rank(a, game) > depth || rank(b, game) > depth) return false;
    if (playsOf(a, game).some((p) => p.opponent === b)) return false;
    if (playsOf(a, game).length === 0 && playsOf(b, game).length === 0) return true;
    return settings.replayBetweenWinners && soleWinner(a, game) && soleWinner(b, game);
  };
  const pop = new Map(
    games.map((g) => [
      g,
      paired.filter(
        (id) =>
          rank(id, g) <= n &&
          (playsOf(id, g).length === 0 || (settings.replayBetweenWinners && soleWinner(id, g))),
      ).length,
    ]),
  );
  const candidates: RefBoard[] = [];
  for (const game of games) {
    for (const a of paired) {
      for (const b of paired) {
        if (a < b && allowed(a, b, game)) candidates.push({ a, b, game });
      }
    }
  }
  const tiers = ({ a, b, game }: RefBoard): number[] => {
    const ra = rank(a, game);
    const rb = rank(b, game);
    const own = pop.get(game) ?? 0;
    return [
      1,
      (ra <= n ? 1 : 0) + (rb <= n ? 1 : 0),
      2 * depth - ra - rb,
      met.has(key(a, b)) ? 0 : 1,
      games.filter((g) => (pop.get(g) ?? 0) > own).length,
    ];
  };
  return { paired, depth, rank, allowed, candidates, tiers };
}

export const sumTiers = (ref: Reference, boards: readonly RefBoard[]): number[] =>
  boards.reduce((sum, b) => sum.map((x, i) => x + ref.tiers(b)[i]), [0, 0, 0, 0, 0]);

export function better(x: readonly number[], y: readonly number[]): number {
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/**
 * The best tier vector over every set of candidate boards that keeps the round's rules:
 * at most perRound boards a player, a game once a player, two players once. With
 * pairOnce = false, the last rule is dropped (the relaxation).
 */
export function bruteForceBest(
  ref: Reference,
  perRound: number,
  pairOnce = true,
): { tiers: number[]; boards: RefBoard[] } {
  const c = ref.candidates;
  const count = new Map<number, number>();
  const onGame = new Set<string>();
  const pairs = new Set<string>();
  const chosen: RefBoard[] = [];
  let best = { tiers: [0, 0, 0, 0, 0], boards: [] as RefBoard[] };
  const visit = (i: number): void => {
    if (i === c.length) {
      const t = sumTiers(ref, chosen);
      if (better(t, best.tiers) > 0) best = { tiers: t, boards: [...chosen] };
      return;
    }
    const { a, b, game } = c[i];
    const pk = `${a}-${b}`;
    const fits =
      (count.get(a) ?? 0) < perRound &&
      (count.get(b) ?? 0) < perRound &&
      !onGame.has(`${a}|${game}`) &&
      !onGame.has(`${b}|${game}`) &&
      (!pairOnce || !pairs.has(pk));
    if (fits) {
      count.set(a, (count.get(a) ?? 0) + 1);
      count.set(b, (count.get(b) ?? 0) + 1);
      onGame.add(`${a}|${game}`);
      onGame.add(`${b}|${game}`);
      pairs.add(pk);
      chosen.push(c[i]);
      visit(i + 1);
      chosen.pop();
      pairs.delete(pk);
      onGame.delete(`${a}|${game}`);
      onGame.delete(`${b}|${game}`);
      count.set(a, (count.get(a) ?? 0) - 1);
      count.set(b, (count.get(b) ?? 0) - 1);
    }
    visit(i + 1);
  };
  visit(0);
  return best;
}
