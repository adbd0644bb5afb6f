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
  const top = table?.rows.find((row) => textAt(table, row, 'Band') !== '');
  return table && top ? parseRank(textAt(table, top, 'Weakest')) : null;
}
