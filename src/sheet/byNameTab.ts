import type { Game, PlayerId, Round } from '../engine/types';
import type { Cell } from './cells';
import { byNameTabName, roundTabName, type RoundLayout } from './schema';
import { titleBlock } from './title';
import { WALL_FONT_SIZE, WALL_ROW_HEIGHT } from './roundContent';
import type { TabContent } from './tabContent';

interface ByNameLayout {
  headers: string[];
  notes: string[];
  widths: number[];
  /** Cells after the name for one side of a game: first = White / Player 1. */
  side(g: Game, first: boolean, opponent: string, rank: string): Cell[];
  /** Cells after the name for a player with no opponent to meet: `board` ('Bye', or blank), what instead. */
  solo(board: Cell, text: string, rank: string): Cell[];
}

// About 21 cm wide in all: printed fit to width, a little smaller on A4 or Letter portrait;
// names get room for about 32 characters at the wall font size, longer ones wrap.
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
  widths: [250, 50, 55, 65, 250, 80, 50],
  side: (g, first, opponent, rank) => [
    rank,
    g.board,
    first ? 'White' : 'Black',
    opponent,
    g.handicap || '',
    g.komi,
  ],
  solo: (board, text, rank) => [rank, board, '', text, '', ''],
};

const CHESS: ByNameLayout = {
  headers: ['Name', 'Board', 'Colour', 'Opponent'],
  notes: ['Player', 'Board number', 'Colour to play', 'Opponent'],
  widths: [250, 60, 70, 250],
  side: (g, first, opponent) => [g.board, first ? 'White' : 'Black', opponent],
  solo: (board, text) => [board, '', text],
};

const GAMES: ByNameLayout = {
  headers: ['Name', 'Board', 'Game', 'Moves', 'Opponent'],
  notes: ['Player', 'Board number', 'Game to play', 'First or second', 'Opponent'],
  widths: [250, 60, 130, 70, 250],
  side: (g, first, opponent) => [g.board, g.game ?? '', first ? 'first' : 'second', opponent],
  solo: (board, text) => [board, '', '', text],
};

/**
 * One alphabetical order wherever the add-in runs, whatever the computer's language: letters
 * with accents among their letters (Å with A, Ö with O), then Greek, Cyrillic, Hebrew, Arabic,
 * Hangul, kana and Chinese characters; case aside.
 */
let collator: Intl.Collator | undefined;
function nameOrder(): Intl.Collator {
  // Made at the first sort, not as the add-in loads: each menu click and dialog call loads it.
  return (collator ??= new Intl.Collator('en', { sensitivity: 'base' }));
}

/**
 * Where a player looks for their name: a name written "Family, Given" files under the family
 * name, then the given name; any other name files as written ("Ann Lee" under A). For printed
 * lists only: a tie in the pairing goes by engine/names.ts compareNames, the same everywhere.
 */
export function compareFiledNames(a: string, b: string): number {
  const parts = (name: string): string[] => name.split(',').map((p) => p.trim());
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const order = nameOrder().compare(pa[i] ?? '', pb[i] ?? '');
    if (order !== 0) return order;
  }
  return 0;
}

/** Title of a printout: which event, and when it was written. */
export interface PrintHeading {
  tournament: string;
  when: Date;
}

/** What the by-name sheet knows beyond the round: ranks, the title, who is gone or left out. */
export interface ByNameOptions {
  rankOf?: (id: PlayerId) => string;
  heading?: PrintHeading;
  /** Withdrawn players: a game already settled by their forfeit is not to be played. */
  withdrawn?: (id: PlayerId) => boolean;
  /** Active players in no game and no bye (multi-game: left short of games this round). */
  idle?: readonly PlayerId[];
  /** Round robin: a bye row is a player resting (no byes on request, no odd player out). */
  byesAreRests?: boolean;
}

/**
 * "Round N by name": everyone by name with board, colour or game, and opponent, for the wall.
 * Go events also show each player's rank and the board's komi. A withdrawn player's forfeited
 * game is not listed for them; the opponent reads that it is won by forfeit.
 */
export function byNameContent(
  round: Round,
  nameOf: (id: PlayerId) => string,
  layout: RoundLayout,
  options: ByNameOptions = {},
): TabContent {
  const {
    rankOf = () => '',
    heading,
    withdrawn = () => false,
    idle = [],
    byesAreRests = false,
  } = options;
  const shape = layout.games ? GAMES : layout.chessNotation ? CHESS : COLOURS;
  const lines: Array<{ name: string; board: number; cells: Cell[] }> = [];
  for (const g of round.games) {
    const [white, black] = [nameOf(g.white), nameOf(g.black)];
    for (const [id, name, opponent, first] of [
      [g.white, white, g.black, true],
      [g.black, black, g.white, false],
    ] as const) {
      // A game settled by a withdrawal's forfeit is not played; earlier games of the player are.
      const forfeited = g.result?.forfeit === true;
      if (forfeited && withdrawn(id)) continue;
      const cells =
        forfeited && withdrawn(opponent)
          ? shape.solo(g.board, `wins by forfeit: ${nameOf(opponent)} withdrew`, rankOf(id))
          : shape.side(g, first, first ? black : white, rankOf(id));
      lines.push({ name, board: g.board, cells });
    }
  }
  for (const b of round.byes) {
    const text = byesAreRests ? 'rests this round' : `${b.kind} bye`;
    lines.push({
      name: nameOf(b.player),
      board: Infinity,
      cells: shape.solo(byesAreRests ? 'Rest' : 'Bye', text, rankOf(b.player)),
    });
  }
  for (const id of idle) {
    lines.push({
      name: nameOf(id),
      board: Infinity,
      cells: shape.solo('', 'no game this round', rankOf(id)),
    });
  }
  // A player's boards stay together, in board order.
  lines.sort((a, b) => compareFiledNames(a.name, b.name) || a.board - b.board);
  const name = byNameTabName(round.number);
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
    fontSize: WALL_FONT_SIZE,
    rowHeight: WALL_ROW_HEIGHT - 4,
    // Everything but the two names is a short code, centred.
    centerColumns: shape.headers
      .map((h, i) => (h === 'Name' || h === 'Opponent' || h === 'Game' ? 0 : i + 1))
      .filter((column) => column > 0),
    // A long name wraps onto a second line (the row grows) rather than be cut off.
    wrapColumns: shape.headers
      .map((h, i) => (h === 'Name' || h === 'Opponent' ? i + 1 : 0))
      .filter((column) => column > 0),
    banding: true,
    activate: true,
  };
}
