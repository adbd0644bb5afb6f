/**
 * The name order's collation is made at the first sort, not as the add-in loads: every menu
 * click and dialog call loads the whole add-in, most of them to sort no name.
 */
import { describe, expect, it, vi } from 'vitest';

describe('the name order', () => {
  it('is made at the first sort of names, once', async () => {
    vi.resetModules();
    const Collator = Intl.Collator;
    const made = vi.spyOn(Intl, 'Collator').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.Collator>
    ) {
      return new Collator(...args);
    } as typeof Intl.Collator);
    try {
      const { compareFiledNames } = await import('../../src/sheet/byNameTab');
      expect(made).not.toHaveBeenCalled();
      expect(compareFiledNames('Örjan Berg', 'Zoe Brown')).toBeLessThan(0);
      expect(compareFiledNames('ann lee', 'Ann Lee')).toBe(0);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
