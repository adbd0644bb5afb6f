/**
 * What an OpenGotha or pairgoth file cannot hold of a sheet's event, for the notes under the
 * download (formats.md §4, §5).
 */
import { egfRatingNotes } from './egfRatings';
import { fileDates } from './eventDetails';
import { PAIRGOTH_DATES } from './pairgoth';
import { ranksForFile } from './ranks';
import { sheetName, type ImportedEvent } from './types';

/**
 * OpenGotha: ranks derived from ratings, the 30K written for a player with neither, blank
 * dates and time, ratings moved into range, and the handicap setting of a Swiss event, written
 * as none (hdCeiling 0 is how pairgoth knows a Swiss event).
 */
export function openGothaExportNotes(event: ImportedEvent): string[] {
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
  notes.push(...egfRatingNotes(event, 'OpenGotha'));
  const { system, handicapCorrection } = event.settings;
  if (system === 'Swiss' && handicapCorrection !== null) {
    const setting = handicapCorrection === 0 ? 'Full' : `Minus ${handicapCorrection}`;
    notes.push(
      `A Swiss event is written without handicaps (hdCeiling 0, as pairgoth reads it), so Handicap ${setting} is not in the file; the games keep their stones.`,
    );
  }
  return notes;
}

/**
 * pairgoth: ratings moved into range, forfeit wins (pairgoth has no forfeit flag), and blank
 * dates or basic time.
 */
export function pairgothExportNotes(event: ImportedEvent): string[] {
  const forfeits = event.rounds.flatMap((r) =>
    r.games
      .filter(
        (g) => g.result.forfeit && (g.result.outcome === 'white' || g.result.outcome === 'black'),
      )
      .map((g) => `round ${r.number}, board ${g.board}`),
  );
  const notes = egfRatingNotes(event, 'pairgoth');
  const dates = fileDates(event.settings, PAIRGOTH_DATES);
  if (dates.note) notes.push(dates.note);
  if (event.settings.basicMinutes === 0) {
    notes.push('Settings: Basic time (minutes) is blank, so mainTime is written as 0.');
  }
  if (forfeits.length > 0)
    notes.push(
      `pairgoth has no forfeit flag: the forfeit win${forfeits.length === 1 ? '' : 's'} of ${forfeits.join('; ')} ${forfeits.length === 1 ? 'was' : 'were'} written as played.`,
    );
  return notes;
}
