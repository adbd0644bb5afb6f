import type { PlayerId } from '../types';
import { buildEventHistory, wonOverBoard, type EventHistory } from './history';
import type { MultiGameInput } from './types';
import { isPaired } from './validate';

/** Everything about the round that does not change while it is being paired. */
export interface Field {
  /** Preferred games (n). */
  n: number;
  /** Games per player per round. */
  perRound: number;
  replay: boolean;
  games: readonly string[];
  /** Game Courier proposal: widen at most to the top n+3, never past the number of games. */
  maxDepth: number;
  /** Players paired this round, in roster order. */
  paired: PlayerId[];
  names: string[];
  /** rank[id].get(game): 1 for the player's first choice; undefined when not listed. */
  rank: Array<Map<string, number>>;
  lists: string[][];
  history: EventHistory;
  /** Per player: earlier games that were among the player's top n. */
  metBefore: number[];
  /** Pair keys (see pairKey) of players who met in an earlier round, on any game. */
  metEarlier: Set<number>;
  playerCount: number;
}

export function buildField(input: MultiGameInput): Field {
  const { settings, players } = input;
  const count = players.length;
  const lists = players.map((p) => input.preferences[p.id] ?? []);
  const rank = lists.map((list) => new Map(list.map((g, i) => [g, i + 1])));
  const history = buildEventHistory(count, input.rounds);
  const n = settings.preferred;
  const metBefore = history.plays.map(
    (plays, id) =>
      plays.filter((p) => !p.forfeit && (rank[id].get(p.game) ?? Infinity) <= n).length,
  );
  const metEarlier = new Set<number>();
  history.plays.forEach((plays, id) => {
    for (const p of plays) metEarlier.add(pairKey(count, id, p.opponent));
  });
  return {
    n,
    perRound: settings.gamesPerRound,
    replay: settings.replayBetweenWinners,
    games: input.games,
    maxDepth: Math.min(n + 3, input.games.length),
    paired: players.filter((p) => isPaired(p, input.roundNumber)).map((p) => p.id),
    names: players.map((p) => p.name),
    rank,
    lists,
    history,
    metBefore,
    metEarlier,
    playerCount: count,
  };
}

export function pairKey(count: number, a: PlayerId, b: PlayerId): number {
  return a < b ? a * count + b : b * count + a;
}

/** The game is among the player's top `depth` choices. */
export function inTop(field: Field, player: PlayerId, game: string, depth: number): boolean {
  const r = field.rank[player].get(game);
  return r !== undefined && r <= depth;
}

/** The player's top `depth` games, most preferred first. */
export function topGames(field: Field, player: PlayerId, depth: number): string[] {
  return field.lists[player].slice(0, depth);
}

function playsOf(field: Field, player: PlayerId, game: string) {
  return field.history.byGame[player].get(game) ?? [];
}

/** Played the game exactly once before, and won it over the board. */
function soleWinner(field: Field, player: PlayerId, game: string): boolean {
  const plays = playsOf(field, player, game);
  return plays.length === 1 && wonOverBoard(plays[0]);
}

/**
 * Game Courier proposal, across the event: each player plays each game once; a game may be
 * played a second time, in a later round, between two players who each won it (over the board)
 * against other opponents before, when the setting allows. The same pair never replays a game.
 */
export function mayPlayInEvent(field: Field, a: PlayerId, b: PlayerId, game: string): boolean {
  const pa = playsOf(field, a, game);
  if (pa.some((p) => p.opponent === b)) return false;
  const pb = playsOf(field, b, game);
  if (pa.length === 0 && pb.length === 0) return true;
  return field.replay && soleWinner(field, a, game) && soleWinner(field, b, game);
}

/** Could the player still play the game with someone in this event (first time or a replay)? */
export function mayStillPlay(field: Field, player: PlayerId, game: string): boolean {
  const plays = playsOf(field, player, game);
  return plays.length === 0 || (field.replay && soleWinner(field, player, game));
}

/**
 * Popularity of each game at a depth: how many players paired this round have it among their top
 * `depth` and may still play it in the event (a game already played, and not open to a replay,
 * no longer competes for partners).
 */
export function popularity(field: Field, depth: number): Map<string, number> {
  const counts = new Map(field.games.map((g) => [g, 0]));
  for (const id of field.paired) {
    for (const game of topGames(field, id, depth)) {
      if (mayStillPlay(field, id, game)) counts.set(game, (counts.get(game) ?? 0) + 1);
    }
  }
  return counts;
}

/** A candidate board: players a < b (roster ids) on a game. */
export interface Triple {
  a: PlayerId;
  b: PlayerId;
  game: string;
}

/**
 * Every board the round may contain: both players paired, the game among both players' top
 * maxDepth, and allowed by the event-wide rules.
 */
export function candidateTriples(field: Field, depth = field.maxDepth): Triple[] {
  const out: Triple[] = [];
  const { paired } = field;
  for (const game of field.games) {
    const takers = paired.filter((id) => inTop(field, id, game, depth));
    for (let i = 0; i < takers.length; i++) {
      for (let j = i + 1; j < takers.length; j++) {
        if (mayPlayInEvent(field, takers[i], takers[j], game)) {
          out.push({ a: takers[i], b: takers[j], game });
        }
      }
    }
  }
  return out;
}
