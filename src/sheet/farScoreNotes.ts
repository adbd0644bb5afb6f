/** Initial scores far from every band, said with their Players cells: a warning, not a refusal. */
import { farInitialScores } from '../engine/bands';
import { shownNumber } from '../engine/pairing/scoreLimits';
import type { EventState } from '../engine/systems';
import type { Player } from '../engine/types';
import { refAt } from './table';
import type { Tournament } from './tournament';

/**
 * One note on the McMahon players of `players` whose Initial score lies further above the top
 * band or below the bottom band than the event's rounds can make up (a rating typed in by
 * mistake, say): a sentence naming each with their Players cell and score, then what to do,
 * once: "If it was typed by mistake, correct it" and `then` (', then run …'). None for other
 * systems: they start everyone at 0.
 */
export function farScoreNotes(
  t: Tournament,
  event: EventState,
  players: readonly Player[],
  then: string,
): string[] {
  if (!t.rules.usesBands) return [];
  const rounds = t.settings.rounds;
  const { table, rows } = t.roster;
  const sentences = farInitialScores(players, event.bandScores ?? [], rounds).map((far) => {
    const { name } = t.roster.players[far.player];
    const apart = shownNumber(Math.abs(far.score - far.from));
    const from = shownNumber(far.from);
    const what =
      far.basis === 'band'
        ? `the ${far.side === 'above' ? 'top' : 'bottom'} band (${from})`
        : `every other player's (the ${far.side === 'above' ? 'highest' : 'lowest'} is ${from})`;
    const span = `${rounds} round${rounds === 1 ? '' : 's'}`;
    return `${refAt(table, rows[far.player], 'Initial score')}: ${name}'s Initial score ${shownNumber(far.score)} is ${apart} points ${far.side} ${what}, more than ${span} can make up.`;
  });
  if (sentences.length === 0) return [];
  const which = sentences.length > 1 ? 'any of these scores' : 'it';
  return [`${sentences.join(' ')} If ${which} was typed by mistake, correct it${then}`];
}
