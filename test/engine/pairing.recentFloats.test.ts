import { describe, expect, it } from 'vitest';
import { buildHistories } from '../../src/engine/history';
import { pairRound } from '../../src/engine/pairing';
import { blockedPairs } from '../../src/engine/pairing/constraints';
import { buildContext } from '../../src/engine/pairing/field';
import {
  chooseWithin,
  scoreLowerBound,
  stageOneMembers,
} from '../../src/engine/pairing/floaterStage';
import { usualScoreBudget } from '../../src/engine/pairing/scales';
import { systemRules } from '../../src/engine/systems';
import type { Round } from '../../src/engine/types';
import { history, makePlayer, makeSettings } from './fixtures';

/** Elo-rated players P1 (2000) … P8 (1300), no ranks, everyone starting on 0. */
const players = Array.from({ length: 8 }, (_, id) =>
  makePlayer(id, `P${id + 1}`, { rank: null, rating: 2000 - 100 * id, initialScore: 0 }),
);

// Three rounds, White first. After them: P3 on 2½; P1, P7 on 2; P4, P6, P8 on 1½; P2 on 1; P5
// on 0. P6 floated down in round 2 (1 against P7's ½); P4 has not floated.
const played = [
  'P5-P1 0-1, P2-P6 0-1, P7-P3 ½-½, P4-P8 1-0',
  'P1-P4 1-0, P6-P7 0-1, P3-P2 1-0, P8-P5 1-0',
  'P1-P3 0-1, P7-P8 ½-½, P4-P6 ½-½, P2-P5 1-0',
];

/** Swiss, no avoidance, round `rounds.length + 1` paired after `rounds`. */
function pairSwiss(rounds: string[], eventRounds: number) {
  return pairRound({
    settings: makeSettings({
      pairingSystem: 'Swiss',
      rounds: eventRounds,
      avoid: { family: false, club: false, city: false, state: false, country: false },
    }),
    players,
    rounds: history(rounds.join('|')),
    roundNumber: rounds.length + 1,
    constraints: [],
  });
}

function pairAfter(rounds: string[], eventRounds: number): string[] {
  return pairSwiss(rounds, eventRounds).games.map(
    (g) => `${players[g.white].name}-${players[g.black].name}`,
  );
}

describe('recent floats (Swiss)', () => {
  it('does not float a player down again who floated down two rounds before', () => {
    // P3 has met P1 and P7 and drops to the 1½ group; P5, alone on 0, must meet one of it too.
    // By the order of floaters P3 would meet P4, the strongest, and P6 would drop to P5: a
    // second float down for P6 two rounds after his first. FIDE Dutch C.04.3 C.14 avoids that:
    // P6 meets P3 and P4 takes the float down.
    const games = pairAfter(played, 6);
    expect(games).toEqual(['P3-P6', 'P7-P1', 'P8-P2', 'P5-P4']);
  });

  it('still avoids floating the same way twice running in the last round', () => {
    // A 5-round event: AGA 2009 criterion 3 no longer holds in round 5, FIDE Dutch C.12–C.13
    // still do, below colours. After round 4: P1, P3 on 3 (they have met); P2, P4, P6, P7, P8
    // on 2; P5 on 0. In round 4 P4 floated up (against P7) and P6 down (against P8). By the
    // order of floaters P1 would meet P4 and P6 would drop to P5; instead P4 takes the float
    // down to P5 and P6 meets P3.
    const lastRound = [
      'P5-P1 0-1, P2-P6 0-1, P7-P3 1-0, P4-P8 1-0',
      'P1-P7 1-0, P6-P4 1-0, P8-P2 0-1, P3-P5 1-0',
      'P1-P6 1-0, P2-P7 0-1, P4-P3 0-1, P5-P8 0-1',
      'P3-P1 1-0, P7-P4 0-1, P6-P8 0-1, P5-P2 0-1',
    ];
    expect(pairAfter(lastRound, 5)).toEqual(['P2-P1', 'P6-P3', 'P4-P5', 'P8-P7']);
  });

  it('says in Notes when a player floats the same way as two rounds before', () => {
    // P1 floated up in round 2 (0 against P4's ½). After round 3 he and P6, the two players on
    // ½, have met, so both float up to the two on 1 (P3, P7): P1 again, and the Notes say so.
    const rounds = [
      'P5-P1 1-0, P2-P6 1-0, P7-P3 0-1, P4-P8 ½-½',
      'P3-P2 0-1, P8-P5 0-1, P1-P4 0-1, P6-P7 0-1',
      'P2-P5 ½-½, P4-P3 1-0, P7-P8 0-1, P1-P6 ½-½',
    ];
    const games = pairSwiss(rounds, 7).games;
    const board = games.find((g) => players[g.black].name === 'P1')!;
    expect(players[board.white].name).toBe('P7');
    expect(board.notes).toEqual([
      'P1 floated up',
      'P7 floated down',
      'P1 floated up as two rounds before (unavoidable)',
      'P7 floated down twice in a row (unavoidable)',
    ]);
  });
});

describe('recent floats and the weights of a large Swiss', () => {
  it('pairs round 3 of a 220-player Swiss whose games White won or drew with every tier weighed, as before the rule', () => {
    // Round 1 has no floats in a Swiss, so round 3 has no float from two rounds before to weigh;
    // counting the rule's room for every pair across groups anyway made stage 1's weights too
    // large for this field (every game of rounds 1 and 2 won by White or drawn).
    const field = Array.from({ length: 220 }, (_, i) =>
      makePlayer(i, `P${i + 1}`, { rank: -(i % 20) - 1, initialScore: 0 }),
    );
    const settings = makeSettings({ pairingSystem: 'Swiss', rounds: 7 });
    const rounds: Round[] = [];
    for (let n = 1; n <= 2; n++) {
      const paired = pairRound({
        settings,
        players: field,
        rounds,
        roundNumber: n,
        constraints: [],
      });
      const games = paired.games.map((g, board) => ({
        ...g,
        result:
          board % 7 === 0 || board % 3 === 0
            ? { white: 0.5, black: 0.5, forfeit: false }
            : { white: 1, black: 0, forfeit: false },
      }));
      rounds.push({ number: n, games, byes: [] });
    }
    const third = pairRound({ settings, players: field, rounds, roundNumber: 3, constraints: [] });
    const seated = third.games.flatMap((g) => [g.white, g.black]).sort((a, b) => a - b);
    expect(seated).toEqual(field.map((p) => p.id));
    // By stage 1's usual budget, every tier weighed: the fallbacks for fields too large to
    // weigh (which leave out a tier) pair it too, so seating everyone alone shows nothing.
    const histories = buildHistories(field, rounds);
    const ctx = buildContext(
      {
        settings,
        roundNumber: 3,
        histories,
        previousRoundIndex: 1,
        blocked: blockedPairs(histories, [], field, 3),
        topInitialScore: null,
        rules: systemRules('Swiss').matching!(settings),
      },
      field,
    );
    const budget = usualScoreBudget(scoreLowerBound(ctx));
    const choice = chooseWithin(ctx, 'restricted', stageOneMembers(ctx), budget);
    const floatedUp = third.games.filter((g) => g.notes.some((n) => n.endsWith('floated up')));
    expect([choice?.cross.length, floatedUp.length]).toEqual([38, 38]);
  });
});
