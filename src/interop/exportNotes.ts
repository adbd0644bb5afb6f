/**
 * What an OpenGotha or pairgoth file cannot hold of a sheet's event, for the notes under the
 * download (formats.md §4, §5).
 */
import { fractionalScoresNote } from './mcmahonStart';
import { wordList } from '../engine/names';
import { egfRatingNotes } from './egfRatings';
import { fileDates } from './eventDetails';
import { askedToMiss } from './participation';
import { openGothaClubNote } from './openGothaClub';
import { PAIRGOTH_DATES } from './pairgothExport';
import { tiebreaksExportNotes } from './placementCriteria';
import { count, examples, EXAMPLES, ranksForFile } from './ranks';
import { sheetName, type ImportedEvent, type ImportedPlayer } from './types';
import { formatPoints } from '../engine/results/formatPoints';

/** Players columns an OpenGotha or pairgoth player has no attribute for, in Players order. */
const UNPLACED_COLUMNS: Array<{ header: string; holds: (p: ImportedPlayer) => boolean }> = [
  { header: 'Bye volunteer', holds: (p) => p.byeVolunteer === true },
  { header: 'City', holds: (p) => (p.city ?? '').trim() !== '' },
  { header: 'State', holds: (p) => (p.state ?? '').trim() !== '' },
  { header: 'Family', holds: (p) => (p.family ?? '').trim() !== '' },
  { header: 'Division', holds: (p) => (p.division ?? '').trim() !== '' },
];

/**
 * The Players columns the file leaves out, each with how many players have a value in it
 * (Bye volunteer: how many say Yes); none when no player has one.
 */
function unplacedColumnsNote(event: ImportedEvent, format: string): string[] {
  const lost = UNPLACED_COLUMNS.map(({ header, holds }) => ({
    header,
    count: event.players.filter(holds).length,
  })).filter((c) => c.count > 0);
  if (lost.length === 0) return [];
  const parts = lost.map(({ header, count }, i) =>
    i === 0 ? `${header} (${count} player${count === 1 ? '' : 's'})` : `${header} (${count})`,
  );
  const list = wordList(parts, 'or');
  return [
    `${format} has no place for ${list}; ${parts.length === 1 ? 'it is' : 'they are'} not in the file.`,
  ];
}

/**
 * Requested bye points above 0, which OpenGotha gives every round a player is not there
 * (participating 0): the rounds played that Pairsheet scores 0 (an absence, a withdrawal, a
 * late arrival's rounds not named in Byes) score more there; and a Swiss event's
 * genNBW2ValueAbsent, not 0, keeps pairgoth from reading the file (formats.md §4).
 */
function openGothaAbsenceNotes(event: ImportedEvent): string[] {
  const points = event.settings.requestedByePoints ?? 0;
  if (points === 0) return [];
  const notes: string[] = [];
  const unasked = event.players.flatMap((p, i) => {
    const rounds = event.rounds
      .filter((r) => !r.games.some((g) => g.white === i || g.black === i))
      .filter((r) => !r.byes.some((b) => b.player === i && b.kind === 'forced'))
      .filter((r) => !askedToMiss(event, i, r))
      .map((r) => r.number);
    return rounds.length
      ? [`${sheetName(p)} (round${rounds.length > 1 ? 's' : ''} ${rounds.join(', ')})`]
      : [];
  });
  if (unasked.length > 0) {
    notes.push(
      `OpenGotha gives the absence value (${formatPoints(points)} point, Settings › Requested bye points) to every round a player is not there; Pairsheet gives it only to rounds the player asked to miss, so OpenGotha scores these rounds higher: ${examples(unasked)}.`,
    );
  }
  if (event.settings.system === 'Swiss') {
    notes.push(
      `genNBW2ValueAbsent="${2 * points}" (Requested bye points ${formatPoints(points)}, in half points) keeps pairgoth from reading this file: to take the event to pairgoth, download the pairgoth file instead.`,
    );
  }
  return notes;
}

/** Players with neither a rank nor a rating (a withdrawn late entry, say): the file's 30K. */
function unrankedNote(event: ImportedEvent, unranked: readonly number[], file: string): string[] {
  if (unranked.length === 0) return [];
  const names = unranked.map((i) => sheetName(event.players[i]));
  const lead =
    names.length > EXAMPLES
      ? `${count(names.length)} players have neither a rank nor a rating`
      : 'Neither a rank nor a rating';
  return [`${lead}, written as 30K (${file} needs a rank): ${examples(names)}.`];
}

/**
 * OpenGotha: ranks derived from ratings, the 30K written for a player with neither, blank
 * dates and time, ratings moved into range, the handicap setting of a Swiss event, written
 * as none (hdCeiling 0 is how pairgoth knows a Swiss event), the Tiebreaks left out, and the
 * Players columns left out.
 */
export function openGothaExportNotes(event: ImportedEvent, annulled = false): string[] {
  const { note, unranked } = ranksForFile(
    event,
    event.players.map((_, i) => i),
  );
  const notes = note ? [note] : [];
  notes.push(...unrankedNote(event, unranked, 'OpenGotha'));
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
  notes.push(...tiebreaksExportNotes(event.settings, 'OpenGotha', annulled));
  notes.push(...openGothaAbsenceNotes(event));
  notes.push(...fractionalScoresNote(event, 'OpenGotha', 'smmsCorrection'));
  notes.push(...openGothaClubNote(event));
  notes.push(...unplacedColumnsNote(event, 'OpenGotha'));
  return notes;
}

/**
 * pairgoth: ratings moved into range, forfeit wins (pairgoth has no forfeit flag), blank
 * dates or basic time, the Tiebreaks left out, and the Players columns left out.
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
  const { unranked } = ranksForFile(
    event,
    event.players.map((_, i) => i),
  );
  notes.push(...unrankedNote(event, unranked, 'pairgoth'));
  const dates = fileDates(event.settings, PAIRGOTH_DATES);
  if (dates.note) notes.push(dates.note);
  if (event.settings.basicMinutes === 0) {
    notes.push('Settings: Basic time (minutes) is blank, so mainTime is written as 0.');
  }
  if (forfeits.length > 0)
    notes.push(
      `pairgoth has no forfeit flag: the forfeit win${forfeits.length === 1 ? '' : 's'} of ${forfeits.join('; ')} ${forfeits.length === 1 ? 'was' : 'were'} written as played.`,
    );
  notes.push(...tiebreaksExportNotes(event.settings, 'pairgoth'));
  const points = event.settings.requestedByePoints ?? 0;
  if (points > 0) {
    notes.push(
      `Settings: Requested bye points is ${formatPoints(points)}, and the pairgoth file has no place for it: pairgoth scores the rounds a player sits out (skip) by its own rule, so its scores and standings may differ from Pairsheet's.`,
    );
  }
  notes.push(...fractionalScoresNote(event, 'pairgoth', 'mmsCorrection'));
  notes.push(...unplacedColumnsNote(event, 'pairgoth'));
  return notes;
}
