/**
 * McMahon initial scores through an OpenGotha file (formats.md §4 Player, `smmsCorrection`): a
 * late arrival placed in another rank's band, and bands edited by hand, come back as they were.
 */
import { describe, expect, it } from 'vitest';
import {
  dialogCall,
  newEvent,
  register,
  typeResults,
  type Event,
  type Row,
} from '../support/event';
import { tenAfterRound1, tenInBands } from '../support/tenBands';

const columns = (event: Event, tab: string, headers: string[]): Row[] => {
  const rows = event.values(tab);
  return rows.slice(1).map((r) => headers.map((h) => r[rows[0].indexOf(h)]));
};

const PLACES = ['Name', 'Band', 'Initial score'];

/** Exported to OpenGotha, imported into a new workbook, its standings updated. */
function roundTrip(source: Event): { corrections: Map<string, string>; target: Event } {
  const exported = dialogCall(source, 'exportEventFile', { format: 'opengotha' });
  expect(exported.ok).toBe(true);
  const target = newEvent();
  const answer = dialogCall(target, 'importEventFile', {
    fileName: 'event.xml',
    text: exported.text,
  });
  expect(answer.message).toMatch(/^Imported /);
  target.click('Update standings');
  const corrections = new Map(
    [...String(exported.text).matchAll(/<Player name="(\w+)".* smmsCorrection="(-?\d+)"/g)].map(
      (m) => [m[1], m[2]],
    ),
  );
  return { corrections, target };
}

describe('OpenGotha round trip of McMahon initial scores', () => {
  it('a 3k who came late and joined the 4k band keeps band 4k at -6', () => {
    const source = tenAfterRound1();
    register(source, [['Gap', '3k']]);
    source.click('Pair next round');
    typeResults(source, 2, () => 'B+');
    source.click('Update standings');
    const { corrections, target } = roundTrip(source);
    // Bar 5d: OpenGotha starts a 3k 7 below it; the 4k band is at -6.
    expect(corrections.get('Gap')).toBe('1');
    expect(corrections.get('P1')).toBe('0');
    expect(corrections.size).toBe(11);
    expect(columns(target, 'Players', PLACES).slice(-3)).toEqual([
      ['P9', '8k', -8],
      ['P10', '10k', -9],
      ['Gap', '4k', -6],
    ]);
    expect(columns(target, 'Players', PLACES)).toEqual(columns(source, 'Players', PLACES));
    expect(target.values('Standings')).toEqual(source.values('Standings'));
    expect(target.values('Bands')).toEqual(source.values('Bands'));
    expect(target.values('Import report').map((r) => r[0])).toContain(
      'Initial scores are the file\'s McMahon scores (the rank held between floor and bar, plus the player\'s "smmsCorrection"); the bands were built from the ranks, bar and floor (AGA 2009 rule) to match them.',
    );
  });

  it('a separation edited on the Bands tab and applied keeps every initial score', () => {
    const source = tenInBands();
    // The 1k band three points below the 1d band, not one.
    source.edit('Bands', 4, 'Separation', 3);
    source.click('Apply band edits');
    source.click('Pair next round');
    typeResults(source, 1, () => 'W+');
    source.click('Update standings');
    const { corrections, target } = roundTrip(source);
    expect([...corrections.values()]).toEqual(['0', '1', '1', '1', '-1', '-1', '0', '1', '2', '3']);
    expect(columns(target, 'Players', PLACES).slice(3, 7)).toEqual([
      ['P4', '1d', -3],
      ['P5', '1k', -6],
      ['P6', '2k', -7],
      ['P7', '4k', -8],
    ]);
    expect(columns(target, 'Players', PLACES)).toEqual(columns(source, 'Players', PLACES));
    expect(target.values('Standings')).toEqual(source.values('Standings'));
    expect(target.values('Bands')).toEqual(source.values('Bands'));
  });

  it('bands counted from the bottom at 0 come back with Score origin "Bottom band 0"', () => {
    const source = tenInBands();
    source.setSetting('Score origin', 'Bottom band 0');
    source.click('Apply band edits');
    source.click('Pair next round');
    typeResults(source, 1, () => 'W+');
    source.click('Update standings');
    const { target } = roundTrip(source);
    const origin = target.values('Settings').find((r) => r[0] === 'Score origin');
    expect(origin?.[1]).toBe('Bottom band 0');
    expect(columns(target, 'Players', PLACES)).toEqual(columns(source, 'Players', PLACES));
    expect(target.values('Standings')).toEqual(source.values('Standings'));
  });
});
