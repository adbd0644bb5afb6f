import { currentScore, type PlayerHistory } from '../history';
import { strength } from '../rank';
import type { Player } from '../types';
import { colourState, type ColourState } from '../colourBalance';

/** A player taking part in a Stable Swiss round, with what the preference lists read. */
export interface StableEntrant {
  player: Player;
  score: number;
  strength: number;
  colours: ColourState;
  /** Place in the field sorted by score, then strength (0 = top). */
  index: number;
  /** Where this player's ideal opponent sits: the same place in the other half of the score group. */
  ideal: number;
}

/**
 * The field sorted by score, then strength, then roster order. Within each score group the
 * ideal opponent is the Swiss one (top half against bottom half, Kujansuu et al. §1.1: "(1,
 * n/2+1), (2, n/2+2) …"); it only breaks ties between equally preferred opponents.
 */
export function stableEntrants(
  players: readonly Player[],
  histories: readonly PlayerHistory[],
): StableEntrant[] {
  const rows = players.map((player) => ({
    player,
    score: currentScore(histories[player.id]),
    strength: strength(player),
    colours: colourState(histories[player.id]),
    index: 0,
    ideal: 0,
  }));
  rows.sort((a, b) => b.score - a.score || b.strength - a.strength || a.player.id - b.player.id);
  let start = 0;
  while (start < rows.length) {
    let end = start;
    while (end < rows.length && rows[end].score === rows[start].score) end++;
    const half = Math.floor((end - start) / 2);
    for (let i = start; i < end; i++) {
      const k = i - start;
      rows[i].index = i;
      rows[i].ideal = start + (k < end - start - half ? k + half : k - half);
    }
    start = end;
  }
  return rows;
}
