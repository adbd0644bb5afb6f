import { describe, expect, it } from 'vitest';
import { blockingPairProblems } from '../../src/engine/stableSwiss';
import type { Constraint } from '../../src/engine/types';
import { history, makeGame, makePlayer, makeRound, makeSettings } from './fixtures';

const WEIGHTS = { c: 8.7, s: 0.0001 };
const UNSTABLE =
  'would both rather play each other than their opponents: the pairing is not stable.';

/** Six players, P1 strongest, ratings `step` apart. */
const six = (step: number) =>
  Array.from({ length: 6 }, (_, id) =>
    makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - step * id, initialScore: 0 }),
  );

describe('Check round on a Stable Swiss round: pairs the TD fixed', () => {
  const players = six(100);
  const roundOne = makeRound(1, [
    makeGame(1, 0, 3, '1-0'),
    makeGame(2, 4, 1, '0-1'),
    makeGame(3, 2, 5, '1-0'),
  ]);
  // P3–P1, P4–P2, P6–P5: P1–P2 and P2–P3 block it.
  const edited = makeRound(2, [
    makeGame(1, 2, 0, ''),
    makeGame(2, 3, 1, ''),
    makeGame(3, 5, 4, ''),
  ]);
  const check = (constraints: Constraint[]) =>
    blockingPairProblems(players, [roundOne], edited, constraints, WEIGHTS);
  const blocking = [
    `P1 (board 1) and P2 (board 2) ${UNSTABLE}`,
    `P2 (board 2) and P3 (board 1) ${UNSTABLE}`,
  ];

  it('leaves out the players of a pair fixed for this round on the Constraints tab', () => {
    expect(check([])).toEqual(blocking);
    expect(check([{ a: 2, b: 0, rule: 2 }])).toEqual([]);
    // A pair fixed for a later round is kept apart until then, as a never pair is: their
    // board counts as no opponent for either, so P3 and P4 block it too.
    const apart = [...blocking, `P3 (board 1) and P4 (board 2) ${UNSTABLE}`];
    expect(check([{ a: 2, b: 0, rule: 3 }])).toEqual(apart);
    expect(check([{ a: 2, b: 0, rule: 'never' }])).toEqual(apart);
    // A pair fixed for an earlier round is no reason here.
    expect(check([{ a: 2, b: 0, rule: 1 }])).toEqual(blocking);
  });

  it('does not check a round with a player on two boards (Check round names that)', () => {
    const twice = makeRound(2, [...edited.games, makeGame(4, 0, 4, '')]);
    expect(blockingPairProblems(players, [roundOne], twice, [], WEIGHTS)).toEqual([]);
  });

  it('keeps a fixed pair in the look-ahead to the rounds left', () => {
    // Round 3 of six who drew every game: with P6–P1 fixed, P2–P3 and P4–P5 would leave
    // round 4 without a pairing, so P2–P4 and P3–P5 are not called unstable.
    const [first, second] = history(
      'P4-P1 ½-½, P2-P5 ½-½, P6-P3 ½-½|P1-P2 ½-½, P3-P4 ½-½, P5-P6 ½-½',
    );
    const third = makeRound(3, [
      makeGame(1, 5, 0, ''),
      makeGame(2, 1, 3, ''),
      makeGame(3, 2, 4, ''),
    ]);
    const fixed: Constraint[] = [{ a: 5, b: 0, rule: 3 }];
    const settings = makeSettings({ pairingSystem: 'Stable Swiss', rounds: 5 });
    const field = six(50);
    expect(
      blockingPairProblems(field, [first, second], third, fixed, WEIGHTS, 0, settings),
    ).toEqual([]);
    expect(blockingPairProblems(field, [first, second], third, fixed, WEIGHTS, 0)).toEqual([
      `P2 (board 2) and P3 (board 3) ${UNSTABLE}`,
      `P4 (board 2) and P5 (board 3) ${UNSTABLE}`,
    ]);
  });
});
