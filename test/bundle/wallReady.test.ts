/** What players and volunteers read on the wall: titles, the live count, slips, names in order. */
import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/workbook';
import { newEvent, playerRow, typeResults, type Event } from '../support/event';

const STAMP = /· written \d{4}-\d\d-\d\d \d\d:\d\d$/;

function clubEvent(names: string[], settings: Record<string, string | number> = {}): Event {
  const event = newEvent({
    players: names.map((Name, i) => playerRow({ Name, Rank: `${(i % 9) + 1}k` })),
    settings: {
      'Tournament name': 'Spring Open',
      'Pairing system': 'Swiss',
      Rounds: 2,
      ...settings,
    },
  });
  event.click('Build bands');
  return event;
}

const EIGHT = [
  'Lee, Ann',
  'Kim, Bo',
  'Zed Arrow',
  'Lee, Al',
  'Adams, Zoe',
  'Ito',
  'Bo Lee',
  'Kim Ann',
];

describe('the results-in count', () => {
  it('counts the results as they are typed, then names the next step', () => {
    const event = clubEvent(EIGHT);
    event.click('Pair next round');
    const count = (): unknown => event.title('Round 1')[2][0];
    expect(count()).toBe('0 of 4 results in');
    event.edit('Round 1', 0, 'Result', 'W+R');
    event.edit('Round 1', 2, 'Result', 'B+12.5');
    expect(count()).toBe('2 of 4 results in');
    typeResults(event, 1, () => 'Jigo');
    expect(count()).toBe('4 of 4 results in: run "Pair next round"');
    event.click('Pair next round');
    typeResults(event, 2, () => 'W+');
    expect(event.title('Round 2')[2][0]).toBe('4 of 4 results in: run "Update standings"');
    // A formula cell above the header never reads as a round row.
    event.click('Update standings');
    expect(event.lastAlert()).toBeUndefined();
    expect(event.title('Standings')[1][0]).toMatch(/^Standings after round 2 · written /);
  });

  it('is the only formula on the tab, written by the add-in', () => {
    const event = clubEvent(EIGHT);
    event.click('Pair next round');
    const formulas = event.ss.getSheetByName('Round 1')!.getDataRange().getFormulas();
    const written = formulas.flatMap((row, r) => row.map((f, c) => [r, c, f])).filter((x) => x[2]);
    expect(written).toEqual([
      [
        2,
        0,
        '=COUNTA(F5:F8)&" of 4 results in"&IF(COUNTA(F5:F8)>=4,": run ""Pair next round""","")',
      ],
    ]);
  });
});

describe('titles', () => {
  it('heads Round N, Round N by name and Standings with the tournament, what and when', () => {
    const event = clubEvent(EIGHT);
    event.click('Pair next round');
    event.click('Print pairings');
    const round = event.title('Round 1');
    expect(round[0][0]).toBe('Spring Open');
    expect(round[1][0]).toMatch(new RegExp(`^Round 1 ${STAMP.source}`));
    const byName = event.title('Round 1 by name');
    expect(byName[0][0]).toBe('Spring Open');
    expect(byName[1][0]).toMatch(/^Round 1: pairings by name · written /);
    expect(event.ss.getSheetByName('Round 1')!.getRange('A1').getFontSize()).toBe(14);
  });

  it('heads Seats too, and the seat plan still reads back under its title', () => {
    const players = Array.from({ length: 6 }, (_, i) =>
      playerRow({ Name: `RR ${i + 1}`, Rank: `${i + 1}k` }),
    );
    const event = newEvent({
      players,
      settings: { 'Pairing system': 'Round robin', 'Tournament name': 'Club RR' },
    });
    event.click('Seat players (round robin)');
    expect(event.title('Seats').map((r) => r[0])).toEqual([
      'Club RR',
      expect.stringMatching(/^Seats: where each player sits · written /),
      expect.stringMatching(/^Tape each board/),
      // An even field: the double round robin's two swapped rounds, on a line of their own.
      'If Rounds holds a double round robin when round 4 is paired, round 4 plays R5 and round 5 plays R4, so no one gets a colour three times running.',
    ]);
    expect(event.values('Seats')[0].slice(0, 5)).toEqual([
      'Board',
      'Seat',
      'Player',
      'Seat',
      'Player',
    ]);
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(event.values('Round 1').slice(1)).toHaveLength(3);
  });

  it('still reads a round tab whose title lines were deleted by hand', () => {
    const event = clubEvent(EIGHT);
    event.click('Pair next round');
    const sheet = event.ss.getSheetByName('Round 1')!;
    sheet.deleteRows(1, 3);
    sheet.setFrozenRows(1);
    typeResults(event, 1, () => 'W+');
    event.click('Update standings');
    expect(event.lastAlert()).toBeUndefined();
    expect(
      event
        .values('Standings')
        .slice(1)
        .map((r) => r[4]),
    ).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
  });
});

describe('Round N by name', () => {
  it('files "Family, Given" under the family name and other names as written', () => {
    // "Kim, Bo" is filed under Kim, before "Kim Ann" (filed as written).
    const event = clubEvent(EIGHT);
    event.click('Pair next round');
    event.click('Print pairings');
    expect(
      event
        .values('Round 1 by name')
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([
      'Adams, Zoe',
      'Bo Lee',
      'Ito',
      'Kim, Bo',
      'Kim Ann',
      'Lee, Al',
      'Lee, Ann',
      'Zed Arrow',
    ]);
  });
});

describe('Print result slips', () => {
  it('writes one slip per board, two across, with names, ranks, handicap, komi, a result box and signatures', () => {
    const event = clubEvent(EIGHT);
    event.click('Pair next round');
    event.click('Print result slips');
    expect(event.lastAlert()).toBeUndefined();
    const toast = event.ss.toasts[event.ss.toasts.length - 1].msg;
    expect(toast).toBe(
      '"Slips" holds 4 result slips for round 1, 8 to a page (File › Print: portrait, fit to width; cut along the boxes).',
    );
    const rows = event.ss.getSheetByName('Slips')!.getDataRange().getValues();
    const round = event.values('Round 1');
    const [, white, black, handicap, komi] = round[1];
    // Board 1 top left (columns A–D), board 2 top right (F–I), boards 3 and 4 nine rows down.
    expect(rows.slice(0, 8).map((r) => r.slice(0, 4))).toEqual([
      ['Spring Open', '', '', ''],
      ['Round 1', '', 'Board 1', ''],
      ['White', white, '', expect.stringMatching(/^\dk$/)],
      ['Black', black, '', expect.stringMatching(/^\dk$/)],
      [
        'Handicap',
        handicap === 0 ? 'even' : `${handicap} stone${handicap === 1 ? '' : 's'}`,
        'Komi',
        komi,
      ],
      ['Result', '', '', ''],
      ['White signs', '', '', ''],
      ['Black signs', '', '', ''],
    ]);
    expect(rows[1][7]).toBe('Board 2');
    expect(rows[10][2]).toBe('Board 3');
    expect(rows[10][7]).toBe('Board 4');
    const sheet = event.ss.getSheetByName('Slips')!;
    const cells = snapshot(event.ss).sheets.find((t) => t.name === 'Slips')!.cells;
    const edges = (a1: string): string[] => Object.keys(cells[a1]?.border ?? {}).sort();
    // The slip is outlined, its result box (B6:D6) boxed, its signature lines underlined.
    expect(edges('A1')).toEqual(['left', 'top']);
    expect(edges('B6')).toEqual(['bottom', 'left', 'top']);
    expect(edges('D6')).toEqual(['bottom', 'right', 'top']);
    expect(edges('C7')).toEqual(['bottom']);
    expect(edges('C8')).toEqual(['bottom']);
    expect(edges('E1')).toEqual([]);
    expect(sheet.getFrozenRows()).toBe(0);
  });

  it('refuses before any round is paired, changing nothing', () => {
    const event = clubEvent(EIGHT);
    const before = snapshot(event.ss);
    event.click('Print result slips');
    expect(event.lastAlert()).toMatch(/No round has been paired yet; there is nothing to print\./);
    expect(snapshot(event.ss)).toEqual(before);
  });
});
