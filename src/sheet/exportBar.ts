import { parseRank } from '../engine/rank';
import type { Settings } from '../engine/types';
import { textAt, type Table } from './table';

/**
 * The bar an event file names: Settings › Bar, or, left blank, the bar the bands were built
 * with (the strongest rank present then): the top band's Weakest rank on the Bands tab (`table`,
 * as the command read it). Null when there is no readable Bands tab (no band, or a band's
 * Weakest unreadable); the formats then write their own "no bar".
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
    .map((row) => parseRank(textAt(table, row, 'Weakest')));
  // A band whose Weakest cannot be read might be the top one: no bar is named, as with no tab.
  if (weakest.length === 0 || weakest.includes(null)) return null;
  return Math.max(...(weakest as number[]));
}
