import { describe, expect, it } from 'vitest';
import { exportOpenGotha, openGothaExportNotes, type ImportedEvent } from '../../src/interop';
import { SWISS_TIEBREAKS } from '../../src/engine/results';
import type { SwissTiebreak } from '../../src/engine/types';
import { lakeside } from './fixture';

const criteriaLines = (xml: string): string[] =>
  xml.split('\n').filter((l) => l.includes('<PlacementCriterion '));

function swiss(tiebreaks: readonly SwissTiebreak[] | null): ImportedEvent {
  const e = lakeside();
  e.settings.system = 'Swiss';
  e.settings.handicapCorrection = null;
  e.settings.tiebreaks = tiebreaks;
  return e;
}

describe('OpenGotha placement criteria from Settings › Tiebreaks', () => {
  it('writes the score, then each tiebreak both OpenGotha and pairgoth read, in order', () => {
    expect(
      criteriaLines(exportOpenGotha(swiss(['Progressive', 'SB', 'Direct encounter']))),
    ).toEqual([
      '<PlacementCriterion number="1" name="NBW"/><PlacementCriterion number="2" name="CUSSW"/><PlacementCriterion number="3" name="SODOSW"/><PlacementCriterion number="4" name="DC"/>',
    ]);
    expect(openGothaExportNotes(swiss(['Progressive', 'SB', 'Direct encounter']))).toEqual([]);
  });

  it('leaves out the tiebreaks without such a criterion and names them; 6 criteria at most', () => {
    const all = swiss(SWISS_TIEBREAKS);
    expect(criteriaLines(exportOpenGotha(all))).toEqual([
      '<PlacementCriterion number="1" name="NBW"/><PlacementCriterion number="2" name="SOSW"/><PlacementCriterion number="3" name="SODOSW"/><PlacementCriterion number="4" name="NBW"/><PlacementCriterion number="5" name="CUSSW"/><PlacementCriterion number="6" name="DC"/>',
    ]);
    expect(openGothaExportNotes(all)).toEqual([
      'Settings › Tiebreaks: Buchholz Cut-1, Median Buchholz and ARO have no placement criterion that both OpenGotha and pairgoth read, so the file leaves them out; it ranks by NBW, SOSW, SODOSW, NBW, CUSSW, DC.',
    ]);
    expect(openGothaExportNotes(swiss(['ARO', 'Buchholz']))).toEqual([
      'Settings › Tiebreaks: ARO has no placement criterion that both OpenGotha and pairgoth read, so the file leaves it out; it ranks by NBW, SOSW.',
    ]);
  });

  it('McMahon keeps MMS and SOSM; a Swiss file of a round robin (no Tiebreaks) NBW and SOSW', () => {
    const mcMahon = lakeside();
    mcMahon.settings.tiebreaks = ['SB'];
    expect(criteriaLines(exportOpenGotha(mcMahon))).toEqual([
      '<PlacementCriterion number="1" name="MMS"/><PlacementCriterion number="2" name="SOSM"/>',
    ]);
    expect(openGothaExportNotes(mcMahon)).toEqual([]);
    expect(criteriaLines(exportOpenGotha(swiss(null)))).toEqual([
      '<PlacementCriterion number="1" name="NBW"/><PlacementCriterion number="2" name="SOSW"/>',
    ]);
    expect(openGothaExportNotes(swiss(null))).toEqual([]);
  });
});
