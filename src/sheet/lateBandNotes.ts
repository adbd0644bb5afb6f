/** What Pair next round says of late arrivals it placed other than the TD may have meant. */
import { nameKey, nameList } from '../engine/names';
import type { RoundPairing } from '../engine/systems';
import { refAt } from './table';
import type { Tournament } from './tournament';

/**
 * Late arrivals whose Band names no band on the Bands tab (a typo, a renamed band) are placed
 * by rank, as Apply band edits places them; said with the Band cell, as it says them, so a
 * typo that moved a player is not missed.
 */
export function unknownBandNote(t: Tournament, paired: RoundPairing): string | null {
  const { table, rows, players } = t.roster;
  const moved = paired.placed.filter((p) => {
    const typed = players[p.player].band;
    return typed !== '' && nameKey(typed) !== nameKey(p.band);
  });
  if (moved.length === 0) return null;
  const each = moved.map((p) => {
    const { name, band } = players[p.player];
    return `${name} (${refAt(table, rows[p.player], 'Band')} "${band}", placed in ${p.band})`;
  });
  return `Placed by rank, as their Band names no band on the Bands tab: ${nameList(each)}. If another band was meant, run "Undo last pairing", pick it in Players › Band, and pair again.`;
}
