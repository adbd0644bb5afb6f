import type { BandRow } from '../bands';
import type { SeatPlan } from '../roundRobin';
import type { MatchingRules, PairedBye, PairedGame } from '../pairing/types';
import type { Constraint, PairingSystem, Player, PlayerId, Round, Settings } from '../types';

export type { PairedBye, PairedGame };

/** Everything a pairing system may read about the event, as the sheet holds it. */
export interface EventState {
  settings: Settings;
  /** The roster, id = index. */
  players: Player[];
  /** Rounds with a tab, in order (1, 2, …). */
  rounds: Round[];
  /** Constraints tab (manual pairings); empty when the system does not read it. */
  constraints: Constraint[];
  /** Round robin: the seat plan of the Seats tab. */
  seats?: SeatPlan;
  /** McMahon: the Bands tab, read when a late arrival needs a band. */
  bands?: BandRow[];
  /** McMahon: the bands' Initial scores as the Bands tab shows them, when it has any. */
  bandScores?: number[];
  /** McMahon: the Bands tab's band of the strongest ranks; null when it names one band (none). */
  topBand?: string | null;
  /** Multi-game: the games offered and each player's list, most preferred first (index = id). */
  catalogue?: GameCatalogue;
}

export interface GameCatalogue {
  games: string[];
  preferences: string[][];
}

/** A late arrival given a band by this pairing: written back to Players. */
export interface Placement {
  player: PlayerId;
  band: string;
  initialScore: number;
}

export interface RoundPairing {
  number: number;
  games: PairedGame[];
  byes: PairedBye[];
  placed: Placement[];
  /** Sentences said with the board count: how the round was paired (fallbacks, widening). */
  messages: string[];
  /** Findings the TD should look into (players left short), each a paragraph of its own. */
  warnings?: string[];
  /** Multi-game: players who could not be given all their games this round, and why. */
  short?: Array<{ player: PlayerId; missing: number; reason: string }>;
}

/** What the sheet must read for a system, beyond Settings, Players and the round tabs. */
interface SystemNeeds {
  constraints: boolean;
  seats: boolean;
  bands: boolean;
  catalogue: boolean;
  /** The Players columns the "Avoid same …" settings read. */
  avoidance: boolean;
}

/** One column of the standings between Name and the cross table. */
export interface StandingsColumn {
  header: string;
  note: string;
  /**
   * What the column is, for the tables that show only part of Standings (by division): the
   * player's strength (Rank, Rating), the score places go by first, or a tiebreak after it.
   */
  role?: 'strength' | 'score' | 'tiebreak';
  /** A header of several words ("Median Buchholz") that wraps, the column as wide as its longest word. */
  wrapHeader?: true;
}

export interface StandingsRow {
  player: PlayerId;
  place: number;
  /** '3', or '3=' when shared. */
  placeLabel: string;
  /** One value per column. */
  values: Array<string | number>;
  /** Cross-table cells, one per round. */
  rounds: string[];
  /** Random-draw ticket when the draw decided this player's place against a neighbour, else ''. */
  draw: string | number;
}

export interface StandingsTable {
  columns: StandingsColumn[];
  rows: StandingsRow[];
  /** Header note of the round columns: how to read a cross-table cell. */
  roundNote: string;
  drawNote: string;
  /**
   * Round robin, Settings › Withdrawn player's games = Annul under half: who was annulled and
   * why, for the Standings legend and the export notes; absent when nobody was.
   */
  annulled?: string;
  /** With `annulled`: how a cross-table cell shows an annulled game, "(5+w)". */
  annulledCell?: string;
}

/**
 * A pairing system: how it pairs a round, what it checks in a round edited by hand, and how it
 * ranks the field. The commands call only this; adding a system adds one module.
 */
export interface PairingSystemRules {
  readonly name: PairingSystem;
  /**
   * Whether sentences name it as a common noun, in lower case ("a round robin event", "paired
   * as a round robin"); absent: by its name ("paired as Swiss").
   */
  readonly commonNoun?: true;
  readonly needs: SystemNeeds;
  /**
   * How a round's games read: 'colours' (White and Black, handicap and komi: go and chess), or
   * 'games' (a game name, Player 1 moves first: multi-game events).
   */
  readonly layout: 'colours' | 'games';
  /** Whether Build bands applies (McMahon bands; other systems start everyone at 0). */
  readonly usesBands: boolean;
  /**
   * What orders the players: every player's rank ('rank': McMahon bands), a rank or a rating
   * ('rank or rating'), or nothing ('none': multi-game events).
   */
  readonly strength: 'rank' | 'rank or rating' | 'none';
  /**
   * The system an exported event file names: the event-file formats know McMahon and Swiss
   * only, so other systems are written as Swiss and the export says so.
   */
  readonly fileSystem: 'McMahon' | 'Swiss';
  /**
   * What orders the standings after the score: AGA 2009's SOMS and SODOMS ('AGA': McMahon),
   * Settings › Tiebreaks ('Tiebreaks': Swiss, Stable Swiss), Sonneborn-Berger (a round robin),
   * or wins and Sonneborn-Berger on points ('points': multi-game events).
   */
  readonly ranking: 'AGA' | 'Tiebreaks' | 'Sonneborn-Berger' | 'points';
  /**
   * Whether the rounds it pairs give a withdrawn player's opponent no point, the game void
   * (Settings › Withdrawn player's games, a round robin's); absent: a forfeit win.
   */
  readonly voidsWithdrawnGames?: (settings: Settings) => boolean;
  /** Players beyond which pairing one of its rounds takes a second or more; absent: none. */
  readonly slowAbove?: number;
  /**
   * What the system asks of the weighted matching, when it pairs by it (Stable Swiss: when it
   * falls back on it).
   */
  readonly matching?: (settings: Settings) => MatchingRules;
  /** Number of the event's last round. */
  lastRound(event: EventState): number;
  /** Pairs round `number` (every earlier result in); throws InputError or PairingError. */
  pairRound(event: EventState, number: number): RoundPairing;
  /** Problems in a round edited by hand (a player twice, repeats, blocking pairs…): Check round. */
  checkRound(event: EventState, round: Round): string[];
  standings(event: EventState): StandingsTable;
}
