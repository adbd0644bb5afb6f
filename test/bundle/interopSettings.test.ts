/**
 * Import event… and Export results… keep the event's settings as the other programs read
 * them: the system and handicap through OpenGotha (formats.md §4), and the rounds of a file
 * without its parameter set.
 */
import { describe, expect, it } from 'vitest';
import { exportOpenGotha, type ImportedEvent } from '../../src/interop';
import { lakeside } from '../interop/fixture';
import { newEvent, type Event, dialogCall, type DialogAnswer } from '../support/event';

const importFile = (event: Event, fileName: string, text: string): DialogAnswer =>
  dialogCall(event, 'importEventFile', { fileName, text });

const setting = (event: Event, name: string): unknown =>
  event.values('Settings').find((r) => r[0] === name)?.[1];

/** Lakeside as a McMahon event without handicaps: every game even. */
function evenMcMahon(): ImportedEvent {
  const e = lakeside();
  e.settings.handicapCorrection = null;
  for (const r of e.rounds)
    for (const g of r.games) Object.assign(g, { handicap: 0, komi: e.settings.komi });
  return e;
}

describe('OpenGotha: McMahon with Handicap None', () => {
  it('is exported with every game even and comes back McMahon, Handicap None', () => {
    const event = newEvent();
    expect(importFile(event, 'even.xml', exportOpenGotha(evenMcMahon())).ok).toBe(true);
    expect([setting(event, 'Pairing system'), setting(event, 'Handicap')]).toEqual([
      'McMahon',
      'None',
    ]);
    event.click('Build bands');
    const answer = dialogCall(event, 'exportEventFile', { format: 'opengotha' });
    expect(answer.text!.split('\n').filter((l) => l.includes('HandicapParameterSet'))).toEqual([
      '<HandicapParameterSet hdBasedOnMMS="false" hdNoHdRankThreshold="30K" hdCorrection="0" hdCeiling="9"/>',
    ]);
    const again = newEvent();
    expect(importFile(again, 'back.xml', answer.text!).ok).toBe(true);
    expect([setting(again, 'Pairing system'), setting(again, 'Handicap')]).toEqual([
      'McMahon',
      'None',
    ]);
  });
});

describe('OpenGotha: a file without <TournamentParameterSet>', () => {
  it('imports every round, Rounds from the last one, and says so in the Import report', () => {
    const xml = exportOpenGotha(lakeside()).replace(
      /<TournamentParameterSet>[^]*<\/TournamentParameterSet>\n/,
      '',
    );
    const event = newEvent();
    expect(importFile(event, 'bare.xml', xml)).toEqual({
      ok: true,
      message:
        'Imported 6 players and 3 rounds from the OpenGotha file. 3 notes on the "Import report" tab.',
    });
    expect(setting(event, 'Rounds')).toBe(3);
    expect(event.values('Import report')[1][0]).toBe(
      'The file has no <TournamentParameterSet>: Rounds is 3, the last round with a game or a bye; the name, dates, bar and floor are blank, komi is 7.5, and the system and handicap are McMahon and None.',
    );
  });
});

describe('OpenGotha: a Swiss event with a handicap setting', () => {
  it('is written without handicaps, and the notes under the download say so', () => {
    const event = newEvent();
    importFile(event, 'l.xml', exportOpenGotha(lakeside()));
    event.setSetting('Pairing system', 'Swiss');
    event.setSetting('Handicap', 'Full');
    const answer = dialogCall(event, 'exportEventFile', { format: 'opengotha' });
    expect(answer.text!.split('\n').filter((l) => l.includes('HandicapParameterSet'))).toEqual([
      '<HandicapParameterSet hdBasedOnMMS="false" hdNoHdRankThreshold="30K" hdCorrection="0" hdCeiling="0"/>',
    ]);
    expect(answer.notes).toEqual([
      'Results are missing, so those games have no result in the file: Round 2: board 2 (F6).',
      'A Swiss event is written without handicaps (hdCeiling 0, as pairgoth reads it), so Handicap Full is not in the file; the games keep their stones.',
    ]);
  });
});

describe('OpenGotha: the points for an absence', () => {
  it("carries OpenGotha's half point into Requested bye points and back, and the report leaves it out", () => {
    const score = (points: number): unknown => {
      const e = lakeside();
      e.settings.requestedByePoints = points;
      const xml = exportOpenGotha(e);
      expect(xml).toContain(`genMMS2ValueAbsent="${2 * points}"`);
      const event = newEvent();
      expect(importFile(event, 'absence.xml', xml).ok).toBe(true);
      expect(setting(event, 'Requested bye points')).toBe(points === 0.5 ? '½' : points);
      expect(event.values('Import report').flat().join('\n')).not.toMatch(
        /Absent|Requested bye points/,
      );
      // Øster was out of round 3 (participating 0): a Voluntary bye row.
      expect(event.values('Round 3').filter((r) => r[0] === 'Bye')).toEqual([
        ['Bye', '=Smith, Jr, Bob', '', '', '', 'Forced bye', ''],
        ['Bye', 'Øster, Lars', '', '', '', 'Voluntary bye', 'Imported: not paired'],
      ]);
      event.click('Update standings');
      const rows = event.values('Standings');
      const oster = rows.find((r) => r[1] === 'Øster, Lars')!;
      const answer = dialogCall(event, 'exportEventFile', { format: 'opengotha' });
      expect(answer.text!).toContain(
        `genNBW2ValueAbsent="0" genNBW2ValueBye="2" genMMS2ValueAbsent="${2 * points}"`,
      );
      return oster[rows[0].indexOf('Score')];
    };
    // Initial score −3 (band 5k), a jigo in round 1, no result in round 2, the bye of round 3.
    expect(score(0)).toBe(-2.5);
    expect(score(0.5)).toBe(-2);
  });

  it('writes Absent for a player the file neither pairs nor marks out, who scores no bye points', () => {
    const e = lakeside();
    e.settings.requestedByePoints = 0.5;
    // Øster's round 3 marked as participating, though the file pairs him in no game.
    const xml = exportOpenGotha(e).replace(
      /(<Player name="Øster"[^>]*participating="\d\d)0/,
      (_, before: string) => `${before}1`,
    );
    expect(xml).not.toBe(exportOpenGotha(e));
    const event = newEvent();
    expect(importFile(event, 'unmarked.xml', xml).ok).toBe(true);
    expect(event.values('Round 3').filter((r) => r[1] === 'Øster, Lars')).toEqual([
      ['Bye', 'Øster, Lars', '', '', '', 'Absent', 'Imported: not paired'],
    ]);
    expect(event.values('Import report').flat()).toContain(
      'Round 3: Øster, Lars was not paired though not marked absent; written as Absent (no points).',
    );
    event.click('Update standings');
    const rows = event.values('Standings');
    // As with 0 points above: the round was not asked for.
    expect(rows.find((r) => r[1] === 'Øster, Lars')![rows[0].indexOf('Score')]).toBe(-2.5);
  });
});
