import { InputError } from '../../engine/errors';
import { missingResults, type Tournament } from '../../sheet/tournament';
import { confirm, type Ui } from '../run';

/** Which round "Pair next round" works on, or null when the TD declined to re-pair. */
export type Target = { round: number; replaces: boolean } | null;

/**
 * The next round to pair. A last round with no result typed in may be paired again (it is
 * replaced, after the TD confirms); a round with some results is never touched; every earlier
 * result must be in before the next round is paired.
 */
export function chooseTarget(t: Tournament, ui: Ui, lastRound: number): Target {
  const last = t.rounds[t.rounds.length - 1];
  if (last && last.resultsIn === 0 && last.round.games.length > 0) {
    const ok = confirm(
      ui,
      'Pair next round',
      `${last.table.tab} has no results yet. Pair it again and replace it?`,
    );
    return ok ? { round: last.round.number, replaces: true } : null;
  }
  const missing = missingResults(t.rounds);
  if (missing.length) {
    throw new InputError(
      `Results are missing, so the next round cannot be paired yet:\n${missing.join('\n')}\nType them in (W+, B+, Jigo…), then pair again.`,
    );
  }
  const round = (last?.round.number ?? 0) + 1;
  if (round > lastRound) {
    throw new InputError(
      `The event is complete: all ${lastRound} rounds are paired. Run "Update standings" for the final table.`,
    );
  }
  return { round, replaces: false };
}
