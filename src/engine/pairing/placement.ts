import type { PairingStyle } from '../types';
import { PENALTY_SCALES } from './params';

/**
 * Ideal opponent of position p in a group of `size` (even) players, positions from 0.
 * AGA 2009 split-and-shift: top half against bottom half (1–5, 2–6, …);
 * 2008 draft sequential pairing: 1–2, 3–4, ….
 */
export function idealOpponent(style: PairingStyle, p: number, size: number): number {
  if (style === 'sequential') return p ^ 1;
  const half = size / 2;
  return p < half ? p + half : p - half;
}

/** Twice the standard's ΔP: how far each player's opponent is from his ideal one. */
function placementDistance(style: PairingStyle, p: number, q: number, size: number): number {
  return Math.abs(q - idealOpponent(style, p, size)) + Math.abs(p - idealOpponent(style, q, size));
}

/** A pair from the same half: the result of a switch (split-and-shift only). */
export function sameHalf(style: PairingStyle, p: number, q: number, size: number): boolean {
  if (style === 'sequential') return false;
  const half = size / 2;
  return p < half === q < half;
}

/** The standard's ΔP², made linear for far pairs (see PENALTY_SCALES.placement). */
export function distancePenalty(distance: number): number {
  const { quadraticUpTo: q, linearUpTo } = PENALTY_SCALES.placement;
  const d = Math.min(distance, linearUpTo);
  return d <= q ? d * d : 2 * q * d - q * q;
}

/** Largest placement value of one pair. */
export function maxPlacementValue(): number {
  const { linearUpTo, switchPenalty, tieBreakSteps } = PENALTY_SCALES.placement;
  return (distancePenalty(linearUpTo) + switchPenalty) * tieBreakSteps + tieBreakSteps - 1;
}

/** See PENALTY_SCALES.placement. */
export function placementValue(style: PairingStyle, p: number, q: number, size: number): number {
  const { switchPenalty, tieBreakSteps } = PENALTY_SCALES.placement;
  const distance = placementDistance(style, p, q, size);
  const switched = sameHalf(style, p, q, size);
  if (distance === 0 && !switched) return 0;
  const base = distancePenalty(distance) + (switched ? switchPenalty : 0);
  // AGA 2009: among equal choices, disturb the lowest-ranked players.
  const span = 2 * size - 2;
  const tieBreak = Math.floor(((tieBreakSteps - 1) * (span - p - q)) / span);
  return base * tieBreakSteps + tieBreak;
}
