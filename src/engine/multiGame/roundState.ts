import type { PlayerId } from '../types';
import { inTop, pairKey, type Field, type Triple } from './field';

/** A board chosen for this round, with the widening step it was made at (0 for top n). */
export interface ChosenBoard extends Triple {
  widening: number;
  /** Set when the board was moved off this game to a replay between winners (switchGames.ts). */
  switchedFrom?: string;
}

/** What the round holds so far: boards in pairing order and the per-round limits they use. */
export interface RoundState {
  boards: ChosenBoard[];
  games: number[];
  onGame: Array<Set<string>>;
  met: Set<number>;
  /** Games this round among the player's top n. */
  metNow: number[];
}

export function emptyRound(field: Field): RoundState {
  const count = field.playerCount;
  return {
    boards: [],
    games: new Array<number>(count).fill(0),
    onGame: Array.from({ length: count }, () => new Set<string>()),
    met: new Set(),
    metNow: new Array<number>(count).fill(0),
  };
}

export const isFull = (field: Field, state: RoundState, id: PlayerId): boolean =>
  state.games[id] >= field.perRound;

/** The per-round rules: games per round, each game once per player, two players meet once. */
export function fitsRound(field: Field, state: RoundState, t: Triple): boolean {
  return (
    !isFull(field, state, t.a) &&
    !isFull(field, state, t.b) &&
    !state.met.has(pairKey(field.playerCount, t.a, t.b)) &&
    !state.onGame[t.a].has(t.game) &&
    !state.onGame[t.b].has(t.game)
  );
}

export function addBoard(field: Field, state: RoundState, board: ChosenBoard): void {
  state.boards.push(board);
  for (const id of [board.a, board.b]) {
    state.games[id]++;
    state.onGame[id].add(board.game);
    if (inTop(field, id, board.game, field.n)) state.metNow[id]++;
  }
  state.met.add(pairKey(field.playerCount, board.a, board.b));
}

/** Game Courier proposal: preferences met so far = games among the top n, earlier and now. */
export const preferencesMet = (field: Field, state: RoundState, id: PlayerId): number =>
  field.metBefore[id] + state.metNow[id];
