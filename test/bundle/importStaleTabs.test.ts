import { describe, expect, it } from 'vitest';
import { exportOpenGotha } from '../../src/interop';
import { setSheet } from '../../src/workbook';
import { lakeside } from '../interop/fixture';
import { newEvent, playerRow, type Event } from '../support/event';

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
        'Imported 0 players and 0 rounds from the pairgoth file. 2 notes on the "Import report" tab.',
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
});
