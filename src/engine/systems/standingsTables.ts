import { requestedByePoints } from '../history';
import { formatRank } from '../rank';
import { formatPoints } from '../results/formatPoints';
import { computeStandings, type Standing, type TiebreakOrder } from '../results';
import type { Player, PlayerId } from '../types';
import type { EventState, StandingsColumn, StandingsTable } from './types';

/**
 * How to read a cross-table cell: chess has draws, no jigo or handicap stones; only a round
 * robin has players resting; where byes asked for score points, a voluntary bye shows its own.
 * With shared places (Drawing of lots No) a cell holds the place's number only, so "3=w" is
 * always a draw against place 3: the legend says so.
 */
function crossTableNote(
  chess: boolean,
  rests: boolean,
  byePoints: number,
  shared: boolean,
): string {
  const results = chess
    ? '= draw, ? result missing, ! forfeit, then w/b colour.'
    : '= jigo or draw, ? result missing, ! forfeit, then w/b colour and handicap stones.';
  let byes = rests ? 'bye= voluntary bye, absent or resting' : 'bye= voluntary bye or absent';
  if (byePoints === 1)
    byes = 'bye+ also a bye asked for, bye- absent, withdrawn or not yet entered (no point)';
  else if (byePoints > 0)
    byes = 'bye= a bye asked for (½), bye- absent, withdrawn or not yet entered (no point)';
  return `Opponent's place${shared ? SHARED_PLACE : ''}, then + win, - loss, ${results} bye+ forced bye, ${byes}.`;
}

const DRAW_NOTE =
  'Drawing of lots (from the Settings seed), shown only where it decided a place between players still tied after every other tiebreak: 1 won it, 2 came next, and so on.';

/** In the rounds legend when a withdrawn player's games are annulled (annulment.ts). */
const ANNULLED_CELL =
  "In brackets, (5+w): a game annulled, its player having withdrawn before half their games (Settings › Withdrawn player's games); it counts in no score or tiebreak.";

/** In the rounds legend when places can be shared: a round cell drops the place's "=". */
export const SHARED_PLACE = ' (a shared 3= is written 3)';

/** The Lot column's note when Settings › Drawing of lots is No: why it stays empty. */
export const NO_DRAW_NOTE =
  'Empty: Settings › Drawing of lots is No, so players still tied after every tiebreak share the place ("3=").';

export interface TableColumn extends StandingsColumn {
  /** The note in a chess event, when the go one speaks of jigo. */
  chessNote?: string;
  value(s: Standing, p: Player): string | number;
}

export const RANK: TableColumn = {
  header: 'Rank',
  note: 'Rank.',
  role: 'strength',
  value: (_, p) => formatRank(p.rank),
};
/** Swiss and Stable Swiss: the player's rating (Elo or AGA-style) beside the rank. */
export const RATING: TableColumn = {
  header: 'Rating',
  note: 'Rating.',
  role: 'strength',
  value: (_, p) => p.rating ?? '',
};
const BAND: TableColumn = { header: 'Band', note: 'McMahon band.', value: (_, p) => p.band };
export const WINS: TableColumn = {
  header: 'Wins',
  note: 'Games won (forfeit wins included) plus forced byes.',
  value: (s) => s.wins,
};

/** The Score column, with its go note and its chess one. */
export function scoreColumn(note: string, chessNote: string): TableColumn {
  return { header: 'Score', note, chessNote, role: 'score', value: (s) => s.score };
}

/** Round robin: score, then SODOS (Sonneborn-Berger). */
export const ROUND_ROBIN_COLUMNS: readonly TableColumn[] = [
  RANK,
  scoreColumn('Points: 1 per win, ½ per jigo or draw.', 'Points: 1 per win, ½ per draw.'),
  WINS,
  {
    header: 'SODOS',
    role: 'tiebreak',
    note: "Round robin tiebreak (Sonneborn-Berger): sum of defeated opponents' scores plus half of drawn opponents'.",
    value: (s) => s.sodos,
  },
];

/** McMahon and Swiss (AGA 2009 "Final Standings--Tiebreaks"): score, SOMS, SODOMS. */
export const AGA_COLUMNS: readonly TableColumn[] = [
  RANK,
  BAND,
  scoreColumn(
    'McMahon score: initial score + wins + ½ per jigo + forced byes.',
    'McMahon score: initial score + wins + ½ per draw + forced byes.',
  ),
  WINS,
  {
    header: 'SOMS',
    role: 'tiebreak',
    note: "AGA 2009 tiebreak 1: sum of opponents' McMahon scores (bye phantom and byes credited per the standard).",
    value: (s) => s.soms,
  },
  {
    header: 'SODOMS',
    role: 'tiebreak',
    note: "AGA 2009 tiebreak 2: sum of defeated opponents' McMahon scores.",
    value: (s) => s.sodoms,
  },
];

/**
/**
 * The standings as a table: the system's columns, the cross table, and the draw position where
 * the draw decided a place. `players` are the players as scored (Swiss: initial score 0). The
 * Rank column is left out when no player has a rank (an Elo-rated chess event), the Rating
 * column when no player has a rating (a go event with ranks only), and the notes
 * speak of the Settings' board game: a chess event has draws, no jigo or handicap stones.
 */
export function scoreTable(
  event: EventState,
  players: readonly Player[],
  columns: readonly TableColumn[],
  tiebreaks: TiebreakOrder,
  rests = false,
  annulment: { players: ReadonlySet<PlayerId>; text: string } | null = null,
): StandingsTable {
  const { settings } = event;
  const byePoints = requestedByePoints(settings);
  const lots = settings.drawingOfLots ?? true;
  const standings = computeStandings({
    players,
    rounds: event.rounds,
    tiebreaks,
    seed: settings.randomSeed,
    requestedByePoints: byePoints,
    randomDraw: lots,
    ...(annulment ? { annulled: annulment.players } : {}),
  });
  // The score's note names the points of a bye asked for when Settings give any; a full point
  // counts in Wins too.
  const winsNote = (c: TableColumn): string =>
    byePoints === 1 && c.header === 'Wins' ? ' A bye asked for (worth 1 point) counts too.' : '';
  const byeNote =
    byePoints > 0
      ? ` ${formatPoints(byePoints)} per bye asked for (Settings › Requested bye points).`
      : '';
  const chess = settings.boardGame === 'chess';
  const ranked = players.some((p) => p.rank !== null);
  const rated = players.some((p) => p.rating !== null);
  const shown = columns.filter((c) => (c !== RANK || ranked) && (c !== RATING || rated));
  return {
    columns: shown.map((c) => ({
      header: c.header,
      note: ((chess && c.chessNote) || c.note) + (c.role === 'score' ? byeNote : winsNote(c)),
      ...(c.role ? { role: c.role } : {}),
      ...(c.wrapHeader ? { wrapHeader: c.wrapHeader } : {}),
    })),
    rows: standings.map((s) => ({
      player: s.player,
      place: s.place,
      placeLabel: s.placeLabel,
      values: shown.map((c) => c.value(s, players[s.player])),
      rounds: s.cells,
      draw: s.drawPosition ?? '',
    })),
    roundNote: crossTableNote(chess, rests, byePoints, !lots),
    drawNote: lots ? DRAW_NOTE : NO_DRAW_NOTE,
    ...(annulment ? { annulled: annulment.text, annulledCell: ANNULLED_CELL } : {}),
  };
}
