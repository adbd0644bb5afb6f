import type { Player, PlayerId } from '../types';

/** An Initial score further from the band scores than the event's rounds can make up. */
export interface FarScore {
  player: PlayerId;
  score: number;
  side: 'above' | 'below';
  /** The top band's score (above) or the bottom band's (below) it is measured from. */
  from: number;
  /** 'band': from the Bands tab; 'others': from the other players' scores (no band scores). */
  basis: 'band' | 'others';
}

/**
 * McMahon players whose Initial score lies more than `rounds` points above the top band's
 * score or below the bottom band's: a player can win or lose at most one point a round, so no
 * one from the bands could ever reach that score (or be reached from it). A guest given a
 * point or two above the top band passes; a rating or rank number typed in by mistake does
 * not. Without band scores, the other players' scores stand in for the bands.
 */
export function farInitialScores(
  players: readonly Player[],
  bandScores: readonly number[],
  rounds: number,
): FarScore[] {
  const scored = players.filter((p) => p.initialScore !== null);
  const basis = bandScores.length > 0 ? 'band' : 'others';
  // Highest first; a player's own score is left out of the others' by taking the next one.
  const all = (basis === 'band' ? [...bandScores] : scored.map((p) => p.initialScore!)).sort(
    (a, b) => b - a,
  );
  const far: FarScore[] = [];
  for (const p of scored) {
    const score = p.initialScore!;
    const own = basis === 'others';
    const top = own && all[0] === score ? all[1] : all[0];
    const bottom = own && all[all.length - 1] === score ? all[all.length - 2] : all[all.length - 1];
    if (top !== undefined && score > top + rounds) {
      far.push({ player: p.id, score, side: 'above', from: top, basis });
    }
    if (bottom !== undefined && score < bottom - rounds) {
      far.push({ player: p.id, score, side: 'below', from: bottom, basis });
    }
  }
  return far;
}
