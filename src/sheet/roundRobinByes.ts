import type { Settings } from '../engine/types';
import type { Roster } from './playersTab';
import { Problems } from './problems';
import { refAt } from './table';

/**
 * A round robin gives no byes on request: every player meets every other, and the rotation
 * fixes each round's games (Easy Round Robin Pairing). A Players › Byes cell naming a round
 * from `rounds.from` on is refused, naming the cell; a game a player cannot attend is entered
 * as a forfeit (W+F / B+F in go, '+- / '-+ in chess) in its round.
 */
export function refuseRequestedByes(
  roster: Roster,
  rounds: { from: number; last: number },
  boardGame: Settings['boardGame'],
): void {
  // The forfeit as the event's round tabs take it.
  const forfeit = boardGame === 'chess' ? "'+- or '-+" : 'W+F or B+F';
  const problems = new Problems();
  roster.players.forEach((p, id) => {
    const asked = p.byes.filter((r) => r >= rounds.from && r <= rounds.last);
    if (asked.length === 0 || p.status === 'withdrawn') return;
    const where = refAt(roster.table, roster.rows[id], 'Byes');
    problems.add(
      `${where} (${p.name}): a round robin gives no byes on request (round${asked.length > 1 ? 's' : ''} ${asked.join(', ')}); every player meets every other. Clear the cell; a game the player misses is entered as a forfeit (${forfeit}) in its round.`,
    );
  });
  problems.throwIfAny(
    'Byes on the Players tab cannot be given in a round robin; nothing was changed:',
  );
}
