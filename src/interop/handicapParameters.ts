/**
 * OpenGotha's and pairgoth's handicap parameters (hdCeiling, hdCorrection, hdNoHdRankThreshold
 * in OpenGotha; ceiling, correction, threshold in pairgoth) as the sheet's Handicap setting.
 */
import { formatUpperRank } from './ranks';

/**
 * The handicap of a game comes from both ranks capped at the threshold: at 30K, the weakest
 * rank, every game is even whatever the ceiling (how a McMahon event without handicaps is
 * written, formats.md §4: hdCeiling 0 would make it Swiss for pairgoth).
 */
export const NO_HANDICAP_THRESHOLD = -30;

export interface HandicapParameters {
  ceiling: number;
  correction: number;
  /** A rank value (src/engine/rank.ts); null when not given. */
  threshold: number | null;
}

/** Handicap = rank difference − correction, or null for none; what is lost goes to `notes`. */
export function handicapCorrection(p: HandicapParameters, notes: string[]): number | null {
  if (p.ceiling === 0 || p.threshold === NO_HANDICAP_THRESHOLD) return null;
  if (p.ceiling < 9)
    notes.push(`Handicap ceiling ${p.ceiling}: Pairsheet caps handicaps at 9 stones.`);
  // 9D means no threshold at all.
  if (p.threshold !== null && p.threshold < 9)
    notes.push(
      `No handicap at and above ${formatUpperRank(p.threshold)}: Pairsheet's nearest setting is "Top band always even".`,
    );
  return p.correction;
}
