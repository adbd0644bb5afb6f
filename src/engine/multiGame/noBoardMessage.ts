import { nameList } from '../names';
import type { ShortPlayer } from './types';

/**
 * The refusal of a round in which no two players share a game they may still play: each
 * reason with the players it holds for, and, once rounds are played, how to end the event or
 * give it more games.
 */
export function noBoardMessage(
  round: number,
  short: readonly ShortPlayer[],
  name: (id: number) => string,
): string {
  const groups = new Map<string, string[]>();
  for (const s of short) groups.set(s.reason, [...(groups.get(s.reason) ?? []), name(s.player)]);
  const why = [...groups].map(([reason, names]) => ` ${nameList(names)}: ${reason}.`).join('');
  const advice =
    round === 1
      ? 'Check the Preferences tab and the Games tab.'
      : `Lower Rounds on the Settings tab to end the event after round ${round - 1}, or add games to the Games tab and to the players' lists on the Preferences tab.`;
  return `Round ${round}: no two players share a game they may still play, so nobody could be paired.${why} ${advice} Nothing was changed.`;
}
