import { describe, expect, it } from 'vitest';
import { makePlayer, makeSettings } from './fixtures';
import { PairingError } from '../../src/engine/errors';
import { pairRound } from '../../src/engine/pairing';
import { buildContext, scoreUnit } from '../../src/engine/pairing/field';
import { buildHistories } from '../../src/engine/history';
import { floaterValue, maxFloaterValue } from '../../src/engine/pairing/floater';
import {
  FLOATER_TIERS,
  GROUP_TIERS,
  PENALTY_SCALES,
  type Tier,
} from '../../src/engine/pairing/params';
import {
  distancePenalty,
  maxPlacementValue,
  placementValue,
  sameHalf,
} from '../../src/engine/pairing/placement';
import { PENALTY_OVERFLOW } from '../../src/engine/pairing/refusals';
import { groupScales, stageScales } from '../../src/engine/pairing/scales';
import type { Entrant } from '../../src/engine/pairing/types';
import { seededRandom } from '../../src/engine/random';
import type { Game, Player, Round } from '../../src/engine/types';

describe('penalty scales', () => {
  it('keeps every lower tier, at its largest, below one unit of the tier above', () => {
    const random = seededRandom(3);
    for (let k = 0; k < 200; k++) {
      const tiers: readonly Tier[] = k % 2 ? FLOATER_TIERS : GROUP_TIERS;
      const bound: Partial<Record<Tier, number>> = {};
      for (const t of tiers) bound[t] = random.int(k % 3 === 0 ? 5 : 1000);
      const scales = stageScales(tiers, bound);
      tiers.forEach((t, i) => {
        const below = tiers
          .slice(i + 1)
          .reduce((s, u) => s + scales.multiplier[u]! * (bound[u] ?? 0), 0);
        expect(scales.multiplier[t]!).toBeGreaterThan(below);
        expect(Number.isSafeInteger(scales.multiplier[t]!)).toBe(true);
      });
      expect(scales.multiplier[tiers[tiers.length - 1]]).toBe(1);
    }
  });

  it('bounds the avoid tier with Avoid handicap games: two handicap games stay below one colour unit', () => {
    // 1d, 1d, 2k, 2k, no field to avoid: split-and-shift gives two handicap games.
    const players = [1, 1, -2, -2].map((rank, id) =>
      makePlayer(id, `P${id}`, { rank, initialScore: 0 }),
    );
    const settings = makeSettings({
      handicap: 'full',
      topBandEven: false,
      avoid: { family: false, club: false, city: false, state: false, country: false },
      avoidHandicap: true,
    });
    const ctx = buildContext(
      {
        settings,
        roundNumber: 1,
        histories: buildHistories(players, []),
        previousRoundIndex: -1,
        blocked: new Set(),
        topInitialScore: null,
      },
      players,
    );
    const layout = { position: new Int32Array([0, 1, 2, 3]), size: 4 };
    const scales = groupScales(ctx, ctx.entrants, layout);
    expect(scales.multiplier.colour!).toBeGreaterThan(2 * scales.multiplier.avoid!);
  });

  it('refuses scales that would not be exact integers', () => {
    const huge = { floatTwice: 2 ** 20, colour: 2 ** 20, floater: 2 ** 20, proximity: 2 ** 20 };
    expect(() => stageScales(FLOATER_TIERS, huge)).toThrow(new PairingError(PENALTY_OVERFLOW));
  });

  it('orders floaters: the strongest up-floater first, then the weakest down-floater', () => {
    const cap = PENALTY_SCALES.floater.cap;
    const entrant = (scoreUnits: number, rankInGroup: number, groupSize: number): Entrant =>
      ({ scoreUnits, rankInGroup, groupSize }) as Entrant;
    const value = (u: number, d: number): number =>
      floaterValue(entrant(1, 30 - 1 - d, 30), entrant(0, u, 30));
    expect(value(0, 0)).toBe(0);
    expect(value(0, cap)).toBeLessThan(value(1, 0));
    expect(value(1, 2)).toBeLessThan(value(1, 3));
    expect(value(cap + 5, cap + 5)).toBe(maxFloaterValue());
    expect(floaterValue(entrant(1, 0, 2), entrant(1, 1, 2))).toBe(0);
  });

  it('makes every switch cost more than any transposition (split-and-shift)', () => {
    for (let size = 4; size <= 40; size += 2) {
      let worstTransposition = 0;
      let cheapestSwitch = Infinity;
      for (let p = 0; p < size; p++) {
        for (let q = p + 1; q < size; q++) {
          const v = placementValue('split and shift', p, q, size);
          if (sameHalf('split and shift', p, q, size)) cheapestSwitch = Math.min(cheapestSwitch, v);
          else worstTransposition = Math.max(worstTransposition, v);
        }
      }
      expect(cheapestSwitch).toBeGreaterThan(worstTransposition);
    }
  });

  it('costs nothing for the ideal pairs and prefers moving lower-ranked players', () => {
    expect([0, 1, 2, 3].map((p) => placementValue('split and shift', p, p + 4, 8))).toEqual([
      0, 0, 0, 0,
    ]);
    expect([0, 2, 4, 6].map((p) => placementValue('sequential', p, p + 1, 8))).toEqual([
      0, 0, 0, 0,
    ]);
    // Exchanging players 7 and 8 costs less than exchanging 6 and 7 (AGA 2009 example).
    const swap78 =
      placementValue('split and shift', 2, 7, 8) + placementValue('split and shift', 3, 6, 8);
    const swap67 =
      placementValue('split and shift', 1, 6, 8) + placementValue('split and shift', 2, 5, 8);
    expect(swap78).toBeLessThan(swap67);
  });

  it('grows ΔP² convexly, linearly for far pairs, and stays bounded', () => {
    const { quadraticUpTo, linearUpTo } = PENALTY_SCALES.placement;
    expect(distancePenalty(3)).toBe(9);
    expect(distancePenalty(quadraticUpTo)).toBe(quadraticUpTo ** 2);
    for (let d = 1; d < linearUpTo + 10; d++) {
      const step = distancePenalty(d + 1) - distancePenalty(d);
      if (d >= linearUpTo) {
        expect(step).toBe(0);
      } else {
        expect(step).toBeGreaterThanOrEqual(distancePenalty(d) - distancePenalty(d - 1));
        if (d >= quadraticUpTo) expect(step).toBe(2 * quadraticUpTo);
      }
    }
    for (let d = 0; d < linearUpTo + 10; d += 7) {
      expect(distancePenalty(d)).toBeLessThan(maxPlacementValue());
    }
  });

  it('keeps every pair of any group within maxPlacementValue, the bound its tier is scaled by', () => {
    for (const size of [8, 64, 200, 1000, 2100]) {
      const step = Math.max(1, Math.floor(size / 50));
      for (let p = 0; p < size; p += step) {
        for (let q = p + 1; q < size; q += step) {
          for (const style of ['split and shift', 'sequential'] as const) {
            expect(placementValue(style, p, q, size)).toBeLessThanOrEqual(maxPlacementValue());
          }
        }
      }
    }
    // The farthest pair of a large group comes within one tie-break step of the bound.
    expect(maxPlacementValue() - placementValue('split and shift', 0, 1, 4096)).toBe(1);
  });

  it('turns scores into integers with the smallest unit', () => {
    expect(scoreUnit([0, 3, -2])).toBe(1);
    expect(scoreUnit([0.5, 1])).toBe(2);
    expect(scoreUnit([0.25])).toBe(4);
    expect(scoreUnit([0.1, 0.3])).toBe(10);
    expect(scoreUnit([0.125, -2.001])).toBe(1000);
  });
});

describe('score budget of stage 1', () => {
  it('solves again when more pairs must cross groups than first guessed', () => {
    // Ten groups of two, each pair already met: all twenty players float (ΔM² total 10).
    const settings = makeSettings({
      tournamentName: 'Budget',
      rounds: 6,
      scoreOrigin: 'bottom',
      topBandEven: false,
      colourRule: false,
      avoid: { family: false, club: false, city: false, state: false, country: false },
    });
    const players: Player[] = Array.from({ length: 20 }, (_, id) =>
      makePlayer(id, `P${id + 1}`, {
        rank: 9 - Math.floor(id / 2),
        // The pair's winner starts a point lower, so both end on 20 - group.
        initialScore: 20 - Math.floor(id / 2) - (id % 2 === 0 ? 1 : 0),
      }),
    );

    const games: Game[] = Array.from({ length: 10 }, (_, k) => ({
      board: k + 1,
      white: 2 * k,
      black: 2 * k + 1,
      handicap: 0,
      komi: 7.5,
      result: { white: 1, black: 0, forfeit: false },
    }));
    const rounds: Round[] = [{ number: 1, games, byes: [] }];
    const input = { settings, players, rounds, roundNumber: 2, constraints: [] };
    const restricted = pairRound(input);
    const complete = pairRound(input, { candidateGraph: 'complete' });
    const group = (id: number): number => Math.floor(id / 2);
    const squares = restricted.games.reduce(
      (s, g) => s + (group(g.white) - group(g.black)) ** 2,
      0,
    );
    expect(squares).toBe(10);
    expect(restricted.totalPenalty).toBe(complete.totalPenalty);
    expect(restricted.games.every((g) => g.notes.some((n) => n.endsWith('floated up')))).toBe(true);
  });
});
