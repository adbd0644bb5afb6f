import { describe, expect, it } from 'vitest';
import { exportPairgoth, openGothaExportNotes, pairgothExportNotes } from '../../src/interop';
import { lakeside } from './fixture';

describe('Notes under an OpenGotha or pairgoth download', () => {
  it('OpenGotha: a Swiss event with a handicap setting is written without one', () => {
    const swiss = lakeside();
    swiss.settings.system = 'Swiss';
    expect(openGothaExportNotes(swiss)).toEqual([
      'A Swiss event is written without handicaps (hdCeiling 0, as pairgoth reads it), so Handicap Minus 1 is not in the file; the games keep their stones.',
    ]);
    swiss.settings.handicapCorrection = 0;
    expect(openGothaExportNotes(swiss)).toEqual([
      'A Swiss event is written without handicaps (hdCeiling 0, as pairgoth reads it), so Handicap Full is not in the file; the games keep their stones.',
    ]);
    swiss.settings.handicapCorrection = null;
    expect(openGothaExportNotes(swiss)).toEqual([]);
    // A Swiss file has no McMahon correction, so an initial score that is not whole is no loss.
    swiss.players[0].initialScore = 1.5;
    expect(openGothaExportNotes(swiss)).toEqual([]);
    expect(pairgothExportNotes(swiss)).toEqual([
      'pairgoth has no forfeit flag: the forfeit win of round 2, board 1 was written as played.',
    ]);
    expect(openGothaExportNotes(lakeside())).toEqual([]);
  });

  it('pairgoth: every forfeit win, written as played', () => {
    const event = lakeside();
    event.rounds[2].games[1].result.forfeit = true;
    // A double forfeit is pairgoth's "both lose": nothing is lost.
    event.rounds[0].games[0].result = { outcome: 'both lose', forfeit: true };
    expect(pairgothExportNotes(event)).toEqual([
      'pairgoth has no forfeit flag: the forfeit wins of round 2, board 1; round 3, board 2 were written as played.',
    ]);
  });

  it('pairgoth: a blank date takes the other day, and blank dates or time are named', () => {
    const event = lakeside();
    event.settings.beginDate = '';
    event.settings.endDate = '2026-05-03';
    const tour = JSON.parse(exportPairgoth(event)) as Record<string, unknown>;
    expect([tour.startDate, tour.endDate]).toEqual(['2026-05-03', '2026-05-03']);
    expect(pairgothExportNotes(event)).toEqual([
      'Settings: Start date is blank, so 2026-05-03 is written as both the first and the last day (startDate and endDate).',
      'pairgoth has no forfeit flag: the forfeit win of round 2, board 1 was written as played.',
    ]);
    event.settings.endDate = '';
    event.settings.basicMinutes = 0;
    expect(pairgothExportNotes(event)).toEqual([
      'Settings: Start date and End date are blank, so the file has no startDate and endDate; the rating office needs them.',
      'Settings: Basic time (minutes) is blank, so mainTime is written as 0.',
      'pairgoth has no forfeit flag: the forfeit win of round 2, board 1 was written as played.',
    ]);
  });

  it('OpenGotha and pairgoth: the Players columns they have no place for, with how many players', () => {
    const event = lakeside();
    expect(openGothaExportNotes(event)).toEqual([]);
    const [jan, sean, ewa, ming, bob] = event.players;
    Object.assign(jan, { byeVolunteer: true, city: 'Utrecht', state: '', family: 'de Vries' });
    Object.assign(sean, { byeVolunteer: true, city: 'Dublin', family: ' ' });
    Object.assign(ewa, { byeVolunteer: false, city: 'Warsaw', state: 'Mazovia' });
    Object.assign(ming, { city: 'Beijing', family: 'Li' });
    Object.assign(bob, { city: 'Boston', family: 'Smith', division: 'Kyu' });
    Object.assign(ming, { division: ' ' });
    const note =
      'has no place for Bye volunteer (2 players), City (5), State (1), Family (3) or Division (1); they are not in the file.';
    expect(openGothaExportNotes(event)).toEqual([`OpenGotha ${note}`]);
    expect(pairgothExportNotes(event)).toEqual([
      'pairgoth has no forfeit flag: the forfeit win of round 2, board 1 was written as played.',
      `pairgoth ${note}`,
    ]);
    // One column, one player.
    const one = lakeside();
    one.players[2].city = 'Warsaw';
    expect(openGothaExportNotes(one)).toEqual([
      'OpenGotha has no place for City (1 player); it is not in the file.',
    ]);
  });
});
