/**
 * The tabs a defined name's formula refers to ('Round 1'!$A$5, Players!$A:$A*2, a range of tabs
 * First:Last!A1), rewritten when a command renamed or deleted one. Text constants ("a, b"),
 * error constants (#REF!, #DIV/0!) and references into other workbooks ([1]Sheet1!A1) are left
 * as they are.
 */

/**
 * What became of a tab named in a formula: its new name, null when it is gone, undefined when
 * the reference stays as written (the tab is unchanged, or no tab of the file has that name).
 */
export type TabNow = (written: string) => string | null | undefined;

/** A character of a tab name written without quotes (letters, digits, _ and .). */
const BARE = /[\p{L}\p{N}_.]/u;

/** An error constant: #REF!, #N/A, #DIV/0!, #NAME? … */
const ERROR = /^#[A-Za-z0-9/]+[!?]|^#N\/A/;

/** A cell, column or row reference written without $ (A1, AB, 12). */
const CELL = /^([A-Za-z]{1,3}\d*|\d+)$/;

/** The cells after a tab's !: A1, $A$1:$B$2, $A:$A, $1:$4, or a name local to the tab. */
const CELLS =
  /^(\$?[A-Za-z]{1,3}\$?\d+(:\$?[A-Za-z]{1,3}\$?\d+)?|\$?[A-Za-z]{1,3}:\$?[A-Za-z]{1,3}|\$?\d+:\$?\d+|[\p{L}\p{N}_.]+)(?![\p{L}\p{N}_.])/u;

/** What `rewrite` returns for a tab deleted. */
const GONE = Symbol('deleted tab');

const quoted = (tab: string): string => `'${tab.replace(/'/g, "''")}'`;

/** End (index after) of the run of bare characters starting at `i`. */
function bareEnd(text: string, i: number): number {
  let j = i;
  while (j < text.length && BARE.test(text[j])) j++;
  return j;
}

/** End (index after the closing quote) of the quoted text starting at `i`, '' and "" escaped. */
function quotedEnd(text: string, i: number): number {
  const mark = text[i];
  let j = i + 1;
  while (j < text.length) {
    if (text[j] !== mark) j++;
    else if (text[j + 1] === mark) j += 2;
    else return j + 1;
  }
  return j;
}

/**
 * The tab part of a reference to `tabs` (one tab, or the first and last of a range of tabs, as
 * written), with its !, rewritten by `now`; null when it stays as written, GONE for a tab deleted.
 */
function rewrite(tabs: string[], now: TabNow): string | typeof GONE | null {
  const found = tabs.map(now);
  if (found.every((t) => t === undefined)) return null;
  if (found.some((t) => t === null)) return GONE;
  return `${quoted(tabs.map((t, i) => found[i] ?? t).join(':'))}!`;
}

/**
 * A reference to a deleted tab, its cells starting at `after`, written #REF!: Excel would keep
 * the cells (#REF!$A$5), which LibreOffice cannot read.
 */
function deleted(text: string, after: number): { out: string; end: number } {
  const cells = CELLS.exec(text.slice(after));
  return { out: '#REF!', end: after + (cells ? cells[0].length : 0) };
}

/** `text` (a defined name's formula, without its =) with its tab references brought up to date. */
export function retargetTabs(text: string, now: TabNow): string {
  let out = '';
  let i = 0;
  /** Writes the tab part from `i` to `end` (and its !) as `moved` says; returns where to go on. */
  const emit = (moved: string | typeof GONE | null, end: number): number => {
    const after = end + (text[end] === '!' ? 1 : 0);
    if (moved === GONE) {
      const ref = deleted(text, after);
      out += ref.out;
      return ref.end;
    }
    out += moved ?? text.slice(i, after);
    return after;
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"') {
      const end = quotedEnd(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (ch === '#' && ERROR.test(text.slice(i))) {
      const error = ERROR.exec(text.slice(i))![0];
      out += error;
      i += error.length;
    } else if (ch === "'") {
      const end = quotedEnd(text, i);
      const inside = text.slice(i + 1, end - 1).replace(/''/g, "'");
      // A quoted name with [ names a tab of another workbook.
      const moved =
        text[end] === '!' && !inside.includes('[') ? rewrite(inside.split(':'), now) : null;
      i = emit(moved, end);
    } else if (BARE.test(ch)) {
      let end = bareEnd(text, i);
      const tabs = [text.slice(i, end)];
      // First:Last! is a range of tabs; A1:Notes! is no tab (the program writes Notes!A1:B2).
      if (text[end] === ':' && BARE.test(text[end + 1] ?? '') && !CELL.test(tabs[0])) {
        const last = bareEnd(text, end + 1);
        if (text[last] === '!') {
          tabs.push(text.slice(end + 1, last));
          end = last;
        }
      }
      const external = text[i - 1] === ']';
      const moved = text[end] === '!' && !external ? rewrite(tabs, now) : null;
      i = emit(moved, end);
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}
