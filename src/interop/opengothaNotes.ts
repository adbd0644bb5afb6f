import { ranksForFile } from './ranks';
import { sheetName, type ImportedEvent } from './types';

/**
 * What the TD should know about an OpenGotha file written from the sheet (the Export report):
 * ranks derived from ratings, and the 30K written for a player with neither.
 */
export function openGothaNotes(event: ImportedEvent): string[] {
  const { note, unranked } = ranksForFile(
    event,
    event.players.map((_, i) => i),
  );
  const notes = note ? [note] : [];
  if (unranked.length > 0) {
    notes.push(
      `Neither a rank nor a rating, written as 30K (OpenGotha needs a rank): ${unranked.map((i) => sheetName(event.players[i])).join('; ')}.`,
    );
  }
  return notes;
}
