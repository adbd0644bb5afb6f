import { nameSpelling } from '../names';
import { seededRandom } from '../random';

/** 32-bit FNV-1a hash of a string's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * AGA 2009 tiebreak 4, random draw: the player's ticket, an integer in [0, 2^32); the lower
 * ticket wins. It depends only on the Settings seed and the player's name, so recomputing the
 * standings, reordering the roster or typing more results never changes it; the name as the
 * add-in reads it (names.ts), so "é" pasted as e plus an accent draws as "é" does.
 */
export function drawKey(seed: number, name: string): number {
  const hash = fnv1a(`${Math.trunc(seed)}|${nameSpelling(name)}`);
  return Math.floor(seededRandom(hash).next() * 4294967296);
}
