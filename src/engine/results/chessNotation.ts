import type { GameResult } from '../types';

const points = (x: number): string => (x === 0.5 ? '½' : String(x));

/** Canonical chess-style text of a result (White or Player 1 first). */
export function formatChessResult(r: GameResult): string {
  if (r.forfeit && r.white === 1 && r.black === 0) return '+-';
  if (r.forfeit && r.white === 0 && r.black === 1) return '-+';
  if (r.white === 0 && r.black === 0) return 'Double forfeit';
  return `${points(r.white)}-${points(r.black)}`;
}
