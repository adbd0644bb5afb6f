import { describe, expect, it } from 'vitest';
import { newTabIndex, tabsToFollow } from '../../src/sheet/tabOrder';

const SET_UP = ['Settings', 'Players', 'Bands', 'Constraints'];

describe('newTabIndex', () => {
  it('puts a round after the latest earlier round, past its by-name sheet', () => {
    const tabs = [...SET_UP, 'Round 1', 'Round 2', 'Round 2 by name', 'Standings', 'Slips'];
    expect(newTabIndex('Round 3', tabs)).toBe(7);
    expect(newTabIndex('Round 3', tabs.slice(0, 5).concat('Standings'))).toBe(5);
  });

  it('skips a round with no tab and counts a by-name sheet left where the TD moved it', () => {
    expect(newTabIndex('Round 4', [...SET_UP, 'Round 1', 'Standings', 'Round 2'])).toBe(7);
    expect(newTabIndex('Round 2', [...SET_UP, 'Round 1', 'Standings', 'Round 1 by name'])).toBe(7);
  });

  it('puts a by-name sheet right after its round', () => {
    const tabs = [...SET_UP, 'Round 1', 'Round 2', 'Standings'];
    expect(newTabIndex('Round 1 by name', tabs)).toBe(5);
    expect(newTabIndex('Round 2 by name', tabs)).toBe(6);
  });

  it('matches names with case ignored, as Sheets does', () => {
    expect(newTabIndex('Round 2', ['round 1', 'Notes'])).toBe(1);
  });

  it('puts the first round, and every other new tab, at the end', () => {
    const tabs = [...SET_UP, 'Round 1', 'Notes'];
    expect(newTabIndex('Round 1', SET_UP)).toBe(4);
    for (const name of ['Standings', 'Slips', 'Seats', 'Import report', 'Round 1 (updating)'])
      expect(newTabIndex(name, tabs)).toBe(6);
    expect(tabsToFollow('Round 01')).toEqual([]);
  });
});
