import type { Bye, Player, PlayerId, Round, Settings } from './types';

export type Colour = 'white' | 'black';
export type Float = 'up' | 'down';

/** What one player did in one round. */
export type RoundEntry =
  | {
      kind: 'game';
      opponent: PlayerId;
      colour: Colour;
      handicap: number;
      /** Points won; null while the result is missing. */
      points: number | null;
      forfeit: boolean;
      /** Both players forfeited (no points for either). */
      doubleForfeit: boolean;
      /** Compared with the opponent's score before the round. */
      float: Float | null;
    }
  | { kind: 'forcedBye' }
  /**
   * Asked for a bye, absent, withdrawn, or not yet registered: AGA 2009 voluntary bye. Points:
   * Settings › Requested bye points for a round the player asked to miss, else 0.
   */
  | { kind: 'voluntaryBye'; points: number };

export interface PlayerHistory {
  player: PlayerId;
  /** entries[i] is round i + 1. */
  entries: RoundEntry[];
  /** scoreBefore[i] is the McMahon score when round i + 1 was paired; last element is the current score. */
  scoreBefore: number[];
  opponents: Set<PlayerId>;
  forcedByes: number;
}

/** Points a round entry adds to the McMahon score. AGA 2009 "Game Results". */
export function entryPoints(entry: RoundEntry): number {
  if (entry.kind === 'forcedBye') return 1;
  return entry.points ?? 0;
}

/**
 * Points of a round the player asked to miss (Settings › Requested bye points) in the systems
 * that give byes on request: a round robin's rests and a multi-game round's byes score 0.
 */
export function requestedByePoints(
  settings: Pick<Settings, 'pairingSystem' | 'requestedByePoints'>,
): number {
  const { pairingSystem } = settings;
  if (pairingSystem === 'Round robin' || pairingSystem === 'Multi-game') return 0;
  return settings.requestedByePoints ?? 0;
}

/**
 * Whether the player asked to miss the round: a voluntary bye row that does not say the player
 * was absent (or resting), or, with no row, a round named in their Byes while still active or
 * before their last row (a late arrival's requested rounds before joining, or a round asked for
 * before playing on, kept when they withdraw later). A round missed after withdrawing, or by a
 * late arrival who did not name it, was not asked for.
 */
function asked(player: Player, round: number, bye: Bye | undefined, last?: number): boolean {
  if (bye) return !bye.absent;
  if (!player.byes.includes(round)) return false;
  return player.status === 'active' || (last !== undefined && round < last);
}

/** The number of each player's last round with a row (a game or a bye), by player id. */
function lastRows(rounds: readonly Round[]): Map<PlayerId, number> {
  const last = new Map<PlayerId, number>();
  for (const round of rounds) {
    const ids = [
      ...round.games.flatMap((g) => [g.white, g.black]),
      ...round.byes.map((b) => b.player),
    ];
    for (const id of ids) last.set(id, Math.max(last.get(id) ?? round.number, round.number));
  }
  return last;
}

/**
 * Replays the rounds in order. A player missing from a round (late arrival, withdrawal,
 * requested bye) gets a voluntary bye for it, worth `byePoints` when asked for (above), else 0.
 */
export function buildHistories(
  players: readonly Player[],
  rounds: readonly Round[],
  byePoints = 0,
): PlayerHistory[] {
  const histories: PlayerHistory[] = players.map((p) => ({
    player: p.id,
    entries: [],
    scoreBefore: [p.initialScore ?? 0],
    opponents: new Set<PlayerId>(),
    forcedByes: 0,
  }));
  const ordered = [...rounds].sort((a, b) => a.number - b.number);
  const last = lastRows(ordered);
  for (const round of ordered) {
    const entries = new Map<PlayerId, RoundEntry>();
    const current = (id: PlayerId): number => {
      const s = histories[id].scoreBefore;
      return s[s.length - 1];
    };
    for (const game of round.games) {
      const r = game.result;
      const side = (colour: Colour): RoundEntry => {
        const [own, other] =
          colour === 'white' ? [game.white, game.black] : [game.black, game.white];
        const [ownScore, otherScore] = [current(own), current(other)];
        return {
          kind: 'game',
          opponent: other,
          colour,
          handicap: game.handicap,
          points: r ? r[colour] : null,
          forfeit: !!r && r.forfeit,
          doubleForfeit: !!r && r.forfeit && r.white === 0 && r.black === 0,
          float: ownScore < otherScore ? 'up' : ownScore > otherScore ? 'down' : null,
        };
      };
      entries.set(game.white, side('white'));
      entries.set(game.black, side('black'));
    }
    const voluntary = new Map<PlayerId, Bye>();
    // A later row for the same player wins, as it always has (Check round refuses two rows).
    for (const bye of round.byes) {
      if (bye.kind === 'forced') {
        entries.set(bye.player, { kind: 'forcedBye' });
        voluntary.delete(bye.player);
      } else {
        entries.delete(bye.player);
        voluntary.set(bye.player, bye);
      }
    }
    histories.forEach((h, i) => {
      const missed = (): RoundEntry => {
        const points = asked(players[i], round.number, voluntary.get(h.player), last.get(h.player));
        return { kind: 'voluntaryBye', points: points ? byePoints : 0 };
      };
      const entry = entries.get(h.player) ?? missed();
      h.entries.push(entry);
      if (entry.kind === 'game') h.opponents.add(entry.opponent);
      if (entry.kind === 'forcedBye') h.forcedByes++;
      h.scoreBefore.push(current(h.player) + entryPoints(entry));
    });
  }
  return histories;
}

export function currentScore(history: PlayerHistory): number {
  return history.scoreBefore[history.scoreBefore.length - 1];
}

/** Colours of the games played, oldest first (byes skipped). */
export function colours(history: PlayerHistory): Colour[] {
  const out: Colour[] = [];
  for (const e of history.entries) if (e.kind === 'game') out.push(e.colour);
  return out;
}

/** Everyone a round has a row for: both players of each game, and each bye. */
export function playersInRound(round: {
  games: readonly { white: PlayerId; black: PlayerId }[];
  byes: readonly { player: PlayerId }[];
}): Set<PlayerId> {
  return new Set([
    ...round.games.flatMap((g) => [g.white, g.black]),
    ...round.byes.map((b) => b.player),
  ]);
}

/** Everyone with a row in a round numbered below `number`: who has joined the event before it. */
export function playersBefore(
  rounds: readonly { number: number; games: Round['games']; byes: Round['byes'] }[],
  number: number,
): Set<PlayerId> {
  return new Set(rounds.filter((r) => r.number < number).flatMap((r) => [...playersInRound(r)]));
}

/**
 * Withdrawn players no round has a row for: withdrawn before playing, never paired, so they
 * take no band place (a player who played and then withdrew keeps theirs).
 */
export function withdrawnBeforePlaying(
  players: readonly Player[],
  rounds: readonly Parameters<typeof playersInRound>[0][],
): Set<PlayerId> {
  const inRounds = new Set(rounds.flatMap((r) => [...playersInRound(r)]));
  return new Set(
    players.filter((p) => p.status === 'withdrawn' && !inRounds.has(p.id)).map((p) => p.id),
  );
}
