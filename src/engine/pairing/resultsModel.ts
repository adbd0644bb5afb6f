import { ratingOfRank } from '../rank';
import { ratingKind } from '../ratings';
import type { Player } from '../types';
import { RESULTS_MODEL } from './params';
import type { Entrant } from './types';

/** Chances of a game's three results, from White's side. */
export interface Outcome {
  whiteWins: number;
  draw: number;
  blackWins: number;
}

export interface ResultsModel {
  outcome(white: Entrant, black: Entrant): Outcome;
}

/**
 * A player's strength on a scale where differences mean something: Elo-style ratings as they
 * are; AGA-style ratings and ranks in stones on a gapless scale (1k and 1d one stone apart).
 * null for a player with neither.
 */
function scaledStrength(player: Player): { scale: 'Elo' | 'stones'; value: number } | null {
  if (player.rating !== null && ratingKind(player.rating) === 'Elo') {
    return { scale: 'Elo', value: player.rating };
  }
  const aga = player.rating ?? (player.rank === null ? null : ratingOfRank(player.rank));
  if (aga === null) return null;
  // AGA ratings skip (−1, 1): −1.5 (1k) and 1.5 (1d) are one stone apart.
  return { scale: 'stones', value: aga < 0 ? aga + 2 : aga };
}

/**
 * White's expected score before any edge: the Elo expectancy of the strength difference, or
 * one half when the two strengths are not on the same scale (an Elo-rated player against one
 * with only a rank, or a player with neither).
 */
export function expectancy(white: Player, black: Player): number {
  const w = scaledStrength(white);
  const b = scaledStrength(black);
  if (!w || !b || w.scale !== b.scale) return 0.5;
  const difference = (w.value - b.value) * (w.scale === 'stones' ? RESULTS_MODEL.eloPerStone : 1);
  return 1 / (1 + 10 ** (-difference / 400));
}

/**
 * The results model of the event so far (RESULTS_MODEL): from every even game already played
 * between two of `entrants` with a result on the board (no forfeit), the draw share and
 * White's edge (White's score above the expectancy, shrunk towards none). A game's chances:
 * White's expected score E = the expectancy plus the edge; draws take the event's share, at
 * most 2·min(E, 1 − E) so that the expectancy holds; the rest goes to the winner.
 */
export function eventResultsModel(entrants: readonly Entrant[]): ResultsModel {
  const byId = new Map(entrants.map((e) => [e.id, e.player]));
  let games = 0;
  let draws = 0;
  let surplus = 0;
  for (const e of entrants) {
    for (const entry of e.history.entries) {
      if (entry.kind !== 'game' || entry.colour !== 'white' || entry.handicap !== 0) continue;
      const opponent = byId.get(entry.opponent);
      if (!opponent || entry.points === null || entry.forfeit) continue;
      games++;
      if (entry.points === 0.5) draws++;
      surplus += entry.points - expectancy(e.player, opponent);
    }
  }
  const drawShare = games === 0 ? 0 : draws / games;
  const edge = surplus / (games + RESULTS_MODEL.priorGames);
  return {
    outcome(white: Entrant, black: Entrant): Outcome {
      const expected = Math.min(1, Math.max(0, expectancy(white.player, black.player) + edge));
      const draw = Math.min(drawShare, 2 * expected, 2 * (1 - expected));
      return { whiteWins: expected - draw / 2, draw, blackWins: 1 - expected - draw / 2 };
    },
  };
}
