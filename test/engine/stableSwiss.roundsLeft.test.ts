import { describe, expect, it } from 'vitest';
import { ROUNDS_LEFT_NOTE } from '../../src/engine/pairing/notes';
import { pairStableSwissRound } from '../../src/engine/stableSwiss';
import type { Constraint, Player, Round } from '../../src/engine/types';
import { makePlayer, makeSettings } from './fixtures';

const WEIGHTS = { c: 8.7, s: 0.0001 };

/** Six Stable Swiss players, P1 strongest. */
const six = Array.from({ length: 6 }, (_, id) =>
  makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 50 * id, initialScore: 0 }),
);

const names = (games: Array<{ white: number; black: number }>) =>
  games.map((g) => `P${g.white + 1}-P${g.black + 1}`);

function pairFrom(players: Player[], number: number, rounds: Round[], constraints: Constraint[]) {
  const settings = makeSettings({ pairingSystem: 'Stable Swiss', rounds: 5 });
  return pairStableSwissRound(
    { settings, players, rounds, roundNumber: number, constraints },
    WEIGHTS,
  );
}

/** Rounds 1 to `last`, every game drawn. */
function drawnEvent(players: Player[], last: number, constraints: Constraint[] = []) {
  const rounds: Round[] = [];
  const paired = [];
  for (let number = 1; number <= last; number++) {
    const round = pairFrom(players, number, rounds, constraints);
    paired.push(round);
    const games = round.games.map((g) => ({
      ...g,
      result: { white: 0.5, black: 0.5, forfeit: false },
    }));
    rounds.push({ number, games, byes: [] });
  }
  return { rounds, paired };
}

describe('a six-player Stable Swiss of five rounds, every game drawn', () => {
  it('pairs every round without a repeat: round 3 keeps round 4 pairable', () => {
    const { rounds, paired } = drawnEvent(six, 5);
    // One round at a time, round 3 was P6-P1, P2-P3, P4-P5, and round 4 had no pairing.
    expect(paired.slice(2).map((r) => names(r.games))).toEqual([
      ['P6-P1', 'P2-P4', 'P3-P5'],
      ['P1-P5', 'P2-P3', 'P4-P6'],
      ['P3-P1', 'P6-P2', 'P5-P4'],
    ]);
    // Every stable pairing of round 3 leaves round 4 without one: the weighted Swiss pairs it.
    expect(paired[2].messages).toEqual([
      'No stable pairing of this round leaves every remaining round pairable without a repeat, so it was paired by the weighted-matching Swiss.',
    ]);
    expect(paired[2].games.map((g) => g.notes.includes(ROUNDS_LEFT_NOTE))).toEqual([
      false,
      true,
      true,
    ]);
    const met = rounds.flatMap((r) => r.games.map((g) => [g.white, g.black].sort().join('-')));
    expect(new Set(met).size).toBe(15);
  });

  it("a field above the look-ahead's size pairs one round at a time, as before", () => {
    // Twelve more players, away every round and ruled out against the six: eighteen seats.
    const away = Array.from({ length: 12 }, (_, k) =>
      makePlayer(6 + k, `Q${k + 1}`, {
        rank: null,
        rating: 1000,
        initialScore: 0,
        byes: [1, 2, 3, 4, 5],
      }),
    );
    const never = away.flatMap((q) =>
      six.map((p): Constraint => ({ a: p.id, b: q.id, rule: 'never' })),
    );
    const { paired } = drawnEvent([...six, ...away], 3, never);
    expect(names(paired[2].games)).toEqual(['P6-P1', 'P2-P3', 'P4-P5']);
    expect(paired[2].level).not.toBeNull();
    expect(paired[2].games.flatMap((g) => g.notes)).not.toContain(ROUNDS_LEFT_NOTE);
  });
});
