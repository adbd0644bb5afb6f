import { InputError } from '../../engine/errors';
import { cellText } from '../../sheet/cells';
import { resultExamples } from '../../sheet/roundContent';
import type { RoundSheet } from '../../sheet/roundTab';
import { columnOf } from '../../sheet/table';
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
  const repair = last && last.typed.length === 0 && last.round.games.length > 0;
  const missing = missingResults(repair ? t.rounds.slice(0, -1) : t.rounds);
  if (missing.length) {
    throw new InputError(
      `Results are missing, so the next round cannot be paired yet:\n${missing.join('\n')}\nType them in (${resultExamples(t.layout)}), then pair again.`,
    );
  }
  if (repair) {
    const ok = confirm(
      ui,
      'Pair next round',
      `${last.table.tab} has no results yet. Pair it again and replace it?`,
    );
    if (!ok) return null;
    // A volunteer may have typed a result while the question was open.
    if (resultsTypedSince(last)) {
      throw new InputError(
        `A result was typed into ${last.table.tab} meanwhile, so it was not paired again.`,
      );
    }
    return { round: last.round.number, replaces: true };
  }
  const round = (last?.round.number ?? 0) + 1;
  if (round > lastRound) {
    throw new InputError(
      `The event is complete: all ${lastRound} rounds are paired. Run "Update standings" for the final table.`,
    );
  }
  return { round, replaces: false };
}

/**
 * Reads the round tab again (one getValues) and tells whether a game row now has a result it
 * did not have at the first reading. That reading had none typed in, so any other Result there
 * is one the pairing wrote itself (a withdrawn player's forfeit).
 */
export function resultsTypedSince(round: RoundSheet): boolean {
  const values = round.table.sheet.getDataRange().getValues();
  const board = columnOf(round.table, 'Board')! - 1;
  const result = columnOf(round.table, 'Result')! - 1;
  const first = round.table.values;
  return values.slice(round.table.headerRow).some((row, i) => {
    const now = cellText(row[result]);
    const before = cellText(first[round.table.headerRow + i]?.[result] ?? '');
    return cellText(row[board]).toLowerCase() !== 'bye' && now !== '' && now !== before;
  });
}
