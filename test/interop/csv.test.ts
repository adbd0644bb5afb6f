/** The CSV reader's less common paths, and the CSV writer's quoting and formula guard. */
import { describe, expect, it } from 'vitest';
import { parseCsvRoster } from '../../src/interop';
import { toCsv } from '../../src/interop/csv';

describe('CSV roster reader', () => {
  it('finds the separator outside a quoted header cell that holds a line break', () => {
    const event = parseCsvRoster('"Comment,\nplease";Name;Rank\n"x, y";Okafor;3k\n');
    expect(event.players.map((p) => [p.surname, p.rank])).toEqual([['Okafor', -3]]);
  });

  it('a file of one column is read with commas as the separator', () => {
    const event = parseCsvRoster('Name\nOkafor, Ada\n');
    expect(event.players.map((p) => [p.surname, p.firstName])).toEqual([['Okafor', '']]);
    expect(event.notCarried).toEqual(['Line 2: fields past the last header column were left out.']);
  });

  it('names ten lines with fields past the header, then "…"', () => {
    const lines = Array.from({ length: 11 }, (_, i) => `P${i + 1},3k,extra`);
    const event = parseCsvRoster(`Name,Rank\n${lines.join('\n')}\n`);
    expect(event.notCarried).toEqual([
      'Lines 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 …: fields past the last header column were left out.',
    ]);
  });

  it('lists the columns left out in the order of the file', () => {
    const event = parseCsvRoster('Name,Shoe size,Surname,First name\nAda Okafor,38,Okafor,Ada\n');
    expect(event.notCarried).toEqual([
      'Column A "Name" was left out: names were taken from the surname and first name.',
      'Column B "Shoe size" was left out: the Players tab has no such column.',
    ]);
  });
});

describe('CSV writer', () => {
  it('quotes separators and line breaks, and keeps text a spreadsheet would run from running', () => {
    expect(
      toCsv([
        ['=SUM(A1)', '+1', '-x', '@y', 'a;b', 'a\tb', 'say "hi"', 'a,b'],
        [5, -3, 'plain', ''],
      ]),
    ).toBe(`'=SUM(A1),'+1,'-x,'@y,"a;b","a\tb","say ""hi""","a,b"\r\n5,-3,plain,\r\n`);
  });
});
