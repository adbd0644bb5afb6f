/**
 * Printing the Players tab, rendered by headless LibreOffice to PDF as a TD prints it: the tab
 * `pairsheet init` writes, and one LibreOffice made from the TD's roster (no page layout of its
 * own until a command saves the workbook), with Phone, Email, Address and Notes columns of the
 * TD's.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, roster, tempDir } from '../cli/support';
import { printWorkbooks, run, type Page } from './support';

let dir: string;
let made: Page[];
let fresh: Page[];
let madeSizes: string[];
let freshSizes: string[];
const names = roster().map((p) => p.Name);
const NOTE =
  'Vegetarian lunch; arrives after round 1 on Saturday; needs a ride home to Northfield on Sunday evening after the prize giving';

/** The size of each page of a PDF, "792 x 612" (points) for Letter landscape. */
function pageSizes(pdf: string): string[] {
  const info = run('pdfinfo', ['-f', '1', '-l', '99', pdf]);
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+ x [\d.]+)/gm)].map((m) => m[1]);
}

async function pairsheet(...args: string[]): Promise<void> {
  const r = await cli(args);
  expect(r, r.err).toMatchObject({ status: 0, err: '' });
}

beforeAll(async () => {
  dir = tempDir();
  const csv = roster().map((p, i) =>
    [
      p.Name,
      p.Rank,
      p.Club,
      p.City,
      '',
      '',
      `555-01${String(i).padStart(2, '0')}`,
      `${p.Name.toLowerCase().replace(/\W+/g, '.')}@riverside-go-club.example.org`,
      `"${100 + i} Riverside Boulevard, Apartment ${i + 1}, ${p.City}, NY 12345"`,
      i % 4 === 0 ? NOTE : '',
    ].join(','),
  );
  const header = 'Name,Rank,Club,City,Byes,Bye volunteer,Phone,Email,Address,Notes';
  writeFileSync(join(dir, 'Players.csv'), [header, ...csv].join('\n') + '\n');
  // LibreOffice opens the roster and saves it as a workbook: one tab, Players.
  run('soffice', [
    `-env:UserInstallation=file://${join(dir, 'profile')}`,
    '--headless',
    '--infilter=CSV:44,34,76,1',
    '--convert-to',
    'xlsx:Calc MS Excel 2007 XML',
    '--outdir',
    dir,
    join(dir, 'Players.csv'),
  ]);
  await pairsheet('init', join(dir, 'Players.xlsx'));
  await pairsheet('init', join(dir, 'fresh.xlsx'));
  [made, fresh] = printWorkbooks(dir, [join(dir, 'Players.xlsx'), join(dir, 'fresh.xlsx')]);
  madeSizes = pageSizes(join(dir, 'Players.pdf'));
  freshSizes = pageSizes(join(dir, 'fresh.pdf'));
}, 300_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a Players tab LibreOffice made, after a command saved the workbook', () => {
  // LibreOffice's own footer ("Page 2") stays: the Players pages are those headed Name.
  const playersPages = (): Page[] => made.filter((p) => /^\s*Name\s/m.test(p.text));

  it('prints landscape, two pages across: the left columns, then the right ones', () => {
    const pages = playersPages();
    expect(pages).toHaveLength(2);
    expect(madeSizes.slice(0, 2)).toEqual(['841.89 x 595.304', '841.89 x 595.304']);
    // Each page is headed Name, then its own columns: all of them, in order, over the two.
    const columns = [
      'Rank',
      'Club',
      'City',
      'Byes',
      'Bye volunteer',
      'Phone',
      'Email',
      'Address',
      'Notes',
    ];
    const headers = pages.map((p) => {
      const line = /^\s*Name\s.*$/m.exec(p.text)![0];
      return columns.filter((c) => new RegExp(`\\s${c}(\\s|$)`).test(line));
    });
    expect(headers.flat()).toEqual(columns);
    expect(headers[0].slice(0, 4)).toEqual(['Rank', 'Club', 'City', 'Byes']);
    expect(headers[1]).toContain('Notes');
  });

  it('repeats every name on the page of its right-hand columns, in the same order', () => {
    for (const page of playersPages()) {
      const at = names.map((n) => page.text.search(new RegExp(`\\n${n}(\\s|$)`)));
      expect(at.every((i) => i > 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
    }
    expect(playersPages()[1].text).toContain(NOTE);
  });

  it('keeps the paper LibreOffice chose (A4, above) and its page footer', () => {
    expect(readFileSync(join(dir, 'Players.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(playersPages().map((p) => /Page (\d+)/.exec(p.text)?.[1])).toEqual(['1', '2']);
  });
});

describe('the Players tab init writes', () => {
  it('prints every column on one landscape page, under its footer', () => {
    const players = fresh.filter((p) => p.tab === 'Players');
    expect(players.map((p) => p.page)).toEqual([1]);
    expect(players[0].text).toMatch(
      /Name\s+Rank\s+Rating\s+Club\s+City\s+State\s+Country\s+Family\s+Band\s+Initial score\s+Byes\s+Bye volunteer\s+Status/,
    );
    const at = fresh.indexOf(players[0]);
    expect(freshSizes[at]).toBe('792 x 612');
    // Settings, Bands and Constraints stay portrait.
    expect(freshSizes.filter((_, i) => i !== at)).toEqual(['612 x 792', '612 x 792', '612 x 792']);
  });
});
