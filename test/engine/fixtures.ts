import type { Player, Settings } from '../../src/engine/types';

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
    topBandEven: true,
    colourRule: true,
    avoid: { family: true, club: true, city: false, state: false, country: false },
    randomSeed: 1,
    pairingStyle: 'split and shift',
    komiEven: 7.5,
    komiHandicap: 0.5,
    keepBestForLast: false,
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
