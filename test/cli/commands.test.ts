import { describe, expect, it } from 'vitest';
import { MENU_SUBCOMMANDS } from '../../src/cli/commands';
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
