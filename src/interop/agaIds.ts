/** AGA ids, and what an AGA results export says of players it cannot give their own id. */
import { sheetName, type ImportedPlayer } from './types';

/**
 * AGA ids are 1–5 digits (formats.md §2), leading zeros aside (an id typed as text keeps them:
 * "00123" is 123); others need a temporary id.
 */
export const isAgaId = (id: string): boolean => /^0*\d{1,5}$/.test(id.trim());

/** Names at most this many players, then "and N more". */
const LISTED = 15;

function listed(items: string[], join: string): string {
  const shown = items.slice(0, LISTED).join(join);
  return items.length > LISTED ? `${shown} and ${items.length - LISTED} more` : shown;
}

/**
 * The question before an AGA export with temporary ids, null when every player has an AGA id:
 * blank ids by name; an id holding something else (A123, 12-345) by its cell when `cells` gives
 * each player's AGA ID cell (Players!N5), else by name, with what it holds. `orElse` is how to go
 * on with temporary ids (tick the dialog's box, or ask the export for them).
 */
export function agaIdsQuestion(
  players: readonly ImportedPlayer[],
  orElse: string,
  cells?: readonly string[],
): string | null {
  const blank = players.filter((p) => p.agaId.trim() === '').map(sheetName);
  const odd = players.flatMap((p, i) =>
    p.agaId.trim() === '' || isAgaId(p.agaId)
      ? []
      : [`${cells ? `${cells[i]} (${sheetName(p)})` : sheetName(p)} holds "${p.agaId.trim()}"`],
  );
  if (!blank.length && !odd.length) return null;
  const parts: string[] = [];
  if (blank.length) {
    parts.push(
      `${blank.length} player${blank.length === 1 ? ' has' : 's have'} no AGA id in the Players column "AGA ID": ${listed(blank, '; ')}.`,
    );
  }
  if (odd.length) {
    const one = odd.length === 1;
    parts.push(
      `${listed(odd, '; ')}, which ${one ? 'is not an AGA id' : 'are not AGA ids'} (an AGA id is 1 to 5 digits); the export would give ${one ? 'that player a temporary id' : 'those players temporary ids'}.`,
    );
  }
  const fix = !odd.length
    ? 'Fill them in'
    : blank.length
      ? 'Fill in or correct them'
      : `Correct ${odd.length === 1 ? 'it' : 'them'}`;
  parts.push(`${fix}, or ${orElse}.`);
  return parts.join(' ');
}
