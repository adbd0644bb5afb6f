/** Reading README.md as plain markdown: sections, tables, code spans and bold header runs. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const README = readFileSync(
  fileURLToPath(new URL('../../README.md', import.meta.url)),
  'utf8',
);

/** The text under a heading, up to the next heading of the same or a higher level. */
export function section(heading: string, text = README): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^#+ /.test(l) && l.replace(/^#+ /, '') === heading);
  if (start < 0) throw new Error(`README has no heading "${heading}"`);
  const level = lines[start].indexOf(' ');
  const end = lines.findIndex((l, i) => i > start && /^#+ /.test(l) && l.indexOf(' ') <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** A markdown table: its header cells and its rows of cells, keyed by header. */
export interface Table {
  headers: string[];
  rows: Record<string, string>[];
}

/** Every table in the text, cells split on `|` and trimmed. */
export function tables(text: string): Table[] {
  const found: Table[] = [];
  let block: string[] = [];
  for (const line of [...text.split('\n'), '']) {
    if (line.startsWith('|')) {
      block.push(line);
      continue;
    }
    if (block.length >= 2) {
      const [head, , ...body] = block.map(cells);
      found.push({
        headers: head,
        rows: body.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i] ?? '']))),
      });
    }
    block = [];
  }
  return found;
}

const cells = (line: string): string[] =>
  line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

/** The one table whose first header is `first`. */
export function tableHeaded(text: string, first: string): Table {
  const matching = tables(text).filter((t) => t.headers[0] === first);
  if (matching.length !== 1) throw new Error(`${matching.length} tables headed "${first}"`);
  return matching[0];
}

/** The contents of the code spans in the text, in order. */
export const codeSpans = (text: string): string[] =>
  [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

/** The bold names of a header run such as "**Board** | **White** | **Black**" after `after`. */
export function boldRun(text: string, after: string): string[] {
  const at = text.indexOf(after);
  if (at < 0) throw new Error(`README has no "${after}"`);
  const run = /\*\*[^*]+\*\*(\s*\|\s*\*\*[^*]+\*\*)*/.exec(text.slice(at + after.length));
  if (!run) throw new Error(`no bold header run after "${after}"`);
  return [...run[0].matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]);
}

/** A list such as "Board, White, Black (multi-game: …) and Result": the names, asides dropped. */
export const nameList = (text: string): string[] =>
  text
    .replace(/\([^)]*\)/g, '')
    .split(/,|\band\b/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A list of choices separated by commas, asides in brackets dropped. */
export const commaList = (text: string): string[] =>
  text
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
