import { describe, expect, it } from 'vitest';
import {
  roundCount,
  roundRobinRound,
  seatPlayers,
  type SeatPlan,
} from '../../src/engine/roundRobin';

const field = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i, name: `P${i + 1}`, rank: 1, rating: 40 - i }));
const bySeatColour = { strongerTakesWhite: false, strength: () => 0 };

/** Each player's colours game by game ('W' / 'B'), rests skipped. */
function colourRuns(plan: SeatPlan): Map<number, string> {
  const runs = new Map<number, string>();
  for (let r = 1; r <= roundCount(plan); r++) {
    for (const g of roundRobinRound(plan, r, bySeatColour).games) {
      runs.set(g.white, (runs.get(g.white) ?? '') + 'W');
      runs.set(g.black, (runs.get(g.black) ?? '') + 'B');
    }
  }
  return runs;
}

describe('seat colours', () => {
  it('odd seats black, even seats white; seat 1 black in odd rounds, white in even rounds', () => {
    const plan: SeatPlan = { seatCount: 6, seats: [0, 1, 2, 3, 4, 5] };
    const colourOfSeat = (r: number) => {
      const { games } = roundRobinRound(plan, r, bySeatColour);
      const seatNow = new Map<number, number>();
      // seat of each player this round from the rotation: seat 1 fixed, others move up one.
      for (let s = 2; s <= 6; s++) seatNow.set(plan.seats[s - 1]!, 2 + ((s - 2 + r - 1) % 5));
      seatNow.set(0, 1);
      return games
        .flatMap((g) => [
          [seatNow.get(g.white)!, 'W'],
          [seatNow.get(g.black)!, 'B'],
        ])
        .sort((a, b) => (a[0] as number) - (b[0] as number))
        .map((x) => x[1])
        .join('');
    };
    expect(colourOfSeat(1)).toBe('BWBWBW');
    expect(colourOfSeat(2)).toBe('WWBWBB');
    expect(colourOfSeat(3)).toBe('BWBWBW');
  });

  it('fields 2 … 40: whites and blacks differ by at most one, never one colour three times running', () => {
    for (let n = 2; n <= 40; n++) {
      for (const keepBestForLast of n >= (n % 2 ? 5 : 4) ? [false, true] : [false]) {
        for (const seed of [1, 2]) {
          const runs = colourRuns(seatPlayers(field(n), { seed, keepBestForLast }));
          expect(runs.size).toBe(n);
          for (const [player, run] of runs) {
            const whites = run.split('W').length - 1;
            const blacks = run.length - whites;
            expect(Math.abs(whites - blacks), `n=${n} player ${player} ${run}`).toBeLessThanOrEqual(
              1,
            );
            expect(run, `n=${n} player ${player}`).not.toMatch(/WWW|BBB/);
          }
        }
      }
    }
  });

  it('handicap option: the stronger player takes white, equal strength keeps seat colours', () => {
    const plan = seatPlayers(field(9), { seed: 4, keepBestForLast: false });
    const strength = (id: number) => (id < 3 ? 5 : 40 - id);
    for (let r = 1; r <= roundCount(plan); r++) {
      const handicap = roundRobinRound(plan, r, { strongerTakesWhite: true, strength });
      const seated = roundRobinRound(plan, r, bySeatColour);
      handicap.games.forEach((g, i) => {
        if (strength(g.white) === strength(g.black)) expect(g).toEqual(seated.games[i]);
        else expect(strength(g.white)).toBeGreaterThan(strength(g.black));
      });
      expect(handicap.resting).toBe(seated.resting);
    }
  });
});
