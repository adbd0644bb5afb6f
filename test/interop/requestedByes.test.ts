import { describe, expect, it } from 'vitest';
import {
  exportH9,
  exportOpenGotha,
  openGothaExportNotes,
  pairgothExportNotes,
  parseOpenGotha,
  type ImportedEvent,
} from '../../src/interop';
import { lakeside } from './fixture';

/** The lakeside event (Øster asked to miss round 3) with Requested bye points `points`. */
function event(points: number, system: 'McMahon' | 'Swiss' = 'McMahon'): ImportedEvent {
  const e = lakeside();
  e.settings.requestedByePoints = points;
  e.settings.system = system;
  return e;
}

const absenceValues = (xml: string): string[] => xml.match(/gen(?:MMS|NBW)2Value\w+="\d+"/g) ?? [];

const osterLine = (e: ImportedEvent): string =>
  exportH9(e)
    .text.split('\n')
    .find((line) => line.includes('Oster'))!;

describe('Requested bye points in the OpenGotha file', () => {
  it('writes the McMahon absence value in half points, keeping genNBW2ValueAbsent 0 for pairgoth', () => {
    expect(absenceValues(exportOpenGotha(event(0)))).toEqual([
      'genNBW2ValueAbsent="0"',
      'genNBW2ValueBye="2"',
      'genMMS2ValueAbsent="0"',
      'genMMS2ValueBye="2"',
    ]);
    expect(absenceValues(exportOpenGotha(event(0.5)))).toEqual([
      'genNBW2ValueAbsent="0"',
      'genNBW2ValueBye="2"',
      'genMMS2ValueAbsent="1"',
      'genMMS2ValueBye="2"',
    ]);
    expect(absenceValues(exportOpenGotha(event(1, 'Swiss')))).toEqual([
      'genNBW2ValueAbsent="2"',
      'genNBW2ValueBye="2"',
      'genMMS2ValueAbsent="2"',
      'genMMS2ValueBye="2"',
    ]);
  });

  it('reads it back: the round trip keeps 0, ½ and 1, and the import report does not list it', () => {
    for (const [points, system] of [
      [0, 'McMahon'],
      [0.5, 'McMahon'],
      [1, 'McMahon'],
      [0.5, 'Swiss'],
    ] as const) {
      const back = parseOpenGotha(exportOpenGotha(event(points, system)));
      expect([back.settings.system, back.settings.requestedByePoints]).toEqual([system, points]);
      expect(back.notCarried.filter((n) => n.includes('Absent'))).toEqual([]);
    }
  });

  it("reads OpenGotha's default half point of a McMahon event, and names a value it cannot take", () => {
    const xml = (mms: string) =>
      exportOpenGotha(event(0)).replace('genMMS2ValueAbsent="0"', `genMMS2ValueAbsent="${mms}"`);
    expect(parseOpenGotha(xml('1')).settings.requestedByePoints).toBe(0.5);
    const odd = parseOpenGotha(xml('3'));
    expect(odd.settings.requestedByePoints).toBe(undefined);
    expect(odd.notCarried).toContain(
      'genMMS2ValueAbsent="3" (points for an absence): Pairsheet gives 0, ½ or 1 point (Settings, "Requested bye points"); set to 0.',
    );
  });

  it('says which rounds OpenGotha scores differently, and that pairgoth cannot read a Swiss file with ½', () => {
    const e = event(0.5, 'Swiss');
    // =Smith had the forced bye of round 3 and Øster asked to miss it. Board 1 (O'Brien against
    // de Vries) taken away: O'Brien marked Absent (not asked), de Vries without a row (not
    // named in Byes). OpenGotha gives both ½ there, Pairsheet 0.
    e.rounds[2].games = e.rounds[2].games.filter((g) => g.white !== 1 && g.black !== 1);
    e.rounds[2].byes.push({ player: 1, kind: 'voluntary', absent: true });
    expect(openGothaExportNotes(e).slice(-2)).toEqual([
      "OpenGotha gives the absence value (½ point, Settings › Requested bye points) to every round a player is not there; Pairsheet gives it only to rounds the player asked to miss, so OpenGotha scores these rounds higher: de Vries, Jan (round 3); O'Brien, Séan (round 3).",
      'genNBW2ValueAbsent="1" (Requested bye points ½, in half points) keeps pairgoth from reading this file: to take the event to pairgoth, download the pairgoth file instead.',
    ]);
    expect(openGothaExportNotes(event(0)).some((n) => n.includes('absence'))).toBe(false);
  });
});

describe('Requested bye points in the EGF results table and the pairgoth file', () => {
  it('writes a round the player asked to miss as 0-, 0= or 0+ by the setting', () => {
    expect(osterLine(event(0))).toMatch(/ 0-$/);
    expect(osterLine(event(0.5))).toMatch(/ 0=$/);
    expect(osterLine(event(1))).toMatch(/ 0\+$/);
  });

  it('orders the table by the points, a round asked to miss counting its Requested bye points', () => {
    // Øster: a jigo, a result missing, and round 3 asked to miss: ½ with 0, 1½ with 1, which
    // puts him ahead of Kowalska-Nowak (1).
    const order = (points: number): string[] =>
      exportH9(event(points))
        .text.split('\n')
        .filter((line) => line !== '' && !line.startsWith(';'))
        .map((line) => line.slice(5, 35).trim());
    expect(order(0)).toEqual([
      '=Smith,_Jr Bob',
      'de_Vries Jan',
      'Unknown Unknown',
      'Kowalska-Nowak Ewa',
      'Oster Lars',
      "O'Brien Sean",
    ]);
    expect(order(1)).toEqual([
      '=Smith,_Jr Bob',
      'de_Vries Jan',
      'Unknown Unknown',
      'Oster Lars',
      'Kowalska-Nowak Ewa',
      "O'Brien Sean",
    ]);
  });

  it('writes 0- for a round missed without asking, whatever the setting', () => {
    const absent = event(0.5);
    absent.rounds[2].byes.push({ player: 5, kind: 'voluntary', absent: true });
    expect(osterLine(absent)).toMatch(/ 0-$/);
    const withdrawn = event(1);
    withdrawn.players[5].withdrawn = true;
    expect(osterLine(withdrawn)).toMatch(/ 0-$/);
  });

  it("keeps a late arrival's asked-for rounds before joining when they withdraw later", () => {
    // Øster named rounds 1 and 3, joined in round 2 and withdrew: round 1 (before joining)
    // was asked for, round 3 (after withdrawing) was not. =Smith takes round 1's forced bye.
    const late = event(0.5);
    late.players[5].absent = [1, 3];
    late.players[5].withdrawn = true;
    late.rounds[0].games = late.rounds[0].games.filter((g) => g.white !== 5);
    late.rounds[0].byes.push({ player: 4, kind: 'forced' });
    expect(osterLine(late)).toMatch(/ 0= +\S+ +0-$/);
  });

  it('pairgoth: says the file has no place for the points', () => {
    expect(pairgothExportNotes(event(0.5))).toContain(
      "Settings: Requested bye points is ½, and the pairgoth file has no place for it: pairgoth scores the rounds a player sits out (skip) by its own rule, so its scores and standings may differ from Pairsheet's.",
    );
    expect(pairgothExportNotes(event(0)).some((n) => n.includes('Requested'))).toBe(false);
  });
});
