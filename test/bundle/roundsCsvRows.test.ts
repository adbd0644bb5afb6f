/** The rounds CSV: boards in order, then the bye rows, each cell under the heading it sits under. */
import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent, playerRow, swissRound1WithByes, type Row } from '../support/event';

describe('The rounds CSV of a round tab with byes and columns of its own', () => {
  it('lists boards, then bye rows by their text, and a heading used again under each', () => {
    const e = swissRound1WithByes();
    const sheet = e.ss.getSheetByName('Round 1')!;
    const [header, ...rows] = e.values('Round 1');
    const mine: Row[] = [
      ['Notes', '', 'Notes'],
      ...rows.map((_, i): Row => [`a${i}`, `b${i}`, `c${i}`]),
    ];
    sheet.insertColumnsAfter(header.length, 3);
    sheet.getRange(e.headerRow('Round 1'), header.length + 1, mine.length, 3).setValues(mine);
    // The rows upside down: the bye rows first.
    sheet
      .getRange(e.headerRow('Round 1') + 1, 1, rows.length, header.length + 3)
      .setValues(rows.map((r, i) => [...r, ...mine[i + 1]]).reverse());
    const text = String(dialogCall(e, 'exportEventFile', { format: 'rounds' }).text);
    expect(text.split('\r\n')).toEqual([
      '\ufeffRound,Board,White,Black,Handicap,Komi,Result,Notes,Notes,,Notes',
      '1,1,Dee,Ann,0,7.5,,,a0,,c0',
      '1,2,Bob,Eve,0,7.5,,,a1,,c1',
      '1,Bye,Cid,,,,Voluntary bye,requested bye,a3,,c3',
      '1,Bye,Fay,,,,Voluntary bye,requested bye,a4,,c4',
      '1,Bye,Gil,,,,Forced bye,forced bye,a2,,c2',
      '',
    ]);
  });
});

describe('The rounds CSV of a round tab whose Board cells are held as text', () => {
  it('lists board 10 after board 9, as the round tab reads the boards', () => {
    const names =
      'Ann Bob Cid Dee Eve Fay Gil Hal Ivy Jon Kim Lou Max Ned Oli Pat Quo Ray Sam Tom Uma';
    const e = newEvent({
      players: names.split(' ').map((Name) => playerRow({ Name, Rank: '1d' })),
      settings: { 'Pairing system': 'Swiss', Rounds: 3 },
    });
    e.click('Pair next round');
    const sheet = e.ss.getSheetByName('Round 1')!;
    const [, ...rows] = e.values('Round 1');
    const top = e.headerRow('Round 1') + 1;
    // A Board column formatted as plain text, the rows upside down.
    sheet.getRange(top, 1, rows.length, 1).setNumberFormat('@');
    sheet
      .getRange(top, 1, rows.length, rows[0].length)
      .setValues([...rows].reverse().map((r) => [String(r[0]), ...r.slice(1)]));
    const text = String(dialogCall(e, 'exportEventFile', { format: 'rounds' }).text);
    const boards = text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[1]);
    expect(boards).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Bye']);
  });
});
