import { allocateColours } from '../colourBalance';
import { komiFor } from '../handicap';
import type { Colour } from '../history';
import { seededRandom } from '../random';
import type { Settings } from '../types';
import { assignColours } from './colours';
import { pairHandicap } from './handicap';
import { eventResultsModel } from './resultsModel';
import { balanceNextGroups, freeToSwap } from './winnerColours';
import { avoidNotes, colourNotes, floatNotes, LOOK_AHEAD_NOTE } from './notes';
import type { Entrant, PairedGame, RoundContext } from './types';

export interface ChosenPair {
  a: Entrant;
  b: Entrant;
  ctx: RoundContext;
  notes: string[];
  /** Fixed by a Constraints rule, not chosen by the engine. */
  byTD?: boolean;
  /** Brought in by the look-ahead to the last round (lastRound.ts). */
  lookedAhead?: boolean;
  /**
   * Its float is not shown unavoidable: the pairing was not checked against the whole field and
   * stage 1 weighed only part of a score group of the pair (pairField).
   */
  unchecked?: boolean;
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
 * order, so the same pairs always get the same colours. With colour balance on (Swiss, or
 * McMahon when asked) even games take the shared allocation (colourBalance/allocation.ts),
 * the AGA 2009 colour rule first when on; players who have not played yet alternate down
 * the boards from a colour the seed draws; then games between two level players may swap
 * colours to balance the next round's score groups (winnerColours.ts), except in the last round.
 */
export function buildGames(
  settings: Settings,
  roundNumber: number,
  pairs: ChosenPair[],
): PairedGame[] {
  const random = seededRandom(settings.randomSeed + roundNumber);
  const coin = (): boolean => random.next() < 0.5;
  const first: Colour =
    seededRandom(settings.randomSeed + roundNumber).next() < 0.5 ? 'white' : 'black';
  const sorted = [...pairs].sort(boardOrder);
  const colours = sorted.map((pair, k) => {
    const { a, b, ctx } = pair;
    const handicap = pairHandicap(settings, a, b);
    if (!ctx.colourBalanceActive || handicap !== 0) {
      return { ...assignColours(a, b, handicap, settings.colourRule, coin), balanced: false };
    }
    return {
      ...balancedColours(
        a,
        b,
        k % 2 === 0 ? first : first === 'white' ? 'black' : 'white',
        settings,
      ),
      balanced: true,
    };
  });
  const barred = (e: Entrant, colour: Colour): boolean => settings.colourRule && e.barred[colour];
  const balancedBoards = colours.flatMap((c, k) => (c.balanced ? [k] : []));
  const balanced = balanceNextGroups(
    balancedBoards.map((k) => ({
      white: colours[k].white,
      black: colours[k].black,
      // The last round has no next score groups to balance.
      swappable:
        roundNumber < settings.rounds &&
        !sorted[k].byTD &&
        freeToSwap(colours[k].white, colours[k].black, barred),
    })),
    eventResultsModel(sorted[0]?.ctx.entrants ?? []),
  );
  balancedBoards.forEach((k, i) => (colours[k] = { ...balanced[i], balanced: true }));
  return sorted.map((pair, k) => {
    const { a, b, ctx } = pair;
    const handicap = pairHandicap(settings, a, b);
    const { white, black } = colours[k];
    return {
      board: k + 1,
      white: white.id,
      black: black.id,
      handicap,
      komi: komiFor(settings, handicap),
      result: null,
      notes: [
        ...pair.notes,
        ...(pair.lookedAhead ? [LOOK_AHEAD_NOTE] : []),
        ...floatNotes(
          ctx,
          a,
          b,
          pair.byTD ? 'TD' : pair.lookedAhead ? 'look-ahead' : 'engine',
          !pair.unchecked,
        ),
        ...avoidNotes(ctx, a, b, pair.byTD),
        ...colourNotes(ctx, white, black, handicap),
      ],
    };
  });
}

/** Colour balance allocation, the AGA 2009 colour rule (criterion 4) weighed first when on. */
function balancedColours(
  a: Entrant,
  b: Entrant,
  firstColour: Colour,
  settings: Settings,
): { white: Entrant; black: Entrant } {
  const barred = (e: Entrant, colour: Colour): number =>
    settings.colourRule && e.barred[colour] ? 1 : 0;
  return allocateColours(a, b, firstColour, barred);
}
