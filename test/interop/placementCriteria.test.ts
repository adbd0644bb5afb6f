import { describe, expect, it } from 'vitest';
import {
  exportOpenGotha,
  openGothaExportNotes,
  parseOpenGotha,
  type ImportedEvent,
} from '../../src/interop';
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

  it('McMahon keeps MMS and SOSM; a Swiss file without Tiebreaks NBW and SOSW', () => {
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

  it('a round robin (written as Swiss) ranks by NBW, SODOSW and DC, and the notes say why', () => {
    const roundRobin = swiss(null);
    roundRobin.settings.roundRobin = true;
    expect(criteriaLines(exportOpenGotha(roundRobin))).toEqual([
      '<PlacementCriterion number="1" name="NBW"/><PlacementCriterion number="2" name="SODOSW"/><PlacementCriterion number="3" name="DC"/>',
    ]);
    expect(openGothaExportNotes(roundRobin)).toEqual([
      'Round robin: the file ranks as the standings do, by NBW (score), SODOSW (SODOS) and DC (face to face). OpenGotha has no criterion for the drawing of lots that settles the ties left (the Lot column), and its DC also orders tied players who did not all play each other, which Pairsheet leaves to the lot.',
    ]);
    // Read back, the file is a Swiss event ranked by SB, then direct encounter.
    expect(parseOpenGotha(exportOpenGotha(roundRobin)).settings.tiebreaks).toEqual([
      'SB',
      'Direct encounter',
    ]);
  });
});

/** A Swiss file with only its placement criteria. */
const withCriteria = (criteria: string): string => `<Tournament dataVersion="201">
<Players/>
<TournamentParameterSet>
<GeneralParameterSet name="Club Swiss" numberOfRounds="3"/>
<HandicapParameterSet hdNoHdRankThreshold="30K" hdCorrection="0" hdCeiling="0"/>
<PlacementParameterSet><PlacementCriteria>${criteria}</PlacementCriteria></PlacementParameterSet>
<PairingParameterSet/>
</TournamentParameterSet>
</Tournament>`;

describe('OpenGotha placement criteria to Settings › Tiebreaks', () => {
  it('a Swiss file whose criteria are all tiebreaks sets them, in the order of their numbers', () => {
    // As OpenGotha writes them (SOSW-1, NULL for the empty places), numbers out of order.
    const e = parseOpenGotha(
      withCriteria(
        '<PlacementCriterion number="1" name="NBW"/><PlacementCriterion number="3" name="SOSW-1"/><PlacementCriterion number="2" name="SODOSW"/><PlacementCriterion number="4" name="DC"/><PlacementCriterion number="5" name="NULL"/><PlacementCriterion number="6" name="NULL"/>',
      ),
    );
    expect([e.settings.system, e.settings.tiebreaks, e.notCarried]).toEqual([
      'Swiss',
      ['SB', 'Buchholz Cut-1', 'Direct encounter'],
      [
        'Placement criteria NBW, SODOSW, SOSW-1, DC: Settings › Tiebreaks set to SB, Buchholz Cut-1, Direct encounter.',
      ],
    ]);
    // pairgoth's spelling of SOS less the lowest, and Wins after the score.
    const pg = parseOpenGotha(
      withCriteria(
        '<PlacementCriterion number="1" name="NBW"/><PlacementCriterion number="2" name="SOSWM1"/><PlacementCriterion number="3" name="NBW"/><PlacementCriterion number="4" name="CUSSW"/>',
      ),
    );
    expect(pg.settings.tiebreaks).toEqual(['Buchholz Cut-1', 'Wins', 'Progressive']);
  });

  it('any criterion Pairsheet has no tiebreak for keeps the default, and the report names it', () => {
    const e = parseOpenGotha(
      withCriteria(
        '<PlacementCriterion number="1" name="NBW"/><PlacementCriterion number="2" name="SOSW"/><PlacementCriterion number="3" name="SOSOSW"/><PlacementCriterion number="4" name="SOSW-2"/>',
      ),
    );
    expect([e.settings.tiebreaks, e.notCarried]).toEqual([
      null,
      [
        'Placement criteria NBW, SOSW, SOSOSW, SOSW-2: SOSOSW and SOSW-2 are not tiebreaks Pairsheet has, so Settings › Tiebreaks keeps its default (Buchholz, SB). If the event ranked otherwise, type its tiebreaks there.',
      ],
    ]);
  });

  it('round trip: the tiebreaks exported come back as Settings › Tiebreaks', () => {
    for (const tiebreaks of [
      ['Buchholz', 'SB'],
      ['Progressive', 'Direct encounter', 'Wins', 'SB', 'Buchholz'],
    ] as SwissTiebreak[][]) {
      expect(parseOpenGotha(exportOpenGotha(swiss(tiebreaks))).settings.tiebreaks).toEqual(
        tiebreaks,
      );
    }
    // Those without a criterion are not in the file.
    expect(parseOpenGotha(exportOpenGotha(swiss(SWISS_TIEBREAKS))).settings.tiebreaks).toEqual([
      'Buchholz',
      'SB',
      'Wins',
      'Progressive',
      'Direct encounter',
    ]);
  });
});
