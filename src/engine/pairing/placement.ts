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
export function placementDistance(style: PairingStyle, p: number, q: number, size: number): number {
  return Math.abs(q - idealOpponent(style, p, size)) + Math.abs(p - idealOpponent(style, q, size));
}

/** A pair from the same half: the result of a switch (split-and-shift only). */
export function sameHalf(style: PairingStyle, p: number, q: number, size: number): boolean {
  if (style === 'sequential') return false;
  const half = size / 2;
  return p < half === q < half;
}

/** Largest placement value of one pair. */
export function maxPlacementValue(): number {
  const { distanceCap, switchPenalty, tieBreakSteps } = PENALTY_SCALES.placement;
  return (distanceCap ** 2 + switchPenalty) * tieBreakSteps + tieBreakSteps - 1;
}

/** See PENALTY_SCALES.placement. */
export function placementValue(style: PairingStyle, p: number, q: number, size: number): number {
  const { distanceCap, switchPenalty, tieBreakSteps } = PENALTY_SCALES.placement;
  const distance = placementDistance(style, p, q, size);
  const switched = sameHalf(style, p, q, size);
  if (distance === 0 && !switched) return 0;
  const base = Math.min(distance, distanceCap) ** 2 + (switched ? switchPenalty : 0);
  // AGA 2009: among equal choices, disturb the lowest-ranked players.
  const span = 2 * size - 2;
  const tieBreak = Math.floor(((tieBreakSteps - 1) * (span - p - q)) / span);
  return base * tieBreakSteps + tieBreak;
}
