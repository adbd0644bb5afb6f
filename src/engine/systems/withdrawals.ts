import { nameKey } from '../names';
import type { Game, GameResult, Player } from '../types';

/** The note a pairing writes on a game it settles because a player withdrew. */
export const withdrawalNote = (name: string): string => `${name} withdrew: forfeit`;

/** A withdrawn player's remaining games are forfeits; the rotation goes on unchanged. */
export function withdrawalResult(whiteOut: boolean, blackOut: boolean): GameResult | null {
  if (whiteOut && blackOut) return { white: 0, black: 0, forfeit: true };
  if (whiteOut) return { white: 0, black: 1, forfeit: true };
  if (blackOut) return { white: 1, black: 0, forfeit: true };
  return null;
}

/**
 * Whether a game's result is the forfeit the pairing itself wrote for a withdrawn player (a
 * round robin goes on with the rotation), not a result a volunteer typed in. It is read from the
 * round tab alone, so it holds where no undo record does (a round paired before records were
 * kept, properties cleared, a copied file) and when a round is paired again: the result is
 * exactly the forfeit the withdrawals give, and the Notes cell holds the pairing's note for each
 * withdrawn player. A forfeit typed by hand carries no such note, so it still counts as typed;
 * so does one whose player is back to active.
 */
export function isWithdrawalForfeit(
  game: Game,
  players: readonly Player[],
  notes: string,
): boolean {
  const out = (id: number): boolean => players[id].status === 'withdrawn';
  const settled = withdrawalResult(out(game.white), out(game.black));
  const result = game.result;
  if (!settled || !result || !result.forfeit) return false;
  if (result.white !== settled.white || result.black !== settled.black) return false;
  const written = new Set(notes.split(';').map(nameKey));
  return [game.white, game.black]
    .filter(out)
    .every((id) => written.has(nameKey(withdrawalNote(players[id].name))));
}
