import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatPlayers } from '../../src/engine/roundRobin';
import { systemRules, type EventState, type RoundPairing } from '../../src/engine/systems';
import type { PairingSystem, Player, Round } from '../../src/engine/types';
import { makePlayer, makeSettings } from './fixtures';

const NAMES = ['Ann', 'bob', 'Cid', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon', 'Kim'];
const GAMES = ['Go', 'Chess', 'Shogi', 'Hex'];

/** A small event: ranks drawn from three, so strengths tie; each player's games in some order. */
interface Drawn {
  ranks: number[];
  preferences: number[][];
  /** Players row of each roster entry after the sort: a permutation of the ids. */
  order: number[];
  /** Round 1's results, White wins or not, by board. */
  whiteWins: boolean[];
}

const drawn: fc.Arbitrary<Drawn> = fc.integer({ min: 4, max: 11 }).chain((n) =>
  fc.record({
    ranks: fc.array(fc.constantFrom(2, 1, -3), { minLength: n, maxLength: n }),
    preferences: fc.array(fc.shuffledSubarray([0, 1, 2, 3], { minLength: 3, maxLength: 4 }), {
      minLength: n,
      maxLength: n,
    }),
    order: fc.shuffledSubarray(
      Array.from({ length: n }, (_, i) => i),
      { minLength: n, maxLength: n },
    ),
    whiteWins: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  }),
);

function event(system: PairingSystem, d: Drawn): EventState {
  const players: Player[] = d.ranks.map((rank, id) =>
    makePlayer(id, NAMES[id], { rank, band: String(rank), initialScore: rank }),
  );
  const settings = makeSettings({ pairingSystem: system, rounds: 4, handicap: 'none' });
  return {
    settings,
    players,
    rounds: [],
    constraints: [],
    seats:
      system === 'Round robin'
        ? seatPlayers(players, { seed: 3, keepBestForLast: false })
        : undefined,
    catalogue: {
      games: GAMES,
      preferences: d.preferences.map((list) => list.map((g) => GAMES[g])),
    },
  };
}

/** The event with its Players rows in another order: row i holds the player of id order[i]. */
function sorted(e: EventState, order: readonly number[], system: PairingSystem): EventState {
  const row: number[] = [];
  order.forEach((id, i) => (row[id] = i));
  const players = order.map((id, i) => ({ ...e.players[id], id: i }));
  const rounds = e.rounds.map((r) => ({
    ...r,
    games: r.games.map((g) => ({ ...g, white: row[g.white], black: row[g.black] })),
    byes: r.byes.map((b) => ({ ...b, player: row[b.player] })),
  }));
  return {
    ...e,
    players,
    rounds,
    seats:
      system === 'Round robin'
        ? seatPlayers(players, { seed: 3, keepBestForLast: false })
        : undefined,
    catalogue: { games: GAMES, preferences: order.map((id) => e.catalogue!.preferences[id]) },
  };
}

/** A pairing by player name: boards, colours, games and byes, whatever the rows. */
function byName(e: EventState, p: RoundPairing): unknown {
  const name = (id: number): string => e.players[id].name;
  return {
    games: p.games.map((g) => [g.board, name(g.white), name(g.black), g.game, g.notes]),
    byes: p.byes.map((b) => [name(b.player), b.kind, b.notes]).sort(),
    placed: p.placed.map((x) => name(x.player)).sort(),
    short: (p.short ?? []).map((s) => [name(s.player), s.missing, s.reason]).sort(),
    messages: p.messages,
    warnings: p.warnings,
  };
}

/** Round 1 played: its games with results, White winning or losing as drawn. */
function played(p: RoundPairing, whiteWins: readonly boolean[]): Round {
  return {
    number: p.number,
    games: p.games.map((g, i) => ({
      board: g.board,
      white: g.white,
      black: g.black,
      handicap: g.handicap,
      komi: g.komi,
      game: g.game,
      result: whiteWins[i % whiteWins.length]
        ? { white: 1, black: 0, forfeit: false }
        : { white: 0, black: 1, forfeit: false },
    })),
    byes: p.byes.map((b) => ({ player: b.player, kind: b.kind })),
  };
}

describe('Pairing whatever the order of the Players rows', () => {
  const systems: PairingSystem[] = [
    'McMahon',
    'Swiss',
    'Stable Swiss',
    'Round robin',
    'Multi-game',
  ];
  for (const system of systems) {
    it(`${system}: rounds 1 and 2 pair the same players, colours and byes when Players is sorted`, () => {
      const rules = systemRules(system);
      fc.assert(
        fc.property(drawn, (d) => {
          const e = event(system, d);
          const first = rules.pairRound(e, 1);
          const other = sorted(e, d.order, system);
          expect(byName(other, rules.pairRound(other, 1))).toEqual(byName(e, first));
          const next = { ...e, rounds: [played(first, d.whiteWins)] };
          const nextSorted = sorted(next, d.order, system);
          expect(byName(nextSorted, rules.pairRound(nextSorted, 2))).toEqual(
            byName(next, rules.pairRound(next, 2)),
          );
        }),
        { numRuns: 40, seed: 44 },
      );
    });
  }
});
