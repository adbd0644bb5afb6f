import { formatRank, requireRank } from '../rank';
import type { Band, Player, Settings } from '../types';

/** AGA 2009 "Band construction": S = floor(D·P/R), at least 1, at most ceil(R/3). */
export function bandSeparation(players: number, rounds: number, factor: number): number {
  const cap = Math.max(1, Math.ceil(rounds / 3));
  // Round before flooring so 0.75·24/6 = 3 is not taken as 2.9999….
  const raw = Math.floor(Math.round(((factor * players) / rounds) * 1e9) / 1e9);
  return Math.min(cap, Math.max(1, raw));
}

/** Players grouped into a band before scores are known. */
export interface BandDraft {
  name: string;
  strongest: number;
  weakest: number;
  players: number;
  /** null for the top band. */
  separation: number | null;
}

function bandName(strongest: number, weakest: number, top: boolean, bottom: boolean): string {
  if (top && bottom) return 'All';
  if (top) return `${formatRank(weakest)} and up`;
  if (bottom && strongest !== weakest) return `${formatRank(strongest)} and below`;
  return formatRank(strongest);
}

/**
 * AGA 2009: players at or above the bar form the top band; below it one rank per band
 * down to the floor, where everyone at or below the floor shares the bottom band.
 * Without a bar the strongest rank present is the top band (or the floor, when at or above it).
 */
export function draftBands(players: readonly Player[], settings: Settings): BandDraft[] {
  const ranks = players.map(requireRank);
  if (ranks.length === 0) return [];
  const strongestRank = Math.max(...ranks);
  const floor = settings.floor;
  // A floor at or above the strongest rank puts everyone in the bottom band, which is then the top.
  const bar = settings.bar ?? Math.max(strongestRank, floor ?? strongestRank);
  const keyOf = (rank: number): number => {
    if (rank >= bar) return bar;
    if (floor !== null && rank <= floor) return floor;
    return rank;
  };
  const counts = new Map<number, { strongest: number; weakest: number; players: number }>();
  for (const rank of ranks) {
    const key = keyOf(rank);
    const entry = counts.get(key) ?? { strongest: rank, weakest: rank, players: 0 };
    entry.strongest = Math.max(entry.strongest, rank);
    entry.weakest = Math.min(entry.weakest, rank);
    entry.players++;
    counts.set(key, entry);
  }
  const keys = [...counts.keys()].sort((a, b) => b - a);
  return keys.map((key, i) => {
    const c = counts.get(key)!;
    const top = i === 0;
    const bottom = floor !== null && key === floor;
    // The top band reaches down to the bar and the bottom band down to 30k, so late
    // arrivals of those ranks find their band.
    if (top && key === bar) c.weakest = Math.min(c.weakest, bar);
    if (bottom) c.weakest = -30;
    let separation: number | null = null;
    if (!top) {
      // AGA 2009 sample: a TD may instead keep one point between the top and second groups.
      separation =
        i === 1 && settings.barSeparation === 'one'
          ? 1
          : bandSeparation(c.players, settings.rounds, settings.bandFactor);
    }
    const name = bandName(c.strongest, c.weakest, top && key === bar, bottom);
    return { name, ...c, separation };
  });
}

/**
 * Initial McMahon scores from the separations: 0 at the top and negative below, or
 * 0 at the bottom and positive above (AGA 2009 "Assigning initial McMahon scores").
 */
export function scoreBands(drafts: readonly BandDraft[], origin: Settings['scoreOrigin']): Band[] {
  let fromTop = 0;
  const tops = drafts.map((d) => (fromTop -= d.separation ?? 0));
  const bottom = tops.length ? tops[tops.length - 1] : 0;
  return drafts.map((d, i) => ({
    name: d.name,
    strongest: d.strongest,
    weakest: d.weakest,
    players: d.players,
    separation: d.separation ?? 0,
    initialScore: normaliseZero(origin === 'top' ? tops[i] : tops[i] - bottom),
  }));
}

function normaliseZero(x: number): number {
  return x === 0 ? 0 : x;
}

/**
 * The band a late arrival's rank falls in (bands strongest first): its range; above the top
 * band, the top band; in a gap between bands, the band below (AGA 2009 leaves room for late
 * arrivals at the bottom); below every band, the bottom band.
 */
export function bandForRank<B extends Pick<Band, 'strongest' | 'weakest'>>(
  bands: readonly B[],
  rank: number,
): B | null {
  if (bands.length === 0) return null;
  const exact = bands.find((b) => rank <= b.strongest && rank >= b.weakest);
  if (exact) return exact;
  if (rank > bands[0].strongest) return bands[0];
  return bands.find((b) => b.strongest < rank) ?? bands[bands.length - 1];
}

/**
 * Systems without bands: everyone starts at 0 in one band spanning the ranks present (all ranks
 * when nobody has one).
 */
function singleBand(players: ReadonlyArray<{ rank: number | null }>): Band {
  const ranks = players.map((p) => p.rank).filter((r): r is number => r !== null);
  return {
    name: 'All',
    strongest: ranks.length ? Math.max(...ranks) : 9,
    weakest: ranks.length ? Math.min(...ranks) : -30,
    players: players.length,
    separation: 0,
    initialScore: 0,
  };
}

/**
 * The bands "Build bands" makes of `players`: AGA 2009 bands from their ranks when the system
 * uses bands, else one band at 0.
 */
export function bandsFor(
  players: readonly Player[],
  settings: Settings,
  usesBands: boolean,
): Band[] {
  if (!usesBands) return [singleBand(players)];
  return scoreBands(draftBands(players, settings), settings.scoreOrigin);
}
