import { playersInRound } from '../engine/history';
import type { PlayerId } from '../engine/types';
import type { Roster } from './playersTab';
import type { RoundSheet } from './roundTab';
import type { RoundLayout } from './schema';

/**
 * Rows deleted by hand from round tabs, which would score the players of a board as absent:
 * the add-in writes a row for everyone it pairs from their first round on (absence: a
 * voluntary bye row). Multi-game rounds leave players short on purpose, so they are not read.
 */
export function missingRowProblems(
  rounds: readonly RoundSheet[],
  roster: Roster,
  layout: RoundLayout,
): string[] {
  if (layout.games) return [];
  const problems: string[] = [];
  // The latest round each player has a row in, so far.
  const lastSeen = new Map<PlayerId, number>();
  for (const sheet of rounds) {
    const { round } = sheet;
    const present = playersInRound(round);
    for (const [id, last] of lastSeen) {
      if (present.has(id) || roster.players[id].status !== 'active') continue;
      problems.push(
        `${sheet.table.tab}: no row for ${roster.players[id].name}, who has a row in Round ${last}. A board row may have been deleted: undo the edit (Edit › Undo), or give the player a bye row (Bye, Voluntary bye) if they were absent.`,
      );
    }
    for (const id of present) lastSeen.set(id, round.number);
  }
  return problems;
}
