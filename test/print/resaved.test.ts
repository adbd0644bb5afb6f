/**
 * What a TD prints after further commands: the demo workbook with slips printed, then saved
 * again by Update standings; and an event imported from OpenGotha into a new workbook. Both are
 * rendered by headless LibreOffice to PDF (Letter) and read back page by page with pdftotext,
 * like render.test.ts: every page's footer names its tab and its page number.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, tempDir } from '../cli/support';
import { printWorkbooks, type Page } from './support';

let dir: string;
let resaved: Page[];
let imported: Page[];

async function pairsheet(...args: string[]): Promise<void> {
  const r = await cli(args);
  expect(r, r.err).toMatchObject({ status: 0, err: '' });
}

beforeAll(async () => {
  dir = tempDir();
  const demo = join(dir, 'demo.xlsx');
  await pairsheet('demo', demo, '--yes');
  await pairsheet('slips', demo, '4');
  // Another command saves the workbook: the Slips tab is read and written back untouched.
  await pairsheet('standings', demo);
  const xml = join(dir, 'event.xml');
  await pairsheet('export', 'opengotha', demo, xml, '--yes');
  await pairsheet('import', xml, join(dir, 'imported.xlsx'));
  [resaved, imported] = printWorkbooks(dir, [demo, join(dir, 'imported.xlsx')]);
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each tab's page numbers, in the order printed. */
function numbering(pages: Page[]): Map<string, number[]> {
  const tabs = new Map<string, number[]>();
  for (const p of pages) tabs.set(p.tab, [...(tabs.get(p.tab) ?? []), p.page]);
  return tabs;
}

describe('printed after another command saved the workbook', () => {
  it('Slips keep their page breaks: eight slips a page, none cut between pages', () => {
    const slips = resaved.filter((p) => p.tab === 'Slips');
    const boards = slips.map((p) => [...p.text.matchAll(/Board (\d+)/g)].map((m) => +m[1]));
    expect(boards.map((b) => b.length)).toEqual([8, 8, 4]);
    expect(boards.flat()).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const page of slips) {
      expect(page.text.split('Riverside Autumn McMahon').length - 1).toBe(
        page.text.split('Black signs').length - 1,
      );
    }
  });

  it('every tab numbers its own pages from 1, the tabs just written too', () => {
    expect(resaved.filter((p) => p.tab === '?')).toEqual([]);
    const tabs = numbering(resaved);
    expect(tabs.get('Standings')).toEqual([1]);
    expect(tabs.get('Slips')).toEqual([1, 2, 3]);
    for (const [tab, pages] of tabs) {
      expect([tab, pages]).toEqual([tab, pages.map((_, i) => i + 1)]);
    }
  });
});

describe('printed from a workbook made by import', () => {
  it('every tab prints one page wide with its footer, numbered from 1', () => {
    expect(imported.filter((p) => p.tab === '?')).toEqual([]);
    const tabs = numbering(imported);
    expect([...tabs.keys()]).toEqual([
      'Settings',
      'Players',
      'Bands',
      'Constraints',
      'Round 1',
      'Round 2',
      'Round 3',
      'Round 4',
      'Round 5',
      'Import report',
    ]);
    // 40 players, 20 boards: each tab fits on one page once it is one page wide.
    for (const [tab, pages] of tabs) expect([tab, pages]).toEqual([tab, [1]]);
  });

  it('a round prints every column beside its board, the header on the page', () => {
    // Found by its table, not its footer: Round 1, 2, 3… are the pages headed Board, White.
    const round = imported.filter((p) => /^\s*Board\s+White\s+Black/m.test(p.text))[2].text;
    expect(round).toMatch(/Board\s+White\s+Black\s+Handicap\s+Komi\s+Result\s+Notes/);
    expect([...round.matchAll(/^\s*(\d+)\s+\S.*\s(W|B)\+\S*\s*$/gm)].length).toBeGreaterThan(15);
  });
});
