import type { Roster } from './playersTab';
import { Problems } from './problems';
import { refAt } from './table';

/**
 * A round robin gives no byes on request: every player meets every other, and the rotation
 * fixes each round's games (Easy Round Robin Pairing). A Players › Byes cell naming a round
 * from `fromRound` on is refused, naming the cell; a game a player cannot attend is entered
 * as a forfeit (W+F / B+F) in its round.
 */
export function refuseRequestedByes(roster: Roster, fromRound: number, lastRound: number): void {
  const problems = new Problems();
  roster.players.forEach((p, id) => {
    const asked = p.byes.filter((r) => r >= fromRound && r <= lastRound);
    if (asked.length === 0 || p.status === 'withdrawn') return;
    const where = refAt(roster.table, roster.rows[id], 'Byes');
    problems.add(
      `${where} (${p.name}): a round robin gives no byes on request (round${asked.length > 1 ? 's' : ''} ${asked.join(', ')}); every player meets every other. Clear the cell; a game the player misses is entered as a forfeit (W+F or B+F) in its round.`,
    );
  });
  problems.throwIfAny(
    'Byes on the Players tab cannot be given in a round robin; nothing was changed:',
  );
}
