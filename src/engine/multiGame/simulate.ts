import { seededRandom, type Random } from '../random';
import type { Player, Round } from '../types';
import { pairMultiGameRound } from './pairRound';
import type { MultiGameInput, MultiGameRoundPairing, MultiGameSettings } from './types';

/** Game names for simulated events (the first one is the most popular). */
const GAME_NAMES: readonly string[] = [
  'Chess',
  'Shogi',
  'Xiangqi',
  'Go',
  'Othello',
  'Checkers',
  'Backgammon',
  'Janggi',
  'Makruk',
  'Hex',
  'Havannah',
  'Arimaa',
  'Hnefatafl',
  'Oware',
  'Mill',
  'Crazyhouse',
  'Chess960',
  'Atomic',
  'Losing Chess',
  'Grand Chess',
];

/** A player with blank optional fields. */
export function multiGamePlayer(id: number, name: string, byes: number[] = []): Player {
  return {
    id,
    name,
    rank: 0,
    rating: null,
    club: '',
    city: '',
    state: '',
    country: '',
    family: '',
    band: '',
    initialScore: null,
    byes,
    byeVolunteer: false,
    status: 'active',
  };
}

export interface EventOptions {
  players: number;
  games: number;
  seed: number;
  /** Zipf exponent of game popularity (game i weighs 1 / (i + 1)^s); default 1. */
  skew?: number;
  /** Shortest preference list; default min(games, preferred + 2). Lists run up to all games. */
  minList?: number;
  preferred: number;
  /** Chance a player asks for a bye in any given round (rounds 1 … byeRounds). */
  byeRate?: number;
  byeRounds?: number;
}

export interface SimulatedEvent {
  games: string[];
  players: Player[];
  preferences: string[][];
}

/** Weighted draw without replacement, `count` items. */
function weightedOrder(random: Random, weights: readonly number[], count: number): number[] {
  const left = weights.map((w, i) => ({ w, i }));
  const out: number[] = [];
  while (out.length < count && left.length > 0) {
    const total = left.reduce((s, x) => s + x.w, 0);
    let r = random.next() * total;
    let k = 0;
    while (k < left.length - 1 && r >= left[k].w) r -= left[k++].w;
    out.push(left[k].i);
    left.splice(k, 1);
  }
  return out;
}

/** Seeded players and preference lists; popularity follows a Zipf-like law. */
export function simulatedEvent(options: EventOptions): SimulatedEvent {
  const random = seededRandom(options.seed);
  const games = GAME_NAMES.slice(0, options.games);
  const skew = options.skew ?? 1;
  const weights = games.map((_, i) => 1 / Math.pow(i + 1, skew));
  const minList = options.minList ?? Math.min(games.length, options.preferred + 2);
  const players: Player[] = [];
  const preferences: string[][] = [];
  for (let id = 0; id < options.players; id++) {
    const byes: number[] = [];
    for (let r = 1; r <= (options.byeRounds ?? 0); r++) {
      if (random.next() < (options.byeRate ?? 0)) byes.push(r);
    }
    players.push(multiGamePlayer(id, `Player ${id + 1}`, byes));
    const length = minList + random.int(games.length - minList + 1);
    preferences.push(weightedOrder(random, weights, length).map((i) => games[i]));
  }
  return { games, players, preferences };
}

/** Results at random: Player 1 wins 45 %, Player 2 wins 45 %, draws 10 %. */
export function playMultiGameRound(pairing: MultiGameRoundPairing, random: Random): Round {
  return {
    number: pairing.number,
    byes: pairing.byes.map((b) => ({ player: b.player, kind: b.kind })),
    games: pairing.games.map((g) => {
      const r = random.next();
      const [white, black] = r < 0.45 ? [1, 0] : r < 0.9 ? [0, 1] : [0.5, 0.5];
      return {
        board: g.board,
        game: g.game,
        white: g.white,
        black: g.black,
        handicap: 0,
        komi: 0,
        result: { white, black, forfeit: false },
      };
    }),
  };
}

/** Pairs and plays `rounds` rounds; returns every round's pairing and the played rounds. */
export function runEvent(
  event: SimulatedEvent,
  settings: MultiGameSettings,
  rounds: number,
  resultSeed: number,
  onRound?: (input: MultiGameInput, pairing: MultiGameRoundPairing) => void,
): { pairings: MultiGameRoundPairing[]; played: Round[] } {
  const random = seededRandom(resultSeed);
  const pairings: MultiGameRoundPairing[] = [];
  const played: Round[] = [];
  for (let n = 1; n <= rounds; n++) {
    const input: MultiGameInput = { settings, ...event, rounds: [...played], roundNumber: n };
    const pairing = pairMultiGameRound(input);
    onRound?.(input, pairing);
    pairings.push(pairing);
    played.push(playMultiGameRound(pairing, random));
  }
  return { pairings, played };
}
