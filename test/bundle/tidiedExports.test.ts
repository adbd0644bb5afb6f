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
