import { describe, expect, it } from 'vitest';
import { pairRound } from '../../src/engine/pairing';
import { LOOK_AHEAD_NOTE } from '../../src/engine/pairing/notes';
import type { PairingSystem, Round } from '../../src/engine/types';
import { history, makeGame, makePlayer, makeRound, makeSettings } from './fixtures';

/** Elo-rated players P1 (2000) … P8 (1300), no ranks, everyone starting on 0. */
const players = Array.from({ length: 8 }, (_, id) =>
  makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 100 * id, initialScore: 0 }),
);
// After two rounds: P7 and P8 lead on 2, P2, P4 and P5 have 1, P3 and P6 ½, P1 0.
const played = history(
  'P5-P1 1-0, P2-P6 1-0, P7-P3 1-0, P4-P8 0-1 | P7-P2 1-0, P8-P5 1-0, P1-P4 0-1, P3-P6 ½-½',
);

function pair(system: PairingSystem, totalRounds: number, rounds: Round[]) {
  const settings = makeSettings({
    pairingSystem: system,
    rounds: totalRounds,
    avoid: { family: false, club: false, city: false, state: false, country: false },
  });
  return pairRound({ settings, players, rounds, roundNumber: rounds.length + 1, constraints: [] });
}

const names = (games: ReadonlyArray<{ white: number; black: number }>) =>
  games.map((g) => `${players[g.white].name}-${players[g.black].name}`);

/** The round played with every game won by the stronger (higher-rated) player. */
function strongerWins(number: number, games: ReadonlyArray<{ white: number; black: number }>) {
  return makeRound(
    number,
    games.map((g, k) => makeGame(k + 1, g.white, g.black, g.white < g.black ? '1-0' : '0-1')),
  );
}

/** The largest score difference of a pair in the round paired after `rounds`. */
function lastRoundMaxDifference(rounds: Round[]): number {
  const score = new Array<number>(players.length).fill(0);
  for (const r of rounds) {
    for (const g of r.games) {
      score[g.white] += g.result!.white;
      score[g.black] += g.result!.black;
    }
  }
  const last = pair('Swiss', 4, rounds);
  return Math.max(...last.games.map((g) => Math.abs(score[g.white] - score[g.black])));
}

describe('Swiss look-ahead from the second-to-last round', () => {
  // The usual round 3 pairs the leaders P7 and P8. Whoever wins is then alone on 3 points,
  // and has met P2 and P8 (or P7), the only players who can reach 2: the last round must
  // pair him two points down. Each leader instead meets a player on 1.
  it('keeps apart pairs that would leave the last round no pairing within one point', () => {
    const round3 = pair('Swiss', 4, played);
    expect(names(round3.games)).toEqual(['P2-P8', 'P4-P7', 'P5-P3', 'P6-P1']);
    expect(round3.games.map((g) => g.notes.includes(LOOK_AHEAD_NOTE))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('pairs as usual when more than one round is left', () => {
    const round3 = pair('Swiss', 5, played);
    expect(names(round3.games)).toEqual(['P8-P7', 'P4-P2', 'P5-P3', 'P6-P1']);
    expect(round3.games.flatMap((g) => g.notes)).not.toContain(LOOK_AHEAD_NOTE);
  });

  it('leaves a last round within one point where the usual pairing forces two points', () => {
    const ahead = pair('Swiss', 4, played).games;
    const usual = pair('Swiss', 5, played).games;
    expect(lastRoundMaxDifference([...played, strongerWins(3, ahead)])).toBe(0.5);
    expect(lastRoundMaxDifference([...played, strongerWins(3, usual)])).toBe(2);
  });

  it('says when it floats a player twice in a row for the last round', () => {
    const rounds = history(
      'P5-P1 ½-½, P2-P6 0-1, P7-P3 0-1, P4-P8 0-1 | P3-P6 0-1, P8-P5 1-0, P1-P2 1-0, P7-P4 0-1',
    );
    const round3 = pair('Swiss', 4, rounds).games;
    const game = round3.find((g) => names([g])[0] === 'P2-P3')!;
    expect(game.notes).toEqual([
      LOOK_AHEAD_NOTE,
      'P2 floated up',
      'P3 floated down',
      'P2 floated up twice in a row (for the last round)',
    ]);
    // Five rounds: no look-ahead, and the engine's own float break is unavoidable.
    const usual = pair('Swiss', 5, rounds).games;
    expect(usual.find((g) => names([g])[0] === 'P5-P3')!.notes).toContain(
      'P5 floated up twice in a row (unavoidable)',
    );
  });

  it('leaves McMahon to the AGA rules', () => {
    const round3 = pair('McMahon', 4, played);
    expect(round3.games.flatMap((g) => g.notes)).not.toContain(LOOK_AHEAD_NOTE);
    expect(names(round3.games)).toContain('P8-P7');
  });
});
