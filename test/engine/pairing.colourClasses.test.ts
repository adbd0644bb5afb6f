import { describe, expect, it } from 'vitest';
import { pairRound } from '../../src/engine/pairing';
import { simulatedField } from '../../src/engine/pairing/simulate';
import type { PlayerId } from '../../src/engine/types';
import { drawnRounds, rankOrder } from './fixtures';

describe('a large Swiss score group with more colour misfits than forced', () => {
  it('pairs two players of an uncommon colour class far apart, as on the complete graph', () => {
    // 330 players, four rounds all drawn: one score group, above
    // CANDIDATES.completeBalancedGroupSize. Ranks 3 and 41 played WWBW (+2), ranks 168 and 301
    // BBWB (−2), the others WBWB or BWBW (level). The colour balance tier pairs a +2 with a −2
    // (X = 0, and one more pair of level players: more colour misfits than forced) rather than
    // each with a level player (X = 3 + 3). Ranks 3 and 168 are each other's ideal opponent;
    // rank 41 meets rank 301, 95 places from his ideal one, beyond every window of the graph.
    const { settings, players } = simulatedField({ players: 330, seed: 5, system: 'Swiss' });
    const order = rankOrder(settings, players);
    const patterns = new Map<PlayerId, string>();
    let level = 0;
    for (const [k, id] of order.entries()) {
      if (k === 2 || k === 40) patterns.set(id, 'WWBW');
      else if (k === 167 || k === 300) patterns.set(id, 'BBWB');
      else patterns.set(id, level++ % 2 === 0 ? 'WBWB' : 'BWBW');
    }
    const pattern = (id: PlayerId): string => patterns.get(id)!;
    const rounds = drawnRounds(order, 4, pattern);
    const input = { settings, players, rounds, roundNumber: 5, constraints: [] };
    const opponentOf = (id: PlayerId, graph: 'restricted' | 'complete') => {
      const game = pairRound(input, { candidateGraph: graph }).games.find(
        (g) => g.white === id || g.black === id,
      )!;
      return game.white === id ? game.black : game.white;
    };
    const [plus, minus] = [order[40], order[300]];
    expect(opponentOf(plus, 'complete')).toBe(minus);
    expect(opponentOf(plus, 'restricted')).toBe(minus);
  });
});
