import { parseRank } from '../engine/rank';
import type { Settings } from '../engine/types';
import { textAt, type Table } from './table';

/**
 * The bar an event file names: Settings › Bar, or, left blank, the bar the bands were built
 * with (the strongest rank present then): the top band's Weakest rank on the Bands tab (`table`,
 * as the command read it). Null when there is no readable Bands tab; the formats then write their
 * own "no bar".
 */
export function barOfBands(
  table: Table | undefined,
  settings: Settings,
  usesBands: boolean,
): number | null {
  if (settings.bar !== null || !usesBands) return settings.bar;
  if (!table) return null;
  // The top band is the one of the strongest ranks, wherever a sort left its row.
  const weakest = table.rows
    .filter((row) => textAt(table, row, 'Band') !== '')
    .map((row) => parseRank(textAt(table, row, 'Weakest')))
    .filter((rank): rank is number => rank !== null);
  return weakest.length > 0 ? Math.max(...weakest) : null;
}
