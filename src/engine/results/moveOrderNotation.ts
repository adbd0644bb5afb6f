import type { GameResult } from '../types';

/**
 * Result notation of a round where players are named by move order (multi-game events):
 * chess style, Player 1 first. Forfeits show as "+-" and "-+", as chess clubs write them.
 */
export const MOVE_ORDER_RESULT_CHOICES: readonly string[] = [
  '1-0',
  '0-1',
  '½-½',
  '+-',
  '-+',
  'Double forfeit',
];

const points = (x: number): string => (x === 0.5 ? '½' : String(x));

/** Canonical text of a result with Player 1 in the place of White. */
export function formatMoveOrderResult(r: GameResult): string {
  if (r.forfeit && r.white === 1 && r.black === 0) return '+-';
  if (r.forfeit && r.white === 0 && r.black === 1) return '-+';
  if (r.white === 0 && r.black === 0) return 'Double forfeit';
  return `${points(r.white)}-${points(r.black)}`;
}
