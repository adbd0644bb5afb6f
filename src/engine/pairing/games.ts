import { komiFor } from '../handicap';
import { seededRandom } from '../random';
import type { Settings } from '../types';
import { assignColours } from './colours';
import { pairHandicap } from './handicap';
import { avoidNotes, colourNotes, floatNotes } from './notes';
import type { Entrant, PairedGame, RoundContext } from './types';

export interface ChosenPair {
  a: Entrant;
  b: Entrant;
  ctx: RoundContext;
  notes: string[];
  /** Fixed by a Constraints rule, not chosen by the engine. */
  byTD?: boolean;
}

/** Board 1 is the top board: higher McMahon score of the pair, then strength. */
function boardOrder(x: ChosenPair, y: ChosenPair): number {
  const top = (p: ChosenPair): number => Math.max(p.a.score, p.b.score);
  const strongest = (p: ChosenPair): number => Math.max(p.a.strength, p.b.strength);
  const first = (p: ChosenPair): number => Math.min(p.a.id, p.b.id);
  return top(y) - top(x) || strongest(y) - strongest(x) || first(x) - first(y);
}

/**
 * Turns the chosen pairs into games: boards, handicap and komi (AGA 2009 "Handicaps"),
 * colours, and notes. Colour draws come from settings.randomSeed + roundNumber in board
 * order, so the same pairs always get the same colours.
 */
export function buildGames(
  settings: Settings,
  roundNumber: number,
  pairs: ChosenPair[],
): PairedGame[] {
  const random = seededRandom(settings.randomSeed + roundNumber);
  const coin = (): boolean => random.next() < 0.5;
  return [...pairs].sort(boardOrder).map((pair, k) => {
    const { a, b, ctx } = pair;
    const handicap = pairHandicap(settings, a, b);
    const { white, black } = assignColours(a, b, handicap, settings.colourRule, coin);
    return {
      board: k + 1,
      white: white.id,
      black: black.id,
      handicap,
      komi: komiFor(settings, handicap),
      result: null,
      notes: [
        ...pair.notes,
        ...floatNotes(ctx, a, b, pair.byTD),
        ...avoidNotes(ctx, a, b, pair.byTD),
        ...colourNotes(ctx, white, black, handicap),
      ],
    };
  });
}
