import { buildHistories } from '../../src/engine/history';
import { buildContext } from '../../src/engine/pairing/field';
import { parseResult } from '../../src/engine/results';
import type { Bye, Game, Player, PlayerId, Round, Settings } from '../../src/engine/types';

export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    tournamentName: 'Test',
    pairingSystem: 'McMahon',
    rounds: 5,
    bandFactor: 0.75,
    bar: null,
    floor: null,
    barSeparation: 'computed',
    scoreOrigin: 'top',
    handicap: 'none',
    boardGame: 'go',
    topBandEven: true,
    colourRule: true,
    avoid: { family: true, club: true, city: false, state: false, country: false },
    randomSeed: 1,
    pairingStyle: 'split and shift',
    komiEven: 7.5,
    komiHandicap: 0.5,
    keepBestForLast: false,
    stableC: 8.7,
    stableS: 0.0001,
    multiGame: { preferred: 3, gamesPerRound: 2, replayBetweenWinners: true, method: 'optimal' },
    ...overrides,
  };
}

/** One player with blank optional fields. */
export function makePlayer(id: number, name: string, overrides: Partial<Player> = {}): Player {
  return {
    id,
    name,
    rank: -20,
    rating: null,
    club: '',
    city: '',
    state: '',
    country: '',
    family: '',
    band: '',
    initialScore: null,
    byes: [],
    byeVolunteer: false,
    status: 'active',
    ...overrides,
  };
}

/** Players named P1, P2, … with the given ranks, in roster order. */
export function makePlayers(ranks: number[], overrides: Partial<Player> = {}): Player[] {
  return ranks.map((rank, id) => makePlayer(id, `P${id + 1}`, { rank, ...overrides }));
}

/** A game with its result typed as a volunteer would ('' for none yet). */
export function makeGame(
  board: number,
  white: number,
  black: number,
  result: string,
  handicap = 0,
): Game {
  const parsed = parseResult(result);
  const typed = parsed.kind === 'result' ? parsed.result : null;
  return { board, white, black, handicap, komi: 0.5, result: typed };
}

export const makeRound = (number: number, games: Game[], byes: Bye[] = []): Round => ({
  number,
  games,
  byes,
});

/** Rounds written White first, games separated by ',' and rounds by '|': 'P5-P1 1-0, …'. */
export function history(text: string): Round[] {
  return text.split('|').map((round, r) =>
    makeRound(
      r + 1,
      round.split(',').map((game, k) => {
        const [pair, result] = game.trim().split(' ');
        const [white, black] = pair.split('-').map((name) => Number(name.slice(1)) - 1);
        return makeGame(k + 1, white, black, result);
      }),
    ),
  );
}

/** The players' ids in the order the pairing ranks them before round 1 (strongest first). */
export function rankOrder(settings: Settings, players: readonly Player[]): PlayerId[] {
  const basis = {
    settings,
    roundNumber: 1,
    histories: buildHistories(players, []),
    previousRoundIndex: -1,
    blocked: new Set<number>(),
    topInitialScore: 0,
  };
  return buildContext(basis, players).entrants.map((e) => e.id);
}

/**
 * Rounds of drawn games in which each player has the colours `colours(id)` gives ('W' or 'B',
 * one letter a round): each round's Whites, in `order`, meet its Blacks shifted by 7 boards a
 * round (so no two meet twice in a few rounds).
 */
export function drawnRounds(
  order: readonly PlayerId[],
  count: number,
  colours: (id: PlayerId) => string,
): Round[] {
  const rounds: Round[] = [];
  for (let r = 0; r < count; r++) {
    const whites = order.filter((id) => colours(id)[r] === 'W');
    const blacks = order.filter((id) => colours(id)[r] !== 'W');
    const games: Game[] = whites.map((white, k) => ({
      board: k + 1,
      white,
      black: blacks[(k + 7 * r) % blacks.length],
      handicap: 0,
      komi: 0,
      result: { white: 0.5, black: 0.5, forfeit: false },
    }));
    rounds.push({ number: r + 1, games, byes: [] });
  }
  return rounds;
}
