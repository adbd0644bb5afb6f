/** Which importer a chosen file needs; the files Pairsheet only writes are refused by name. */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/engine/errors';
import { exportAgaResults, exportH9 } from '../../src/interop';
import { eventFileKind } from '../../src/interop/fileKinds';
import { lakeside } from './fixture';

const refusal = (fileName: string, text: string): string => {
  try {
    eventFileKind(fileName, text);
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  throw new Error('not refused');
};

const INSTEAD =
  "Import the event's OpenGotha (.xml) or pairgoth (.tour) file, or a CSV roster, instead.";

describe('eventFileKind', () => {
  it('OpenGotha, pairgoth and CSV by extension, else by the first character', () => {
    expect(
      [
        ['event.xml', 'x'],
        ['event', '\uFEFF <Tournament>'],
        ['event.tour', ''],
        ['event.json', ''],
        ['event', '{"id":1}'],
        ['roster.csv', 'Name,Rank\n"Lee, Ann",3k\n'],
        ['roster.txt', 'Name\tRank\tAGA ID\tClub\nLee, Ann\t3k\t1234\t\n'],
        ['players.csv', 'Players,Rank\nGames Night,3k\n'],
      ].map(([name, text]) => eventFileKind(name, text)),
    ).toEqual(['opengotha', 'opengotha', 'pairgoth', 'pairgoth', 'pairgoth', 'csv', 'csv', 'csv']);
  });

  it('refuses the EGF table, by extension or by its header keys', () => {
    const h9 = exportH9(lakeside()).text;
    const message = (name: string): string =>
      `"${name}" is an EGF results table (.h9), a file Pairsheet writes for the EGD but cannot import. ${INSTEAD}`;
    expect(refusal('results.h1', h9)).toBe(message('results.h1'));
    expect(refusal('results.txt', h9)).toBe(message('results.txt'));
    expect(refusal('results.h9', 'Name\n')).toBe(message('results.h9'));
  });

  it('refuses the AGA results file, by its TOURNEY line or its sections', () => {
    const aga = exportAgaResults(lakeside(), { temporaryIds: true }).text;
    const message = `"aga.txt" is an AGA results file, a file Pairsheet writes for the AGA but cannot import. ${INSTEAD}`;
    expect(refusal('aga.txt', aga)).toBe(message);
    expect(refusal('aga.txt', aga.slice(aga.indexOf('PLAYERS')))).toBe(message);
  });

  it('refuses a TDList, pointing to Look up ratings', () => {
    expect(
      refusal(
        'tdlista.txt',
        'Okafor, Ada\t1234\tFull\t-3.41\t12/31/2026\tMADG\tWI\t0.52\t4/6/2025\r\n',
      ),
    ).toBe(
      '"tdlista.txt" is an AGA TDList (a rating list), not an event. Use "Look up ratings…" (pairsheet ratings) to take ratings from it.',
    );
  });

  it('refuses a TDList whose first line is a header, and reads a tab-separated roster', () => {
    const header =
      'Name\tAGA ID\tMember Type\tRating\tExpires\tClub\tState\tSigma\tLast Appearance';
    expect(
      refusal(
        'tdlist.tsv',
        `${header}\r\nOkafor, Ada\t1234\tFull\t-3.41\t12/31/2026\tMADG\tWI\t0.52\t4/6/2025\r\n`,
      ),
    ).toBe(
      '"tdlist.tsv" is an AGA TDList (a rating list), not an event. Use "Look up ratings…" (pairsheet ratings) to take ratings from it.',
    );
    // A roster with its AGA ID second is a roster: its third column is one the roster reads.
    expect(
      eventFileKind(
        'roster.txt',
        'Name\tAGA ID\tClub\tRating\r\nOkafor, Ada\t1234\tMADG\t-3.4\r\n',
      ),
    ).toBe('csv');
    // A header like a TDList's is one only when a TDList line follows it.
    expect(
      eventFileKind('roster.txt', 'Name\tCountry\tComment\tRank\r\nLee, Ann\tNL\tnew\t3k\r\n'),
    ).toBe('csv');
  });
});
