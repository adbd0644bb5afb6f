import { colourBreaks } from '../colourBalance';
import { pairHandicap } from './handicap';
import { PENALTY_SCALES } from './params';
import { pairKey, type Entrant, type RoundContext } from './types';

/**
 * The least total of colour rule breaks over the perfect matchings of `members` (forcedBreakTotal),
 * without a matching on every pair; null when this cannot tell and the full matching must.
 *
 * A pair breaks the rules as often as the better of its two allocations does, so a pairing
 * gives half the players White and breaks as often as that choice of colours. No pairing breaks
 * less often than the best choice of half the players for White (lowest first: the breaks White
 * would cause less those Black would). Those White meet those Black in some pairing (the
 * players each has met are few): that pairing breaks no more often than the choice, so it is
 * the least. Null with handicaps between members (such pairs weigh no breaks) or when no such
 * pairing avoids the opponents met.
 */
export function balancedBreakTotal(ctx: RoundContext, members: readonly Entrant[]): number | null {
  const n = members.length;
  if (n % 2 === 1) return null;
  const ranked = members.filter((e) => e.player.rank !== null);
  for (let i = 0; i < ranked.length; i++) {
    for (let j = i + 1; j < ranked.length; j++) {
      if (pairHandicap(ctx.settings, ranked[i], ranked[j]) > 0) return null;
    }
  }
  const white = members.map((e) => colourBreaks(e.colours, 'white'));
  const black = members.map((e) => colourBreaks(e.colours, 'black'));
  const order = members
    .map((_, k) => k)
    .sort((p, q) => white[p] - black[p] - (white[q] - black[q]));
  const whites = order.slice(0, n / 2);
  const blacks = order.slice(n / 2);
  let breaks = 0;
  for (const k of whites) breaks += white[k];
  for (const k of blacks) breaks += black[k];
  const met = (w: number, b: number): boolean =>
    ctx.blocked.has(pairKey(members[whites[w]].id, members[blacks[b]].id));
  if (!meetEveryone(whites.length, met)) return null;
  return breaks * PENALTY_SCALES.score.colourBreak * ctx.scoreUnit ** 2;
}

/**
 * Whether every one of `count` players on one side can meet a different one of `count` on the
 * other, pairs for which `met` holds left out (augmenting paths; each first tries the one in
 * its own place).
 */
function meetEveryone(count: number, met: (w: number, b: number) => boolean): boolean {
  const partner = new Array<number>(count).fill(-1);
  for (let w = 0; w < count; w++) {
    const seen = new Uint8Array(count);
    const augment = (v: number): boolean => {
      for (let t = 0; t < count; t++) {
        const b = (v + t) % count;
        if (seen[b] || met(v, b)) continue;
        seen[b] = 1;
        if (partner[b] === -1 || augment(partner[b])) {
          partner[b] = v;
          return true;
        }
      }
      return false;
    };
    if (!augment(w)) return false;
  }
  return true;
}
