import type { Player, PlayerId } from '../types';

/** What the whole event asks of each player, and who cannot get that many different games. */
export interface GameShortfall {
  /** Active players whose reachable games are fewer than the rounds they play need. */
  players: PlayerId[];
  /** The most different games any of them can play. */
  most: number;
  /** Games the pairing can ever give a player: min(n+3, number of games). */
  cap: number;
  /** Some of them list fewer games than `cap`: a longer list would reach more. */
  shortLists: boolean;
  /** Some of them list more games than `cap`: a higher n would reach more. */
  cutLists: boolean;
  /**
   * Some list exactly `cap` games, fewer than the Games tab: a higher n and a longer list would.
   */
  fullLists: boolean;
}

export interface ReachInput {
  /** Preferred games (n). */
  preferred: number;
  gamesPerRound: number;
  rounds: number;
  games: readonly string[];
  players: readonly Player[];
  /** Each player's games, most preferred first (index = id). */
  preferences: readonly (readonly string[])[];
}

/**
 * Game Courier proposal: a player is paired only on their first min(n+3, games) choices, and
 * plays each game once (a replay between winners aside). A player who plays R rounds of g
 * games needs R×g different games; those who can reach fewer run out before the last round.
 */
export function gameShortfall(input: ReachInput): GameShortfall | null {
  const cap = Math.min(input.preferred + 3, input.games.length);
  const players: PlayerId[] = [];
  let most = 0;
  let shortLists = false;
  let cutLists = false;
  let fullLists = false;
  for (const p of input.players) {
    if (p.status !== 'active') continue;
    const list = input.preferences[p.id] ?? [];
    // Only the first `cap` choices are ever paired (a list holds each game once).
    const reach = Math.min(list.length, cap);
    // Rounds the player asked to miss need no games.
    const away = new Set(p.byes.filter((r) => r >= 1 && r <= input.rounds)).size;
    if (reach >= (input.rounds - away) * input.gamesPerRound) continue;
    players.push(p.id);
    most = Math.max(most, reach);
    if (list.length < cap) shortLists = true;
    if (list.length > cap) cutLists = true;
    if (list.length === cap && cap < input.games.length) fullLists = true;
  }
  return players.length ? { players, most, cap, shortLists, cutLists, fullLists } : null;
}
