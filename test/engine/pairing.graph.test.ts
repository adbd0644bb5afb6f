import { describe, expect, it } from 'vitest';
import { buildHistories, currentScore } from '../../src/engine/history';
import { pairRound } from '../../src/engine/pairing';
import { completeEdges, floaterEdges, groupEdges } from '../../src/engine/pairing/candidates';
import { blockedPairs } from '../../src/engine/pairing/constraints';
import { buildContext, scoreGroups } from '../../src/engine/pairing/field';
import { CANDIDATES } from '../../src/engine/pairing/params';
import { floaterScales, groupScales } from '../../src/engine/pairing/scales';
import { playRound, simulatedField } from '../../src/engine/pairing/simulate';
import type { Player, Round, Settings } from '../../src/engine/types';
import { makePlayer, makeSettings } from './fixtures';

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

// Stage 1's scales count the players taking part (not the whole field): the same pairings as
// with whole-field scales, smaller totals.
const PENALTIES_2003 = [
  { floaters: 5139641075, groups: 772 },
  { floaters: 49128224814, groups: 525216 },
  { floaters: 132705948346, groups: 1312076 },
  { floaters: 2651212259850, groups: 1836516 },
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

  it('pairs 2,000 players with half points and ~30 score groups in exact integers', () => {
    // With a jigo the score unit is 2: squared differences ×4 and, before the fix, stage 1's
    // weights passed 2^53 in round 4 ("matching costs span …").
    const { settings, players } = simulatedField({
      players: 2000,
      seed: 2003,
      clubs: 167,
      settings: { rounds: 6, floor: null, bar: 7 },
    });
    const rounds: Round[] = [];
    const penalties: Array<{ floaters: number; groups: number }> = [];
    for (let n = 1; n <= 4; n++) {
      const paired = pairRound({ settings, players, rounds, roundNumber: n, constraints: [] });
      expect(paired.games).toHaveLength(1000);
      expect(Number.isSafeInteger(paired.totalPenalty)).toBe(true);
      penalties.push(paired.penalties);
      const played = playRound(paired, players, 5);
      if (n <= 3) played.games[0].result = { white: 0.5, black: 0.5, forfeit: false };
      rounds.push(played);
    }
    const histories = buildHistories(players, rounds.slice(0, 3));
    const groups = new Set(histories.map((h) => currentScore(h)));
    expect(groups.size).toBeGreaterThanOrEqual(30);
    expect(penalties).toEqual(PENALTIES_2003);
  }, 60_000);

  it('considers the middle of a large group when only it can float without breaking criterion 3', () => {
    // Round 2 of 6. X (1 point) alone; L0–L59 on 0: the 24 strongest and 24 weakest floated up
    // against O0–O47 (withdrawn since) and lost, the middle 12 took a bye; Q alone on −1.
    const player = (id: number, name: string, extra: Partial<Player>): Player =>
      makePlayer(id, name, { rank: 5, band: 'A', initialScore: 0, ...extra });
    const players: Player[] = [player(0, 'X', { rank: 9, initialScore: 1, byes: [1] })];
    for (let k = 0; k < 60; k++) {
      const middle = k >= 24 && k < 36;
      players.push(player(1 + k, `L${k}`, { rating: 5.9 - k / 100, byes: middle ? [1] : [] }));
    }
    players.push(player(61, 'Q', { rank: 1, initialScore: -1, byes: [1] }));
    const opponents = Array.from({ length: 60 }, (_, k) => k).filter((k) => k < 24 || k >= 36);
    opponents.forEach((_, j) =>
      players.push(player(62 + j, `O${j}`, { rank: 8, initialScore: 1, status: 'withdrawn' })),
    );
    const games = opponents.map((k, j) => ({
      board: j + 1,
      white: 62 + j,
      black: 1 + k,
      handicap: 0,
      komi: 7.5,
      result: { white: 1, black: 0, forfeit: false },
    }));
    const input = {
      settings: makeSettings({ rounds: 6, colourRule: false }),
      players,
      rounds: [{ number: 1, games, byes: [] }],
      roundNumber: 2,
      constraints: [],
    };
    const restricted = pairRound(input);
    const complete = pairRound(input, { candidateGraph: 'complete' });
    const top = restricted.games[0];
    expect([top.white, top.black].sort((a, b) => a - b)).toEqual([0, 25]);
    expect(top.notes).toEqual(['L24 floated up', 'X floated down']);
    expect(restricted.games.flatMap((g) => g.notes).join()).not.toMatch(/twice/);
    expect(restricted.penalties).toEqual(complete.penalties);
  });

  it('is much smaller than the complete graph on a large field', () => {
    // 600 players: the largest group in round 4 is above CANDIDATES.completeBalancedGroupSize.
    const { settings, players } = simulatedField({ players: 600, seed: 9, system: 'Swiss' });
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
        blocked: blockedPairs(histories, [], players, 4),
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
    expect(members.length).toBeGreaterThan(200);
    const position = new Int32Array(ctx.entrants.length);
    members.forEach((e, p) => (position[e.index] = p));
    const layout = { position, size: members.length };
    const scales = groupScales(ctx, members, layout);
    const groupSparse = groupEdges(ctx, scales, members, 1, []).edges.length;
    const groupFull = completeEdges(ctx, scales, members).edges.length;
    expect(groupSparse * 3).toBeLessThan(groupFull);

    // A graph widened past the edge budget is not used (matchWidening): it stops growing once
    // over the limit, as soon as one player's window takes it there.
    const limit = CANDIDATES.edgeBudget * members.length;
    const wide = groupEdges(ctx, scales, members, 16, []).edges.length;
    const cut = groupEdges(ctx, scales, members, 16, [], limit).edges.length;
    expect(wide).toBeGreaterThan(2 * limit);
    expect(cut).toBeGreaterThan(limit);
    const onePlayer = 2 * 16 * (CANDIDATES.idealWindow + CANDIDATES.neighbourWindow) + 2;
    expect(cut).toBeLessThanOrEqual(limit + onePlayer);
    // Below the limit the graph is the whole one.
    expect(groupEdges(ctx, scales, members, 1, [], limit).edges.length).toBe(groupSparse);
  });
});
