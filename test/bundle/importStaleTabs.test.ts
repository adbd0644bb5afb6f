import { describe, expect, it } from 'vitest';
import { exportOpenGotha } from '../../src/interop';
import { setSheet } from '../../src/workbook';
import { lakeside } from '../interop/fixture';
import { newEvent, pairings, playerRow, type Event } from '../support/event';

/** Tabs of an event in progress: every tab the add-in writes, and two of the TD's own. */
const OLD_TABS = [
  'Games',
  'Preferences',
  'Seats',
  'Round 1',
  'Round 2',
  'Round 3',
  'Round 4',
  'Round 4 by name',
  'Slips',
  'Standings',
  'Standings (updating)',
  'Rating review',
  'My notes',
  'Copy of Round 1',
];

function oldEvent(): Event {
  const players = ['Ann', 'Bo', 'Cy', 'Di'].map((Name) => playerRow({ Name, Rank: '5k' }));
  const event = newEvent({ players });
  setSheet(event.ss, 'Constraints', [
    ['Player', 'Player', 'Rule'],
    ['Ann', 'Bo', 'never'],
  ]);
  for (const name of OLD_TABS) setSheet(event.ss, name, [[`${name} of the old event`]]);
  return event;
}

const tabs = (event: Event): string[] => event.ss.getSheets().map((s) => s.getName());

const importFile = (event: Event, fileName: string, text: string): unknown =>
  JSON.parse(
    JSON.stringify(event.addon.call('importEventFile', { fileName, text, replace: true })),
  );

describe('Import removes every tab of the old event it does not write', () => {
  it('an event file with rounds: Settings, Players, Bands and its rounds stay, written anew', () => {
    const event = oldEvent();
    expect(tabs(event)).toEqual([
      'Sheet1',
      'Settings',
      'Players',
      'Bands',
      'Constraints',
      ...OLD_TABS,
    ]);
    importFile(event, 'lakeside.xml', exportOpenGotha(lakeside()));
    expect(tabs(event)).toEqual([
      'Sheet1',
      'Settings',
      'Players',
      'Bands',
      'Round 1',
      'Round 2',
      'Round 3',
      'My notes',
      'Copy of Round 1',
      'Import report',
    ]);
    expect(event.values('My notes')).toEqual([['My notes of the old event']]);
    expect(event.values('Round 1')[1][0]).toBe(1);
  });

  it('an event file without rounds: no Bands either', () => {
    const event = oldEvent();
    const file = '{"name":"Club night","rounds":2,"players":[],"games":[]}';
    expect(importFile(event, 'club.tour', file)).toEqual({
      ok: true,
      message:
        'Imported 0 players and 0 rounds from the pairgoth file. Removed the old event\'s tabs: Constraints, Games, Preferences, Seats, Round 1, Round 2, Round 3, Round 4, Round 4 by name, Slips, Standings, Standings (updating), Rating review. 3 notes on the "Import report" tab.',
    });
    expect(tabs(event)).toEqual([
      'Sheet1',
      'Settings',
      'Players',
      'My notes',
      'Copy of Round 1',
      'Import report',
    ]);
  });

  it('a roster keeps Settings and Games; the old Constraints no longer stop the pairing', () => {
    const event = oldEvent();
    importFile(event, 'roster.csv', 'Name,Rank\nEve,3k\nFay,4k\nGus,6k\nHal,7k\n');
    expect(tabs(event)).toEqual([
      'Sheet1',
      'Settings',
      'Players',
      'Games',
      'My notes',
      'Copy of Round 1',
      'Import report',
    ]);
    expect(event.values('Games')).toEqual([['Games of the old event']]);
    event.click('Build bands');
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(
      event
        .values('Round 1')
        .slice(1)
        .flatMap((r) => [r[1], r[2]])
        .sort(),
    ).toEqual(['Eve', 'Fay', 'Gus', 'Hal']);
  });

  it('a roster names the tabs it removed, in its message and on the Import report', () => {
    const players = ['Ann', 'Bo', 'Cy', 'Di'].map((Name) => playerRow({ Name, Rank: '5k' }));
    const event = newEvent({ players });
    setSheet(event.ss, 'Constraints', [
      ['Player', 'Player', 'Rule'],
      ['Ann', 'Bo', 'never'],
    ]);
    event.click('Build bands');
    event.click('Pair next round');
    event.click('Update standings');
    expect(importFile(event, 'roster.csv', 'Name,Rank\nEve,3k\nFay,4k\n')).toEqual({
      ok: true,
      message:
        "Imported 2 players and 0 rounds from the CSV roster. Removed the old event's tabs: Bands, Constraints, Round 1, Standings.",
    });
    expect(tabs(event)).toEqual(['Sheet1', 'Settings', 'Players', 'Import report']);
    expect(event.values('Import report')).toEqual([
      ['What could not be carried over', 'Source'],
      ['Everything in the file was carried over.', 'CSV roster'],
      ["Removed the old event's tabs: Bands, Constraints, Round 1, Standings.", 'this spreadsheet'],
    ]);
  });

  it('the empty Constraints and Bands tabs Set up made are no old event: Constraints stays, nothing is named', () => {
    const event = newEvent();
    expect(tabs(event)).toEqual(['Sheet1', 'Settings', 'Players', 'Bands', 'Constraints']);
    const roster = 'Name,Rank\nEve,3k\nFay,4k\nGus,6k\nHal,7k\n';
    expect(importFile(event, 'roster.csv', roster)).toEqual({
      ok: true,
      message: 'Imported 4 players and 0 rounds from the CSV roster.',
    });
    // Build bands writes the Bands tab again; the Constraints tab waits for the new event's rules.
    expect(tabs(event)).toEqual(['Sheet1', 'Settings', 'Players', 'Constraints', 'Import report']);
    expect(event.values('Constraints')).toEqual([['Player', 'Player', 'Rule']]);
    expect(event.values('Import report')).toEqual([
      ['What could not be carried over', 'Source'],
      ['Everything in the file was carried over.', 'CSV roster'],
    ]);
    setSheet(event.ss, 'Constraints', [
      ['Player', 'Player', 'Rule'],
      ['Eve', 'Hal', 'round 1'],
    ]);
    event.click('Build bands');
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(pairings(event, 1).map((pair) => [...pair].sort())).toContainEqual(['Eve', 'Hal']);
  });
});
