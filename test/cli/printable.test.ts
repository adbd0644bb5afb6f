import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { printable } from '../../src/cli/printable';
import { cli, tempDir } from './support';

describe('workbook text shown on the terminal', () => {
  it('shows control characters by their symbols, keeping line breaks, tabs and letters', () => {
    expect(printable('Ann\u001b[2J\u001b]0;x\u0007 Lee\r\n\tÉlodie 🐉\u007f\u009b')).toBe(
      'Ann␛[2J␛]0;x␇ Lee␍\n\tÉlodie 🐉␡\uFFFD',
    );
    // The first and last C0 controls: NUL and the unit separator.
    expect(printable('a\u0000b\u001fc')).toBe('a␀b␟c');
  });

  it('a name pasted with an escape sequence is printed by the command line as text', async () => {
    const dir = tempDir();
    const csv = join(dir, 'roster.csv');
    writeFileSync(csv, 'Name,Rank\nAnn Lee,3k\n"Bob\u001b[2J\u001b]0;owned\u0007 Ray",2k\n');
    const book = join(dir, 'event.xlsx');
    expect((await cli(['import', csv, book])).status).toBe(0);
    expect((await cli(['bands', book])).status).toBe(0);
    expect((await cli(['pair', book])).status).toBe(0);
    const r = await cli(['export', 'aga', book, join(dir, 'out.txt'), '--yes']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('Bob␛[2J␛]0;owned␇ Ray: temporary id');
    expect(r.out).not.toMatch(/[^\P{Cc}\n\t]/u);
  });
});
