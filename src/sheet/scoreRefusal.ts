/** Scores the pairing cannot weigh exactly, said with the Players and round cells that give them. */
import { InputError } from '../engine/errors';
import { nameList } from '../engine/names';
import {
  ScoreLimitError,
  shownNumber,
  type FineScore,
  type ScoreProblem,
} from '../engine/pairing/scoreLimits';
import type { PlayerId } from '../engine/types';
import { boardRow } from './boardRow';
import { refAt, textAt } from './table';
import type { Tournament } from './tournament';

/** Runs the pairing; a refusal about the scores comes back naming their cells. */
export function namingScoreCells<T>(t: Tournament, pair: () => T): T {
  try {
    return pair();
  } catch (error) {
    if (error instanceof ScoreLimitError) {
      throw new InputError(scoreMessage(t, error.roundNumber, error.problem) ?? error.message);
    }
    throw error;
  }
}

/** The message with the cells; null when no cell is found (the engine's names stand). */
function scoreMessage(t: Tournament, round: number, problem: ScoreProblem): string | null {
  const start = `Round ${round} cannot be paired:`;
  if (problem.kind === 'wide') {
    const { high, low } = problem;
    const apart = shownNumber(high.initial - low.initial);
    return `${start} ${initialCell(t, high.player, high.initial)} is ${apart} points above ${initialCell(t, low.player, low.initial)}, too far apart for Pairsheet to weigh the pairings exactly. Correct the Initial score that is wrong (a rating typed in by mistake, say): bands are normally a few points apart. Nothing was changed.`;
  }
  const cells = [...new Set(problem.scores.flatMap((s) => fineCells(t, s)))];
  if (cells.length === 0) return null;
  const one = cells.length === 1;
  const list = nameList(cells);
  if (problem.kind === 'decimals') {
    return `${start} scores can have at most three decimals, such as 0.5 or 0.125, and ${list} ${one ? 'gives' : 'give'} more. Correct ${one ? 'that cell' : 'those cells'}. Nothing was changed.`;
  }
  return `${start} ${list} ${one ? 'gives' : 'give'} scores in steps finer than half a point, too fine for Pairsheet to weigh the pairings of this many players exactly. Use whole or half points there (such as 0.5, or ½-½ for a result). Nothing was changed.`;
}

/** "Players!H14 (Ann Lee, Initial score 150)". */
function initialCell(t: Tournament, player: PlayerId, score: number): string {
  const { table, rows, players } = t.roster;
  const row = rows[player];
  // A late arrival's score comes from the Bands tab until the pairing writes it.
  const from = textAt(table, row, 'Initial score') === '' ? ' from the Bands tab' : '';
  return `${refAt(table, row, 'Initial score')} (${players[player].name}, Initial score ${shownNumber(score)}${from})`;
}

/** The Initial score and Result cells that give a player's score its fine steps. */
function fineCells(t: Tournament, score: FineScore): string[] {
  const cells = score.initial === null ? [] : [initialCell(t, score.player, score.initial)];
  for (const { round } of score.results) {
    const sheet = t.rounds.find((r) => r.round.number === round);
    const game = sheet?.round.games.find(
      (g) => g.white === score.player || g.black === score.player,
    );
    if (!sheet || !game) continue;
    const { table } = sheet;
    const row = boardRow(table, game.board);
    if (row) {
      cells.push(
        `${refAt(table, row, 'Result')} (board ${game.board}, result ${textAt(table, row, 'Result')})`,
      );
    }
  }
  return cells;
}
