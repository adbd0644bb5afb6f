import type { PlayerId, Round } from '../engine/types';
import type { Cell } from './cells';
import { roundTabName } from './schema';
import type { TabContent } from './writer';

/** "Round N by name": everyone alphabetically with board, colour, opponent and handicap, for the wall. */
export function byNameContent(round: Round, nameOf: (id: PlayerId) => string): TabContent {
  const lines: Array<{ name: string; cells: Cell[] }> = [];
  for (const g of round.games) {
    lines.push({
      name: nameOf(g.white),
      cells: [g.board, 'White', nameOf(g.black), g.handicap || ''],
    });
    lines.push({
      name: nameOf(g.black),
      cells: [g.board, 'Black', nameOf(g.white), g.handicap || ''],
    });
  }
  for (const b of round.byes) {
    lines.push({
      name: nameOf(b.player),
      cells: ['Bye', '', b.kind === 'forced' ? 'forced bye' : 'voluntary bye', ''],
    });
  }
  lines.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  return {
    name: `${roundTabName(round.number)} by name`,
    rows: [
      ['Name', 'Board', 'Colour', 'Opponent', 'Handicap'],
      ...lines.map((l) => [l.name, ...l.cells]),
    ],
    headerNotes: [
      'Player',
      'Board number',
      'Colour to play',
      'Opponent',
      'Handicap stones (blank: even)',
    ],
    // About 17 cm wide in all: fits A4 and Letter in portrait.
    columnWidths: [200, 60, 70, 200, 80],
    banding: true,
    activate: true,
  };
}
