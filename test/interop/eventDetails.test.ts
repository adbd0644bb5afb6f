/**
 * Start date, End date and Basic time as the result files need them: real dates written
 * yyyy-mm-dd (formats.md §3, §4), a refusal naming the cell for anything unreadable, and what
 * each file does when one is blank.
 */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/engine/errors';
import {
  exportAgaResults,
  exportH9,
  exportOpenGotha,
  openGothaExportNotes,
} from '../../src/interop';
import { basicMinutes, eventDate, eventDates, importedDates } from '../../src/interop/eventDetails';
import { lakeside } from './fixture';

const WHERE = 'Settings!B33 (Start date)';

const refusal = (f: () => unknown): string => {
  try {
    f();
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  throw new Error('no refusal');
};

describe('eventDate', () => {
  it('reads ISO text, month names, dotted and unambiguous slashed dates, and serial numbers', () => {
    const read = [
      '2025-04-05',
      '2025/4/5',
      '5 April 2025',
      '5th Apr. 2025',
      'April 5, 2025',
      'Sept 30 2025',
      '5.4.2025',
      '25/4/2025',
      '4/25/2025',
      '5/5/2025',
      '',
      '  ',
      45752,
      45752.75,
    ].map((v) => eventDate(v, WHERE));
    expect(read).toEqual([
      '2025-04-05',
      '2025-04-05',
      '2025-04-05',
      '2025-04-05',
      '2025-04-05',
      '2025-09-30',
      '2025-04-05',
      '2025-04-25',
      '2025-04-25',
      '2025-05-05',
      '',
      '',
      '2025-04-05',
      '2025-04-05',
    ]);
  });

  it('refuses what is not a date, naming the cell', () => {
    expect(
      ['5 Aprl 2025', '31 June 2025', '2025-13-01', '6/4/25', 'soon', 12].map((v) =>
        refusal(() => eventDate(v, WHERE)),
      ),
    ).toEqual([
      'Settings!B33 (Start date): "5 Aprl 2025" is not a date. Type a date, or text such as 2025-04-05.',
      'Settings!B33 (Start date): "31 June 2025" is not a date. Type a date, or text such as 2025-04-05.',
      'Settings!B33 (Start date): "2025-13-01" is not a date. Type a date, or text such as 2025-04-05.',
      'Settings!B33 (Start date): "6/4/25" is not a date. Type a date, or text such as 2025-04-05.',
      'Settings!B33 (Start date): "soon" is not a date. Type a date, or text such as 2025-04-05.',
      'Settings!B33 (Start date): 12 is a number, not a date. Type a date, or text such as 2025-04-05.',
    ]);
  });

  it('reads text with a start time as its day, as a date cell with a time is read', () => {
    const read = [
      '2026-05-02 9:30',
      '2026-05-02 09:30:15',
      '2026-05-02T09:30',
      '2 May 2026 14:00',
      'May 2, 2026, 9:30 AM',
      '4/25/2026 12:00 pm',
      '2.5.2026 0:00',
    ].map((v) => eventDate(v, WHERE));
    expect(read).toEqual([
      '2026-05-02',
      '2026-05-02',
      '2026-05-02',
      '2026-05-02',
      '2026-05-02',
      '2026-04-25',
      '2026-05-02',
    ]);
  });

  it('reads text with a start time and a time zone as the day written, wherever the zone', () => {
    const read = [
      '2026-05-02T09:30:00Z',
      '2026-05-02T23:30:00.000+02:00',
      '2026-05-02T00:30:00-0500',
      '2026-05-02 9:30 UTC',
      '2026-05-02 9:30 GMT+9',
      '2 May 2026 14:00 −03:00',
    ].map((v) => eventDate(v, WHERE));
    expect(read).toEqual(Array(6).fill('2026-05-02'));
    expect(refusal(() => eventDate('2026-05-02T09:30:00Q', WHERE))).toBe(
      'Settings!B33 (Start date): "2026-05-02T09:30:00Q" is not a date. Type a date, or text such as 2025-04-05.',
    );
    expect(refusal(() => eventDate('2026-05-02T24:30:00Z', WHERE))).toBe(
      'Settings!B33 (Start date): "2026-05-02T24:30:00Z": 24:30:00Z is not a time of day. Type the day alone (2026-05-02), or a time from 0:00 to 23:59.',
    );
  });

  it('refuses a start time that is no time of day (saying so), or a date that is no date, naming the cell', () => {
    expect(
      [
        '2026-05-02 25:00',
        '2026-05-02 9:60',
        '2026-05-02 13:00 PM',
        '2026-13-02 9:30',
        '6/4/2026 9:30',
      ].map((v) => refusal(() => eventDate(v, WHERE))),
    ).toEqual([
      'Settings!B33 (Start date): "2026-05-02 25:00": 25:00 is not a time of day. Type the day alone (2026-05-02), or a time from 0:00 to 23:59.',
      'Settings!B33 (Start date): "2026-05-02 9:60": 9:60 is not a time of day. Type the day alone (2026-05-02), or a time from 0:00 to 23:59.',
      'Settings!B33 (Start date): "2026-05-02 13:00 PM": 13:00 PM is not a time of day. Type the day alone (2026-05-02), or a time from 0:00 to 23:59.',
      'Settings!B33 (Start date): "2026-13-02 9:30" is not a date. Type a date, or text such as 2025-04-05.',
      'Settings!B33 (Start date): "6/4/2026 9:30" could be 6 April or June 4. Type it as 2026-04-06 or 2026-06-04.',
    ]);
  });

  it('reads a time with AM stuck to it, fractions of a second, and a.m. dotted', () => {
    expect(
      ['2026-05-02 9:30AM', '2026-05-02 9:30:15.250', '2026-05-02 12:30 a.m.'].map((v) =>
        eventDate(v, WHERE),
      ),
    ).toEqual(['2026-05-02', '2026-05-02', '2026-05-02']);
  });

  it('refuses hours from 24, 0 before AM, and 60 seconds, naming the time alone', () => {
    const no = (text: string, time: string, day = '2026-05-02'): string =>
      `Settings!B33 (Start date): "${text}": ${time} is not a time of day. Type the day alone (${day}), or a time from 0:00 to 23:59.`;
    expect(
      [
        '2026-05-02 24:00',
        '2026-05-02 0:30 AM',
        '2026-05-02 9:30:60',
        '2026-05-02T25:00',
        '2 May 2026, 25:00',
      ].map((v) => refusal(() => eventDate(v, WHERE))),
    ).toEqual([
      no('2026-05-02 24:00', '24:00'),
      no('2026-05-02 0:30 AM', '0:30 AM'),
      no('2026-05-02 9:30:60', '9:30:60'),
      no('2026-05-02T25:00', '25:00'),
      no('2 May 2026, 25:00', '25:00', '2 May 2026'),
    ]);
  });

  it('reads years from 1950 to 2199, and refuses a year outside them as no date', () => {
    expect(['1950-01-01', '2199-12-31'].map((v) => eventDate(v, WHERE))).toEqual([
      '1950-01-01',
      '2199-12-31',
    ]);
    expect(['1949-12-31', '2200-01-01'].map((v) => refusal(() => eventDate(v, WHERE)))).toEqual([
      'Settings!B33 (Start date): "1949-12-31" is not a date. Type a date, or text such as 2025-04-05.',
      'Settings!B33 (Start date): "2200-01-01" is not a date. Type a date, or text such as 2025-04-05.',
    ]);
  });

  it('refuses a day and month that could be either way round', () => {
    expect(refusal(() => eventDate('6/4/2025', WHERE))).toBe(
      'Settings!B33 (Start date): "6/4/2025" could be 6 April or June 4. Type it as 2025-04-06 or 2025-06-04.',
    );
  });

  it('refuses an end before the start, naming the end cell', () => {
    expect(
      refusal(() =>
        eventDates(
          { value: '2025-04-05', where: WHERE },
          { value: '4 April 2025', where: 'Settings!B34 (End date)' },
        ),
      ),
    ).toBe('Settings!B34 (End date): 2025-04-04 is before the start date 2025-04-05.');
  });

  it('reads the basic time as minutes, blank as 0', () => {
    const where = 'Settings!B35 (Basic time (minutes))';
    expect([basicMinutes(60, where), basicMinutes(' 45 ', where), basicMinutes('', where)]).toEqual(
      [60, 45, 0],
    );
    expect(refusal(() => basicMinutes('one hour', where))).toBe(
      'Settings!B35 (Basic time (minutes)): "one hour" is not a number of minutes, such as 60.',
    );
  });

  it('refuses a negative basic time', () => {
    const where = 'Settings!B35 (Basic time (minutes))';
    expect(refusal(() => basicMinutes('-30', where))).toBe(
      'Settings!B35 (Basic time (minutes)): "-30" is not a number of minutes, such as 60.',
    );
  });

  it('an imported one-day event keeps its end date; an end before the start is left blank', () => {
    const notes: string[] = [];
    const start = { value: '2025-04-05', where: 'OpenGotha file, beginDate' };
    const sameDay = { value: '2025-04-05', where: 'OpenGotha file, endDate' };
    expect(importedDates(start, sameDay, notes)).toEqual({
      beginDate: '2025-04-05',
      endDate: '2025-04-05',
    });
    expect(notes).toEqual([]);
    const before = { value: '2025-04-04', where: 'OpenGotha file, endDate' };
    expect(importedDates(start, before, notes)).toEqual({ beginDate: '2025-04-05', endDate: '' });
    expect(notes).toEqual([
      'OpenGotha file, endDate: 2025-04-04 is before the start date 2025-04-05. End date is left blank on Settings; type it there.',
    ]);
  });
});

describe('blank dates and basic time in the files', () => {
  it('both dates blank: no dates at all, and the notes say so', () => {
    const event = lakeside();
    event.settings.beginDate = '';
    event.settings.endDate = '';
    event.settings.basicMinutes = 0;
    const aga = exportAgaResults(event, { temporaryIds: true });
    expect(aga.text.split('\n').slice(0, 3)).toEqual([
      'TOURNEY Lakeside Spring Open, Madison, WI',
      '\trules=AGA',
      'PLAYERS',
    ]);
    expect(aga.notes).toContain(
      'Settings: Start date and End date are blank, so the file has no start= and finish= lines; the rating office needs them.',
    );
    const h9 = exportH9(event);
    expect(h9.text.split('\n').slice(0, 6)).toEqual([
      '; EV[Lakeside Spring Open]',
      '; PC[,Madison]',
      '; HA[h1]',
      '; KM[7]',
      ';',
      '; Pl Name                           Rk Co Club',
    ]);
    expect(h9.notes.slice(1, 3)).toEqual([
      'Settings: Basic time (minutes) is blank, so the file has no CL (class) and TM (time) lines; the EGD needs them to rate the event.',
      'Settings: Start date and End date are blank, so the file has no DT line; the rating office needs them.',
    ]);
    expect(exportOpenGotha(event)).toMatch(/ director="" numberOfRounds="3" /);
    expect(openGothaExportNotes(event)).toEqual([
      'Settings: Start date and End date are blank, so the file has no beginDate and endDate; the rating office needs them.',
      'Settings: Basic time (minutes) is blank, so basicTime is written as 0.',
    ]);
  });

  it('one date blank: the other is the first and the last day, and the notes say so', () => {
    const event = lakeside();
    event.settings.endDate = '';
    const aga = exportAgaResults(event, { temporaryIds: true });
    expect(aga.text.split('\n').slice(0, 3)).toEqual([
      'TOURNEY Lakeside Spring Open, Madison, WI, 4/5/2025',
      '\tstart=4/5/2025',
      '\tfinish=4/5/2025',
    ]);
    expect(aga.notes).toContain(
      'Settings: End date is blank, so 2025-04-05 is written as both the first and the last day (start= and finish= lines).',
    );
    event.settings.beginDate = '';
    event.settings.endDate = '2025-04-06';
    expect(exportH9(event).text.split('\n')[3]).toBe('; DT[2025-04-06,2025-04-06]');
  });
});
