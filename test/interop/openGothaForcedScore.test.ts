/**
 * A McMahon start score set by hand in OpenGotha (Player attribute forcedSmms, counted from
 * genMMZero at 0): read on import into the player's Initial score, counted from the bar at 0.
 */
import { describe, expect, it } from 'vitest';
import { exportOpenGotha, parseOpenGotha } from '../../src/interop';
import { dialogCall, newEvent } from '../support/event';
import { fiveKyus, openGothaRoster } from '../support/openGothaRoster';

const SAVED = new Date(Date.UTC(2025, 3, 6, 18, 0, 0));

/** A three-round file of 5k players under a 1d bar, with these attributes on each Player. */
const file = (criterion: string, extra: string[], general = ''): string =>
  openGothaRoster(fiveKyus(extra), {
    criterion,
    general: `genMMBar="1D" genMMFloor="20K"${general}`,
  });

describe('OpenGotha forcedSmms on import', () => {
  it('replaces the start of the rank and the correction, counted from 30K at 0', () => {
    // A 5k starts at 25 over 30K, -5 under a 1d bar: 30 is the bar group, 0 the bottom.
    const e = parseOpenGotha(
      file('MMS', [
        ' forcedSmms="30" smmsCorrection="2"',
        ' forcedSmms="0"',
        ' forcedSmms="-1" smmsCorrection="1"',
        '',
      ]),
    );
    expect(e.players.map((p) => p.initialScore)).toEqual([0, -30, -4, -5]);
    expect(e.correctionKey).toBe('smmsCorrection');
    expect(e.startsByHand).toEqual(['P1, A', 'P2, A']);
    expect(e.notCarried.join(' ')).not.toContain('forcedSmms');
  });

  it('counts from the file’s genMMZero', () => {
    const e = parseOpenGotha(file('MMS', [' forcedSmms="15"', ''], ' genMMZero="20K"'));
    expect(e.players.map((p) => p.initialScore)).toEqual([-5, -5]);
  });

  it('alone, without any smmsCorrection, gives every player an initial score', () => {
    const e = parseOpenGotha(file('MMS', ['', ' forcedSmms="27"']));
    expect(e.players.map((p) => p.initialScore)).toEqual([-5, -3]);
  });

  it('writes back as the smmsCorrection of the same initial scores', () => {
    const e = parseOpenGotha(file('MMS', [' forcedSmms="33"', ' forcedSmms="22"', '']));
    expect(e.players.map((p) => p.initialScore)).toEqual([3, -8, -5]);
    const xml = exportOpenGotha(e, SAVED);
    expect([...xml.matchAll(/smmsCorrection="([^"]*)"/g)].map((m) => m[1])).toEqual([
      '8',
      '-3',
      '0',
    ]);
    expect(xml).not.toContain('forcedSmms');
    const back = parseOpenGotha(xml);
    expect(back.players.map((p) => p.initialScore)).toEqual([3, -8, -5]);
    expect(back.startsByHand).toBeUndefined();
  });

  it('reads the largest start, 99, and a start written with a plus sign', () => {
    const e = parseOpenGotha(file('MMS', [' forcedSmms="99"', ' forcedSmms="+27"', '']));
    expect(e.players.map((p) => p.initialScore)).toEqual([69, -3, -5]);
  });

  it('refuses a start that is not a whole number up to 99, naming the line and player', () => {
    for (const value of ['1.5', 'ten', '', '1e1', '100']) {
      expect(() => parseOpenGotha(file('MMS', ['', ` forcedSmms="${value}"`])), value).toThrow(
        `OpenGotha file, line 5, <Player> (P2 A): forcedSmms="${value}" is not a whole number of points from 0 to 99 (or -1, not set by hand).`,
      );
    }
  });

  it('a Swiss file has no McMahon scores: a start set by hand is named as not kept', () => {
    const e = parseOpenGotha(file('NBW', [' forcedSmms="12"', ' forcedSmms="-1"', '']));
    expect(e.players.map((p) => p.initialScore)).toEqual([undefined, undefined, undefined]);
    expect(e.startsByHand).toBeUndefined();
    expect(e.notCarried).toContain(
      'McMahon scores set by hand ("forcedSmms") not kept: P1, A (12).',
    );
  });

  it('the Import report names the players whose start was set by hand', () => {
    const target = newEvent();
    const text = file('MMS', ['', ' forcedSmms="27"']);
    const answer = dialogCall(target, 'importEventFile', { fileName: 'club.xml', text });
    expect(answer.message).toMatch(/^Imported /);
    expect(target.values('Import report').map((r) => r[0])).toContain(
      `Initial scores are the file's McMahon scores (the rank held between floor and bar, plus the player's "smmsCorrection", or the start set by hand ("forcedSmms") for P2, A); the bands were built from the ranks, bar and floor (AGA 2009 rule) to match them. Players whose initial score is not their band's: P2, A (-3).`,
    );
  });
});
