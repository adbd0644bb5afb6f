/** What the AGA results export says of players it cannot give their own AGA id. */
import { isAgaId } from '../interop/aga';
import { sheetName, type ImportedPlayer } from '../interop/types';

/** Names at most this many players, then "and N more". */
const LISTED = 15;

function listed(items: string[], join: string): string {
  const shown = items.slice(0, LISTED).join(join);
  return items.length > LISTED ? `${shown} and ${items.length - LISTED} more` : shown;
}

/**
 * The question before an AGA export with temporary ids, null when every player has an AGA id:
 * blank ids by name; an id cell holding something else (A123, 12-345) by its cell and content.
 * `cells`: each player's AGA ID cell (Players!N5).
 */
export function agaIdsQuestion(
  players: readonly ImportedPlayer[],
  cells: readonly string[],
): string | null {
  const blank = players.filter((p) => p.agaId.trim() === '').map(sheetName);
  const odd = players.flatMap((p, i) =>
    p.agaId.trim() === '' || isAgaId(p.agaId)
      ? []
      : [`${cells[i]} (${sheetName(p)}) holds "${p.agaId.trim()}"`],
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
  parts.push(`${fix}, or tick "Continue with temporary ids".`);
  return parts.join(' ');
}
