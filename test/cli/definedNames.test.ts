/**
 * Names a TD gave in Excel (Name Manager) come through the commands as they were: each local
 * to its tab, hidden, with its comment, constants and formulas, a print area on a tab of the
 * TD's own. A tab rebuilt keeps the TD's names on it; a tab removed takes its own names along,
 * and references to it become #REF!.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { definedNamesIn, tabsIn, withDefinedNames } from '../support/definedNames';
import { cli, editBook, sixPlayerEvent, typeInto } from './support';

const ROUNDS_1_2 = ['Settings', 'Players', 'Bands', 'Constraints', 'Notes', 'Round 1', 'Round 2'];
const PROPERTIES = 'Pairsheet properties';

/** The TD's names, as Excel saves them ("{Notes}": the place of the tab Notes). */
const TD_NAMES = [
  '<definedName name="_xlnm.Print_Area" localSheetId="{Notes}">Notes!$A$1:$B$3</definedName>',
  '<definedName name="Board1">\'Round 1\'!$A$5:$G$5</definedName>',
  '<definedName name="Fee" comment="Entry fee per player">0.5</definedName>',
  '<definedName name="Ranks">Players!$B:$B</definedName>',
  '<definedName name="Secret" hidden="1">Notes!$B$2*2</definedName>',
  '<definedName name="Top" localSheetId="{Notes}">Notes!$A$2</definedName>',
  '<definedName name="Top" localSheetId="{Standings}">Standings!$B$5</definedName>',
  '<definedName name="Mine" localSheetId="{Round 2}">\'Round 2\'!$A$5</definedName>',
  "<definedName name=\"Boards\">SUM('Round 1'!$A:$A,'Round 2'!$A:$A)</definedName>",
];

/** The print titles Pairsheet gives its tabs, where they stand (Round 2, Standings apart). */
const OWN_TITLES = [
  '<definedName name="_xlnm.Print_Titles" localSheetId="0">&apos;Settings&apos;!$1:$1</definedName>',
  '<definedName name="_xlnm.Print_Titles" localSheetId="1">&apos;Players&apos;!$1:$1</definedName>',
  '<definedName name="_xlnm.Print_Titles" localSheetId="3">&apos;Constraints&apos;!$1:$1</definedName>',
  '<definedName name="_xlnm.Print_Titles" localSheetId="2">&apos;Bands&apos;!$1:$1</definedName>',
  '<definedName name="_xlnm.Print_Titles" localSheetId="5">&apos;Round 1&apos;!$1:$4</definedName>',
];
const ROUND_2_TITLES =
  '<definedName name="_xlnm.Print_Titles" localSheetId="6">&apos;Round 2&apos;!$1:$4</definedName>';
const standingsTitles = (place: number): string =>
  `<definedName name="_xlnm.Print_Titles" localSheetId="${place}">&apos;Standings&apos;!$1:$4</definedName>`;

/** The TD's names on tabs that stay where they are. */
const TD_KEPT = [
  '<definedName name="_xlnm.Print_Area" localSheetId="4">Notes!$A$1:$B$3</definedName>',
  '<definedName name="Board1">&apos;Round 1&apos;!$A$5:$G$5</definedName>',
  '<definedName name="Fee" comment="Entry fee per player">0.5</definedName>',
  '<definedName name="Ranks">Players!$B:$B</definedName>',
  '<definedName name="Secret" hidden="1">Notes!$B$2*2</definedName>',
  '<definedName name="Top" localSheetId="4">Notes!$A$2</definedName>',
];

describe('names a TD gave in Excel', () => {
  let file: string;

  beforeAll(async () => {
    file = await sixPlayerEvent('names.xlsx');
    await editBook(file, (wb) => {
      wb.addWorksheet('Notes').addRows([
        ['Item', 'Cost'],
        ['Hall', 120],
        ['Tea', 15],
      ]);
    });
    expect((await cli(['bands', file])).status).toBe(0);
    expect((await cli(['pair', file])).status).toBe(0);
    await editBook(file, (wb) => {
      for (const i of [0, 1, 2]) typeInto(wb, 'Round 1', i, 'Result', 'W+R');
    });
    expect((await cli(['pair', file])).status).toBe(0);
    expect((await cli(['standings', file])).status).toBe(0);
    expect(await tabsIn(readFileSync(file))).toEqual([...ROUNDS_1_2, 'Standings', PROPERTIES]);
    writeFileSync(file, await withDefinedNames(readFileSync(file), TD_NAMES));
  });

  it('come through Update standings, Undo and Pair next round', async () => {
    // Standings is written anew: the TD's name on it stays, its print titles are Pairsheet's.
    expect((await cli(['standings', file])).status).toBe(0);
    let saved = readFileSync(file);
    expect(await tabsIn(saved)).toEqual([...ROUNDS_1_2, 'Standings', PROPERTIES]);
    expect(await definedNamesIn(saved)).toEqual([
      ...OWN_TITLES,
      ROUND_2_TITLES,
      ...TD_KEPT,
      '<definedName name="Top" localSheetId="7">Standings!$B$5</definedName>',
      '<definedName name="Mine" localSheetId="6">&apos;Round 2&apos;!$A$5</definedName>',
      '<definedName name="Boards">SUM(&apos;Round 1&apos;!$A:$A,&apos;Round 2&apos;!$A:$A)</definedName>',
      standingsTitles(7),
    ]);

    // Round 2 has no result: Undo removes it, and the TD's name on it.
    expect((await cli(['undo', file, '--yes'])).status).toBe(0);
    saved = readFileSync(file);
    expect(await tabsIn(saved)).toEqual([...ROUNDS_1_2.slice(0, -1), 'Standings', PROPERTIES]);
    expect(await definedNamesIn(saved)).toEqual([
      ...OWN_TITLES,
      ...TD_KEPT,
      '<definedName name="Top" localSheetId="6">Standings!$B$5</definedName>',
      '<definedName name="Boards">SUM(&apos;Round 1&apos;!$A:$A,#REF!)</definedName>',
      standingsTitles(6),
    ]);

    // Round 2 paired again comes before Standings; the reference to the old one stays #REF!.
    expect((await cli(['pair', file])).status).toBe(0);
    saved = readFileSync(file);
    expect(await tabsIn(saved)).toEqual([...ROUNDS_1_2, 'Standings', PROPERTIES]);
    expect(await definedNamesIn(saved)).toEqual([
      ...OWN_TITLES,
      ...TD_KEPT,
      '<definedName name="Top" localSheetId="7">Standings!$B$5</definedName>',
      '<definedName name="Boards">SUM(&apos;Round 1&apos;!$A:$A,#REF!)</definedName>',
      standingsTitles(7),
      ROUND_2_TITLES,
    ]);
  });
});
