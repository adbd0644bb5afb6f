import { describe, expect, it } from 'vitest';
import type { ColourState } from '../../src/engine/colourBalance';
import { pairRound } from '../../src/engine/pairing';
import { colourBalanceValue } from '../../src/engine/pairing/colourBalance';
import { colourBalanceFloor } from '../../src/engine/pairing/colourFloor';
import { simulatedField } from '../../src/engine/pairing/simulate';
import { seededRandom } from '../../src/engine/random';
import type { Colour } from '../../src/engine/history';
import type { PlayerId } from '../../src/engine/types';
import { drawnRounds, rankOrder } from './fixtures';

/** 330 players, three rounds all drawn, one score group; each plays `pattern(k)` (k: rank − 1). */
function drawnEvent(pattern: (k: number) => string) {
  const { settings, players } = simulatedField({ players: 330, seed: 5, system: 'Swiss' });
  const order = rankOrder(settings, players);
  const rank = new Map(order.map((id, k) => [id, k]));
  const rounds = drawnRounds(order, 3, (id) => pattern(rank.get(id)!));
  return { order, input: { settings, players, rounds, roundNumber: 4, constraints: [] } };
}

describe('a large Swiss score group whose colours fit but could balance better', () => {
  it('pairs the two players of the uncommon last colours together, as on the complete graph', () => {
    // Ranks 1–165 played WBW (+1, due Black), ranks 166–330 BWB (−1, due White): each pair of
    // split-and-shift fits colours. Rank 10 played WWB (+1, due White), rank 300 BBW (−1, due
    // Black): each paired near his ideal opponent meets one due the same colour (the colour
    // balance tier's Y, 1 each), with no more colour misfits than forced; together, neither.
    // Rank 300 is 135 places from rank 10's ideal opponent, beyond every window of the graph.
    const { order, input } = drawnEvent((k) =>
      k === 9 ? 'WWB' : k === 299 ? 'BBW' : k < 165 ? 'WBW' : 'BWB',
    );
    const opponentOf = (id: PlayerId, graph: 'restricted' | 'complete'): PlayerId => {
      const game = pairRound(input, { candidateGraph: graph }).games.find(
        (g) => g.white === id || g.black === id,
      )!;
      return game.white === id ? game.black : game.white;
    };
    expect(opponentOf(order[9], 'complete')).toBe(order[299]);
    expect(opponentOf(order[9], 'restricted')).toBe(order[299]);
  });
});

/** The least colour balance total over every perfect matching (a few players only). */
function leastByTrying(states: readonly ColourState[]): number {
  if (states.length === 0) return 0;
  const [first, ...rest] = states;
  let least = Infinity;
  rest.forEach((partner, k) => {
    const others = rest.filter((_, j) => j !== k);
    least = Math.min(least, colourBalanceValue(first, partner) + leastByTrying(others));
  });
  return least;
}

describe('colourBalanceFloor', () => {
  it('is the least colour balance total of 10 players, or below it (300 random fields)', () => {
    const random = seededRandom(11);
    const outcomes = { equal: 0, below: 0, above: 0 };
    for (let t = 0; t < 300; t++) {
      const states = Array.from({ length: 10 }, (): ColourState => {
        const played = Array.from({ length: 1 + random.int(4) }, (): Colour =>
          random.next() < 0.5 ? 'white' : 'black',
        );
        const difference = played.reduce((d, c) => d + (c === 'white' ? 1 : -1), 0);
        return { difference, played, last: played[played.length - 1] };
      });
      const floor = colourBalanceFloor(states);
      const least = leastByTrying(states);
      outcomes[floor === least ? 'equal' : floor < least ? 'below' : 'above']++;
    }
    expect(outcomes).toEqual({ equal: 300, below: 0, above: 0 });
  });
});
