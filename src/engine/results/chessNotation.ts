import type { GameResult } from '../types';
import { formatPoints } from './formatPoints';

/** Canonical chess-style text of a result (White or Player 1 first). */
export function formatChessResult(r: GameResult): string {
  if (r.forfeit && r.white === 1 && r.black === 0) return '+-';
  if (r.forfeit && r.white === 0 && r.black === 1) return '-+';
  if (r.white === 0 && r.black === 0) return 'Double forfeit';
  return `${formatPoints(r.white)}-${formatPoints(r.black)}`;
}
