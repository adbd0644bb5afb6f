import type { AvoidKey, Bye, Constraint, Game, Player, PlayerId, Round, Settings } from '../types';
import type { Float, PlayerHistory } from '../history';
import type { ColourState } from '../colourBalance';

export interface PairingInput {
  settings: Settings;
  players: Player[];
  /** Earlier rounds, results all in. */
  rounds: Round[];
  roundNumber: number;
  constraints: Constraint[];
  /**
   * McMahon: the top band's name (the Bands tab's band of the strongest ranks). Without it the
   * top band is the players on the highest Initial score; null: no top band (a single band).
   */
  topBand?: string | null;
}

/** A new game: result null, notes explaining departures from the ideal pairing. */
export interface PairedGame extends Game {
  notes: string[];
}

export interface PairedBye extends Bye {
  notes: string[];
  /** Round robin: the player the rotation leaves without an opponent this round (or whose opponent withdrew). */
  rests?: true;
}

export interface PairedRound {
  number: number;
  games: PairedGame[];
  byes: PairedBye[];
  /** Exact integer: penalties.floaters + penalties.groups. */
  totalPenalty: number;
  /**
   * Stage 1 (floaters: its cost of the pairs across score groups) and stage 2 (every pair as
   * its score group costs it), each an exact integer sum (see cost.ts); the two stages' tiers
   * have different multipliers.
   */
  penalties: { floaters: number; groups: number };
}

/**
 * What a pairing system asks of the weighted matching; each system module passes its own
 * (McMahon, Swiss, and Stable Swiss when it falls back on the matching).
 */
export interface MatchingRules {
  /**
   * Stage 1's pairs across score groups stand (moved-down players paired first, the chess
   * convention); else the up-floater joins the bottom of the group above and stage 2 pairs him
   * by split-and-shift (AGA 2009).
   */
  floatersPairedFirst: boolean;
  /** The colour balance tier applies. */
  colourBalance: boolean;
  /** The second-to-last round looks ahead to the last (lastRound.ts). */
  lastRoundLookahead: boolean;
  /** Initial scores are bands, so the top band's games may be kept even (Top band even). */
  topBand: boolean;
  /** The "Avoid same …" settings apply (in the first half of the event). */
  avoidance: boolean;
}

/** 'complete' matches on every allowed pair: for tests and the benchmark. */
export type CandidateGraph = 'restricted' | 'complete';

export interface PairingOptions {
  candidateGraph?: CandidateGraph;
}

/** A player taking part in the matching, with everything the cost function reads. */
export interface Entrant {
  /** Position in the sorted field: 0 is the top (highest score, then strongest). */
  index: number;
  id: PlayerId;
  player: Player;
  history: PlayerHistory;
  /** McMahon score before this round. */
  score: number;
  /** score × the round's score unit: an integer. */
  scoreUnits: number;
  strength: number;
  /** Score group, 0 for the top group. */
  group: number;
  /** 0 for the strongest player of the score group. */
  rankInGroup: number;
  groupSize: number;
  /** Float in the previous round. */
  lastFloat: Float | null;
  /** Float in the round before the previous one. */
  earlierFloat: Float | null;
  /** Colours the colour rule bars for this round (AGA 2009 criterion 4). */
  barred: { white: boolean; black: boolean };
  /** Colour difference and colours played (the colour balance tier and allocation). */
  colours: ColourState;
  /** In the band with the highest initial score. */
  topBand: boolean;
  /** Avoidance fields in force this round, normalised, blank ones left out. */
  avoid: Array<[AvoidKey, string]>;
  /**
   * Avoid handicap games is in force for this player: on, in the first half, and the score
   * group has an even pairing (one whose every pairing is a handicap game cannot avoid one).
   */
  avoidHandicap: boolean;
}

/** The round as the cost function sees it. */
export interface RoundContext {
  settings: Settings;
  roundNumber: number;
  /** Sorted field (score, strength), index = Entrant.index. */
  entrants: Entrant[];
  /** Pairs that may not meet: already played, or a 'never' constraint. */
  blocked: Set<number>;
  /** AGA 2009 criterion 3 applies this round. */
  floatRuleActive: boolean;
  colourRuleActive: boolean;
  /** The colour balance tier applies (MatchingRules.colourBalance). */
  colourBalanceActive: boolean;
  /** The least X and Y part of the colour balance tier over the field's pairs (classRange). */
  colourBalanceLeast: number;
  /** Stage 1's pairs across score groups stand (MatchingRules.floatersPairedFirst). */
  floatersPairedFirst: boolean;
  /** Avoidance applies: the system asks for it, and (AGA 2009) only in the first half. */
  avoidActive: boolean;
  /** Factor turning scores into integers. */
  scoreUnit: number;
}

export function pairKey(a: number, b: number): number {
  return a < b ? a * 65536 + b : b * 65536 + a;
}

/** Group layout for stage 2: a player's position within what is left of his score group. */
export interface GroupLayout {
  position: Int32Array;
  size: number;
}
