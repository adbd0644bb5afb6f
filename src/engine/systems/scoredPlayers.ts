import type { Player } from '../types';

/** Players as the scores see them: only McMahon has initial scores; other systems start at 0. */
export function scoredPlayers(players: readonly Player[], usesBands: boolean): Player[] {
  return usesBands ? [...players] : players.map((p) => ({ ...p, initialScore: 0 }));
}
