/**
 * Helpers for driving `pairsheet` in tests: the command line in-process with a scripted
 * terminal, the launcher as a child process, and a TD's edits made to the file with exceljs
 * (the way a person in Excel would type them).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { main } from '../../src/cli/main';
import type { Terminal } from '../../src/cli/terminal';
import { expect } from 'vitest';
import { PLAYER_HEADERS } from '../support/event';

export interface CliResult {
  status: number;
  out: string;
  err: string;
  /** The questions asked on the terminal. */
  asked: string[];
}

export interface CliOptions {
  /** Answers typed at the terminal, in order (makes the terminal interactive). */
  typed?: string[];
}

export async function cli(args: string[], options: CliOptions = {}): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  const asked: string[] = [];
  const typed = [...(options.typed ?? [])];
  const terminal: Terminal = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    interactive: options.typed !== undefined,
    progress: false,
    ask: async (q) => {
      asked.push(q);
      return typed.shift() ?? '';
    },
    status: () => {},
  };
  const status = await main(args, terminal);
  return { status, out: out.join('\n'), err: err.join('\n'), asked };
}

export const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Runs bin/pairsheet.mjs as a child process with no terminal (pipes), in `cwd`, with `env`
 * added to the environment.
 */
export function spawnCli(
  args: string[],
  cwd?: string,
  env: Record<string, string> = {},
): { status: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'pairsheet.mjs'), ...args], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return { status: r.status ?? -1, out: r.stdout, err: r.stderr };
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'pairsheet-cli-'));
}

export async function readBook(file: string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(file) as unknown as ExcelJS.Buffer);
  return wb;
}

export type Value = string | number | boolean;

/** A tab's used values as rows, '' for empty cells (like getValues of the data range). */
export function tabValues(wb: ExcelJS.Workbook, tab: string): Value[][] {
  const ws = wb.getWorksheet(tab);
  if (!ws) throw new Error(`no tab ${tab}`);
  const rows: Value[][] = [];
  let width = 0;
  ws.eachRow({ includeEmpty: true }, (row, r) => {
    const line: Value[] = [];
    row.eachCell({ includeEmpty: true }, (cell, c) => {
      const v = cell.value;
      if (v !== null && v !== undefined && v !== '') {
        line[c - 1] = typeof v === 'object' ? String((v as { result?: unknown }).result ?? '') : v;
      }
    });
    rows[r - 1] = line;
  });
  for (const line of rows) if (line) width = Math.max(width, line.length);
  while (rows.length && !(rows[rows.length - 1] ?? []).some((v) => v !== undefined)) rows.pop();
  return Array.from(rows, (line) =>
    Array.from({ length: width }, (_, i) => (line?.[i] === undefined ? '' : line[i])),
  );
}

/** Sheet row of a tab's header: printable tabs have a title block above it, frozen with it. */
export function headerRow(wb: ExcelJS.Workbook, tab: string): number {
  const view = wb.getWorksheet(tab)?.views?.[0] as { ySplit?: number } | undefined;
  if (view?.ySplit) return view.ySplit;
  // A file saved by LibreOffice without a view (headless) has no frozen rows: find the header.
  const rows = tabValues(wb, tab);
  const at = rows.findIndex((r) => r[0] === 'Board' || r[0] === 'Place');
  return at >= 0 ? at + 1 : 1;
}

/** A tab's table: the header row and the rows below it (a title block left out). */
export function tableValues(wb: ExcelJS.Workbook, tab: string): Value[][] {
  return tabValues(wb, tab).slice(headerRow(wb, tab) - 1);
}

/** Opens the file with exceljs, lets `edit` change it, saves it (a TD typing in Excel). */
export async function editBook(
  file: string,
  edit: (wb: ExcelJS.Workbook) => void | Promise<void>,
): Promise<void> {
  const wb = await readBook(file);
  await edit(wb);
  await wb.xlsx.writeFile(file);
}

/** Sets a cell found by its header (row 1) and a row index (0 = first data row). */
export function typeInto(
  wb: ExcelJS.Workbook,
  tab: string,
  dataRow: number,
  header: string,
  value: Value,
): void {
  const ws = wb.getWorksheet(tab)!;
  const top = headerRow(wb, tab);
  const headers = ws.getRow(top).values as unknown[];
  const column = headers.indexOf(header);
  if (column < 1) throw new Error(`no column ${header} on ${tab}`);
  ws.getCell(top + dataRow + 1, column).value = value;
}

/** The players of examples/club-roster.csv, as records by header. */
export function roster(): Record<string, string>[] {
  const [header, ...lines] = readFileSync(join(ROOT, 'examples/club-roster.csv'), 'utf8')
    .trim()
    .split('\n');
  const split = (line: string): string[] =>
    [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[2] ?? m[1]);
  const keys = split(header);
  return lines.map((line) => Object.fromEntries(split(line).map((v, i) => [keys[i], v])));
}

/** What a spreadsheet program stores for typed text: numbers as numbers. */
export function typed(text: string): string | number {
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** Lines of examples/club-roster.csv (header first). */
export function rosterLines(): string[] {
  return readFileSync(join(ROOT, 'examples/club-roster.csv'), 'utf8').split('\n');
}

const SIX_PLAYERS = [
  ['Ann Lee', '3d'],
  ['Bo Chen', '1d'],
  ['Cy Diaz', '2k'],
  ['Di Egan', '5k'],
  ['Ed Fox', '8k'],
  ['Flo Gray', '12k'],
];

/** A new event file `name` in a fresh folder with six players typed in, ready for Build bands. */
export async function sixPlayerEvent(name: string): Promise<string> {
  const file = join(tempDir(), name);
  expect((await cli(['init', file])).status).toBe(0);
  await editBook(file, (wb) => {
    const ws = wb.getWorksheet('Players')!;
    SIX_PLAYERS.forEach(([player, rank], i) => {
      ws.getCell(i + 2, PLAYER_HEADERS.indexOf('Name') + 1).value = player;
      ws.getCell(i + 2, PLAYER_HEADERS.indexOf('Rank') + 1).value = rank;
    });
  });
  return file;
}

/**
 * sixPlayerEvent with bands built and Round 1 paired and won by White, then Gil Hart (4k)
 * registered late and Round 2 paired: what `pair` printed, and the file.
 */
export async function round2WithLateArrival(name: string): Promise<{ file: string; out: string }> {
  const file = await sixPlayerEvent(name);
  expect((await cli(['bands', file])).status).toBe(0);
  expect((await cli(['pair', file])).status).toBe(0);
  await editBook(file, (wb) => {
    tableValues(wb, 'Round 1')
      .slice(1)
      .forEach((row, i) => {
        if (row[0] !== 'Bye') typeInto(wb, 'Round 1', i, 'Result', 'W+');
      });
    const ws = wb.getWorksheet('Players')!;
    ws.getCell(SIX_PLAYERS.length + 2, PLAYER_HEADERS.indexOf('Name') + 1).value = 'Gil Hart';
    ws.getCell(SIX_PLAYERS.length + 2, PLAYER_HEADERS.indexOf('Rank') + 1).value = '4k';
  });
  const paired = await cli(['pair', file]);
  expect(paired.status).toBe(0);
  return { file, out: paired.out };
}
