import { currentScore, entryPoints, type PlayerHistory, type RoundEntry } from '../history';
import type { Player } from '../types';
import { averageRatingOfOpponents, cutSum, progressiveScore } from './chosenTiebreaks';

/** Score and tiebreak values of one player; index = PlayerId. */
export interface PlayerTotals {
  /** McMahon score: initial score + game points + forced byes (AGA 2009 "Game Results"). */
  score: number;
  /** Games won (forfeit wins included) plus forced byes, which AGA 2009 credits as victories. */
  wins: number;
  /** Points from games only: no initial score, no byes. Used by SODOS. */
  gamePoints: number;
  soms: number;
  sodoms: number;
  sodos: number;
  /** Swiss tiebreaks (see swissTiebreaks; the others Settings › Tiebreaks offers in chosenTiebreaks.ts). */
  buchholz: number;
  buchholzCut1: number;
  medianBuchholz: number;
  sonnebornBerger: number;
  progressive: number;
  aro: number;
}

/** Sums of many halves stay exact; this only guards TD-awarded fractions such as 0.1. */
export function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6 + 0;
}

/** A round the player did not play over the board: voluntary bye (or absence) or double forfeit. */
function missedGame(entry: RoundEntry): boolean {
  return entry.kind === 'voluntaryBye' || (entry.kind === 'game' && entry.doubleForfeit);
}

/** Points the opponent scored in the same round, or null while the result is missing. */
function opponentPoints(histories: readonly PlayerHistory[], opponent: number, round: number) {
  const entry = histories[opponent].entries[round];
  return entry.kind === 'game' ? entry.points : null;
}

/**
 * SOMS, SODOMS (AGA 2009 "Final Standings--Tiebreaks") and SODOS for every player.
 *
 * - A forced bye is a win against a phantom who started with the player's own initial score and
 *   won half the rounds: phantom = initial + rounds / 2, in SOMS and SODOMS. The rounds are those
 *   played so far (every round with a tab), as the real opponents' scores are: after the last
 *   round that is the number of rounds of the event, and mid-event the phantom stands where a
 *   player who won half the games so far stands.
 * - A voluntary bye (also an absence) is a loss against that phantom: SOMS only.
 * - An opponent counts with an effective score: final score + 0.5 per voluntary bye or double
 *   forfeit that opponent had. The credit is never part of the opponent's own score.
 * - Our choice where AGA 2009 is silent: a double forfeit counts for the player's own SOMS like a
 *   voluntary bye (a loss against the phantom), since AGA 2009 already treats it like one for the
 *   opponents' credit; a jigo adds half the opponent's score to SODOMS (as Sonneborn-Berger does);
 *   a single forfeit counts as a game (AGA 2009 counts forfeit wins as wins); a game whose result
 *   is missing counts in SOMS only.
 * - SODOS (Sonneborn-Berger, round robin): Σ own points against an opponent × that opponent's
 *   game points, so a defeated opponent counts fully and a drawn one half.
 */
export function computeTotals(
  players: readonly Player[],
  histories: readonly PlayerHistory[],
): PlayerTotals[] {
  const effective = histories.map(
    (h) => currentScore(h) + 0.5 * h.entries.filter(missedGame).length,
  );
  const gamePoints = histories.map((h) =>
    h.entries.reduce((sum, e) => sum + (e.kind === 'game' ? (e.points ?? 0) : 0), 0),
  );
  return histories.map((h) => {
    const phantom = (players[h.player].initialScore ?? 0) + h.entries.length / 2;
    let wins = 0;
    let soms = 0;
    let sodoms = 0;
    let sodos = 0;
    h.entries.forEach((entry, round) => {
      if (entry.kind === 'forcedBye') {
        wins++;
        soms += phantom;
        sodoms += phantom;
      } else if (missedGame(entry)) {
        soms += phantom;
      } else if (entry.kind === 'game') {
        soms += effective[entry.opponent];
        if (entry.points === null) return;
        sodoms += entry.points * effective[entry.opponent];
        sodos += entry.points * gamePoints[entry.opponent];
        const theirs = opponentPoints(histories, entry.opponent, round);
        if (theirs !== null && entry.points > theirs) wins++;
      }
    });
    const swiss = swissTiebreaks(h, histories);
    return {
      ...swiss,
      progressive: tidy(progressiveScore(h)),
      aro: averageRatingOfOpponents(h, players),
      score: tidy(currentScore(h)),
      wins,
      gamePoints: tidy(gamePoints[h.player]),
      soms: tidy(soms),
      sodoms: tidy(sodoms),
      sodos: tidy(sodos),
    };
  });
}

/** A round the player did not play over the board: any bye or absence, or a forfeit. */
function unplayed(entry: RoundEntry): boolean {
  return entry.kind !== 'game' || entry.forfeit || entry.doubleForfeit;
}

/**
 * Adjusted score for the Swiss tiebreaks (FIDE Tiebreak Regulations, 2023: unplayed games of an
 * opponent count as draws): points from games played over the board (missing results 0) plus ½
 * per round not played over the board, whatever it brought the player.
 */
function adjustedScore(history: PlayerHistory): number {
  let total = 0;
  for (const entry of history.entries) {
    if (unplayed(entry)) total += 0.5;
    else if (entry.kind === 'game') total += entry.points ?? 0;
  }
  return total;
}

/**
 * Buchholz and Sonneborn-Berger, the Swiss and Stable Swiss tiebreaks after the score. Each
 * round gives an opponent value: the opponent's adjusted score (above) for a game played over
 * the board (a missing result too), or for a round not played over the board (forced or
 * voluntary bye, absence, forfeit won or lost, double forfeit) a virtual opponent with the
 * player's own score (FIDE 2023, "virtual opponent"). Buchholz is the sum of the opponent
 * values (Cut-1 without the lowest, Median without the highest and the lowest);
 * Sonneborn-Berger the sum of the points of each round (1 for a forced bye or a forfeit win, ½ a
 * draw) times that round's opponent value.
 */
export function swissTiebreaks(
  history: PlayerHistory,
  histories: readonly PlayerHistory[],
): Pick<PlayerTotals, 'buchholz' | 'buchholzCut1' | 'medianBuchholz' | 'sonnebornBerger'> {
  const own = currentScore(history) - (history.scoreBefore[0] ?? 0);
  const values: number[] = [];
  let sonnebornBerger = 0;
  for (const entry of history.entries) {
    const opponent =
      entry.kind === 'game' && !unplayed(entry) ? adjustedScore(histories[entry.opponent]) : own;
    values.push(opponent);
    sonnebornBerger += entryPoints(entry) * opponent;
  }
  return {
    buchholz: tidy(values.reduce((sum, v) => sum + v, 0)),
    buchholzCut1: tidy(cutSum(values, 1, 0)),
    medianBuchholz: tidy(cutSum(values, 1, 1)),
    sonnebornBerger: tidy(sonnebornBerger),
  };
}
