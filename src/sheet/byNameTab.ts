import type { Game, PlayerId, Round } from '../engine/types';
import type { Cell } from './cells';
import { roundTabName, type RoundLayout } from './schema';
import { titleBlock } from './title';
import type { TabContent } from './writer';

interface ByNameLayout {
  headers: string[];
  notes: string[];
  widths: number[];
  /** Cells after the name for one side of a game: first = White / Player 1. */
  side(g: Game, first: boolean, opponent: string, rank: string): Cell[];
  bye(text: string, rank: string): Cell[];
}

// About 17 cm wide in all: fits A4 and Letter in portrait.
const COLOURS: ByNameLayout = {
  headers: ['Name', 'Rank', 'Board', 'Colour', 'Opponent', 'Handicap', 'Komi'],
  notes: [
    'Player (family name first when written "Family, Given")',
    "Player's rank",
    'Board number',
    'Colour to play',
    'Opponent',
    'Handicap stones (blank: even)',
    'Komi for White',
  ],
  widths: [190, 45, 50, 60, 190, 70, 50],
  side: (g, first, opponent, rank) => [
    rank,
    g.board,
    first ? 'White' : 'Black',
    opponent,
    g.handicap || '',
    g.komi,
  ],
  bye: (text, rank) => [rank, 'Bye', '', text, '', ''],
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

/**
 * Where a player looks for their name: a name written "Family, Given" files under the family
 * name, then the given name; any other name files as written ("Ann Lee" under A).
 */
export function compareNames(a: string, b: string): number {
  const parts = (name: string): string[] => name.split(',').map((p) => p.trim());
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const order = (pa[i] ?? '').localeCompare(pb[i] ?? '', undefined, { sensitivity: 'base' });
    if (order !== 0) return order;
  }
  return 0;
}

/** Title of a printout: which event, and when it was written. */
export interface PrintHeading {
  tournament: string;
  when: Date;
}

/**
 * "Round N by name": everyone by name with board, colour or game, and opponent, for the wall.
 * Go events also show each player's rank and the board's komi.
 */
export function byNameContent(
  round: Round,
  nameOf: (id: PlayerId) => string,
  layout: RoundLayout,
  rankOf: (id: PlayerId) => string = () => '',
  heading?: PrintHeading,
): TabContent {
  const shape = layout.games ? GAMES : layout.chessNotation ? CHESS : COLOURS;
  const lines: Array<{ name: string; board: number; cells: Cell[] }> = [];
  for (const g of round.games) {
    const [white, black] = [nameOf(g.white), nameOf(g.black)];
    lines.push({ name: white, board: g.board, cells: shape.side(g, true, black, rankOf(g.white)) });
    lines.push({
      name: black,
      board: g.board,
      cells: shape.side(g, false, white, rankOf(g.black)),
    });
  }
  for (const b of round.byes) {
    const text = b.kind === 'forced' ? 'forced bye' : 'voluntary bye';
    lines.push({
      name: nameOf(b.player),
      board: Infinity,
      cells: shape.bye(text, rankOf(b.player)),
    });
  }
  // A player's boards stay together, in board order.
  lines.sort((a, b) => compareNames(a.name, b.name) || a.board - b.board);
  const name = `${roundTabName(round.number)} by name`;
  return {
    name,
    ...(heading
      ? {
          title: titleBlock(
            heading.tournament,
            `${roundTabName(round.number)}: pairings by name`,
            heading.when,
            'Find your name; names written "Family, Given" are filed under the family name.',
          ),
        }
      : {}),
    rows: [shape.headers, ...lines.map((l) => [l.name, ...l.cells])],
    headerNotes: shape.notes,
    columnWidths: shape.widths,
    banding: true,
    activate: true,
  };
}
