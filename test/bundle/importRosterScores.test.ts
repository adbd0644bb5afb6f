/**
 * A McMahon event file imported before round 1: a player the file starts away from their rank
 * (a correction typed for one player) keeps that start, and the bands take the score most of
 * their players hold, as they would after a round.
 */
import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent, type Event, type Row } from '../support/event';
import { openGothaRoster } from '../support/openGothaRoster';

const RANKS = ['1D', '2K', '3K', '3K', '4K', '5K', '5K', '6K'];

/** An OpenGotha roster of eight, no round played, each Player with this smmsCorrection. */
const roster = (bar: string, corrections: number[], floor = '20K'): string =>
  openGothaRoster(
    RANKS.map((r, i) => `rank="${r}" rating="1550" smmsCorrection="${corrections[i]}"`),
    { general: `genMMBar="${bar}" genMMFloor="${floor}"` },
  );

function imported(text: string): Event {
  const event = newEvent();
  const answer = dialogCall(event, 'importEventFile', { fileName: 'club.xml', text });
  expect(answer.message).toMatch(/^Imported 8 players and 0 rounds /);
  return event;
}

const columns = (event: Event, tab: string, headers: string[]): Row[] => {
  const rows = event.values(tab);
  return rows.slice(1).map((r) => headers.map((h) => r[rows[0].indexOf(h)]));
};

describe('Import event before round 1, McMahon starts', () => {
  it('a correction for one player brings the bands and every start', () => {
    const event = imported(roster('3D', [0, 0, 0, 1, 0, 0, 0, 0]));
    // Under a 3d bar the file starts a 1d at -2 and a 3k at -5; P4 was raised one point.
    expect(columns(event, 'Players', ['Name', 'Band', 'Initial score'])).toEqual([
      ['P1, A', '1d', -2],
      ['P2, A', '2k', -4],
      ['P3, A', '3k', -5],
      ['P4, A', '3k', -4],
      ['P5, A', '4k', -6],
      ['P6, A', '5k', -7],
      ['P7, A', '5k', -7],
      ['P8, A', '6k', -8],
    ]);
    // The 3k band is at the start of the 3k who kept it (a tie goes to the lower score).
    expect(columns(event, 'Bands', ['Band', 'Players', 'Initial score'])).toEqual([
      ['1d', 1, -2],
      ['2k', 1, -4],
      ['3k', 2, -5],
      ['4k', 1, -6],
      ['5k', 2, -7],
      ['6k', 1, -8],
    ]);
    expect(event.values('Import report').map((r) => r[0])).toContain(
      `Initial scores are the file's McMahon scores (the rank held between floor and bar, plus the player's "smmsCorrection"); the bands were built from the ranks, bar and floor (AGA 2009 rule) to match them. Players whose initial score is not their band's: P4, A (-4).`,
    );
  });

  it('a band takes the score most of its players hold', () => {
    // A 5k floor holds the 6k at the 5k's start; the 6k was raised one point.
    const event = imported(roster('3D', [0, 0, 0, 0, 0, 0, 0, 1], '5K'));
    expect(columns(event, 'Bands', ['Band', 'Players', 'Initial score'])).toEqual([
      ['1d', 1, -2],
      ['2k', 1, -4],
      ['3k', 2, -5],
      ['4k', 1, -6],
      ['5k and below', 3, -7],
    ]);
    expect(columns(event, 'Players', ['Name', 'Initial score']).slice(5)).toEqual([
      ['P6, A', -7],
      ['P7, A', -7],
      ['P8, A', -6],
    ]);
  });

  it('every player at their rank’s start: no bands yet, Build bands makes them', () => {
    const event = imported(roster('3D', [0, 0, 0, 0, 0, 0, 0, 0]));
    expect(event.ss.getSheetByName('Bands')).toBeNull();
    expect(columns(event, 'Players', ['Name', 'Band', 'Initial score']).slice(0, 2)).toEqual([
      ['P1, A', '', ''],
      ['P2, A', '', ''],
    ]);
  });
});

describe('Import event, a floor not below the bar', () => {
  const settingsOf = (event: Event): Map<unknown, unknown> =>
    new Map(event.values('Settings').map((r) => [r[0], r[1]]));

  it('McMahon: the Floor is left blank and the Import report says why', () => {
    const event = imported(
      openGothaRoster(
        RANKS.map((r) => `rank="${r}"`),
        { general: 'genMMBar="3K" genMMFloor="1D"' },
      ),
    );
    expect(settingsOf(event).get('Bar')).toBe('3k');
    expect(settingsOf(event).get('Floor')).toBe('');
    expect(event.values('Import report').map((r) => r[0])).toContain(
      'Floor 1d is not below Bar 3k: the Floor is left blank (no floor).',
    );
  });

  it('Swiss: no bands, so nothing to say', () => {
    const event = imported(
      openGothaRoster(
        RANKS.map((r) => `rank="${r}"`),
        { general: 'genMMBar="3K" genMMFloor="1D"', criterion: 'NBW' },
      ),
    );
    expect(settingsOf(event).get('Floor')).toBe('');
    expect(event.values('Import report').map((r) => String(r[0]))).not.toContainEqual(
      expect.stringContaining('Floor 1d'),
    );
  });
});
