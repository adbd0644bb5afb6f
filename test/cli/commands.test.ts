import { describe, expect, it } from 'vitest';
import { MENU_SUBCOMMANDS, withCommandNames } from '../../src/cli/commands';
import { loadBundle } from '../../src/workbook/index';

describe('pairsheet subcommands', () => {
  it('cover every item of the add-in menu, and nothing else', () => {
    const addon = loadBundle();
    addon.openMenu();
    const captions = addon.menuItems().map((i) => i.caption);
    // A new menu item needs a row in src/cli/commands.ts.
    expect(MENU_SUBCOMMANDS.map((s) => s.caption).sort()).toEqual([...captions].sort());
    const names = MENU_SUBCOMMANDS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe('add-in messages on the command line', () => {
  it('give each menu item they name its command, once', () => {
    expect(
      withCommandNames(
        'Run "Build bands" first, then "Pair next round"; "Check round" reports. Build bands stays.',
      ),
    ).toBe(
      'Run "Build bands" (pairsheet bands) first, then "Pair next round" (pairsheet pair); "Check round" (pairsheet check) reports. Build bands stays.',
    );
    expect(withCommandNames('Use "Look up ratings…" (pairsheet ratings) for a list.')).toBe(
      'Use "Look up ratings…" (pairsheet ratings) for a list.',
    );
    expect(withCommandNames('Round 2 has no results yet.')).toBe('Round 2 has no results yet.');
  });

  it('give the command at the first mention of a menu item only', () => {
    expect(
      withCommandNames(
        'Run "Build bands" to build the bands. After "Pair next round", run "Build bands" again.',
      ),
    ).toBe(
      'Run "Build bands" (pairsheet bands) to build the bands. After "Pair next round" (pairsheet pair), run "Build bands" again.',
    );
    expect(
      withCommandNames('Use "Check round" (pairsheet check), then "Check round" once more.'),
    ).toBe('Use "Check round" (pairsheet check), then "Check round" once more.');
  });
});
