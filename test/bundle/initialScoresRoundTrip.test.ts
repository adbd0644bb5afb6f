/**
 * McMahon initial scores through an event file: pairgoth's `mmsCorrection` (formats.md §5) and
 * OpenGotha's Player `smmsCorrection` (§4). A late arrival placed in another rank's band, bands
 * edited by hand and scores counted from the bottom band come back as they were.
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

interface FileFormat {
  format: string;
  fileName: string;
  key: string;
  /** Each player's correction as the file writes it; a player without one is left out. */
  corrections(text: string): Map<string, number>;
}

const FORMATS: FileFormat[] = [
  {
    format: 'pairgoth',
    fileName: '000001-event.tour',
    key: 'mmsCorrection',
    corrections: (text) => {
      const players = (JSON.parse(text) as { players: Array<Record<string, unknown>> }).players;
      return new Map(
        players
          .filter((p) => 'mmsCorrection' in p)
          .map((p) => [String(p.name), Number(p.mmsCorrection)]),
      );
    },
  },
  {
    format: 'opengotha',
    fileName: 'event.xml',
    key: 'smmsCorrection',
    corrections: (text) =>
      new Map(
        [...text.matchAll(/<Player name="(\w+)".* smmsCorrection="(-?\d+)"/g)].map((m) => [
          m[1],
          Number(m[2]),
        ]),
      ),
  },
];

/** Exported, imported into a new workbook, its standings updated. */
function roundTrip(source: Event, f: FileFormat): { written: Map<string, number>; target: Event } {
  const exported = dialogCall(source, 'exportEventFile', { format: f.format });
  expect(exported.ok).toBe(true);
  const target = newEvent();
  const answer = dialogCall(target, 'importEventFile', {
    fileName: f.fileName,
    text: exported.text,
  });
  expect(answer.message).toMatch(/^Imported /);
  target.click('Update standings');
  return { written: f.corrections(String(exported.text)), target };
}

/** The tabs that must come back as they were. */
function expectSame(source: Event, target: Event): void {
  expect(columns(target, 'Players', PLACES)).toEqual(columns(source, 'Players', PLACES));
  expect(target.values('Standings')).toEqual(source.values('Standings'));
}

describe.each(FORMATS)('$format round trip of McMahon initial scores', (f) => {
  // pairgoth leaves the key out at 0; OpenGotha writes it for every player.
  const zero = f.format === 'pairgoth' ? undefined : 0;

  it('a 3k who came late and joined the 4k band keeps band 4k at -6', () => {
    const source = tenAfterRound1();
    register(source, [['Gap', '3k']]);
    source.click('Pair next round');
    typeResults(source, 2, () => 'B+');
    source.click('Update standings');
    const { written, target } = roundTrip(source, f);
    // Bar 5d: the file starts a 3k 7 below it; the 4k band is at -6.
    expect(written.get('Gap')).toBe(1);
    expect(written.get('P1')).toBe(zero);
    expect(columns(target, 'Players', PLACES).slice(-3)).toEqual([
      ['P9', '8k', -8],
      ['P10', '10k', -9],
      ['Gap', '4k', -6],
    ]);
    expectSame(source, target);
    expect(target.values('Bands')).toEqual(source.values('Bands'));
    expect(target.values('Import report').map((r) => r[0])).toContain(
      `Initial scores are the file's McMahon scores (the rank held between floor and bar, plus the player's "${f.key}"); the bands were built from the ranks, bar and floor (AGA 2009 rule) to match them.`,
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
    const { written, target } = roundTrip(source, f);
    const names = Array.from({ length: 10 }, (_, i) => `P${i + 1}`);
    expect(names.map((n) => written.get(n) ?? 0)).toEqual([0, 1, 1, 1, -1, -1, 0, 1, 2, 3]);
    expect(written.size).toBe(f.format === 'pairgoth' ? 8 : 10);
    expect(columns(target, 'Players', PLACES).slice(3, 7)).toEqual([
      ['P4', '1d', -3],
      ['P5', '1k', -6],
      ['P6', '2k', -7],
      ['P7', '4k', -8],
    ]);
    expectSame(source, target);
    expect(target.values('Bands')).toEqual(source.values('Bands'));
  });

  it('bands counted from the bottom at 0 come back with Score origin "Bottom band 0", and a late arrival joins that scale', () => {
    const source = tenInBands();
    source.setSetting('Score origin', 'Bottom band 0');
    source.click('Apply band edits');
    source.click('Pair next round');
    typeResults(source, 1, () => 'W+');
    source.click('Update standings');
    const { target } = roundTrip(source, f);
    const origin = target.values('Settings').find((r) => r[0] === 'Score origin');
    expect(origin?.[1]).toBe('Bottom band 0');
    expectSame(source, target);
    for (const event of [source, target]) {
      register(event, [['Late', '2k']]);
      event.click('Pair next round');
    }
    expect(columns(target, 'Players', PLACES).at(-1)).toEqual(['Late', '2k', 4]);
    expect(columns(source, 'Players', PLACES).at(-1)).toEqual(['Late', '2k', 4]);
  });
});
