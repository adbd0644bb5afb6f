import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { pairRound } from '../../src/engine/pairing';
import { completeEdges, floaterEdges, groupEdges } from '../../src/engine/pairing/candidates';
import { blockedPairs } from '../../src/engine/pairing/constraints';
import { buildContext, scoreGroups } from '../../src/engine/pairing/field';
import { floaterScales, groupScales } from '../../src/engine/pairing/scales';
import { playRound, simulatedField } from '../../src/engine/pairing/simulate';
import type { Round, Settings } from '../../src/engine/types';

interface Case {
  players: number;
  system: 'McMahon' | 'Swiss';
  clubs: number;
  settings: Partial<Settings>;
}

const CASES: Case[] = [
  { players: 40, system: 'Swiss', clubs: 6, settings: {} },
  { players: 61, system: 'McMahon', clubs: 6, settings: { handicap: 'minus 1' } },
  { players: 80, system: 'Swiss', clubs: 6, settings: { pairingStyle: 'sequential' } },
  { players: 120, system: 'McMahon', clubs: 25, settings: { colourRule: false } },
  { players: 150, system: 'Swiss', clubs: 25, settings: {} },
  { players: 199, system: 'Swiss', clubs: 6, settings: { pairingStyle: 'sequential' } },
  { players: 240, system: 'McMahon', clubs: 12, settings: { handicap: 'full' } },
  { players: 300, system: 'Swiss', clubs: 40, settings: {} },
  { players: 300, system: 'McMahon', clubs: 6, settings: {} },
];

describe('restricted candidate graph', () => {
  it('finds the same total penalty as the complete graph (random tournaments ≤ 300)', () => {
    let compared = 0;
    CASES.forEach((c, k) => {
      const seed = 500 + k;
      const { settings, players } = simulatedField({
        players: c.players,
        seed,
        system: c.system,
        clubs: c.clubs,
        byeRate: 0.04,
        settings: { rounds: 6, ...c.settings },
      });
      const rounds: Round[] = [];
      for (let n = 1; n <= settings.rounds; n++) {
        const input = { settings, players, rounds, roundNumber: n, constraints: [] };
        const restricted = pairRound(input);
        const complete = pairRound(input, { candidateGraph: 'complete' });
        expect(restricted.totalPenalty, `${c.players} ${c.system} round ${n}`).toBe(
          complete.totalPenalty,
        );
        compared++;
        rounds.push(playRound(restricted, players, seed));
      }
    });
    expect(compared).toBe(CASES.length * 6);
  });

  it('is much smaller than the complete graph on a large field', () => {
    const { settings, players } = simulatedField({ players: 300, seed: 9, system: 'Swiss' });
    const rounds: Round[] = [];
    for (let n = 1; n <= 3; n++) {
      const paired = pairRound({ settings, players, rounds, roundNumber: n, constraints: [] });
      rounds.push(playRound(paired, players, 9));
    }
    const histories = buildHistories(players, rounds);
    const ctx = buildContext(
      {
        settings,
        roundNumber: 4,
        histories,
        previousRoundIndex: 2,
        blocked: blockedPairs(histories, [], players),
        topInitialScore: 0,
      },
      players,
    );
    const stageOne = floaterScales(ctx, 64);
    const sparse = floaterEdges(ctx, stageOne, ctx.entrants, 1).edges.length;
    const full = completeEdges(ctx, stageOne, ctx.entrants).edges.length;
    expect(sparse * 5).toBeLessThan(full);

    const [start, end] = scoreGroups(ctx).reduce((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a));
    // Stage 2 pairs an even group: leave one out if need be.
    const members = ctx.entrants.slice(start, end - ((end - start) % 2));
    expect(members.length).toBeGreaterThan(80);
    const position = new Int32Array(ctx.entrants.length);
    members.forEach((e, p) => (position[e.index] = p));
    const layout = { position, size: members.length };
    const scales = groupScales(ctx, members, layout);
    const groupSparse = groupEdges(ctx, scales, members, 1, []).edges.length;
    const groupFull = completeEdges(ctx, scales, members).edges.length;
    expect(groupSparse * 3).toBeLessThan(groupFull);
  });
});
