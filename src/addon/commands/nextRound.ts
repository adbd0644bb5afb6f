import { InputError } from '../../engine/errors';
import { resultExamples } from '../../sheet/roundContent';
import { missingResults, type Tournament } from '../../sheet/tournament';
import { withdrawnOnOpenBoards } from '../../sheet/withdrawnBoards';
import type { Questions } from '../questions';

/** Which round "Pair next round" works on, and whether it replaces that round's tab. */
export interface Target {
  round: number;
  replaces: boolean;
}

/**
 * The next round to pair. A last round with no result typed in and a board still open may be
 * paired again (it is replaced, after the TD confirms); a round with some results is never touched; every earlier
 * result must be in before the next round is paired.
 */
export function chooseTarget(t: Tournament, questions: Questions, lastRound: number): Target {
  const last = t.rounds[t.rounds.length - 1];
  // A round of withdrawn players' forfeits only (a round robin's) has every result: it is done.
  const repair = last && last.typed.length === 0 && last.missing.length > 0;
  const done = repair ? t.rounds.slice(0, -1) : t.rounds;
  if (missingResults(done).length) {
    // A withdrawn player's open board is named once, on the line saying what to type there.
    const withdrawn = withdrawnOnOpenBoards(t, done);
    const plain = missingResults(
      done.map((r) => ({
        ...r,
        missing: r.missing.filter(
          (board) => !withdrawn.some((w) => w.tab === r.table.tab && w.board === board),
        ),
      })),
    );
    const then = plain.length
      ? `Type them in (${resultExamples(t.layout)}), then pair again.`
      : 'Then pair again.';
    throw new InputError(
      [
        'Results are missing, so the next round cannot be paired yet:',
        ...plain,
        ...withdrawn.map((w) => w.line),
        then,
      ].join('\n'),
    );
  }
  if (repair) {
    questions.confirm(`${last.table.tab} has no results yet. Pair it again and replace it?`);
    return { round: last.round.number, replaces: true };
  }
  const round = (last?.round.number ?? 0) + 1;
  if (round > lastRound) {
    throw new InputError(
      `The event is complete: ${lastRound === 1 ? 'its one round is' : `all ${lastRound} rounds are`} paired. Run "Update standings" for the final table.`,
    );
  }
  return { round, replaces: false };
}
