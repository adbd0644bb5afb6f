/**
 * The club in an OpenGotha file: OpenGotha refuses a club longer than 4 characters, counted as
 * Java counts them (a character outside the basic plane, such as an emoji or a rare Chinese
 * character, counts 2), so a longer club is cut, and the Export report says so.
 */
import { examples } from './ranks';
import type { ImportedEvent } from './types';

const CLUB_LENGTH = 4;

/** The club's first whole characters that OpenGotha holds, accents composed ("Zürich Go": "Züri"). */
export function openGothaClub(club: string): string {
  let out = '';
  for (const character of club.trim().normalize('NFC')) {
    if (out.length + character.length > CLUB_LENGTH) break;
    out += character;
  }
  return out;
}

/** The Export report's line for the clubs cut, each club once. */
export function openGothaClubNote(event: ImportedEvent): string[] {
  const clubs = [...new Set(event.players.map((p) => p.club.trim()))];
  const cut = clubs
    .filter((club) => openGothaClub(club) !== club.normalize('NFC'))
    .map((club) => `"${club}" as "${openGothaClub(club)}"`);
  if (cut.length === 0) return [];
  return [`OpenGotha holds a club of 4 characters at most, so clubs were cut: ${examples(cut)}.`];
}
