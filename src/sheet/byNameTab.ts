import type { Game, PlayerId, Round } from '../engine/types';
import type { Cell } from './cells';
import { roundTabName, type RoundLayout } from './schema';
import type { TabContent } from './writer';

interface ByNameLayout {
  headers: string[];
  notes: string[];
  widths: number[];
  /** Cells after the name for one side of a game: first = White / Player 1. */
  side(g: Game, first: boolean, opponent: string): Cell[];
  bye(text: string): Cell[];
}

// About 17 cm wide in all: fits A4 and Letter in portrait.
const COLOURS: ByNameLayout = {
  headers: ['Name', 'Board', 'Colour', 'Opponent', 'Handicap'],
  notes: ['Player', 'Board number', 'Colour to play', 'Opponent', 'Handicap stones (blank: even)'],
  widths: [200, 60, 70, 200, 80],
  side: (g, first, opponent) => [g.board, first ? 'White' : 'Black', opponent, g.handicap || ''],
  bye: (text) => ['Bye', '', text, ''],
};

const CHESS: ByNameLayout = {
  headers: ['Name', 'Board', 'Colour', 'Opponent'],
  notes: ['Player', 'Board number', 'Colour to play', 'Opponent'],
  widths: [220, 60, 70, 220],
  side: (g, first, opponent) => [g.board, first ? 'White' : 'Black', opponent],
  bye: (text) => ['Bye', '', text],
};

const GAMES: ByNameLayout = {
  headers: ['Name', 'Board', 'Game', 'Moves', 'Opponent'],
  notes: ['Player', 'Board number', 'Game to play', 'First or second', 'Opponent'],
  widths: [180, 60, 130, 70, 180],
  side: (g, first, opponent) => [g.board, g.game ?? '', first ? 'first' : 'second', opponent],
  bye: (text) => ['Bye', '', '', text],
};

/** "Round N by name": everyone alphabetically with board, colour or game, and opponent, for the wall. */
export function byNameContent(
  round: Round,
  nameOf: (id: PlayerId) => string,
  layout: RoundLayout,
): TabContent {
  const shape = layout.games ? GAMES : layout.chessNotation ? CHESS : COLOURS;
  const lines: Array<{ name: string; cells: Cell[] }> = [];
  for (const g of round.games) {
    lines.push({ name: nameOf(g.white), cells: shape.side(g, true, nameOf(g.black)) });
    lines.push({ name: nameOf(g.black), cells: shape.side(g, false, nameOf(g.white)) });
  }
  for (const b of round.byes) {
    const text = b.kind === 'forced' ? 'forced bye' : 'voluntary bye';
    lines.push({ name: nameOf(b.player), cells: shape.bye(text) });
  }
  // A player's boards stay together, in board order.
  lines.sort(
    (a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) ||
      Number(a.cells[0]) - Number(b.cells[0]),
  );
  return {
    name: `${roundTabName(round.number)} by name`,
    rows: [shape.headers, ...lines.map((l) => [l.name, ...l.cells])],
    headerNotes: shape.notes,
    columnWidths: shape.widths,
    banding: true,
    activate: true,
  };
}
