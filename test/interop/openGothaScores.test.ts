/**
 * OpenGotha's smmsCorrection (formats.md §4 Player): OpenGotha starts a McMahon player at the
 * rank held between floor and bar, plus this correction; Pairsheet's initial score less that
 * start is written for every player, and read back.
 */
import { describe, expect, it } from 'vitest';
import { exportOpenGotha, openGothaExportNotes, parseOpenGotha } from '../../src/interop';
import { lakeside } from './fixture';
import { fiveKyus, openGothaRoster } from '../support/openGothaRoster';

const SAVED = new Date(Date.UTC(2025, 3, 6, 18, 0, 0));

/** Each Player line's name and smmsCorrection (null when left out). */
const corrections = (xml: string): Array<[string, string | null]> =>
  [...xml.matchAll(/<Player name="([^"]*)"[^>]*?(?: smmsCorrection="([^"]*)")?\/>/g)].map((m) => [
    m[1],
    m[2] ?? null,
  ]);

/** The fixture (bar 3d, floor 20k) with these initial scores, as the sheet gives them. */
function scored(scores: number[]) {
  const event = lakeside();
  event.players.forEach((p, i) => (p.initialScore = scores[i]));
  return event;
}

describe('OpenGotha smmsCorrection: the initial score less the start of the rank', () => {
  it('is written on every player of a McMahon event, 0 included', () => {
    // Starts under a 3d bar: 2d -1, 3k -5, 1k -3, 5k -7, 10k -12, 5k -7.
    const xml = exportOpenGotha(scored([0, -5, -2, -7, -11, -9]), SAVED);
    expect(corrections(xml)).toEqual([
      ['de Vries', '1'],
      ["O'Brien", '0'],
      ['Kowalska-Nowak', '1'],
      ['李', '0'],
      ['=Smith, Jr', '1'],
      ['Øster', '-2'],
    ]);
    expect(xml).toContain(
      'participating="11111111111111111111" registeringStatus="FIN" smmsCorrection="1"/>',
    );
  });

  it('reads back as the same initial scores, and the file again as the same file', () => {
    const scores = [0, -5, -2, -7, -11, -9];
    const xml = exportOpenGotha(scored(scores), SAVED);
    const back = parseOpenGotha(xml);
    expect(back.players.map((p) => p.initialScore)).toEqual(scores);
    expect(back.correctionKey).toBe('smmsCorrection');
    expect(exportOpenGotha(back, SAVED)).toBe(xml);
  });

  it('counts from the floor for ranks below it, and from the bar for ranks above it', () => {
    const event = scored([0, 0, 0, 0, -3, 0]);
    event.settings.bar = -1;
    event.settings.floor = -6;
    // 2d at a 1k bar starts at 0; 10k at a 6k floor at -5.
    expect(corrections(exportOpenGotha(event, SAVED)).map((c) => c[1])).toEqual([
      '0',
      '2',
      '0',
      '4',
      '2',
      '4',
    ]);
  });

  it('is not written for a Swiss event, which has no McMahon score', () => {
    const event = scored([0, -5, -2, -7, -11, -9]);
    event.settings.system = 'Swiss';
    const xml = exportOpenGotha(event, SAVED);
    expect(xml).not.toContain('smmsCorrection');
    expect(parseOpenGotha(xml).players.map((p) => p.initialScore)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('an initial score with a fraction gets none (OpenGotha reads 0), and the export says so', () => {
    const event = scored([-1, -5.5, -3, -7, -12, -7]);
    expect(corrections(exportOpenGotha(event, SAVED)).map((c) => c[1])).toEqual([
      '0',
      null,
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(openGothaExportNotes(event)).toContain(
      'Initial scores that are not whole numbers: OpenGotha\'s McMahon score correction ("smmsCorrection") is a whole number, so none is written for them and OpenGotha starts them at the score of their rank: O\'Brien, Séan (-5.5).',
    );
  });
});

describe('OpenGotha smmsCorrection on import', () => {
  /** A three-round file of 5k players, with these attributes added to each Player. */
  const file = (criterion: string, extra: string[]): string =>
    openGothaRoster(fiveKyus(extra), { criterion });

  it('refuses a correction that is not a whole number of points, naming the line and player', () => {
    for (const value of ['1.5', 'two', '', '1e1', '100', '-100']) {
      const xml = file('MMS', ['', ` smmsCorrection="${value}"`]);
      expect(() => parseOpenGotha(xml), value).toThrow(
        `OpenGotha file, line 5, <Player> (P2 A): smmsCorrection="${value}" is not a whole number of points from -99 to 99.`,
      );
    }
  });

  it('adds the correction to the start of the rank (5k under a 1d bar: -5); left out is 0', () => {
    const xml = file('MMS', [' smmsCorrection="99"', ' smmsCorrection="-99"', '']);
    const e = parseOpenGotha(xml);
    expect(e.players.map((p) => p.initialScore)).toEqual([94, -104, -5]);
    expect(e.notCarried.join(' ')).not.toContain('smmsCorrection');
  });

  it('a file with no smmsCorrection at all gives no initial scores: the bands are built', () => {
    const e = parseOpenGotha(file('MMS', ['', '']));
    expect(e.players.map((p) => p.initialScore)).toEqual([undefined, undefined]);
    expect(e.correctionKey).toBe(undefined);
  });

  it('a Swiss file has no McMahon scores: a correction other than 0 is named as not kept', () => {
    const e = parseOpenGotha(
      file('NBW', [' smmsCorrection="2"', ' smmsCorrection="0"', ' smmsCorrection="-1"']),
    );
    expect(e.players.map((p) => p.initialScore)).toEqual([undefined, undefined, undefined]);
    expect(e.notCarried).toContain(
      'McMahon score corrections ("smmsCorrection") not kept: P1, A (2); P3, A (-1).',
    );
  });
});
