import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { barredColours } from '../../src/engine/pairing/colourRule';
import { assignColours } from '../../src/engine/pairing/colours';
import type { Entrant } from '../../src/engine/pairing/types';
import { history, makePlayers } from './fixtures';

describe('colours of an even game between two players the colour rule bars alike', () => {
  it('gives Black to the player with more whites, in either order', () => {
    // Six rounds, five played. P1: W W B B B (three blacks in a row); P2: B B B W B (four
    // blacks). Both are barred from Black, so one must break criterion 4 whatever happens:
    // the bars tie and P1, with more whites, takes Black.
    const players = makePlayers([1, 1, 1, 1]);
    const rounds = history(
      'P1-P3 1-0, P4-P2 1-0|P1-P4 1-0, P3-P2 1-0|P3-P1 1-0, P4-P2 1-0|P4-P1 1-0, P2-P3 1-0|P3-P1 1-0, P4-P2 1-0',
    );
    const histories = buildHistories(players, rounds);
    const [p1, p2] = [0, 1].map(
      (id) =>
        ({
          id,
          player: players[id],
          history: histories[id],
          barred: barredColours(histories[id], 6),
        }) as unknown as Entrant,
    );
    expect([p1.barred, p2.barred]).toEqual([
      { white: false, black: true },
      { white: false, black: true },
    ]);
    const coin = (): boolean => true;
    expect(assignColours(p1, p2, 0, true, coin).black.id).toBe(0);
    expect(assignColours(p2, p1, 0, true, coin).black.id).toBe(0);
  });
});
