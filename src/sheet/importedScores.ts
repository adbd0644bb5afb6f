/**
 * Bands for an imported McMahon event whose file gives every player's initial score (the start
 * of the rank plus OpenGotha's smmsCorrection or pairgoth's mmsCorrection): the bands "Build
 * bands" would make, matched to those scores, so the Players and Standings tabs show the scores
 * the event had.
 */
import { bandForRank, bandsFor } from '../engine/bands';
import type { Band, Player, Settings } from '../engine/types';

/** How many players with a score of their own the Import report names before "and N more". */
const MOST_NAMED = 10;

/** A player's place: the band named on Players and the initial score. */
export interface Placed {
  name: string;
  initialScore: number;
}

/**
 * Bands built from the ranks and each player's place at their file score. First the field as
 * it was when the bands were built: without up to two ranks whose players came late and joined
 * the band of another rank (unrecordedPlacements.ts), the bands must give everyone else their
 * score. Failing that (a Bands tab edited by hand, a correction typed for one player, the other
 * program's own scores), the bands of the whole field take the score most of their players hold,
 * and each player keeps their own.
 */
export function bandsOfScores(
  players: readonly Player[],
  scores: readonly number[],
  settings: Settings,
): { bands: Band[]; placed: Placed[]; odd: string[] } {
  const ranks = [...new Set(players.map((p) => p.rank!))].sort((a, b) => b - a);
  for (const late of rankSets(ranks)) {
    const found = withLate(players, scores, settings, new Set(late));
    if (found) return { ...found, odd: [] };
  }
  return sharedScores(players, scores, settings);
}

/** Sets of ranks to leave out, fewest first: none, each rank, each pair of ranks. */
function* rankSets(ranks: readonly number[]): Generator<number[]> {
  yield [];
  for (const r of ranks) yield [r];
  for (let i = 0; i < ranks.length; i++)
    for (let j = i + 1; j < ranks.length; j++) yield [ranks[i], ranks[j]];
}

/**
 * Bands of the field without the late ranks, when they give every other player their score
 * and each late player's score is that of a band (the one they joined); null otherwise.
 */
function withLate(
  players: readonly Player[],
  scores: readonly number[],
  settings: Settings,
  late: ReadonlySet<number>,
): { bands: Band[]; placed: Placed[] } | null {
  const field = players.filter((p) => !late.has(p.rank!));
  if (field.length === 0) return null;
  const bands = bandsFor(field, settings, true);
  const placed: Placed[] = [];
  for (const [i, p] of players.entries()) {
    const band = late.has(p.rank!)
      ? bands.find((b) => b.initialScore === scores[i])
      : bandForRank(bands, p.rank!);
    if (!band || band.initialScore !== scores[i]) return null;
    placed.push({ name: band.name, initialScore: scores[i] });
  }
  return { bands, placed };
}

/**
 * The score most of a band's players hold; on a tie the lowest (a correction by hand more often
 * raises a player above their rank than lowers them).
 */
function mostHeld(scores: readonly number[]): number {
  const count = new Map<number, number>();
  for (const v of scores) count.set(v, (count.get(v) ?? 0) + 1);
  const most = Math.max(...count.values());
  return Math.min(...[...count].filter(([, n]) => n === most).map(([v]) => v));
}

/**
 * The whole field's bands, each at the score most of its players have (separations following);
 * a player whose score is not their band's keeps it, and is named.
 */
function sharedScores(
  players: readonly Player[],
  scores: readonly number[],
  settings: Settings,
): { bands: Band[]; placed: Placed[]; odd: string[] } {
  const built = bandsFor(players, settings, true);
  const own = players.map((p) => built.indexOf(bandForRank(built, p.rank!)!));
  const bands = built.map((b, k) => {
    const held = scores.filter((_, i) => own[i] === k);
    return held.length > 0 ? { ...b, initialScore: mostHeld(held) } : { ...b };
  });
  bands.forEach((b, k) => {
    const gap = k === 0 ? 0 : bands[k - 1].initialScore - b.initialScore;
    if (k > 0 && gap >= 1) b.separation = gap;
  });
  const placed = players.map((_, i) => ({ name: bands[own[i]].name, initialScore: scores[i] }));
  const odd = players.flatMap((p, i) =>
    bands[own[i]].initialScore === scores[i] ? [] : [`${p.name} (${scores[i]})`],
  );
  const more = odd.length > MOST_NAMED ? [`and ${odd.length - MOST_NAMED} more`] : [];
  return { bands, placed, odd: [...odd.slice(0, MOST_NAMED), ...more] };
}
