/** What `pairsheet` says of a command name it does not know: the command meant, if it can tell. */
import { existsSync } from 'node:fs';
import { MENU_SUBCOMMANDS } from './commands';

const COMMAND_NAMES = [...MENU_SUBCOMMANDS.map((s) => s.name), 'demo'];

/** Letters to add, drop, change or swap to turn `a` into `b` (a swap of neighbours counts one). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

/**
 * The usage error for `command`: a misspelt command names the one meant; a file given before
 * the command gives the order the command line takes.
 */
export function unknownCommand(command: string, rest: string[]): string {
  const known = `unknown command "${command}"`;
  const next = rest[0];
  if (next !== undefined && COMMAND_NAMES.includes(next.toLowerCase())) {
    const looksLikeFile = /\.\w+$/.test(command) || existsSync(command);
    if (looksLikeFile) {
      return `${known}: the command comes first, then the file (pairsheet ${next.toLowerCase()} ${command}).`;
    }
  }
  const lower = command.toLowerCase();
  if (COMMAND_NAMES.includes(lower)) {
    return `${known}: commands are written in small letters (${lower}).`;
  }
  const started = COMMAND_NAMES.filter((name) => lower.length >= 3 && name.startsWith(lower));
  const near = started.length
    ? started
    : COMMAND_NAMES.filter((name) => distance(lower, name) <= (name.length > 4 ? 2 : 1));
  if (near.length === 1) return `${known}. Did you mean ${near[0]}?`;
  return known;
}
