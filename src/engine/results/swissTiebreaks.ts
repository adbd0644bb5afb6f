import { currentScore, entryPoints, type PlayerHistory, type RoundEntry } from '../history';

/**
 * Buchholz and Sonneborn-Berger by the FIDE Tie-Break Regulations (2023, article 16 on
 * unplayed rounds), for the Swiss and Stable Swiss. The round types Pairsheet records:
 * - a forced bye (the pairing's odd player out, 1 point) and a forfeit win: unplayed rounds
 *   the player did not choose;
 * - a voluntary bye (asked for, absent, withdrawn, not yet registered), a forfeit loss and a
 *   double forfeit: "voluntary unplayed rounds" (article 16.2 counts a half-point bye among
 *   them). A requested bye scores Settings › Requested bye points (0, ½ or 1), the others 0.
 *
 * A requested bye's points count once: in the player's own score, which is also the dummy
 * opponent's score of each unplayed round (16.4), so Sonneborn-Berger adds those points times
 * it; for the opponents (16.3) the bye counts its points, except in the trailing run of
 * voluntary unplayed rounds, where every voluntary bye counts as a draw whatever it scored.
 */

/** A round the player did not play over the board. */
function unplayed(entry: RoundEntry): boolean {
  return entry.kind !== 'game' || entry.forfeit || entry.doubleForfeit;
}

/** A voluntary unplayed round: a voluntary bye, or a forfeit lost (double forfeits too). */
function voluntary(entry: RoundEntry): boolean {
  if (entry.kind === 'voluntaryBye') return true;
  return entry.kind === 'game' && (entry.doubleForfeit || (entry.forfeit && !entry.points));
}

/**
 * The player's score as their opponents' tiebreaks see it (article 16.3): every round at the
 * points it gave (a missing result 0), except a voluntary bye followed by nothing but
 * voluntary unplayed rounds (a withdrawal, an absence in the last rounds), which counts as a
 * draw.
 */
export function adjustedScore(history: PlayerHistory): number {
  const { entries } = history;
  let total = 0;
  entries.forEach((entry, round) => {
    const trailing = entry.kind === 'voluntaryBye' && entries.slice(round + 1).every(voluntary);
    total += trailing ? 0.5 : entryPoints(entry);
  });
  return total;
}

/** One round's value in a Buchholz-type sum, and whether the player chose not to play it. */
interface RoundValue {
  value: number;
  voluntary: boolean;
}

/**
 * The sum less `low` lowest and `high` highest values, lowest cut first (article 14: Cut-1,
 * Median). A low cut takes a voluntary unplayed round's value first, the lowest of them, even
 * where a round played is worth less (article 16.5).
 */
function cutSum(values: readonly RoundValue[], low: number, high: number): number {
  const left = [...values].sort((a, b) => a.value - b.value);
  for (let k = 0; k < low && left.length > 0; k++) {
    const chosen = left.findIndex((v) => v.voluntary);
    left.splice(chosen === -1 ? 0 : chosen, 1);
  }
  left.splice(Math.max(0, left.length - high));
  return left.reduce((sum, v) => sum + v.value, 0);
}

/**
 * Each round gives a value: for a game played over the board (or one whose result is
 * missing), the opponent's adjusted score (above); for a round not played over the board, a
 * dummy opponent with the player's own score (article 16.4). Buchholz is the sum of the
 * values (Cut-1 without the lowest, Median without the lowest and then the highest, cut as
 * above); Sonneborn-Berger the sum of each round's points times its value. Not yet rounded
 * (tiebreaks.ts tidies them).
 */
export function swissTiebreaks(
  history: PlayerHistory,
  histories: readonly PlayerHistory[],
): {
  buchholz: number;
  buchholzCut1: number;
  medianBuchholz: number;
  sonnebornBerger: number;
} {
  const own = currentScore(history) - (history.scoreBefore[0] ?? 0);
  const values: RoundValue[] = [];
  let sonnebornBerger = 0;
  for (const entry of history.entries) {
    const value =
      entry.kind === 'game' && !unplayed(entry) ? adjustedScore(histories[entry.opponent]) : own;
    values.push({ value, voluntary: voluntary(entry) });
    sonnebornBerger += entryPoints(entry) * value;
  }
  return {
    buchholz: values.reduce((sum, v) => sum + v.value, 0),
    buchholzCut1: cutSum(values, 1, 0),
    medianBuchholz: cutSum(values, 1, 1),
    sonnebornBerger,
  };
}
