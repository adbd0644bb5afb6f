/**
 * The sheet contract: every tab the add-in reads or writes, its headers, and the note on each
 * header that tells a volunteer what goes in that column. Columns are found by header name.
 */
export interface Column {
  header: string;
  note: string;
  /** Must be present for the tab to be read. */
  required: boolean;
  /**
   * Typed as text (names, places, band names): plain text on the tabs Set up, Import event and
   * Build bands make, and on such a Players column a command adds, so "0001" or "3-4" stays as
   * typed instead of becoming a number or a date.
   */
  text?: boolean;
}

export interface TabSpec {
  name: string;
  columns: Column[];
}

const col = (header: string, note: string, required = true): Column => ({ header, note, required });
const textCol = (header: string, note: string, required = true): Column => ({
  ...col(header, note, required),
  text: true,
});

export const SETTINGS_TAB: TabSpec = {
  name: 'Settings',
  columns: [
    col('Setting', 'Name of the setting. Keep these names as they are.'),
    col('Value', 'Value of the setting; most offer a dropdown.'),
    col(
      'Help',
      'What the setting means and the values it takes (also the note on each Value).',
      false,
    ),
  ],
};

/** Players columns for the rating offices' ids (optional, found by header). */
export const AGA_ID_HEADER = 'AGA ID';
export const EGF_PIN_HEADER = 'EGF PIN';

export const PLAYERS_TAB: TabSpec = {
  name: 'Players',
  columns: [
    textCol('Name', 'Player name, unique in the event.'),
    col(
      'Rank',
      'Go rank: 30k … 1k, 1d … 9d, 1p … (also "5 kyu", "3 dan", "2D"). Needed for McMahon bands and handicaps; may be blank when the player has a rating.',
      false,
    ),
    col(
      'Rating',
      'Optional rating, one kind per event: AGA-style (-5.5 for 5 kyu, 3.2 for 3 dan) or Elo-style (e.g. 1850). Orders players when given.',
      false,
    ),
    textCol('Club', 'Club or chapter, for "Avoid same club".', false),
    textCol('City', 'City, for "Avoid same city".', false),
    textCol('State', 'State or region, for "Avoid same state".', false),
    textCol('Country', 'Country, for "Avoid same country".', false),
    textCol('Family', 'Family name or group, for "Avoid same family".', false),
    textCol(
      'Band',
      'Filled by "Build bands"; type another band name to move the player, then run "Apply band edits".',
      false,
    ),
    col('Initial score', 'Initial McMahon score, filled from the band.', false),
    col('Byes', 'Rounds the player asks to miss, e.g. "3, 5" (voluntary byes).', true),
    col('Bye volunteer', 'Yes: takes the forced bye when the field is odd.', true),
    col('Status', 'active, or withdrawn (no longer paired; games stay as played).', true),
    textCol(
      'Division',
      'Optional prize division or section ("Dan", "Kyu 1-9", "U1600"). When any player has one, "Update standings" also writes the "Standings by division" tab; blank for everyone: no divisions.',
      false,
    ),
  ],
};

export const BANDS_TAB: TabSpec = {
  name: 'Bands',
  columns: [
    textCol(
      'Band',
      'Band name. Give two rows one name to merge them, then run "Apply band edits".',
    ),
    col('Strongest', 'Strongest rank in the band.'),
    col('Weakest', 'Weakest rank in the band.'),
    col('Players', 'Number of players (recounted by "Apply band edits").', false),
    col(
      'Separation',
      'McMahon points between this band and the one above; edit, then run "Apply band edits".',
    ),
    col('Initial score', 'Initial McMahon score of the band (computed).', false),
  ],
};

export const CONSTRAINTS_TAB: TabSpec = {
  name: 'Constraints',
  columns: [
    textCol('Player', 'A player name from the Players tab.'),
    textCol('Player', 'The other player.'),
    col('Rule', '"never" (never paired), or "round N" (must play each other in round N).'),
  ],
};

const ROUND_COLUMNS: Column[] = [
  col('Board', 'Board number; "Bye" on bye rows.'),
  col('White', 'White player (the player on bye rows).'),
  col('Black', 'Black player.'),
  col('Handicap', 'Handicap stones (0 = even); the TD may edit it after pairing.', false),
  col('Komi', 'Komi.', false),
  col('Result', 'W+, B+ (W+R, B+2.5…), W+F, B+F, Jigo, Double forfeit, 1-0, 0-1, ½-½.'),
  col('Notes', 'Why a board departs from the ideal pairing.', false),
];

/** Chess events: no handicap or komi, results in chess notation. */
const CHESS_ROUND_COLUMNS: Column[] = [
  col('Board', 'Board number; "Bye" on bye rows.'),
  col('White', 'White player (the player on bye rows).'),
  col('Black', 'Black player.'),
  col(
    'Result',
    "1-0, 0-1, ½-½ (also 1/2-1/2, '=), '+- or '-+ (forfeits; the apostrophe keeps the text from turning into a formula), Double forfeit.",
  ),
  col('Notes', 'Why a board departs from the ideal pairing.', false),
];

/** Multi-game events: the games offered. */
export const GAMES_TAB: TabSpec = {
  name: 'Games',
  columns: [
    textCol(
      'Game',
      'Name of a game offered, one per row (as players will write it on Preferences).',
    ),
    col('Notes', 'Anything players should know: rules variant, time limit, boards.', false),
  ],
};

/**
 * Multi-game events: each player's games, most preferred first. The columns after Player are
 * read in order, whatever their headers (1st, 2nd, 3rd…); add as many as needed.
 */
export const PREFERENCES_TAB: TabSpec = {
  name: 'Preferences',
  columns: [
    textCol('Player', 'A player from the Players tab, one row each.'),
    textCol(
      '1st',
      'Favourite game (a name from the Games tab); then 2nd, 3rd… in the next columns.',
    ),
  ],
};

/** Multi-game round tabs: the game of each board and who moves first (Player 1). */
const GAME_ROUND_COLUMNS: Column[] = [
  col('Board', 'Board number; "Bye" on bye rows, "Short" where a player could not get all games.'),
  col('Game', 'The game played on this board (from the Games tab).'),
  col('Player 1', 'Moves first (the player on bye and short rows).'),
  col('Player 2', 'Moves second.'),
  col(
    'Result',
    "1-0 (Player 1 wins), 0-1, ½-½, '+- / '-+ (forfeits; the apostrophe keeps the text from turning into a formula), Double forfeit.",
  ),
  col('Notes', 'Which choice the game is for each player, widening, players left short.', false),
];

/** How a round tab names its two players: by colour (go, chess) or by move order (multi-game). */
export interface RoundLayout {
  columns: Column[];
  first: string;
  second: string;
  /** Multi-game: the Game column. */
  games: boolean;
  /** Results written 1-0, 0-1, ½-½ (chess and multi-game events), else W+, B+, Jigo (go). */
  chessNotation: boolean;
  /** Printed widths in pixels by header. */
  widths: Readonly<Record<string, number>>;
}

// About 1,100 pixels in all: one portrait page wide (A4 or Letter) at about 65%.
// Names get room for about 30 characters ("Okafor-Williams, Chiamaka Ada") at the wall font
// size, Notes for a float note ("floated twice: Chiamaka Okafor down"); a longer one wraps
// onto more lines.
const COLOUR_WIDTHS = {
  Board: 55,
  White: 240,
  Black: 240,
  Handicap: 80,
  Komi: 50,
  Result: 110,
  Notes: 300,
};

// Without Handicap and Komi, Notes takes their room (and a little of the names' and games')
// for a board's choices and widening on one line ("Hana's 6th, Dev's 3rd choice; widened to
// n+3 (top 6)"); names still get about 30 characters, games 15 ("Chinese chess").
const GAME_WIDTHS = {
  Board: 55,
  Game: 110,
  'Player 1': 230,
  'Player 2': 230,
  Result: 110,
  Notes: 370,
};

/** The round tab of a system's layout ('colours' or 'games') for the Settings' board game. */
export function roundLayout(layout: 'colours' | 'games', boardGame: 'go' | 'chess'): RoundLayout {
  if (layout === 'games') {
    const games = true;
    return {
      columns: GAME_ROUND_COLUMNS,
      first: 'Player 1',
      second: 'Player 2',
      games,
      chessNotation: true,
      widths: GAME_WIDTHS,
    };
  }
  const chess = boardGame === 'chess';
  return {
    columns: chess ? CHESS_ROUND_COLUMNS : ROUND_COLUMNS,
    first: 'White',
    second: 'Black',
    games: false,
    chessNotation: chess,
    widths: COLOUR_WIDTHS,
  };
}

export const roundTabName = (round: number): string => `Round ${round}`;
export const ROUND_TAB_PATTERN = /^Round (\d+)$/;
/** The by-name sheet of round n (byNameTab.ts): "Round n by name". */
export const byNameTabName = (round: number): string => `${roundTabName(round)} by name`;
export const BY_NAME_TAB_PATTERN = /^Round (\d+) by name$/;
export const STANDINGS_TAB_NAME = 'Standings';
/** Written beside Standings while any player has a Division (divisionsTab.ts). */
export const DIVISIONS_TAB_NAME = 'Standings by division';
export const IMPORT_REPORT_TAB = 'Import report';
export const RATING_REVIEW_TAB_NAME = 'Rating review';
export const SEATS_TAB_NAME = 'Seats';
