import { describe, expect, it } from 'vitest';
import {
  dialogCall,
  newEvent,
  playerRow,
  typeResults,
  type Event,
  type Row,
} from '../support/event';

const RANKS = ['3d', '1d', '1d', '2k', '2k', '5k'];

function paired(system: string): Event {
  const players = RANKS.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank }));
  const e = newEvent({ players, settings: { 'Pairing system': system, Rounds: 3 } });
  if (system === 'McMahon') e.click('Build bands');
  e.click('Pair next round');
  typeResults(e, 1, () => 'W+R');
  e.click('Pair next round');
  typeResults(e, 2, () => 'B+R');
  return e;
}

const exported = (e: Event, format: string): string =>
  String(dialogCall(e, 'exportEventFile', { format }).text).replace(/saveDT="\d+"/, '');

/** Rewrites a tab's header row and the rows below it. */
function rewrite(e: Event, tab: string, rows: Row[]): void {
  e.ss
    .getSheetByName(tab)!
    .getRange(e.headerRow(tab), 1, rows.length, rows[0].length)
    .setValues(rows);
}

describe('Exports of a workbook sorted and rearranged', () => {
  it('writes the rounds CSV in board order, each cell under its header, however a round tab is laid out', () => {
    const e = paired('Swiss');
    const before = exported(e, 'rounds');
    expect(before.split('\r\n').slice(3, 6)).toEqual([
      '1,3,P6,P3,0,7.5,W+R,',
      '2,1,P1,P6,0,7.5,B+R,',
      '2,2,P4,P2,0,7.5,B+R,',
    ]);
    // Round 2 sorted by Black, then White and Black dragged past each other.
    const [header, ...rows] = e.values('Round 2');
    const black = header.indexOf('Black');
    rows.sort((a, b) => String(b[black]).localeCompare(String(a[black])));
    const swap = (r: Row): Row => [r[0], r[2], r[1], ...r.slice(3)];
    rewrite(e, 'Round 2', [swap(header), ...rows.map(swap)]);
    expect(exported(e, 'rounds')).toBe(before);
  });

  it('gives OpenGotha the McMahon starts of the top band, whichever row of Bands it is on', () => {
    const e = paired('McMahon');
    const before = exported(e, 'opengotha');
    expect(before).toContain('name="P1" firstName="-" rank="3D"');
    expect(before).toMatch(/name="P6"[^>]* smmsCorrection="4"/);
    const [header, ...bands] = e.values('Bands');
    rewrite(e, 'Bands', [header, ...bands.reverse()]);
    expect(exported(e, 'opengotha')).toBe(before);
  });
});
