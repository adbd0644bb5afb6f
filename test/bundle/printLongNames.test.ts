/** Long names on the printed tabs: they wrap onto more lines, and the row grows, never cut off. */
import { describe, expect, it } from 'vitest';
import { toWorkbook } from '../../src/workbook';
import { printSetupOfTab } from '../../src/sheet/printLayout';
import { newEvent, playerRow, typeResults } from '../support/event';

const LONG = 'Castellanos Rodríguez, Juan Sebastián María';
const NAMES = [LONG, 'Lee, Ann', 'Kim, Bo', 'Ito'];

function pairedEvent(): ReturnType<typeof newEvent> {
  const event = newEvent({
    players: NAMES.map((Name, i) => playerRow({ Name, Rank: `${i + 1}k` })),
    settings: { 'Tournament name': 'Spring Open', 'Pairing system': 'Swiss', Rounds: 2 },
  });
  event.click('Build bands');
  event.click('Pair next round');
  event.click('Print pairings');
  typeResults(event, 1, () => 'W+R');
  event.click('Update standings');
  return event;
}

/** Whether each column of a tab's first data row wraps its text. */
function wraps(event: ReturnType<typeof newEvent>, tab: string): boolean[] {
  const sheet = event.ss.getSheetByName(tab)!;
  const width = event.values(tab)[0].length;
  return sheet.getRange(event.headerRow(tab) + 1, 1, 1, width).getWraps()[0];
}

describe('long names on printed tabs', () => {
  it('wrap the names and notes of a round tab, the names of the by-name sheet and Standings', () => {
    const event = pairedEvent();
    expect(event.lastAlert()).toBeUndefined();
    // Board, White, Black, Handicap, Komi, Result, Notes.
    expect(wraps(event, 'Round 1')).toEqual([false, true, true, false, false, false, true]);
    // Name, Rank, Board, Colour, Opponent, Handicap, Komi.
    expect(wraps(event, 'Round 1 by name')).toEqual([
      true,
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(wraps(event, 'Standings').slice(0, 3)).toEqual([false, true, false]);
  });

  it('give the rows holding a long name two lines in the saved file, the others one', () => {
    const event = pairedEvent();
    const wb = toWorkbook(event.ss, { printSetup: printSetupOfTab });
    /** Each data row's height in the file, and whether it names the long-named player. */
    const heights = (tab: string): Array<[boolean, number | undefined]> => {
      const ws = wb.getWorksheet(tab)!;
      const top = event.headerRow(tab);
      return event
        .values(tab)
        .slice(1)
        .map((row, i) => [row.includes(LONG), ws.getRow(top + 1 + i).height]);
    };
    // A wall row is 24 pixels (18 points); two lines of 12-point type take 35 points.
    expect(heights('Round 1')).toEqual([
      [true, 35],
      [false, 18],
    ]);
    // A by-name row is 20 pixels (15 points): the long name's row and its opponent's grow.
    const byName = heights('Round 1 by name');
    expect(byName.filter(([long]) => long).length).toBe(2);
    expect(byName.map(([, h]) => h)).toEqual(byName.map(([long]) => (long ? 35 : 15)));
  });

  it('wrap a long name on its result slip, whose line grows; the board goes beside the round', () => {
    const event = pairedEvent();
    event.click('Print result slips');
    const sheet = event.ss.getSheetByName('Slips')!;
    const rows = sheet.getDataRange().getValues();
    const at = rows.findIndex((r) => r.includes(LONG));
    const column = rows[at].indexOf(LONG);
    const top = Math.floor(at / 9) * 9;
    expect(rows[top + 1][column + 1]).toMatch(/^Board [12]$/);
    // Both name cells of the slip wrap; the labels beside them do not.
    expect(sheet.getRange(top + 3, column, 2, 2).getWraps()).toEqual([
      [false, true],
      [false, true],
    ]);
    const ws = toWorkbook(event.ss, { printSetup: printSetupOfTab }).getWorksheet('Slips')!;
    // A slip line is 30 pixels (22.5 points); two lines of the file's 11-point type take 32.
    const heights = [2, 3].map((line) => ws.getRow(top + line + 1).height);
    expect(heights).toEqual(at === top + 2 ? [32, 22.5] : [22.5, 32]);
  });
});
