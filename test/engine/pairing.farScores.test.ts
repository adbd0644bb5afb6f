import { describe, expect, it } from 'vitest';
import { buildHistories, currentScore } from '../../src/engine/history';
import { pairRound, type PairedRound } from '../../src/engine/pairing';
import { playRound, simulatedField, type SimulatedField } from '../../src/engine/pairing/simulate';
import { strength } from '../../src/engine/rank';
import type { Round } from '../../src/engine/types';

// Initial scores far from the rest: before the compact score budget (scales.ts) stage 1's
// weights passed 2^53 in each of these events (from round 1 with one player 50 points above
// the rest, in round 4 with the bands 22 points apart) and the round was refused as "too far
// apart".

/** A simulated McMahon field; `place` sets Initial scores (top: the highest band's score). */
function field(size: number, place: (f: SimulatedField, top: number) => void): SimulatedField {
  const f = simulatedField({ players: size, seed: size, clubs: Math.ceil(size / 12) });
  place(f, Math.max(...f.players.map((p) => p.initialScore!)));
  return f;
}

/** P6 alone `above` points over the top band. */
const lone = (size: number, above: number): SimulatedField =>
  field(size, (f, top) => {
    f.players[5].initialScore = top + above;
  });

const games = (round: PairedRound): string[] =>
  round.games.map((g) => `${g.white}-${g.black} h${g.handicap} k${g.komi}`);

const pair = (f: SimulatedField, rounds: Round[], options = {}): PairedRound =>
  pairRound({ ...f, rounds, roundNumber: rounds.length + 1, constraints: [] }, options);

/** P6's opponent, and the players he has not met with the highest score before the round. */
function loneOpponent(f: SimulatedField, rounds: Round[], round: PairedRound) {
  const game = round.games.find((g) => g.white === 5 || g.black === 5)!;
  const histories = buildHistories(f.players, rounds);
  const unmet = f.players.filter((p) => p.id !== 5 && !histories[5].opponents.has(p.id));
  const best = Math.max(...unmet.map((p) => currentScore(histories[p.id])));
  const nearest = unmet.filter((p) => currentScore(histories[p.id]) === best).map((p) => p.id);
  return { opponent: game.white === 5 ? game.black : game.white, nearest };
}

/** Every player of the field once, and no one meets an earlier opponent. */
function expectValid(f: SimulatedField, rounds: Round[], round: PairedRound): void {
  const histories = buildHistories(f.players, rounds);
  const seen = round.games.flatMap((g) => [g.white, g.black]).sort((a, b) => a - b);
  expect(seen).toEqual(f.players.map((p) => p.id));
  expect(round.games.filter((g) => histories[g.white].opponents.has(g.black))).toEqual([]);
}

describe('Initial scores far from the rest', () => {
  it('pairs 2,000 players with one Initial score 50 above the rest, round 1 as with 1 above', () => {
    const far = lone(2000, 50);
    const first = pair(far, []);
    // The same games as with P6 one point above the top band (which always paired): P6 meets
    // the strongest of the top band, and the rest of the field is untouched.
    expect(games(first)).toEqual(games(pair(lone(2000, 1), [])));
    const { opponent, nearest } = loneOpponent(far, [], first);
    const strongest = nearest.reduce((a, b) =>
      strength(far.players[b]) > strength(far.players[a]) ? b : a,
    );
    expect(opponent).toBe(strongest);
    const rounds: Round[] = [playRound(first, far.players, 1)];
    // Rounds 2-4: P6 meets the highest-scored player he has not met.
    for (let n = 2; n <= 4; n++) {
      const round = pair(far, rounds);
      expectValid(far, rounds, round);
      const { opponent: o, nearest: best } = loneOpponent(far, rounds, round);
      expect(best).toContain(o);
      rounds.push(playRound(round, far.players, n));
    }
  }, 180_000);

  it('pairs 700 players whose bands from 5k up start 22 points above the kyu bands', () => {
    // One-point bands: 0 for 25k … 19 for 6k, then 41 for 5k … 46 for 1d.
    const wide = field(700, (f) => {
      for (const p of f.players) {
        p.initialScore =
          p.rank! <= -6 ? Math.max(0, p.rank! + 25) : 46 + p.rank! - (p.rank! > 0 ? 1 : 0);
      }
    });
    const strong = wide.players.filter((p) => p.initialScore! >= 40).map((p) => p.id);
    expect(strong).toHaveLength(45);
    const rounds: Round[] = [];
    for (let n = 1; n <= 4; n++) {
      const round = pair(wide, rounds);
      expectValid(wide, rounds, round);
      // The 45 above the gap meet each other, but for one who floats down across it.
      const across = round.games.filter(
        (g) => strong.includes(g.white) !== strong.includes(g.black),
      );
      expect([n, across.length]).toEqual([n, 1]);
      if (n === 4)
        expect(games(round)).toEqual(games(pair(wide, rounds, { candidateGraph: 'complete' })));
      rounds.push(playRound(round, wide.players, n));
    }
  }, 120_000);

  it('pairs 300 players with one Initial score 50 above the rest as the complete graph does', () => {
    const far = lone(300, 50);
    const rounds: Round[] = [];
    for (let n = 1; n <= 4; n++) {
      const restricted = pair(far, rounds);
      const complete = pair(far, rounds, { candidateGraph: 'complete' });
      expect([n, ...games(restricted)]).toEqual([n, ...games(complete)]);
      expectValid(far, rounds, restricted);
      const { opponent, nearest } = loneOpponent(far, rounds, restricted);
      expect(nearest).toContain(opponent);
      rounds.push(playRound(restricted, far.players, n));
    }
  }, 120_000);
});
