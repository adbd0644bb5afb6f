import { describe, expect, it } from 'vitest';
import { pairRound } from '../../src/engine/pairing';
import { ROUNDS_LEFT_NOTE } from '../../src/engine/pairing/notes';
import { holdsRounds } from '../../src/engine/pairing/schedule';
import type { Constraint, Player, Round } from '../../src/engine/types';
import { history, makeGame, makePlayers, makeSettings } from './fixtures';

/** A graph of `n` seats from its edges, seats numbered from 0. */
function graph(n: number, edges: Array<[number, number]>): number[] {
  const adj = new Array<number>(n).fill(0);
  for (const [v, w] of edges) {
    adj[v] |= 1 << w;
    adj[w] |= 1 << v;
  }
  return adj;
}

function complete(n: number): number[] {
  const edges: Array<[number, number]> = [];
  for (let v = 0; v < n; v++) for (let w = v + 1; w < n; w++) edges.push([v, w]);
  return graph(n, edges);
}

const plenty = () => ({ steps: 100_000 });

describe('the rounds a graph of pairs not yet played can still hold', () => {
  it('a complete field holds a round robin, and not one round more', () => {
    expect(holdsRounds(complete(6), 5, plenty())).toBe(true);
    expect(holdsRounds(complete(6), 6, plenty())).toBe(false);
    expect(holdsRounds(complete(16), 15, plenty())).toBe(true);
  });

  it('two triangles hold no round; a six-cycle holds two', () => {
    const triangles = graph(6, [
      [0, 1],
      [1, 2],
      [0, 2],
      [3, 4],
      [4, 5],
      [3, 5],
    ]);
    expect(holdsRounds(triangles, 1, plenty())).toBe(false);
    const cycle = graph(6, [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [0, 5],
    ]);
    expect(holdsRounds(cycle, 2, plenty())).toBe(true);
    expect(holdsRounds(cycle, 3, plenty())).toBe(false);
  });

  it('the Petersen graph: every seat has three partners left, but only one round fits', () => {
    const outer = [0, 1, 2, 3, 4].map((v): [number, number] => [v, (v + 1) % 5]);
    const spokes = [0, 1, 2, 3, 4].map((v): [number, number] => [v, v + 5]);
    const inner = [0, 1, 2, 3, 4].map((v): [number, number] => [v + 5, ((v + 2) % 5) + 5]);
    const petersen = graph(10, [...outer, ...spokes, ...inner]);
    expect(holdsRounds(petersen, 1, plenty())).toBe(true);
    expect(holdsRounds(petersen, 2, plenty())).toBe(false);
  });

  it('says nothing (null) when the search runs out of steps', () => {
    expect(holdsRounds(complete(16), 15, { steps: 10 })).toBeNull();
  });
});

/** Six Swiss players, P1 strongest; the weaker player wins every game. */
const six = makePlayers([5, 4, 3, 2, 1, 0], { initialScore: 0 }).map((p, id) => ({
  ...p,
  rating: 2000 - 50 * id,
}));
const opening = history('P4-P1 1-0, P2-P5 0-1, P6-P3 1-0|P1-P6 0-1, P5-P4 1-0, P3-P2 1-0');

function pairFrom(
  players: Player[],
  round: number,
  rounds: Round[],
  constraints: Constraint[] = [],
) {
  return pairRound({
    settings: makeSettings({ pairingSystem: 'Swiss', rounds: 5 }),
    players,
    rounds,
    roundNumber: round,
    constraints,
  });
}

const names = (games: Array<{ white: number; black: number }>) =>
  games.map((g) => `P${g.white + 1}-P${g.black + 1}`);

describe('a six-player Swiss of five rounds pairs every round without a repeat', () => {
  it('round 3 keeps apart the pairs that would leave round 4 without a pairing', () => {
    const rounds = [...opening];
    const paired: string[][] = [];
    for (let number = 3; number <= 5; number++) {
      const round = pairFrom(six, number, rounds);
      paired.push(names(round.games));
      if (number === 3) {
        expect(round.games.map((g) => g.notes.includes(ROUNDS_LEFT_NOTE))).toEqual([
          false,
          true,
          true,
        ]);
      }
      const games = round.games.map((g) =>
        makeGame(g.board, g.white, g.black, g.white > g.black ? '1-0' : '0-1'),
      );
      rounds.push({ number, games, byes: [] });
    }
    // One round at a time, round 3 was P4-P3, P2-P1, P6-P5, and round 4 had no pairing.
    expect(paired).toEqual([
      ['P6-P5', 'P3-P1', 'P2-P4'],
      ['P4-P6', 'P5-P3', 'P1-P2'],
      ['P2-P6', 'P5-P1', 'P3-P4'],
    ]);
    const met = rounds.flatMap((r) => r.games.map((g) => [g.white, g.black].sort().join('-')));
    expect(new Set(met).size).toBe(15);
  });

  it("a field above the look-ahead's size pairs one round at a time, as before", () => {
    // Twelve more players, away every round and ruled out against the six: eighteen seats,
    // with the same pairs left for the six.
    const away = makePlayers(Array<number>(12).fill(-5), { initialScore: 0 }).map((p, k) => ({
      ...p,
      id: 6 + k,
      name: `Q${k + 1}`,
      byes: [1, 2, 3, 4, 5],
    }));
    const never = away.flatMap((q) =>
      six.map((p): Constraint => ({ a: p.id, b: q.id, rule: 'never' })),
    );
    const round = pairFrom([...six, ...away], 3, opening, never);
    expect(names(round.games)).toEqual(['P6-P5', 'P4-P3', 'P2-P1']);
    expect(round.games.flatMap((g) => g.notes)).not.toContain(ROUNDS_LEFT_NOTE);
  });
});
