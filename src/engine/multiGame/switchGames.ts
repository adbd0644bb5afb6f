import type { PlayerId } from '../types';
import { inTop, mayPlayInEvent, type Field, type Triple } from './field';
import { addBoard, emptyRound, isFull, type ChosenBoard, type RoundState } from './roundState';

/** Boards on a game among both players' top n. */
const onTopN = (field: Field, t: Triple): boolean =>
  inTop(field, t.a, t.game, field.n) && inTop(field, t.b, t.game, field.n);

const topNBoards = (field: Field, state: RoundState): number =>
  state.boards.filter((b) => onTopN(field, b)).length;

/** Played the game in an earlier round (with mayPlayInEvent: won it, as the replay rule asks). */
const playedBefore = (field: Field, id: PlayerId, game: string): boolean =>
  (field.history.byGame[id].get(game) ?? []).length > 0;

/** The round rebuilt from its boards, one of them moved to another game. */
function withSwitch(field: Field, state: RoundState, index: number, game: string): RoundState {
  const next = emptyRound(field);
  state.boards.forEach((b, i) => {
    const moved: ChosenBoard = i === index ? { ...b, game, switchedFrom: b.game } : b;
    addBoard(field, next, moved);
  });
  return next;
}

/**
 * Games H a top-n board (a, b, G) may move to: among both players' top n, a replay between two
 * winners the event allows (each won H before, never against each other), and neither plays H
 * on another board this round.
 */
function switchTargets(field: Field, state: RoundState, board: ChosenBoard): string[] {
  const { a, b } = board;
  return field.games.filter(
    (h) =>
      h !== board.game &&
      inTop(field, a, h, field.n) &&
      inTop(field, b, h, field.n) &&
      playedBefore(field, a, h) &&
      playedBefore(field, b, h) &&
      mayPlayInEvent(field, a, b, h) &&
      !state.onGame[a].has(h) &&
      !state.onGame[b].has(h),
  );
}

/**
 * Game Courier proposal, step 5: "two entrants who had been paired up for one game could be
 * allowed to switch to a game both won in a previous round", freeing the first game for other
 * opponents. While players are short after the top-n walk, tries every such switch of a board
 * with a player who still has a game to fill, walks the top n again for the players still short
 * (`rewalk`), and keeps the switch that seats the most new top-n boards (ties: the board's
 * players in roster order, then the game in Games-tab order); repeats while one helps.
 */
export function switchToWonGames(
  field: Field,
  start: RoundState,
  rewalk: (state: RoundState) => void,
): RoundState {
  let state = start;
  while (field.paired.filter((id) => !isFull(field, state, id)).length >= 2) {
    const before = topNBoards(field, state);
    let best: RoundState | null = null;
    let bestGain = 0;
    // Boards in roster order of their players, then games in Games-tab order: the first of the
    // largest gains wins.
    const order = state.boards
      .map((board, index) => ({ board, index }))
      .sort((x, y) => x.board.a - y.board.a || x.board.b - y.board.b);
    for (const { board, index } of order) {
      if (board.switchedFrom !== undefined || !onTopN(field, board)) continue;
      if (isFull(field, state, board.a) && isFull(field, state, board.b)) continue;
      for (const game of switchTargets(field, state, board)) {
        const tried = withSwitch(field, state, index, game);
        rewalk(tried);
        const gain = topNBoards(field, tried) - before;
        if (gain > bestGain) {
          best = tried;
          bestGain = gain;
        }
      }
    }
    if (!best) break;
    state = best;
  }
  return state;
}
