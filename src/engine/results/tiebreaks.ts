import { currentScore, type PlayerHistory, type RoundEntry } from '../history';
import type { Player } from '../types';
import { averageRatingOfOpponents, progressiveScore } from './chosenTiebreaks';
import { swissTiebreaks } from './swissTiebreaks';
import { tidy } from './tidy';

/** Score and tiebreak values of one player; index = PlayerId. */
export interface PlayerTotals {
  /**
   * McMahon score: initial score + game points + 1 per forced bye + requested bye points (AGA
   * 2009 "Game Results").
   */
  score: number;
  /**
   * Games won (forfeit wins included) plus forced byes, which AGA 2009 credits as victories, and
   * requested byes worth a full point.
   */
  wins: number;
  /** Points from games only: no initial score, no byes. Used by SODOS. */
  gamePoints: number;
  soms: number;
  sodoms: number;
  /** Sonneborn-Berger on game points; the round-robin tiebreak. */
  sodos: number;
  /** Swiss tiebreaks (swissTiebreaks.ts; the others Settings › Tiebreaks offers in chosenTiebreaks.ts). */
  buchholz: number;
  buchholzCut1: number;
  medianBuchholz: number;
  sonnebornBerger: number;
  progressive: number;
  /** Average rating of the opponents met over the board; 0 when none was rated. */
  aro: number;
}

/** A round the player did not play over the board: voluntary bye (or absence) or double forfeit. */
function missedGame(entry: RoundEntry): boolean {
  return entry.kind === 'voluntaryBye' || (entry.kind === 'game' && entry.doubleForfeit);
}

/**
 * What a missed round adds to the player's score as opponents count it: ½ less the points it
 * already gave, so a requested bye worth ½ or 1 is not credited twice.
 */
function missedCredit(entry: RoundEntry): number {
  if (!missedGame(entry)) return 0;
  return Math.max(0, 0.5 - (entry.kind === 'voluntaryBye' ? entry.points : 0));
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
 * - A voluntary bye (also an absence) is a loss against that phantom: SOMS only. Our choice for
 *   a requested bye worth points (Settings › Requested bye points): a draw (½) or a win (1)
 *   against the phantom, so SODOMS adds those points times the phantom, and a full point
 *   counts in Wins as it scores a win (FIDE 2023 article 7.1 counts such rounds in WIN).
 * - An opponent counts with an effective score: final score + 0.5 per voluntary bye or double
 *   forfeit that opponent had, less what a requested bye already scored (a ½-point bye adds
 *   nothing more, nor does a full point). The credit is never part of the opponent's own score.
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
    (h) => currentScore(h) + h.entries.reduce((sum, e) => sum + missedCredit(e), 0),
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
      } else if (entry.kind === 'voluntaryBye') {
        soms += phantom;
        sodoms += entry.points * phantom;
        if (entry.points >= 1) wins++;
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
      buchholz: tidy(swiss.buchholz),
      buchholzCut1: tidy(swiss.buchholzCut1),
      medianBuchholz: tidy(swiss.medianBuchholz),
      sonnebornBerger: tidy(swiss.sonnebornBerger),
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
