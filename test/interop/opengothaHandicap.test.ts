import { describe, expect, it } from 'vitest';
import { exportOpenGotha, parseOpenGotha, type ImportedEvent } from '../../src/interop';
import { lakeside } from './fixture';

const parameterLines = (xml: string): string[] =>
  xml.split('\n').filter((l) => /<HandicapParameterSet|<PlacementCriterion /.test(l));

function event(system: 'McMahon' | 'Swiss', correction: number | null): ImportedEvent {
  const e = lakeside();
  e.settings.system = system;
  e.settings.handicapCorrection = correction;
  // Even games only, so the games agree with the setting.
  if (correction === null) for (const r of e.rounds) for (const g of r.games) g.handicap = 0;
  return e;
}

/** A file with only the parameter sets under test. */
const withHandicap = (
  attributes: string,
  criterion = 'MMS',
): string => `<Tournament dataVersion="201">
<Players/>
<TournamentParameterSet>
<GeneralParameterSet name="Even" numberOfRounds="3" genMMFloor="20K" genMMBar="4D"/>
<HandicapParameterSet ${attributes}/>
<PlacementParameterSet><PlacementCriteria><PlacementCriterion number="1" name="${criterion}"/></PlacementCriteria></PlacementParameterSet>
<PairingParameterSet/>
</TournamentParameterSet>
</Tournament>`;

describe('OpenGotha handicap parameters (formats.md §4)', () => {
  it('McMahon without handicaps: ceiling 9 so pairgoth reads McMahon, every rank capped at 30K so every game is even', () => {
    const xml = exportOpenGotha(event('McMahon', null));
    expect(parameterLines(xml)).toEqual([
      '<HandicapParameterSet hdBasedOnMMS="false" hdNoHdRankThreshold="30K" hdCorrection="0" hdCeiling="9"/>',
      '<PlacementCriterion number="1" name="MMS"/><PlacementCriterion number="2" name="SOSM"/>',
    ]);
    const back = parseOpenGotha(xml);
    expect(back.settings).toMatchObject({ system: 'McMahon', handicapCorrection: null });
    expect(back.notCarried).toEqual([
      'Time system SUDDENDEATH (basic time 45 min): Pairsheet keeps the basic time only (Settings, "Basic time (minutes)").',
      'Placement criteria MMS, SOSM: Pairsheet uses its own tiebreaks.',
    ]);
  });

  it('McMahon with handicaps keeps threshold 9D; Swiss is even by ceiling 0 and threshold 30K', () => {
    expect(parameterLines(exportOpenGotha(event('McMahon', 1)))[0]).toBe(
      '<HandicapParameterSet hdBasedOnMMS="false" hdNoHdRankThreshold="9D" hdCorrection="1" hdCeiling="9"/>',
    );
    expect(parameterLines(exportOpenGotha(event('Swiss', null)))).toEqual([
      '<HandicapParameterSet hdBasedOnMMS="false" hdNoHdRankThreshold="30K" hdCorrection="0" hdCeiling="0"/>',
      '<PlacementCriterion number="1" name="NBW"/><PlacementCriterion number="2" name="SOSW"/>',
    ]);
    const back = parseOpenGotha(exportOpenGotha(event('McMahon', 2)));
    expect(back.settings).toMatchObject({ system: 'McMahon', handicapCorrection: 2 });
  });

  it('reads a threshold of 30K as no handicap, whatever the ceiling and correction', () => {
    for (const attributes of [
      'hdNoHdRankThreshold="30K" hdCorrection="1" hdCeiling="9"',
      'hdNoHdRankThreshold="30k" hdCeiling="4"',
      'hdNoHdRankThreshold="1D" hdCorrection="1" hdCeiling="0"',
    ]) {
      const e = parseOpenGotha(withHandicap(attributes));
      expect([e.settings.system, e.settings.handicapCorrection, e.notCarried], attributes).toEqual([
        'McMahon',
        null,
        [],
      ]);
    }
  });

  it('a threshold and a ceiling that limit handicaps are named in the report', () => {
    const e = parseOpenGotha(
      withHandicap('hdNoHdRankThreshold="1D" hdCorrection="2" hdCeiling="5"'),
    );
    expect(e.settings.handicapCorrection).toBe(2);
    expect(e.notCarried).toEqual([
      'Handicap ceiling 5: Pairsheet caps handicaps at 9 stones.',
      'No handicap at and above 1D: Pairsheet\'s nearest setting is "Top band always even".',
      'Handicaps by McMahon score difference (hdBasedOnMMS): Pairsheet gives handicaps by the difference in rank.',
    ]);
  });

  it('handicaps by rank (hdBasedOnMMS false), as Pairsheet gives them, need no note', () => {
    const e = parseOpenGotha(
      withHandicap('hdBasedOnMMS="false" hdNoHdRankThreshold="9D" hdCorrection="1" hdCeiling="9"'),
    );
    expect([e.settings.handicapCorrection, e.notCarried]).toEqual([1, []]);
  });

  it('a threshold that is not a rank is refused naming the line', () => {
    expect(() => parseOpenGotha(withHandicap('hdNoHdRankThreshold="none" hdCeiling="9"'))).toThrow(
      'OpenGotha file, line 5, <HandicapParameterSet>: hdNoHdRankThreshold="none" is not a rank like 5K or 2D.',
    );
  });
});
