import { seededRandom } from '../random';
import { drawKey } from '../results/drawKey';
import type { PlayerId } from '../types';
import type { Field } from './field';

/**
 * Who moves first (Player 1), board by board in board order: the player who has moved first
 * less often than second so far in the event (earlier rounds and this round's earlier boards);
 * on a tie, a coin from the Settings seed and the round number.
 */
export function firstMovers(
  field: Field,
  boards: ReadonlyArray<{ a: PlayerId; b: PlayerId }>,
  randomSeed: number,
  roundNumber: number,
): Array<[PlayerId, PlayerId]> {
  const balance = [...field.history.firstBalance];
  const coin = seededRandom(drawKey(randomSeed, `multi-game round ${roundNumber}`));
  return boards.map(({ a, b }) => {
    const aFirst = balance[a] !== balance[b] ? balance[a] < balance[b] : coin.next() < 0.5;
    const [first, second] = aFirst ? [a, b] : [b, a];
    balance[first]++;
    balance[second]--;
    return [first, second];
  });
}
