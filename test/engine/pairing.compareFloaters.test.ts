import { describe, expect, it } from 'vitest';
import { compareTiers } from '../../src/engine/pairing/pairField';
import { FLOATER_TIERS } from '../../src/engine/pairing/params';
import { stageScales } from '../../src/engine/pairing/scales';

/** A pairing's stage 1 total: its tiers (highest first) weighed with the given multipliers. */
function weighed(tiers: readonly number[], bound: Record<string, number>): number {
  const { multiplier } = stageScales(FLOATER_TIERS, bound);
  return FLOATER_TIERS.reduce((total, tier, k) => total + tiers[k] * multiplier[tier]!, 0);
}

describe('comparing two pairings across score groups tier by tier', () => {
  // FLOATER_TIERS: score, floatTwice, colour, colourPreference, floater, proximity.
  const floatedTwice = [4, 1, 0, 0, 0, 0];
  const floatedOnce = [4, 0, 0, 0, 95, 3];

  it('prefers the pairing lower at the highest tier where they differ, whatever the totals', () => {
    // The pairing that floats nobody twice, weighed with larger bounds below the score tier
    // (more players weighed, or a larger score budget), totals more than the one that does:
    // by these totals the float twice in a row would be kept.
    const once = weighed(floatedOnce, { floatTwice: 2, floater: 100_000, proximity: 10 });
    const twice = weighed(floatedTwice, { floatTwice: 2, floater: 100, proximity: 10 });
    expect(twice).toBeLessThan(once);
    expect(compareTiers(floatedOnce, floatedTwice)).toBe(-1);
    expect(compareTiers(floatedTwice, floatedOnce)).toBe(1);
  });

  it('goes down to the lowest tier, and calls equal tiers equal', () => {
    expect(compareTiers([4, 0, 0, 0, 95, 3], [4, 0, 0, 0, 95, 5])).toBe(-2);
    expect(compareTiers([4, 0, 2, 0, 95, 3], [4, 0, 2, 0, 95, 3])).toBe(0);
  });
});
