import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/workbook';
import { newEvent, playerRow, refused, typeResults, type Event } from '../support/event';

const QUOTA =
  'You have exceeded the property storage quota. Please remove some properties and try again.';
/** Apps Script's room per property store, keys and values in UTF-8 bytes. */
const STORE_BYTES = 500 * 1024;

/** Six players paired in round 1 with results in, and a late arrival for round 2. */
function withLateArrival(): Event {
  const ranks = ['5d', '3d', '1d', '1k', '3k', '5k'];
  const e = newEvent({
    players: ranks.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { Rounds: 4, 'Avoid same club': 'No' },
  });
  e.click('Build bands');
  e.click('Pair next round');
  typeResults(e, 1, () => 'W+');
  const row = e.values('Players').length + 1;
  e.ss
    .getSheetByName('Players')!
    .getRange(row, 1, 1, 2)
    .setValues([['Late Lu', '2k']]);
  e.ss.ui.alerts.length = 0;
  return e;
}

const properties = (e: Event): Map<string, string> => e.ss.properties.document;
const used = (e: Event): number =>
  [...properties(e)].reduce((n, [k, v]) => n + Buffer.byteLength(k) + Buffer.byteLength(v), 0);

/** The undo record of a round, as stored (one chunk). */
const record = (e: Event, round: number): Record<string, unknown> =>
  JSON.parse(properties(e).get(`pairsheet.undo.r${round}.0`)!) as Record<string, unknown>;

/** Other properties filling the document's store up to `free` bytes short of the quota. */
function fill(e: Event, free: number): void {
  let left = STORE_BYTES - free - used(e);
  for (let i = 0; left > 0; i++) {
    const key = `filler.${String(i).padStart(3, '0')}`;
    const value = 'x'.repeat(Math.max(0, Math.min(8000, left - key.length)));
    properties(e).set(key, value);
    left -= key.length + value.length;
  }
  expect(used(e)).toBe(STORE_BYTES - free);
}

describe('Pair next round keeps the undo record before it writes', () => {
  it('is refused, nothing written, when the record does not fit in the document', () => {
    const e = withLateArrival();
    // No room even once round 1's list of first rows gives way (it is put back too).
    fill(e, 0);
    const kept = new Map(properties(e));
    expect(refused(e, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nRound 2 was not paired: the record "Undo last pairing" needs could not be kept in this document (Sheets says: "${QUOTA}"). Nothing was changed.`,
    );
    expect(properties(e)).toEqual(kept);
    // With room again, the round is paired and undone as usual.
    properties(e).delete('filler.000');
    e.ss.ui.alerts.length = 0;
    const before = snapshot(e.ss);
    e.click('Pair next round');
    expect(e.lastAlert()).toBeUndefined();
    e.click('Undo last pairing');
    expect(snapshot(e.ss)).toEqual(before);
    expect(properties(e)).toEqual(new Map([...kept].filter(([k]) => k !== 'filler.000')));
  });

  it('pairing again without room drops the lists of first rows, and Undo still restores', () => {
    const e = withLateArrival();
    const before = snapshot(e.ss);
    e.click('Pair next round');
    fill(e, 0);
    e.click('Pair next round');
    expect(e.ss.ui.alerts.map((a) => a.prompt)).toEqual([
      'Round 2 has no results yet. Pair it again and replace it?',
    ]);
    // The records Undo needs are kept; the lists of who got their first row where are not.
    expect(Object.keys(record(e, 1))).toEqual([
      'round',
      'active',
      'placements',
      'addedColumns',
      'system',
      'byePoints',
      'sheetId',
    ]);
    expect(record(e, 2).placements).toEqual([
      { name: 'Late Lu', before: ['', ''], wrote: ['3k', -4], rank: -2 },
    ]);
    expect('joined' in record(e, 2)).toBe(false);
    e.click('Undo last pairing');
    expect(e.lastAlert()).toMatch(/give back the Band and Initial score of 1 late arrival\?/);
    expect(snapshot(e.ss)).toEqual(before);
  });

  it('pairs a round whose list of first rows does not fit, making room from earlier rounds', () => {
    const e = withLateArrival();
    // Room for round 2's record only once round 1's list of first rows gives way.
    fill(e, 100);
    e.click('Pair next round');
    expect(e.lastAlert()).toBeUndefined();
    expect(e.values('Round 2').flat()).toContain('Late Lu');
    expect(record(e, 1)).toEqual({
      round: 1,
      active: 'Bands',
      placements: [],
      addedColumns: [],
      system: 'McMahon',
      byePoints: 0,
      sheetId: e.ss.getSheetByName('Round 1')!.getSheetId(),
    });
    expect(record(e, 2)).toEqual({
      round: 2,
      active: 'Round 1',
      placements: [{ name: 'Late Lu', before: ['', ''], wrote: ['3k', -4], rank: -2 }],
      addedColumns: [],
      system: 'McMahon',
      byePoints: 0,
      sheetId: e.ss.getSheetByName('Round 2')!.getSheetId(),
    });
  });

  it('pairs round 1 of 2,000 players with long names in Cyrillic letters, keeping every record', () => {
    // Kept as UTF-8, a Cyrillic letter takes two bytes (as a \u escape it took six, and the list
    // of who got which board did not fit).
    const ranks = ['5d', '3d', '1d', '1k', '3k', '5k', '8k', '12k'];
    const name = (i: number): string => `Константинопольская${i} Александра Владимировна`;
    const players = Array.from({ length: 2000 }, (_, i) =>
      playerRow({ Name: name(i), Rank: ranks[i % 8] }),
    );
    const e = newEvent({ players, settings: { Rounds: 4, 'Avoid same club': 'No' } });
    e.click('Build bands');
    e.click('Pair next round');
    expect(e.lastAlert()).toBeUndefined();
    expect(e.values('Round 1')).toHaveLength(1001);
    const chunks = [...properties(e)]
      .filter(([k]) => /^pairsheet\.undo\.r1\.\d+$/.test(k))
      .map(([, v]) => v);
    const joined = (JSON.parse(chunks.join('')) as { joined: { name: string }[] }).joined;
    expect(joined.map((j) => j.name).sort()).toEqual(players.map((_, i) => name(i)).sort());
    expect(used(e)).toBeLessThan(STORE_BYTES / 2);
  });

  it('puts back the record there was when the writes fail', () => {
    const e = withLateArrival();
    const before = snapshot(e.ss);
    const empty = new Map(properties(e));
    // Sheets refuses the first write (Players' Band and Initial score): nothing is written.
    const players = e.ss.getSheetByName('Players')!;
    const getRange = players.getRange.bind(players);
    players.getRange = () => {
      throw new Error('Service Spreadsheets failed while accessing document');
    };
    expect(() => e.click('Pair next round')).toThrow('Service Spreadsheets failed');
    expect(snapshot(e.ss)).toEqual(before);
    expect(properties(e)).toEqual(empty);
    players.getRange = getRange;
    e.click('Pair next round');
    const first = new Map(properties(e));
    // Paired again, the new round tab cannot be made: the first pairing's record stays.
    const insertSheet = e.ss.insertSheet.bind(e.ss);
    e.ss.insertSheet = () => {
      throw new Error('Service Spreadsheets failed while accessing document');
    };
    expect(() => e.click('Pair next round')).toThrow('Service Spreadsheets failed');
    expect(properties(e)).toEqual(first);
    e.ss.insertSheet = insertSheet;
    e.click('Undo last pairing');
    expect(snapshot(e.ss)).toEqual(before);
  });
});
