import { describe, expect, it } from 'vitest';
import { allocateColours, colourState, forcedBreaks } from '../../src/engine/colourBalance';
import { buildHistories } from '../../src/engine/history';
import { pairRound } from '../../src/engine/pairing';
import {
  classRange,
  colourBalanceBound,
  colourBalanceValue,
} from '../../src/engine/pairing/colourBalance';
import type { PairingSystem, Round, Settings } from '../../src/engine/types';
import { history, makeGame, makePlayer, makeRound, makeSettings } from './fixtures';

/** Elo-rated players P1 (2000) … Pn, no ranks, everyone starting on 0. */
const elo = (n: number) =>
  Array.from({ length: n }, (_, id) =>
    makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 100 * id, initialScore: 0 }),
  );

function pair(system: PairingSystem, rounds: Round[], n: number, extra: Partial<Settings> = {}) {
  const players = elo(n);
  const settings = makeSettings({
    pairingSystem: system,
    rounds: 5,
    avoid: { family: false, club: false, city: false, state: false, country: false },
    ...extra,
  });
  const paired = pairRound({
    settings,
    players,
    rounds,
    roundNumber: rounds.length + 1,
    constraints: [],
  });
  return paired.games.map((g) => `${players[g.white].name}-${players[g.black].name}`);
}

describe('colour balance tier (weighted-matching Swiss)', () => {
  // Round 1: P1 (White) and P3 drew, P4 (White) and P2 drew: all on ½, P1 and P4 at +1,
  // P2 and P3 at −1. Split-and-shift's P1–P3 is a repeat; of the two pairings left, both
  // without score differences, P1–P4 P2–P3 is a transposition (placement prefers it) and
  // P1–P2 P3–P4 a switch, but only the switch gives everyone the colour he is due.
  const drawn = [makeRound(1, [makeGame(1, P(1), P(3), '½-½'), makeGame(2, P(4), P(2), '½-½')])];

  it('chooses the colour-balanced pairing among pairings with the same score differences', () => {
    // Lower colour difference takes White: P2 (−1) against P1 (+1), P3 (−1) against P4 (+1).
    expect(pair('Swiss', drawn, 4)).toEqual(['P2-P1', 'P3-P4']);
  });

  it('keeps the AGA order in McMahon unless Colour balance in McMahon is Yes', () => {
    // The transposition; colours by the AGA allocation (balance, run, then the seeded draw).
    expect(pair('McMahon', drawn, 4)).toEqual(['P1-P4', 'P3-P2']);
    expect(pair('McMahon', drawn, 4, { colourBalanceMcMahon: true })).toEqual(['P2-P1', 'P3-P4']);
  });

  it('never trades a score difference for colours', () => {
    // Round 1: P1 and P2 won with White. Score groups {P1, P2} and {P3, P4}, everyone due the
    // colour of his own group's partner: colours cannot be balanced without floating two.
    const won = [makeRound(1, [makeGame(1, P(1), P(3), '1-0'), makeGame(2, P(2), P(4), '1-0')])];
    // Equal colour histories: the stronger takes the colour he is due (P1 Black, P3 White).
    expect(pair('Swiss', won, 4)).toEqual(['P2-P1', 'P3-P4']);
  });

  it('weighs an unavoidable colour rule break like a pair one point apart', () => {
    // After two rounds: P1, P2 on 2 with White twice; P3, P4 on 1 with Black twice; P7, P8
    // on 1 with White twice; P5, P6 on 0 with Black twice. P3 and P4 have met P7 and P8.
    // Inside the score groups every pair is two Whites or two Blacks running (a third of one
    // colour and a colour difference of ±3 for one of them: 8 breaks, each 1²: 8 in all);
    // four pairs one point apart (1² each) break nothing, and the Swiss takes them: P1 and P2
    // meet the strongest of the group below in order (FIDE Dutch: moved-down players first).
    const rounds = history(
      'P1-P5 1-0, P2-P6 1-0, P7-P3 0-1, P8-P4 0-1 | P1-P6 1-0, P2-P5 1-0, P8-P3 1-0, P7-P4 1-0',
    );
    expect(pair('Swiss', rounds, 8)).toEqual(['P3-P1', 'P4-P2', 'P5-P7', 'P6-P8']);
    // McMahon keeps the AGA order: no score difference, colours by its allocation after.
    expect(pair('McMahon', rounds, 8)).toEqual(['P2-P1', 'P4-P3', 'P8-P7', 'P6-P5']);
  });

  it('measures pairs by X and Y (Kujansuu et al. Tables 1 and 2) and forced rule breaks', () => {
    const state = (colours: string) => {
      const players = elo(2);
      const rounds = [...colours].map((c, k) =>
        makeRound(k + 1, [c === 'w' ? makeGame(1, 0, 1, '=') : makeGame(1, 1, 0, '=')]),
      );
      return colourState(buildHistories(players, rounds)[0]);
    };
    // +1 against −1: X 2 (×2); both +1 and due Black: X 6 (×2) + Y 1.
    expect(colourBalanceValue(state('w'), state('b'))).toBe(4);
    expect(colourBalanceValue(state('w'), state('w'))).toBe(13);
    // Both on WW: one of them reaches +3 and a third White (two breaks), X forbids (12).
    expect(forcedBreaks(state('ww'), state('ww'))).toBe(2);
    expect(colourBalanceValue(state('ww'), state('ww'))).toBe(2 * 32 + 2 * 12 + 1);
    // +2 against −2: X 0, no break either way round.
    expect(colourBalanceValue(state('ww'), state('bb'))).toBe(0);
  });

  it('bounds the tier with two breaks for each player at ±2, not only those on a run of two', () => {
    const state = (colours: string) => {
      const rounds = [...colours].map((c, k) =>
        makeRound(k + 1, [c === 'w' ? makeGame(1, 0, 1, '=') : makeGame(1, 1, 0, '=')]),
      );
      return colourState(buildHistories(elo(2), rounds)[0]);
    };
    // W W B W (+2) and B B W B (−2): on no run of two, yet each one game from ±3.
    const members = [state('wwbw'), state('bbwb')];
    const { least } = classRange(members);
    const breaks = colourBalanceBound(members, least) - colourBalanceBound(members, least, false);
    expect(breaks).toBe(2 * 2 * 32);
  });

  it('gives the lower colour difference White unless that makes three in a row', () => {
    const holder = (id: number, colours: string) => {
      const rounds = [...colours].map((c, k) =>
        makeRound(k + 1, [c === 'w' ? makeGame(1, 0, 1, '=') : makeGame(1, 1, 0, '=')]),
      );
      return {
        player: { id },
        strength: 2000 - id,
        colours: colourState(buildHistories(elo(2), rounds)[0]),
      };
    };
    const a = holder(0, 'bbbww'); // −1, two Whites running
    const b = holder(1, 'wbwbw'); // +1
    // A has the lower colour difference, but White would be his third in a row: B takes it.
    expect(allocateColours(a, b).white).toBe(b);
    const c = holder(2, 'bbwbw'); // −1, one White running
    expect(allocateColours(c, b).white).toBe(c);
  });
});

describe('pairs across score groups', () => {
  // After round 1: P1 (White), P2 and P3 (Black) on 1; P4 (White) and P8 on ½; P5 (Black), P6
  // and P7 (White) on 0. P3 and P4 are due opposite colours, and so are P1 and P3, P2 and P4.
  const round1 = history('P1-P5 1-0, P6-P2 0-1, P7-P3 0-1, P4-P8 ½-½');

  it('Swiss: the weakest of the upper group meets the strongest of the lower (FIDE Dutch)', () => {
    // P3 moves down to P4; below, P8 (due White) meets P6 (due Black) rather than P5 (due
    // White too): colours before the choice of floater.
    expect(pair('Swiss', round1, 8)).toEqual(['P2-P1', 'P3-P4', 'P8-P6', 'P5-P7']);
  });

  it('McMahon: the up-floater joins the bottom of the group above, split-and-shift (AGA)', () => {
    // [P1 P2 P3 P4] split: P1–P3, P2–P4; P5 floats up to P8; P6–P7.
    const games = pair('McMahon', round1, 8);
    expect(games.map((g) => g.split('-').sort().join('-'))).toEqual([
      'P1-P3',
      'P2-P4',
      'P5-P8',
      'P6-P7',
    ]);
  });
});

function P(k: number): number {
  return k - 1;
}
