import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { pairRound } from '../../src/engine/pairing';
import { blockedPairs } from '../../src/engine/pairing/constraints';
import { buildContext, scoreGroups } from '../../src/engine/pairing/field';
import { chooseFloaters } from '../../src/engine/pairing/floaterStage';
import { pairScoreGroup } from '../../src/engine/pairing/groupStage';
import { idealOpponent } from '../../src/engine/pairing/placement';
import { playRound, simulatedField } from '../../src/engine/pairing/simulate';
import type { Round } from '../../src/engine/types';

describe('a large Swiss score group (colour balance on)', () => {
  it('is paired as near the split-and-shift ideal as on the complete graph', () => {
    // Round 3 of a 500-player Swiss: a score group of 248 players, above
    // CANDIDATES.completeBalancedGroupSize. On the first candidate graph, which met the colour
    // bound, one opponent lay 113 places from his ideal one (stage 2 penalty 67586).
    const { settings, players } = simulatedField({
      players: 500,
      seed: 2,
      system: 'Swiss',
      clubs: 42,
    });
    const rounds: Round[] = [];
    for (let n = 1; n <= 2; n++) {
      const paired = pairRound({ settings, players, rounds, roundNumber: n, constraints: [] });
      rounds.push(playRound(paired, players, 2));
    }
    const histories = buildHistories(players, rounds);
    const basis = {
      settings,
      roundNumber: 3,
      histories,
      previousRoundIndex: 1,
      blocked: blockedPairs(histories, [], players),
      topInitialScore: 0,
    };
    const ctx = buildContext(basis, players);
    expect(ctx.colourBalanceActive).toBe(true);
    const floaters = chooseFloaters(ctx, 'restricted', ctx.entrants)!;
    const crossing = new Set(floaters.cross.flatMap(({ a, b }) => [a.index, b.index]));
    const large = scoreGroups(ctx)
      .map(([start, end], group) => ({
        members: ctx.entrants.slice(start, end).filter((e) => !crossing.has(e.index)),
        seeds: floaters.within.filter(([a]) => a.group === group),
      }))
      .filter(({ members }) => members.length > 200);
    expect(large.map(({ members }) => members.length)).toEqual([248]);
    const [{ members, seeds }] = large;
    const position = new Map(members.map((e, p) => [e.index, p]));
    const outcome = (graph: 'restricted' | 'complete') => {
      const pairs = pairScoreGroup(ctx, members, seeds, graph)!;
      let farthest = 0;
      for (const { a, b } of pairs) {
        const [p, q] = [position.get(a.index)!, position.get(b.index)!];
        const ideal = idealOpponent('split and shift', p, members.length);
        farthest = Math.max(farthest, Math.abs(q - ideal));
      }
      return { cost: pairs.reduce((sum, pair) => sum + pair.cost, 0), farthest };
    };
    expect(outcome('restricted')).toEqual({ cost: 7627, farthest: 5 });
    expect(outcome('complete')).toEqual({ cost: 7627, farthest: 5 });
  });
});
