import { fileDates } from './eventDetails';
import { ranksForFile } from './ranks';
import { sheetName, type ImportedEvent } from './types';

/**
 * What the TD should know about an OpenGotha file written from the sheet (the Export report):
 * ranks derived from ratings, the 30K written for a player with neither, blank dates and time.
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
  const dates = fileDates(event.settings, 'beginDate and endDate');
  if (dates.note) notes.push(dates.note);
  if (event.settings.basicMinutes === 0) {
    notes.push('Settings: Basic time (minutes) is blank, so basicTime is written as 0.');
  }
  return notes;
}
