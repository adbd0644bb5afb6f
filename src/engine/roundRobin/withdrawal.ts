import type { PlayerId } from '../types';
import type { RoundRobinGame } from './round';

/**
 * A withdrawn player keeps their seat so the rotation does not break; each of their remaining
 * games stays in the round and is scored as a forfeit. True when `game` is such a forfeit.
 */
export function isWithdrawnForfeit(
  game: RoundRobinGame,
  withdrawn: ReadonlySet<PlayerId>,
): boolean {
  return withdrawn.has(game.white) || withdrawn.has(game.black);
}
