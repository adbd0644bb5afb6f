import type { Player, PlayerId, Round } from './types';

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
  /** Asked for a bye, withdrawn, or not yet registered: AGA 2009 voluntary bye. */
  | { kind: 'voluntaryBye' };

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
  if (entry.kind === 'voluntaryBye') return 0;
  return entry.points ?? 0;
}

/**
 * Replays the rounds in order. A player missing from a round (late arrival, withdrawal,
 * requested bye) gets a voluntary bye for it.
 */
export function buildHistories(
  players: readonly Player[],
  rounds: readonly Round[],
): PlayerHistory[] {
  const histories: PlayerHistory[] = players.map((p) => ({
    player: p.id,
    entries: [],
    scoreBefore: [p.initialScore ?? 0],
    opponents: new Set<PlayerId>(),
    forcedByes: 0,
  }));
  const ordered = [...rounds].sort((a, b) => a.number - b.number);
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
    for (const bye of round.byes) {
      entries.set(bye.player, { kind: bye.kind === 'forced' ? 'forcedBye' : 'voluntaryBye' });
    }
    for (const h of histories) {
      const entry = entries.get(h.player) ?? { kind: 'voluntaryBye' };
      h.entries.push(entry);
      if (entry.kind === 'game') h.opponents.add(entry.opponent);
      if (entry.kind === 'forcedBye') h.forcedByes++;
      h.scoreBefore.push(current(h.player) + entryPoints(entry));
    }
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
