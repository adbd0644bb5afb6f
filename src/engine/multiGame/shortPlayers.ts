import { inTop, mayPlayInEvent, mayStillPlay, topGames, type Field } from './field';
import { fitsRound, type RoundState } from './roundState';
import { ordinal } from './notes';
import type { PlayerId } from '../types';
import type { ShortPlayer } from './types';

/**
 * Game Courier proposal, step 7: whoever is still short of games, with the reason. Options are
 * the games among both players' top min(n+3, number of games). Too few of their games left in
 * the event explains some missing games; for any others, the first reason that fits: nobody
 * sharing a game, every shared game already played (or a replay the rules refuse), or every
 * remaining option taken by this round's boards.
 */
export function shortPlayers(field: Field, state: RoundState): ShortPlayer[] {
  const depth = field.maxDepth;
  const out: ShortPlayer[] = [];
  for (const id of field.paired) {
    const missing = field.perRound - state.games[id];
    if (missing <= 0) continue;
    const listed = topGames(field, id, depth);
    const left = listed.filter((g) => mayStillPlay(field, id, g));
    let shared = 0;
    let allowed = 0;
    let open = 0;
    for (const other of field.paired) {
      if (other === id) continue;
      for (const game of listed) {
        if (!inTop(field, other, game, depth)) continue;
        shared++;
        if (!mayPlayInEvent(field, id, other, game)) continue;
        allowed++;
        const [a, b] = id < other ? [id, other] : [other, id];
        if (fitsRound(field, state, { a, b, game })) open++;
      }
    }
    // Too few games left explains at most perRound − left missing games; the rest of the
    // missing ones need the reason their remaining games found no board.
    const tooFew = Math.max(0, field.perRound - left.length);
    const reasons: string[] = [];
    if (tooFew > 0) reasons.push(tooFewReason(field, id, listed.length, left.length));
    if (missing > tooFew) {
      if (shared === 0) {
        reasons.push('nobody else playing this round lists a game in common with them');
      } else if (allowed === 0) {
        reasons.push('every game they have in common with the others has already been played');
      } else if (open === 0) {
        reasons.push(
          'everyone they could still play already has their games this round, has met them ' +
            'this round, or plays that game on another board',
        );
      } else {
        reasons.push('the pairing found no board for them');
      }
    }
    const reason = reasons.join(', and ');
    out.push({ player: id, missing, reason });
  }
  return out;
}

/** The advice in a reason below; the sheet names the Settings cell in its place. */
export const RAISE_PREFERRED = 'raise Preferred games (n) on Settings';

/**
 * Why too few of a player's games are left. Only their first maxDepth choices are ever paired,
 * so a longer list is named by those choices, with the setting that reaches the rest.
 */
function tooFewReason(field: Field, id: PlayerId, listed: number, left: number): string {
  const cut = field.lists[id].length > listed;
  const games = cut ? `their first ${listed} choices` : 'their listed games';
  const rest = cut
    ? ` (choices after the ${ordinal(listed)} are not paired; ${RAISE_PREFERRED} to reach them)`
    : '';
  if (left === 0) return `none of ${games} is left for them to play in this event${rest}`;
  // Nothing of theirs used up yet: the list itself is short.
  if (left === listed && !cut) return `they list only ${listed} game${listed === 1 ? '' : 's'}`;
  return `only ${left} of ${games} ${left === 1 ? 'is' : 'are'} left for them to play in this event${rest}`;
}
