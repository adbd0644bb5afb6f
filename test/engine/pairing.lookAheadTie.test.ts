import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { buildContext } from '../../src/engine/pairing/field';
import { cheaper } from '../../src/engine/pairing/lastRound';
import type { FieldPairing } from '../../src/engine/pairing/pairField';
import { history, makePlayer, makeSettings } from './fixtures';

// Round 2 of a 4-player Swiss: P1 won (1 point), P3 and P4 drew (½ each), P2 lost (0).
const players = Array.from({ length: 4 }, (_, id) =>
  makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 100 * id, initialScore: 0 }),
);
const settings = makeSettings({ pairingSystem: 'Swiss', rounds: 3 });
const ctx = buildContext(
  {
    settings,
    roundNumber: 2,
    histories: buildHistories(players, history('P1-P2 1-0, P3-P4 ½-½')),
    previousRoundIndex: 0,
    blocked: new Set(),
    topInitialScore: 0,
  },
  players,
);
const entrant = (name: string) => ctx.entrants.find((e) => e.player.name === name)!;

/** A pairing of the given pairs, with the stage 1 total its own multipliers gave it. */
function pairing(floaterPenalty: number, ...pairs: Array<[string, string]>): FieldPairing {
  return {
    ctx,
    floaterPenalty,
    pairs: pairs.map(([a, b]) => ({ a: entrant(a), b: entrant(b), cost: 0 })),
    checked: true,
    partlyWeighed: new Set(),
  };
}

describe('look-ahead: between two equally good pairings, the one stage 1 prefers', () => {
  // Two pairs half a point apart against one pair a whole point apart: stage 1 prefers the
  // first. Weighed with larger multipliers (another blocked pair, another score budget), its
  // total is the higher one, which must not decide.
  const halves = pairing(50, ['P1', 'P3'], ['P4', 'P2']);
  const whole = pairing(10, ['P1', 'P2'], ['P3', 'P4']);

  it('compares the pairs across score groups tier by tier, not the two totals', () => {
    expect(cheaper(halves, whole)).toBe(true);
    expect(cheaper(whole, halves)).toBe(false);
  });
});
