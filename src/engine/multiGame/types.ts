import type { Game, Player, PlayerId, Round } from '../types';

export type MultiGameMethod = 'seed order' | 'optimal';

export interface MultiGameSettings {
  /** Preferred games (n): how many of each player's first choices count as preferred. */
  preferred: number;
  /** Games per player per round. */
  gamesPerRound: number;
  /**
   * Game Courier proposal: a game may be replayed, in a later round, between two earlier
   * winners.
   */
  replayBetweenWinners: boolean;
  method: MultiGameMethod;
  /** Settings random seed: decides who moves first when the rule leaves a tie. */
  randomSeed: number;
}

export interface MultiGameInput {
  settings: MultiGameSettings;
  /** Game names in Games-tab order. */
  games: string[];
  /** Roster; ids are the roster indexes 0 … n-1. */
  players: Player[];
  /**
   * preferences[id]: that player's games, most preferred first, named exactly as in `games`.
   * May be empty (or missing) for players who are not paired this round.
   */
  preferences: string[][];
  /** Earlier rounds, with results typed in; every game names its `game`. */
  rounds: Round[];
  roundNumber: number;
}

/** A new board: `game` set, white = Player 1 (moves first), black = Player 2, result null. */
export interface MultiGameBoard extends Game {
  game: string;
  notes: string[];
}

export interface MultiGameBye {
  player: PlayerId;
  kind: 'voluntary';
  notes: string[];
}

/** A player who could not be given all their games this round. */
export interface ShortPlayer {
  player: PlayerId;
  /** Games per round minus games paired. */
  missing: number;
  reason: string;
}

export interface MultiGameRoundPairing {
  number: number;
  /** Boards 1 … grouped by game in Games-tab order, in pairing order within a game. */
  games: MultiGameBoard[];
  byes: MultiGameBye[];
  short: ShortPlayer[];
  /**
   * Method 'optimal' only: branch-and-bound nodes solved, and whether the search finished
   * (false when it stopped at its node or work limit with the best pairing found so far).
   */
  search?: { nodes: number; proven: boolean };
}
