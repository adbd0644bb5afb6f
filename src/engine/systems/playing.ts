import { InputError } from '../errors';
import type { Player } from '../types';

/** Players who play round `number`: active and not asking for a bye. */
function playingIn(players: readonly Player[], number: number): Player[] {
  return players.filter((p) => p.status === 'active' && !p.byes.includes(number));
}

/** Refuses a round with fewer than two players to pair, whatever the system. */
export function requireTwoPlaying(players: readonly Player[], number: number): void {
  const count = playingIn(players, number).length;
  if (count >= 2) return;
  const would = `Round ${number} would have ${count} player${count === 1 ? '' : 's'} to pair`;
  if (players.length === count) {
    // No one is left out: the Players tab lists no one, or one player only.
    throw new InputError(
      `${would}: the Players tab lists ${count === 0 ? 'no players' : 'only one player'}. Add the players first.`,
    );
  }
  throw new InputError(
    `${would}: ${count === 0 ? 'every' : 'every other'} player is withdrawn or asks for a bye in round ${number} (the Status and Byes columns of the Players tab). Add players, or change their Status or Byes, first.`,
  );
}
