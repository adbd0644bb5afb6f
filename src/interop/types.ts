/**
 * The neutral event every importer produces and every exporter reads: what OpenGotha,
 * pairgoth and the sheet have in common (../shared/formats.md). Pure data, no sheet types.
 */
import type { SwissTiebreak } from '../engine/types';

/** Who won a game, as the other programs record it. */
export type ImportedOutcome = 'white' | 'black' | 'jigo' | 'unknown' | 'both win' | 'both lose';

interface ImportedResult {
  outcome: ImportedOutcome;
  /** Decided without play (OpenGotha _BYDEF, a W+F on the sheet). */
  forfeit: boolean;
}

export interface ImportedPlayer {
  surname: string;
  firstName: string;
  /** Rank value as in src/engine/rank.ts (30k = -30 … 1d = 1 … 9d = 9); null when unknown. */
  rank: number | null;
  /**
   * Rating on the scale of the source: EGF-like (2050–2149 = 1d) from OpenGotha and pairgoth,
   * AGA-style (−5.5, 3.2) or Elo-style from the sheet; null when none.
   */
  rating: number | null;
  club: string;
  /** Two letters, or ''. */
  country: string;
  agaId: string;
  egfPin: string;
  /**
   * Rounds (1-based) the player sits out: OpenGotha participating = 0, pairgoth skip, the
   * Players column Byes. Importers leave out a withdrawn player's rounds after withdrawing.
   */
  absent: number[];
  withdrawn: boolean;
  /** Players columns only a roster carries (CSV); absent elsewhere. */
  city?: string;
  state?: string;
  family?: string;
  /** Prize division or section (Players › Division). */
  division?: string;
  band?: string;
  /**
   * McMahon initial score: a roster's column; an OpenGotha or pairgoth file's (the start of the
   * rank plus smmsCorrection or mmsCorrection); on export, the one the standings use.
   */
  initialScore?: number | null;
  byeVolunteer?: boolean;
}

export interface ImportedGame {
  /** Table number, 1-based. */
  board: number;
  /** Indexes into ImportedEvent.players. */
  white: number;
  black: number;
  handicap: number;
  komi: number;
  result: ImportedResult;
}

interface ImportedBye {
  player: number;
  /**
   * A forced bye is worth a win; a voluntary one (asked for, absent) scores Requested bye
   * points when asked for, else nothing.
   */
  kind: 'forced' | 'voluntary';
  /** A voluntary bye the player did not ask for (an Absent row, a round robin's Rest). */
  absent?: true;
}

export interface ImportedRound {
  number: number;
  games: ImportedGame[];
  byes: ImportedBye[];
}

export interface ImportedSettings {
  name: string;
  shortName: string;
  location: string;
  /** ISO dates (yyyy-mm-dd) or ''. */
  beginDate: string;
  endDate: string;
  rounds: number;
  system: 'McMahon' | 'Swiss';
  komi: number;
  /** McMahon bar and floor as rank values; null when not given. */
  bar: number | null;
  floor: number | null;
  /** Handicap = rank difference − correction, none at all when null. */
  handicapCorrection: number | null;
  /** Basic time in minutes, 0 when unknown. */
  basicMinutes: number;
  /**
   * A Swiss event's Settings › Tiebreaks, in order; null for a system with its own order (a
   * round robin, McMahon) and for a file whose placement criteria are not all tiebreaks.
   */
  tiebreaks: readonly SwissTiebreak[] | null;
  /**
   * Points of a round a player asked to miss (Settings › Requested bye points): 0, 0.5 or 1;
   * undefined when the file does not say (pairgoth).
   */
  requestedByePoints?: number;
  /**
   * Set on a round robin's export (written as a Swiss event): the file's placement criteria
   * are then the round robin's own order (placementCriteria.ts).
   */
  roundRobin?: true;
  /**
   * Set on an export when Settings › Drawing of lots is No: players still tied after every
   * tiebreak share the place, where no lots separate them.
   */
  sharedPlaces?: true;
}

export interface ImportedEvent {
  settings: ImportedSettings;
  players: ImportedPlayer[];
  rounds: ImportedRound[];
  /** What the source held that the event cannot carry (weights, unknown settings…). */
  notCarried: string[];
  /** 'EGF' when every rating is on the EGF-like scale (OpenGotha, pairgoth files). */
  ratingScale?: 'EGF';
  /** The player key a McMahon file's initial scores were read from (mcmahonStart.ts). */
  correctionKey?: 'smmsCorrection' | 'mmsCorrection';
  /** Players whose McMahon start the file set by hand (OpenGotha's forcedSmms), by sheet name. */
  startsByHand?: string[];
}

/** Players' display name on the sheet: "Surname, First name" (AGA style, split back on export). */
export function sheetName(p: Pick<ImportedPlayer, 'surname' | 'firstName'>): string {
  return p.firstName ? `${p.surname}, ${p.firstName}` : p.surname;
}

/**
 * The inverse of sheetName: the last comma, with or without spaces around it ("Smith,John"),
 * separates the surname from the first name (formats.md §1: the comma is the only separator).
 */
export function splitSheetName(name: string): { surname: string; firstName: string } {
  const at = name.lastIndexOf(',');
  const surname = name.slice(0, at).trim();
  if (at < 0 || surname === '') return { surname: name.trim(), firstName: '' };
  return { surname, firstName: name.slice(at + 1).trim() };
}

export const blankSettings = (): ImportedSettings => ({
  name: '',
  shortName: '',
  location: '',
  beginDate: '',
  endDate: '',
  rounds: 1,
  system: 'McMahon',
  komi: 7.5,
  bar: null,
  floor: null,
  handicapCorrection: null,
  basicMinutes: 0,
  tiebreaks: null,
});
