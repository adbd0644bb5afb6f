/**
 * A McMahon file that leaves the bar (or floor) out: Settings take the bar and floor the file's
 * program reads then (OpenGotha 4D and 20K, pairgoth 1d and 20k), the bands and the next pairing
 * follow them, and the Import report says what was assumed.
 */
import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent, pairings, type Event } from '../support/event';
import { openGothaRoster } from '../support/openGothaRoster';
import { pairgothClubNight, pairgothPlayer } from '../support/pairgothPlayer';

const RANKS = ['6D', '5D', '4D', '4D', '2D', '1D'];

const imported = (fileName: string, text: string): Event => {
  const event = newEvent();
  dialogCall(event, 'importEventFile', { fileName, text });
  return event;
};

const notes = (event: Event): unknown[] => event.values('Import report').map((r) => r[0]);

const setting = (event: Event, name: string): unknown =>
  event.values('Settings').find((r) => r[0] === name)?.[1];

const bands = (event: Event): unknown[][] =>
  event
    .values('Bands')
    .slice(1)
    .map((r) => [r[0], r[3], r[5]]);

describe('Import event, a McMahon file without a bar', () => {
  it('OpenGotha without genMMBar: Bar 4d, the top band holds 4d and up, and the report says so', () => {
    const event = imported(
      'club.xml',
      openGothaRoster(
        RANKS.map((rank) => `rank="${rank}" rating="2300"`),
        { general: 'genMMFloor="20K"' },
      ),
    );
    expect([setting(event, 'Bar'), setting(event, 'Floor')]).toEqual(['4d', '20k']);
    expect(notes(event)).toContain(
      'No genMMBar in the file: Bar 4d, as OpenGotha reads such a file.',
    );
    event.click('Build bands');
    expect(bands(event)).toEqual([
      ['4d and up', 4, 0],
      ['2d', 1, -1],
      ['1d', 1, -2],
    ]);
    event.click('Pair next round');
    expect(pairings(event, 1)).toEqual([
      ['P1, A', 'P3, A'],
      ['P2, A', 'P4, A'],
      ['P5, A', 'P6, A'],
    ]);
  });

  it('OpenGotha without genMMBar or genMMFloor: both named', () => {
    const event = imported(
      'club.xml',
      openGothaRoster(['rank="1D"', 'rank="25K"'], { general: '' }),
    );
    expect([setting(event, 'Bar'), setting(event, 'Floor')]).toEqual(['4d', '20k']);
    expect(notes(event)).toContain(
      'No genMMBar or genMMFloor in the file: Bar 4d and Floor 20k, as OpenGotha reads such a file.',
    );
  });

  it('OpenGotha Swiss without genMMBar or genMMFloor: nothing assumed, nothing named', () => {
    const event = imported(
      'club.xml',
      openGothaRoster(['rank="1D"', 'rank="25K"'], { criterion: 'NBW', general: '' }),
    );
    expect(setting(event, 'Pairing system')).toBe('Swiss');
    expect(notes(event).filter((n) => String(n).includes('genMM'))).toEqual([]);
  });

  it('pairgoth without "mmBar": Bar 1d, named', () => {
    const tour = pairgothClubNight(
      ['Ann', 'Bob'].map((name, i) => pairgothPlayer(i + 1, name, { rank: 3 - i })),
      [],
      { pairing: { type: 'MAC_MAHON', mmFloor: -20 } },
    );
    const event = imported('club.tour', tour);
    expect([setting(event, 'Bar'), setting(event, 'Floor')]).toEqual(['1d', '20k']);
    expect(notes(event)).toContain(
      'No "mmBar" in the file: Bar 1d, as pairgoth reads such a file.',
    );
  });
});
