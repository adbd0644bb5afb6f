import { currentScore, type PlayerHistory } from '../history';
import { strength } from '../rank';
import { nameKey } from '../names';
import type { Constraint, Player, Settings } from '../types';
import { avoidActive, avoidFields } from './avoid';
import { colourState } from '../colourBalance';
import { pairHandicap } from './handicap';
import { barredColours } from './colourRule';
import { classRange } from './colourBalance';
import { floatRuleActive, previousFloat } from './floater';
import { TooManyDecimals } from './refusals';
import type { Entrant, MatchingRules, RoundContext } from './types';

/** What the round knows about every player, before choosing who is matched. */
export interface RoundBasis {
  settings: Settings;
  roundNumber: number;
  histories: PlayerHistory[];
  /** Index of the previous round in the histories' entries, -1 if it was not played. */
  previousRoundIndex: number;
  blocked: Set<number>;
  /** Highest initial score in the roster (the top band's); null: no top band (Swiss, one band). */
  topInitialScore: number | null;
  /** The top band's name, when known (PairingInput.topBand): it decides over topInitialScore. */
  topBandName?: string;
  /** The system's rules; DEFAULT_RULES for a basis built by hand without them. */
  rules?: MatchingRules;
  /** The round's Constraints rows, for a refusal to name the `never` rows (neverRows.ts). */
  constraints?: readonly Constraint[];
}

/** Rules of a basis that gives none: floaters paired first, colour balance and avoidance on. */
const DEFAULT_RULES: MatchingRules = {
  floatersPairedFirst: true,
  colourBalance: true,
  lastRoundLookahead: false,
  topBand: false,
  avoidance: true,
};

// Every divisor of 1000, smallest first: eighths are weighed in eighths, not thousandths.
const SCORE_UNITS = [1, 2, 4, 5, 8, 10, 20, 25, 40, 50, 100, 125, 200, 250, 500, 1000];

export const whole = (s: number, unit: number): boolean =>
  Math.abs(s * unit - Math.round(s * unit)) < 1e-9;

/**
 * Smallest factor making every score an integer (half points: 2). Scores in finer steps than
 * 0.001 are refused (pairRound names the players and what gave them such scores).
 */
export function scoreUnit(scores: readonly number[]): number {
  for (const unit of SCORE_UNITS) {
    if (scores.every((s) => whole(s, unit))) return unit;
  }
  throw new TooManyDecimals();
}

/**
 * AGA 2009 "Sort the Field" and "Create Score Groups": by McMahon score, then rating (then
 * roster order, so that the result never depends on the input order).
 */
export function buildContext(basis: RoundBasis, players: readonly Player[]): RoundContext {
  const { settings, roundNumber, histories } = basis;
  const rules = basis.rules ?? DEFAULT_RULES;
  const scores = players.map((p) => currentScore(histories[p.id]));
  const unit = scoreUnit(scores);
  const rows = players.map((player, k) => ({
    player,
    score: scores[k],
    strength: strength(player),
  }));
  rows.sort((x, y) => y.score - x.score || y.strength - x.strength || x.player.id - y.player.id);
  const avoidOn = rules.avoidance && avoidActive(settings, roundNumber);
  const entrants: Entrant[] = rows.map((row, index) => {
    const history = histories[row.player.id];
    return {
      index,
      id: row.player.id,
      player: row.player,
      history,
      score: row.score,
      scoreUnits: Math.round(row.score * unit),
      strength: row.strength,
      group: 0,
      rankInGroup: 0,
      groupSize: 0,
      lastFloat: previousFloat(history, basis.previousRoundIndex),
      earlierFloat:
        basis.previousRoundIndex > 0 ? previousFloat(history, basis.previousRoundIndex - 1) : null,
      barred: barredColours(history, settings.rounds),
      colours: colourState(history),
      topBand: inTopBand(basis, row.player),
      avoid: avoidOn ? avoidFields(row.player, settings) : [],
      avoidHandicap: avoidOn && settings.avoidHandicap === true,
    };
  });
  let start = 0;
  let group = 0;
  while (start < entrants.length) {
    let end = start;
    while (end < entrants.length && entrants[end].scoreUnits === entrants[start].scoreUnits) end++;
    for (let i = start; i < end; i++) {
      entrants[i].group = group;
      entrants[i].rankInGroup = i - start;
      entrants[i].groupSize = end - start;
    }
    ignoreSharedByAll(entrants.slice(start, end));
    ignoreHandicapEverywhere(settings, entrants.slice(start, end));
    group++;
    start = end;
  }
  const balance = rules.colourBalance;
  return {
    settings,
    roundNumber,
    entrants,
    blocked: basis.blocked,
    floatRuleActive: floatRuleActive(settings.rounds, roundNumber),
    colourRuleActive: settings.colourRule,
    colourBalanceActive: balance,
    colourBalanceLeast: balance ? classRange(entrants.map((e) => e.colours)).least : 0,
    floatersPairedFirst: rules.floatersPairedFirst,
    avoidActive: avoidOn,
    scoreUnit: unit,
  };
}

/**
 * A field every member of a score group shares (the whole group from one country, say) cannot
 * be avoided by transposing inside the group: it adds the same to every pairing, so it is
 * dropped from the group's avoidance fields.
 */
function ignoreSharedByAll(group: Entrant[]): void {
  if (group.length === 0) return;
  const everywhere = group[0].avoid.filter(([key, value]) =>
    group.every((e) => e.avoid.some(([k, v]) => k === key && v === value)),
  );
  if (everywhere.length === 0) return;
  for (const e of group) {
    e.avoid = e.avoid.filter(([key]) => !everywhere.some(([k]) => k === key));
  }
}

/**
 * A score group in which every pairing is a handicap game cannot avoid one: Avoid handicap
 * games is dropped for it. (Past as many players as there are ranks two share one, so the
 * search ends early in a large group.)
 */
function ignoreHandicapEverywhere(settings: Settings, group: Entrant[]): void {
  if (!group.some((e) => e.avoidHandicap)) return;
  for (let i = 0; i < group.length; i++) {
    for (let j = i + 1; j < group.length; j++) {
      if (pairHandicap(settings, group[i], group[j]) === 0) return;
    }
  }
  for (const e of group) e.avoidHandicap = false;
}

/** Score groups of a context: start and end (exclusive) in the sorted field. */
export function scoreGroups(ctx: RoundContext): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const e of ctx.entrants) {
    if (e.rankInGroup === 0) out.push([e.index, e.index + e.groupSize]);
  }
  return out;
}

/**
 * Whether the player is in the top band (Top band always even): by band name when the Bands
 * tab names it, so a guest given a point above the band leaves the band its own; else by the
 * highest initial score.
 */
function inTopBand(basis: RoundBasis, player: Player): boolean {
  if (basis.topInitialScore === null) return false;
  if (basis.topBandName !== undefined) return nameKey(player.band) === nameKey(basis.topBandName);
  return player.initialScore === basis.topInitialScore;
}
