import { handicapStones } from '../handicap';
import type { Settings } from '../types';
import type { Entrant } from './types';

/**
 * AGA 2009 "Handicaps": full, minus 1, minus 2 or none; optionally every game with a top-band
 * player even.
 */
export function pairHandicap(settings: Settings, a: Entrant, b: Entrant): number {
  if (settings.topBandEven && (a.topBand || b.topBand)) return 0;
  return handicapStones(settings.handicap, a.player.rank, b.player.rank);
}
