import { describe, expect, it } from 'vitest';
import type { CostEdge } from '../../src/engine/matching';
import { CANDIDATES } from '../../src/engine/pairing/params';
import { matchWidening } from '../../src/engine/pairing/solve';

describe('matchWidening', () => {
  it('gives the graph builder the edge budget once it has a pairing, and keeps that pairing', () => {
    const n = 4;
    const budget = CANDIDATES.edgeBudget * n;
    const narrow: CostEdge[] = [
      [0, 1, 10],
      [2, 3, 10],
    ];
    const better: CostEdge[] = [...narrow, [0, 2, 1], [1, 3, 1]];
    // A graph too large to be used: more edges than the budget (repeated pairs suffice here).
    const tooLarge: CostEdge[] = Array.from({ length: budget + 1 }, () => [0, 3, 0]);
    const asked: Array<[number, number]> = [];
    const mate = matchWidening(
      n,
      (widen, limit) => {
        asked.push([widen, limit]);
        return { edges: widen === 1 ? narrow : widen === 4 ? better : tooLarge, complete: false };
      },
      'restricted',
      () => () => CANDIDATES.widen,
    );
    expect(asked).toEqual([
      [1, Infinity],
      [4, budget],
      [16, budget],
    ]);
    expect(mate).toEqual([2, 3, 0, 1]);
  });
});

describe('matchWidening with middleStep', () => {
  it('tries the middle of a step whose graph is past the edge budget, once', () => {
    const n = 4;
    const budget = CANDIDATES.edgeBudget * n;
    // Each step lowers the cost a little; the graph at 8 is past the budget, the one at 5
    // (⌊√(4·8)⌋) is not and holds a much better pairing.
    const level = (cost: number): CostEdge[] => [
      [0, 1, cost],
      [2, 3, cost],
    ];
    const graphs = new Map<number, CostEdge[]>([
      [1, level(10)],
      [2, level(9)],
      [4, level(8)],
      [5, [...level(8), [0, 2, 1], [1, 3, 1]]],
    ]);
    const tooLarge: CostEdge[] = Array.from({ length: budget + 1 }, () => [0, 3, 0]);
    const asked: Array<[number, number]> = [];
    const mate = matchWidening(
      n,
      (widen, limit) => {
        asked.push([widen, limit]);
        return { edges: graphs.get(widen) ?? tooLarge, complete: false };
      },
      'restricted',
      // Never settled, widened by 2 (as CANDIDATES.colourShift) each time.
      () => () => 2,
      { middleStep: true },
    );
    expect(asked).toEqual([
      [1, Infinity],
      [2, budget],
      [4, budget],
      [8, budget],
      [5, budget],
    ]);
    expect(mate).toEqual([2, 3, 0, 1]);
  });
});
