import { allocateColours, differenceAfter } from '../colourBalance';
import type { StableEntrant } from './entrants';

/** Σ|cd| of the two players after the game, colours allocated as in colourBalance. */
export function colourCost(a: StableEntrant, b: StableEntrant): number {
  const { white, black } = allocateColours(a, b);
  return (
    Math.abs(differenceAfter(white.colours, 'white')) +
    Math.abs(differenceAfter(black.colours, 'black'))
  );
}
