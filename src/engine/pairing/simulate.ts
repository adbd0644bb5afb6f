import { seededRandom } from '../random';
import { rankStones } from '../rank';
import type { Game, Player, Round, Settings } from '../types';
import { pairRound } from './bySystem';
import type { PairedRound, PairingOptions } from './types';

/**
 * A seeded model tournament for tests and the benchmark: players with ranks and ratings,
 * simple one-rank McMahon bands (bar 3d, floor 20k) or Swiss, results drawn from the rating
 * difference corrected by the handicap.
 */
export interface SimulationOptions {
  players: number;
  seed: number;
  system?: 'McMahon' | 'Swiss';
  /** Distinct clubs (also cities and states, coarser); 0 leaves the fields blank. */
  clubs?: number;
  /** Chance a player asks for a bye in any given round. */
  byeRate?: number;
  settings?: Partial<Settings>;
}

export interface SimulatedField {
  settings: Settings;
  players: Player[];
}

export function defaultSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    tournamentName: 'Simulated',
    pairingSystem: 'McMahon',
    rounds: 6,
    bandFactor: 0.75,
    bar: 3,
    floor: -20,
    barSeparation: 'computed',
    scoreOrigin: 'bottom',
    handicap: 'none',
    topBandEven: true,
    colourRule: true,
    avoid: { family: true, club: true, city: true, state: false, country: false },
    randomSeed: 7,
    pairingStyle: 'split and shift',
    komiEven: 7.5,
    boardGame: 'go',
    komiHandicap: 0.5,
    keepBestForLast: false,
    stableC: 8.7,
    stableS: 0.0001,
    multiGame: { preferred: 3, gamesPerRound: 2, replayBetweenWinners: true, method: 'optimal' },
    ...overrides,
  };
}

export function simulatedField(options: SimulationOptions): SimulatedField {
  const random = seededRandom(options.seed);
  const system = options.system ?? 'McMahon';
  const settings = defaultSettings({ pairingSystem: system, ...options.settings });
  const clubs = options.clubs ?? 0;
  const byeRate = options.byeRate ?? 0;
  const players: Player[] = [];
  for (let id = 0; id < options.players; id++) {
    // Ranks 30k … 7d, most players in the kyu middle.
    const stones = Math.round(-12 + 9 * (random.next() + random.next() + random.next() - 1.5));
    const clamped = Math.max(-29, Math.min(7, stones));
    const rank = clamped <= 0 ? clamped - 1 : clamped;
    const within = 0.05 + 0.9 * random.next();
    const rating = rank < 0 ? rank - within : rank + within;
    const club = clubs > 0 ? random.int(clubs) : -1;
    const byes: number[] = [];
    for (let r = 1; r <= settings.rounds; r++) if (random.next() < byeRate) byes.push(r);
    const floorStones = rankStones(settings.floor ?? -30);
    const barStones = rankStones(settings.bar ?? 9);
    const band = Math.max(floorStones, Math.min(barStones, rankStones(rank)));
    players.push({
      id,
      name: `P${id + 1}`,
      rank,
      rating: Math.round(rating * 100) / 100,
      club: club >= 0 ? `Club ${club}` : '',
      city: club >= 0 ? `City ${Math.floor(club / 2)}` : '',
      state: club >= 0 ? `State ${Math.floor(club / 5)}` : '',
      country: club >= 0 ? 'USA' : '',
      family: club >= 0 && id % 17 === 0 ? `Family ${club}` : '',
      band: system === 'Swiss' ? 'Open' : `${band}`,
      initialScore: system === 'Swiss' ? 0 : band - floorStones,
      byes,
      byeVolunteer: false,
      status: 'active',
    });
  }
  return { settings, players };
}

/** Results for a paired round: white wins with probability 1/(1 + e^-(Δrating + handicap)). */
export function playRound(paired: PairedRound, players: readonly Player[], seed: number): Round {
  const random = seededRandom(seed * 7919 + paired.number);
  const rating = (id: number): number => players[id].rating ?? players[id].rank ?? 0;
  const games: Game[] = paired.games.map((g) => {
    const edge = rating(g.white) - (rating(g.black) + g.handicap);
    const whiteWins = random.next() < 1 / (1 + Math.exp(-edge));
    return {
      board: g.board,
      white: g.white,
      black: g.black,
      handicap: g.handicap,
      komi: g.komi,
      result: { white: whiteWins ? 1 : 0, black: whiteWins ? 0 : 1, forfeit: false },
    };
  });
  return {
    number: paired.number,
    games,
    byes: paired.byes.map((b) => ({ player: b.player, kind: b.kind })),
  };
}

/** Pairs and plays rounds 1 … count. */
export function simulateRounds(
  field: SimulatedField,
  count: number,
  seed: number,
  options: PairingOptions = {},
): Round[] {
  const rounds: Round[] = [];
  for (let n = 1; n <= count; n++) {
    const paired = pairRound(
      { settings: field.settings, players: field.players, rounds, roundNumber: n, constraints: [] },
      options,
    );
    rounds.push(playRound(paired, field.players, seed));
  }
  return rounds;
}
