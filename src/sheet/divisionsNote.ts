/** The Update standings message's sentence about the Standings by division tab. */
import { wordList } from '../engine/names';
import type { StandingsTable } from '../engine/systems';
import { divisionsOf } from './divisionsTab';
import { DIVISIONS_TAB_NAME } from './schema';
import { refAt } from './table';
import type { Tournament } from './tournament';

/**
 * What the TD reads about divisions: how many were written, and how many players have none, with
 * the first of their cells (a Division forgotten, or players not playing for a prize). The cells
 * are the topmost on Players, so the TD reads them down the tab and they stay the same from one
 * round to the next, whatever the players' places.
 */
export function divisionsNote(t: Tournament, table: StandingsTable): string {
  const blocks = divisionsOf(table, t.roster.divisions) ?? [];
  const named = blocks.filter((b) => b.name !== null).map((b) => b.name!);
  const none = blocks.find((b) => b.name === null)?.rows ?? [];
  const list = `${named.length} division${named.length === 1 ? '' : 's'} (${wordList(named, 'and')})`;
  let note = ` "${DIVISIONS_TAB_NAME}" lists ${list}.`;
  if (none.length > 0) {
    const cells = none
      .map((r) => t.roster.rows[r.player])
      .sort((a, b) => a.row - b.row)
      .slice(0, 3)
      .map((row) => refAt(t.roster.table, row, 'Division'));
    const more = none.length > 3 ? '…' : '';
    note += ` ${none.length} player${none.length === 1 ? ' has' : 's have'} no Division (${cells.join(', ')}${more}) and ${none.length === 1 ? 'is' : 'are'} listed last, under "No division".`;
  }
  return note;
}
