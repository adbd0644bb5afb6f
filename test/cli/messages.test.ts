import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forCommandLine } from '../../src/cli/messages';
import { cli, editBook, tempDir } from './support';

const tail =
  'or rename it "Round 2" again: its games and results count in the pairings and the standings.';

describe('advice on a deleted tab, on the command line', () => {
  it('points to a saved copy of the file, not to a version history an .xlsx file lacks', () => {
    expect(
      forCommandLine(
        `If "Round 2" was deleted or renamed by mistake, bring it back (Edit › Undo, or the file's version history) ${tail} Run "Check round".`,
      ),
    ).toBe(
      `If "Round 2" was deleted or renamed by mistake, bring it back (from a copy of the file saved before it went; the command line keeps no copy of its own) ${tail} Run "Check round" (pairsheet check).`,
    );
  });

  it('says so when a round tab was deleted in Excel or LibreOffice, changing nothing', async () => {
    const file = join(tempDir(), 'club.xlsx');
    expect((await cli(['demo', file])).status).toBe(0);
    await editBook(file, (wb) => wb.removeWorksheet(wb.getWorksheet('Round 2')!.id));
    const before = readFileSync(file);
    const r = await cli(['check', file]);
    expect(r.status).toBe(1);
    expect(r.err).toBe(
      `Pairsheet: Check round\nThere is a "Round 3" tab but no "Round 2" tab; round tabs must run 1, 2, 3… If "Round 2" was deleted or renamed by mistake, bring it back (from a copy of the file saved before it went; the command line keeps no copy of its own) ${tail} Nothing was changed.\n${file} was not changed.`,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
