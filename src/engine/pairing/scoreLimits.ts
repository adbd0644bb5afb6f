import { currentScore, type PlayerHistory } from '../history';
import { PairingError } from '../errors';
import { nameList } from '../names';
import type { Player, PlayerId, Round } from '../types';
import { whole, type RoundBasis } from './field';
import { pairField } from './pairField';
import { WeightOverflow } from './refusals';
import type { CandidateGraph } from './types';

/** A player's score in steps too fine, and what made it so. */
export interface FineScore {
  player: PlayerId;
  name: string;
  score: number;
  /** The initial score, when it is itself in such steps. */
  initial: number | null;
  /** Rounds whose result gave the player points in such steps, with those points. */
  results: Array<{ round: number; points: number }>;
}

/**
 * Why the scores cannot be weighed exactly: more than three decimals; steps finer than half a
 * point that the field's weights cannot hold; or initial scores too far apart.
 */
export type ScoreProblem =
  | { kind: 'decimals' | 'fine'; scores: FineScore[] }
  | {
      kind: 'wide';
      high: { player: PlayerId; name: string; initial: number };
      low: { player: PlayerId; name: string; initial: number };
    };

/** A refusal about the scores, naming the players (the sheet names their cells). */
export class ScoreLimitError extends PairingError {
  constructor(
    readonly roundNumber: number,
    readonly problem: ScoreProblem,
  ) {
    super(engineMessage(roundNumber, problem));
    this.name = 'ScoreLimitError';
  }
}

/** A number as a TD would type it (0.125, −120), without binary noise. */
export function shownNumber(n: number): string {
  return String(Number(n.toFixed(6))).replace('-', '−');
}

function engineMessage(round: number, problem: ScoreProblem): string {
  if (problem.kind === 'wide') {
    const { high, low } = problem;
    return `Round ${round} cannot be paired: ${high.name} (Initial score ${shownNumber(high.initial)}) is ${shownNumber(high.initial - low.initial)} points above ${low.name} (Initial score ${shownNumber(low.initial)}), too far apart for Pairsheet to weigh the pairings exactly. Correct the Initial score that is wrong (a rating typed in by mistake, say). Nothing was changed.`;
  }
  const names = nameList(problem.scores.map((s) => `${s.name} (score ${shownNumber(s.score)})`));
  if (problem.kind === 'decimals') {
    return `Round ${round} cannot be paired: scores can have at most three decimals, such as 0.5 or 0.125; ${names} ${problem.scores.length === 1 ? 'has' : 'have'} more. Correct the Initial score or result that gives them. Nothing was changed.`;
  }
  return `Round ${round} cannot be paired: scores in steps finer than half a point are too fine for Pairsheet to weigh the pairings of this field exactly (${names}). Use whole or half points. Nothing was changed.`;
}

/** The players whose score is not a multiple of 1/unit, with the initial score and results that make it so. */
export function fineScores(
  players: readonly Player[],
  histories: readonly PlayerHistory[],
  rounds: readonly Round[],
  unit: number,
): FineScore[] {
  return players
    .filter((p) => !whole(currentScore(histories[p.id]), unit))
    .map((p) => ({
      player: p.id,
      name: p.name,
      score: currentScore(histories[p.id]),
      initial: p.initialScore !== null && !whole(p.initialScore, unit) ? p.initialScore : null,
      results: rounds.flatMap((round) =>
        round.games.flatMap((g) => {
          const points =
            g.white === p.id ? g.result?.white : g.black === p.id ? g.result?.black : undefined;
          return points !== undefined && !whole(points, unit)
            ? [{ round: round.number, points }]
            : [];
        }),
      ),
    }));
}

/**
 * The weights of a round passed what a number holds exactly. The field is paired again with
 * its scores made coarser, to find the cause: with every score rounded to half a point (the
 * steps were too fine), then with the score groups one point apart (the initial scores too far
 * apart). Null: neither helps (the field itself is too large).
 */
export function overflowCause(
  basis: RoundBasis,
  players: readonly Player[],
  rounds: readonly Round[],
): ScoreProblem | null {
  const field = players.length % 2 === 1 ? players.slice(0, -1) : players;
  const scores = field.map((p) => currentScore(basis.histories[p.id]));
  const halves = (s: number): number => Math.round(s * 2) / 2;
  if (scores.some((s) => !whole(s, 2)) && weighs(basis, field, halves)) {
    return { kind: 'fine', scores: fineScores(field, basis.histories, rounds, 2) };
  }
  const levels = [...new Set(scores)].sort((a, b) => b - a);
  if (!weighs(basis, field, (s) => -levels.indexOf(s))) return null;
  const placed = players.filter((p) => p.initialScore !== null);
  if (placed.length === 0) return null;
  const by = (pick: (a: number, b: number) => boolean) =>
    placed.reduce((x, p) => (pick(p.initialScore!, x.initialScore!) ? p : x));
  const high = by((a, b) => a > b);
  const low = by((a, b) => a < b);
  if (high.initialScore === low.initialScore) return null;
  const end = (p: Player) => ({ player: p.id, name: p.name, initial: p.initialScore! });
  return { kind: 'wide', high: end(high), low: end(low) };
}

/** Whether the field's weights stay exact with each current score replaced by `score(s)`. */
function weighs(
  basis: RoundBasis,
  field: readonly Player[],
  score: (s: number) => number,
  graph: CandidateGraph = 'restricted',
): boolean {
  const histories = basis.histories.map((h) => ({
    ...h,
    scoreBefore: [...h.scoreBefore.slice(0, -1), score(currentScore(h))],
  }));
  try {
    pairField({ ...basis, histories, topInitialScore: null }, field, graph);
    return true;
  } catch (error) {
    if (error instanceof WeightOverflow) return false;
    return true;
  }
}
