/**
 * The README's multi-game example, shared by the add-in's tests and the command line's: eight
 * players, eight games, three rounds.
 */
import type { Row } from './event';

export const GAMES: Row[] = [
  ['Game', 'Notes'],
  ['Chess', ''],
  ['Shogi', ''],
  ['Xiangqi', ''],
  ['Go', '9x9'],
  ['Checkers', ''],
  ['Othello', ''],
  ['Hex', '11x11'],
  ['Backgammon', 'single game'],
];

export const PREFERENCES: Row[] = [
  ['Player', '1st', '2nd', '3rd', '4th', '5th', '6th'],
  ['Ada', 'Chess', 'Shogi', 'Go', 'Hex', 'Othello', ''],
  ['Ben', 'Shogi', 'Chess', 'Xiangqi', 'Go', '', ''],
  ['Cleo', 'Go', 'Othello', 'Chess', 'Hex', 'Checkers', ''],
  ['Dev', 'Xiangqi', 'Go', 'Shogi', 'Chess', 'Backgammon', ''],
  ['Eli', 'Checkers', 'Backgammon', 'Chess', 'Othello', '', ''],
  ['Fay', 'Chess', 'Checkers', 'Xiangqi', 'Hex', 'Go', ''],
  ['Gus', 'Backgammon', 'Othello', 'Hex', 'Checkers', 'Shogi', ''],
  ['Hana', 'Hex', 'Go', 'Othello', 'Backgammon', 'Chess', 'Shogi'],
];

/** A fixed cycle of results, so every round has wins both ways and a draw. */
export const RESULTS = [
  '1-0',
  '0-1',
  '½-½',
  '1-0',
  '0-1',
  '1-0',
  '1-0',
  '0-1',
  '1-0',
  '0-1',
  '1-0',
  '0-1',
];
