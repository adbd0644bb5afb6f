/**
 * Import event… brings the event's days into Settings as yyyy-mm-dd, the way the result files
 * need them; a date the file gets wrong is left blank with a note naming where the file has it,
 * and the rest of the file still comes in.
 */
import { describe, expect, it } from 'vitest';
import { exportOpenGotha, exportPairgoth } from '../../src/interop';
import { lakeside } from '../interop/fixture';
import { dialogCall, newEvent, type Event } from '../support/event';

const setting = (event: Event, name: string): unknown =>
  event.values('Settings').find((r) => r[0] === name)?.[1];

const dates = (event: Event): unknown[] => [
  setting(event, 'Start date'),
  setting(event, 'End date'),
];

/** The Import report's notes about the event's days. */
const dateNotes = (event: Event): unknown[] =>
  event
    .values('Import report')
    .map((r) => r[0])
    .filter((n) => /Date"?:/.test(String(n)));

function imported(fileName: string, text: string): Event {
  const event = newEvent();
  expect(dialogCall(event, 'importEventFile', { fileName, text }).ok).toBe(true);
  return event;
}

describe('Import event: the dates of an OpenGotha file', () => {
  it('leaves a beginDate that is no day blank, says so, and keeps the rest', () => {
    const xml = exportOpenGotha(lakeside()).replace(
      'beginDate="2025-04-05"',
      'beginDate="2025-13-05"',
    );
    const line = xml.split('\n').findIndex((l) => l.startsWith('<GeneralParameterSet')) + 1;
    const event = imported('l.xml', xml);
    expect(dates(event)).toEqual(['', '2025-04-06']);
    expect(setting(event, 'Location')).toBe('Madison, WI');
    expect(dateNotes(event)).toEqual([
      `OpenGotha file, line ${line}, <GeneralParameterSet>, beginDate: "2025-13-05" is not a date. Start date is left blank on Settings; type it there.`,
    ]);
    // The export then writes the one day it has, not the file's slip.
    const h9 = dialogCall(event, 'exportEventFile', { format: 'h9' });
    expect(h9.text!.split('\n').filter((l) => l.startsWith('; DT'))).toEqual([
      '; DT[2025-04-06,2025-04-06]',
    ]);
  });
});

describe('Import event: the dates of a pairgoth file', () => {
  const tour = (start: string, end: string): string =>
    exportPairgoth(lakeside())
      .replace('"startDate": "2025-04-05"', `"startDate": ${JSON.stringify(start)}`)
      .replace('"endDate": "2025-04-06"', `"endDate": ${JSON.stringify(end)}`);

  it('writes a day the file spells out as yyyy-mm-dd', () => {
    expect(dates(imported('l.tour', tour('5 April 2025', 'April 6, 2025')))).toEqual([
      '2025-04-05',
      '2025-04-06',
    ]);
  });

  it('leaves a day and month that could be either way round blank, naming the line', () => {
    const event = imported('l.tour', tour('5/4/2025', '2025-04-06'));
    expect(dates(event)).toEqual(['', '2025-04-06']);
    expect(dateNotes(event)).toEqual([
      'pairgoth file, line 6, "startDate": "5/4/2025" could be 5 April or May 4. Start date is left blank on Settings; type it there.',
    ]);
  });

  it('leaves an end before the start blank', () => {
    const event = imported('l.tour', tour('2025-04-05', '2025-04-04'));
    expect(dates(event)).toEqual(['2025-04-05', '']);
    expect(dateNotes(event)).toEqual([
      'pairgoth file, line 7, "endDate": 2025-04-04 is before the start date 2025-04-05. End date is left blank on Settings; type it there.',
    ]);
  });
});
