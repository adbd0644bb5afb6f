import { describe, expect, it } from 'vitest';
import { savingProblem } from '../../src/cli/savingProblems';
import type { XlsxDocument } from '../../src/workbook/xlsxDocument';

type Parts = {
  merged?: string[];
  lost?: Array<{ tab: string; pivot: boolean; rebuilt: boolean }>;
  extras?: Array<{ tab: string; what: string; rebuilt: boolean }>;
  charts?: string[];
  dropped?: Array<{ tab: string | null; what: string; fix: string }>;
};

/** A workbook file whose problems on saving are these. */
const doc = (parts: Parts): XlsxDocument =>
  ({
    mergedCellWrites: () => parts.merged ?? [],
    tabsLosingParts: () => parts.lost ?? [],
    tabsLosingExtras: () => parts.extras ?? [],
    chartSheetsNamedLikeTabs: () => parts.charts ?? [],
    droppedOnSave: () => parts.dropped ?? [],
  }) as unknown as XlsxDocument;

describe('savingProblem', () => {
  it('names a pivot table on a tab the command removes', () => {
    expect(savingProblem(doc({ lost: [{ tab: 'Round 2', pivot: true, rebuilt: false }] }))).toBe(
      'The tab "Round 2" holds a pivot table, which would be lost: this command removes that tab. ' +
        'Move it to a tab of your own (cut it, then paste it on the other tab), save, close the ' +
        'file and run the command again.',
    );
  });

  it('says "it" of one background picture and "them" of other extras', () => {
    const extras = (what: string) =>
      savingProblem(doc({ extras: [{ tab: 'Standings', what, rebuilt: true }] }));
    expect(extras('a background picture')).toContain(
      'The tab "Standings" holds a background picture, which would be lost: this command writes that tab anew. Put it on a tab of your own',
    );
    expect(extras('sparklines')).toContain('Put them on a tab of your own');
  });

  it('names the workbook, or the tab, holding a part it cannot keep', () => {
    const fix = 'Remove it and run the command again.';
    expect(savingProblem(doc({ dropped: [{ tab: null, what: 'a macro', fix }] }))).toBe(
      `This workbook holds a macro, which Pairsheet cannot keep when it saves the file. ${fix}`,
    );
    expect(savingProblem(doc({ dropped: [{ tab: 'Notes', what: 'a form control', fix }] }))).toBe(
      `The tab "Notes" holds a form control, which Pairsheet cannot keep when it saves the file. ${fix}`,
    );
  });

  it('names five merged cells, then how many more', () => {
    const five = ['A1', 'A2', 'A3', 'A4', 'A5'];
    expect(savingProblem(doc({ merged: five }))).toContain(': A1, A2, A3, A4, A5. Unmerge');
    expect(savingProblem(doc({ merged: [...five, 'A6', 'A7'] }))).toContain(
      ': A1, A2, A3, A4, A5 and 2 more. Unmerge',
    );
    expect(savingProblem(doc({}))).toBeNull();
  });
});
