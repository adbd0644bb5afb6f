/** Engine data model: plain values, no spreadsheet types. */

/** Index of a player in the roster (0-based, roster order). */
export type PlayerId = number;

export type PairingSystem = 'McMahon' | 'Swiss' | 'Stable Swiss' | 'Round robin' | 'Multi-game';
export type HandicapMode = 'none' | 'full' | 'minus 1' | 'minus 2';
export type ScoreOrigin = 'top' | 'bottom';
export type PairingStyle = 'split and shift' | 'sequential';
export type AvoidKey = 'family' | 'club' | 'city' | 'state' | 'country';
/** A tiebreak a Swiss or Stable Swiss event may list in Settings › Tiebreaks (chosenTiebreaks.ts). */
export type SwissTiebreak =
  | 'Buchholz'
  | 'Buchholz Cut-1'
  | 'Median Buchholz'
  | 'SB'
  | 'Wins'
  | 'Progressive'
  | 'Direct encounter'
  | 'ARO';

export interface Settings {
  tournamentName: string;
  pairingSystem: PairingSystem;
  rounds: number;
  /** AGA 2009: D in S = floor(D·P/R), default 0.75. */
  bandFactor: number;
  /** Rank value (see rank.ts) at or above which players form the top band; null: no bar. */
  bar: number | null;
  /** Rank value at or below which everyone shares the bottom band; null: no floor. */
  floor: number | null;
  /** 'computed' uses floor(D·P/R); 'one' keeps the tradition of 1 point below the top band. */
  barSeparation: 'computed' | 'one';
  scoreOrigin: ScoreOrigin;
  handicap: HandicapMode;
  /**
   * 'go': round tabs show handicap and komi, results read W+/B+; 'chess': no handicap or komi,
   * results written 1-0, 0-1, ½-½ with forfeits as +- and -+.
   */
  boardGame: 'go' | 'chess';
  topBandEven: boolean;
  /** Colour rule of AGA 2009 criterion 4 on or off. */
  colourRule: boolean;
  avoid: Record<AvoidKey, boolean>;
  /**
   * AGA 2009 "Additional considerations": avoid handicap games in the first half of the event,
   * as the Avoid same … settings; absent means false.
   */
  avoidHandicap?: boolean;
  randomSeed: number;
  /**
   * Settings › Drawing of lots: whether a drawing of lots (from the seed) separates players still
   * tied after every tiebreak; No lets them share the place ("3="). Absent means true.
   */
  drawingOfLots?: boolean;
  pairingStyle: PairingStyle;
  komiEven: number;
  komiHandicap: number;
  /** Round robin: seat the strongest four for the closing rounds ("keeping the best for last", Easy Round Robin Pairing). */
  keepBestForLast: boolean;
  /**
   * Round robin: a withdrawn player's remaining games are forfeit wins for their opponents
   * ('forfeit win', the default), or the opponents rest with no point ('no point'); or, FIDE
   * Tournament Rules C.06 V.4, forfeit wins whose player's games are all annulled for the
   * standings when they played under half of them ('annul under half', annulment.ts).
   */
  withdrawnGames?: 'forfeit win' | 'no point' | 'annul under half';
  /**
   * McMahon, Swiss and Stable Swiss: points for a round the player asked to miss (0, 0.5 or 1);
   * absent means 0, the AGA 2009 voluntary bye.
   */
  requestedByePoints?: number;
  /**
   * McMahon: weigh colour balance below the score difference as Swiss does (issue 8); default
   * false, the AGA 2009 order.
   */
  colourBalanceMcMahon?: boolean;
  /**
   * Swiss and Stable Swiss: the tiebreaks after the score, in order; absent means the default
   * (Buchholz, then SB).
   */
  tiebreaks?: readonly SwissTiebreak[];
  /** Stable Swiss (Kujansuu et al.): c, the weight of scores against colours, 0–10 (8.7). */
  stableC: number;
  /** Stable Swiss: s, the colour-history tie-break (0.0001). */
  stableS: number;
  /** Multi-game events (Game Courier proposal): how each round is paired. */
  multiGame: {
    /** Preferred games (n): how many of each player's first choices count as preferred. */
    preferred: number;
    gamesPerRound: number;
    /** A game may be played a second time, in a later round, between two earlier winners. */
    replayBetweenWinners: boolean;
    method: 'seed order' | 'optimal';
  };
}

export type PlayerStatus = 'active' | 'withdrawn';

export interface Player {
  id: PlayerId;
  name: string;
  /**
   * Rank value: 30k = -30 … 1k = -1, 1d = 1 … 9d = 9, 1p = 10 … (see rank.ts); null when the
   * player has only a rating (an Elo-rated chess event) or the event needs neither.
   */
  rank: number | null;
  /**
   * Rating when given, otherwise null: AGA-style (-5.5 for 5 kyu, 3.2 for 3 dan) or Elo-style
   * (1850) — one kind per event (see ratings.ts).
   */
  rating: number | null;
  club: string;
  city: string;
  state: string;
  country: string;
  family: string;
  /** Band name, '' before bands are built. */
  band: string;
  /** Initial McMahon score, null before bands are built. */
  initialScore: number | null;
  /** Rounds the player asked to miss (voluntary byes). */
  byes: number[];
  byeVolunteer: boolean;
  /** Bye volunteer typed No on purpose (not left blank): never asked to take a second bye. */
  byeDeclined?: boolean;
  status: PlayerStatus;
}

/** Points for white and black; a forfeit marks a game not played over the board. */
export interface GameResult {
  white: number;
  black: number;
  forfeit: boolean;
}

export interface Game {
  board: number;
  white: PlayerId;
  black: PlayerId;
  handicap: number;
  komi: number;
  /** null while the result has not been typed in. */
  result: GameResult | null;
  /**
   * Multi-game events: the game played (as named on the Games tab); white is then the player
   * who moves first (Player 1), black the other (Player 2). Undefined in go and chess events.
   */
  game?: string;
}

export type ByeKind = 'forced' | 'voluntary';

export interface Bye {
  player: PlayerId;
  kind: ByeKind;
  /**
   * A voluntary bye the player did not ask for: a row that says Absent, or a round robin's Rest.
   * It scores 0 whatever Settings › Requested bye points says.
   */
  absent?: true;
}

export interface Round {
  number: number;
  games: Game[];
  byes: Bye[];
}

export interface Constraint {
  a: PlayerId;
  b: PlayerId;
  /** 'never': the two must not meet; a number: they must meet in that round. */
  rule: 'never' | number;
  /** The Constraints tab row it was read from, for messages; none when built otherwise. */
  row?: number;
}

export interface Band {
  name: string;
  /** Rank values of the strongest and weakest player of the band. */
  strongest: number;
  weakest: number;
  players: number;
  /** Points between this band's initial score and the band above (0 for the top band). */
  separation: number;
  initialScore: number;
}
