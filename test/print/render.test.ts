/**
 * What a TD prints: the demo workbook saved as xlsx, rendered by headless LibreOffice to PDF
 * (Letter), read back page by page with pdftotext. Each page's footer names its tab, so pages
 * are counted per tab. .ci/run installs libreoffice-calc and poppler-utils when missing.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDemo } from '../../src/cli/demo';
import { sheetValues } from '../../src/workbook';
import { printWorkbooks, type Page } from './support';

const TOURNAMENT = 'Riverside Autumn McMahon';
let dir: string;
let pages: Page[];
/** Board numbers of each round, as the demo paired them. */
const boards = new Map<number, number[]>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pairsheet-print-'));
  const doc = runDemo(process.cwd(), () => {});
  const ss = doc.spreadsheet;
  // A printable tab's table starts at its header row, the last frozen row.
  const table = (tab: string): unknown[][] =>
    sheetValues(ss, tab).slice(ss._sheetNamed(tab)!._frozenRows - 1);
  for (let round = 1; round <= 5; round++) {
    const rows = table(`Round ${round}`).slice(1);
    boards.set(
      round,
      rows.filter((r) => typeof r[0] === 'number').map((r) => Number(r[0])),
    );
  }
  // Two volunteers have not typed their results into the last round yet.
  const round5 = ss._sheetNamed('Round 5')!;
  const resultColumn = table('Round 5')[0].indexOf('Result') + 1;
  ss._env.silent(() =>
    round5.getRange(round5._frozenRows + 3, resultColumn, 2, 1).setValues([[''], ['']]),
  );
  doc.update();
  const xlsx = join(dir, 'demo.xlsx');
  writeFileSync(xlsx, await doc.toBuffer());
  [pages] = printWorkbooks(dir, [xlsx]);
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pagesOf = (tab: string): string[] => pages.filter((p) => p.tab === tab).map((p) => p.text);

describe('printed from LibreOffice (Letter)', () => {
  it('every page carries its tab name in the footer', () => {
    expect(pages.filter((p) => p.tab === '?')).toEqual([]);
    expect(readFileSync(join(dir, 'demo.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([1, 2, 3, 4, 5])('Round %i: every board on one page, under the title', (round) => {
    const [page, ...more] = pagesOf(`Round ${round}`);
    expect(more).toHaveLength(0);
    expect(page).toContain(TOURNAMENT);
    expect(page).toMatch(new RegExp(`Round ${round} · written \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d`));
    const printed = [...page.matchAll(/^\s*(\d+)\s+[A-Z]/gm)].map((m) => Number(m[1]));
    expect(printed).toEqual(boards.get(round));
    expect(boards.get(round)!.length).toBeGreaterThanOrEqual(19);
  });

  it('shows how far each round has got, counted live by the formula', () => {
    expect(pagesOf('Round 1')[0]).toContain('20 of 20 results in: run "Pair next round"');
    expect(boards.get(5)).toHaveLength(20);
    expect(pagesOf('Round 5')[0]).toContain('18 of 20 results in');
    expect(pagesOf('Round 5')[0]).not.toContain('run Update standings');
  });

  it('Standings: 40 players × 5 rounds on one landscape page, names beside the cross table', () => {
    const [page, ...more] = pagesOf('Standings');
    expect(more).toHaveLength(0);
    expect(page).toContain(TOURNAMENT);
    expect(page).toMatch(/Standings after round 5 · written/);
    expect(page).toMatch(
      /Place\s+Name\s+Rank\s+Band\s+Score\s+Wins\s+SOMS\s+SODOMS\s+R1\s+R2\s+R3\s+R4\s+R5\s+Lot/,
    );
    // The 40th line holds a name and its five cross-table cells.
    expect(page).toMatch(/\n\s*40\s+[A-Z][a-z]+ [A-Z][a-z]+\s.*(\S+\s+){4}\S+\s*\n/);
  });

  it('Round 5 by name: 40 players on one page, under the title', () => {
    const [page, ...more] = pagesOf('Round 5 by name');
    expect(more).toHaveLength(0);
    expect(page).toContain(TOURNAMENT);
    expect(page).toContain('Round 5: pairings by name');
    expect(page).toMatch(/Name\s+Rank\s+Board\s+Colour\s+Opponent\s+Handicap\s+Komi/);
  });

  it('Slips: a slip per board, at least four to a page, none cut between pages', () => {
    const slips = pagesOf('Slips');
    const perPage = slips.map((page) =>
      [...page.matchAll(/Board (\d+)/g)].map((m) => Number(m[1])),
    );
    expect(perPage.map((boards) => boards.length)).toEqual([8, 8, 4]);
    expect(perPage.flat()).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const page of slips) {
      const slipCount = page.split(TOURNAMENT).length - 1;
      expect(slipCount).toBeGreaterThanOrEqual(4);
      expect(page.split('White signs').length - 1).toBe(slipCount);
    }
  });
});
