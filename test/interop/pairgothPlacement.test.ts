import { describe, expect, it } from 'vitest';
import { exportPairgoth, pairgothExportNotes, parsePairgoth } from '../../src/interop';
import { SWISS_TIEBREAKS } from '../../src/engine/results';
import type { SwissTiebreak } from '../../src/engine/types';
import { lakeside } from './fixture';

function swiss(tiebreaks: readonly SwissTiebreak[] | null) {
  const e = lakeside();
  e.settings.system = 'Swiss';
  e.settings.handicapCorrection = null;
  e.settings.tiebreaks = tiebreaks;
  return e;
}

const placement = (text: string): string[] | undefined =>
  (JSON.parse(text) as { pairing: { placement?: string[] } }).pairing.placement;

/** A Swiss .tour file with the placement given and one player. */
const tour = (list: string[]): string =>
  JSON.stringify({
    name: 'Club night',
    rounds: 3,
    pairing: { type: 'SWISS', placement: list },
    players: [
      { id: 1, name: 'Wu', firstname: 'A', rating: 1550, rank: -5, country: 'NL', club: '' },
    ],
    games: [],
  });

describe('pairgoth placement from Settings › Tiebreaks (formats.md §5)', () => {
  it('a Swiss event writes NBW, then its tiebreaks under pairgoth’s names; the others are named', () => {
    const all = swiss(SWISS_TIEBREAKS);
    expect(placement(exportPairgoth(all))).toEqual([
      'NBW',
      'SOSW',
      'SOSWM1',
      'SODOSW',
      'NBW',
      'CUSSW',
      'DC',
    ]);
    expect(pairgothExportNotes(all)).toContain(
      'Settings › Tiebreaks: Median Buchholz and ARO have no pairgoth placement criterion, so the file leaves them out; it ranks by NBW, SOSW, SOSWM1, SODOSW, NBW, CUSSW, DC.',
    );
    expect(pairgothExportNotes(swiss(['SB'])).join(' ')).not.toMatch(/Tiebreaks/);
  });

  it('McMahon, and a Swiss file of a round robin, leave placement to pairgoth', () => {
    expect(placement(exportPairgoth(lakeside()))).toBe(undefined);
    expect(placement(exportPairgoth(swiss(null)))).toBe(undefined);
  });

  it('round trip: the tiebreaks exported come back as Settings › Tiebreaks', () => {
    for (const tiebreaks of [
      ['Buchholz Cut-1', 'SB'],
      ['Direct encounter', 'Progressive', 'Wins', 'Buchholz'],
    ] as SwissTiebreak[][]) {
      const back = parsePairgoth(exportPairgoth(swiss(tiebreaks)));
      expect(back.settings.tiebreaks).toEqual(tiebreaks);
      expect(back.notCarried).toContain(
        `Placement criteria ${placement(exportPairgoth(swiss(tiebreaks)))!.join(', ')}: Settings › Tiebreaks set to ${tiebreaks.join(', ')}.`,
      );
    }
  });

  it('a criterion without a Pairsheet tiebreak, or a first one other than NBW, keeps the default', () => {
    const sososw = parsePairgoth(tour(['NBW', 'SOSW', 'SOSOSW', 'NONE']));
    expect([sososw.settings.tiebreaks, sososw.notCarried]).toEqual([
      null,
      [
        'Placement criteria NBW, SOSW, SOSOSW: SOSOSW is not a tiebreak Pairsheet has, so Settings › Tiebreaks keeps its default (Buchholz, SB). If the event ranked otherwise, type its tiebreaks there.',
      ],
    ]);
    const sosFirst = parsePairgoth(tour(['SOSW', 'NBW']));
    expect([sosFirst.settings.tiebreaks, sosFirst.notCarried]).toEqual([
      null,
      [
        'Placement criteria SOSW, NBW: Pairsheet ranks a Swiss event by its score (NBW) first, not by SOSW, so Settings › Tiebreaks keeps its default (Buchholz, SB). If the event ranked otherwise, type its tiebreaks there.',
      ],
    ]);
  });
});
