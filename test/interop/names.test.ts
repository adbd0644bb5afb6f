/**
 * Names on their way to the rating offices' files: "Surname, First name" split at the comma
 * (formats.md §1), with or without spaces around it.
 */
import { describe, expect, it } from 'vitest';
import { exportAgaResults, parseCsvRoster, splitSheetName } from '../../src/interop';
import { lakeside } from './fixture';

describe('splitSheetName', () => {
  it('splits at the last comma, with or without spaces', () => {
    expect(
      [
        'Smith, John',
        'Smith,John',
        'Smith ,  John',
        '=Smith, Jr, Bob',
        'Ann Lee',
        'Smith,',
        ',John',
      ].map(splitSheetName),
    ).toEqual([
      { surname: 'Smith', firstName: 'John' },
      { surname: 'Smith', firstName: 'John' },
      { surname: 'Smith', firstName: 'John' },
      { surname: '=Smith, Jr', firstName: 'Bob' },
      { surname: 'Ann Lee', firstName: '' },
      { surname: 'Smith', firstName: '' },
      { surname: ',John', firstName: '' },
    ]);
  });

  it('a CSV roster name without a space after the comma is split too', () => {
    const event = parseCsvRoster('Name,Rank\n"Okafor,Ada",3k\n');
    expect([event.players[0].surname, event.players[0].firstName]).toEqual(['Okafor', 'Ada']);
  });

  it('the AGA file writes such a name as "Last, First"', () => {
    const event = lakeside();
    event.players[0] = { ...event.players[0], ...splitSheetName('de Vries,Jan') };
    const line = exportAgaResults(event, { temporaryIds: true })
      .text.split('\n')
      .find((l) => l.startsWith('1234\t'));
    expect(line).toBe('1234\tde Vries, Jan\t2d');
  });
});
