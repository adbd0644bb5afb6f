import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { blockedPairs } from '../../src/engine/pairing/constraints';
import { stableEntrants } from '../../src/engine/stableSwiss/entrants';
import { stableRoundsLeft } from '../../src/engine/stableSwiss/roundsLeft';
import type { Constraint } from '../../src/engine/types';
import { history, makePlayer, makeSettings } from './fixtures';

/** Six players, P1 strongest, five rounds. */
const six = Array.from({ length: 6 }, (_, id) =>
  makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 50 * id, initialScore: 0 }),
);
const settings = makeSettings({ pairingSystem: 'Stable Swiss', rounds: 5 });

describe("the rounds left are counted with this round's fixed pairs", () => {
  it('P1-P6 fixed again in round 3: one round after it can be kept, not two', () => {
    const rounds = history('P4-P1 1-0, P2-P5 0-1, P6-P3 1-0|P1-P6 1-0, P5-P4 0-1, P3-P2 1-0');
    const constraints: Constraint[] = [{ a: 0, b: 5, rule: 3 }];
    const histories = buildHistories(six, rounds, 0);
    const blocked = blockedPairs(histories, constraints, six, 3);
    const free = six.slice(1, 5);
    const fixed: Array<[(typeof six)[number], (typeof six)[number]]> = [[six[0], six[5]]];
    const left = stableRoundsLeft(
      { settings, roundNumber: 3, players: six, constraints },
      histories,
      blocked,
      fixed,
      free,
    )!;
    // P2-P4 and P3-P5 are the only pairing of the others; they leave rounds 4 and 5 only
    // P1-P2, P3-P4, P5-P6 between them. Without round 3 counted, two rounds looked possible.
    const field = stableEntrants(free, histories);
    const mate = [3, 2, 1, 0];
    expect(field.map((e) => e.player.name)).toEqual(['P4', 'P3', 'P5', 'P2']);
    expect(left.needed(field, null, mate)).toBe(false);
    expect(left.kept()).toBe('the next round');
  });
});
