import type { PlayerHistory } from '../history';
import { leavesRounds, mustKeepRounds, roundsKept, roundsLeftFor } from '../pairing/roundsLeft';
import type { Bye, Constraint, Game, Player, Settings } from '../types';
import type { StableEntrant } from './entrants';
import type { KeepsRounds } from './solve';

/** A small field's look-ahead to the rounds left (pairing/roundsLeft.ts), for stable pairings. */
export interface StableRoundsLeft {
  /** Whether `mate` pairs `field`, with `bye` out, so that the rounds left stay pairable. */
  keeps(field: readonly StableEntrant[], bye: Player | null): KeepsRounds;
  /**
   * Whether the look-ahead must replace the stable pairing `mate` (pairing/mustKeepRounds): it
   * leaves a round kept unpairable, and another pairing may not. Cuts the rounds kept to the
   * most a pairing of this round can keep.
   */
  needed(field: readonly StableEntrant[], bye: Player | null, mate: readonly number[]): boolean;
  /** What the rounds kept are called: 'every remaining round', 'the next 2 rounds'. */
  kept(): string;
  /** Whether a round paired otherwise (its games and forced bye) keeps them pairable. */
  keepsRound(round: { games: readonly Game[]; byes: readonly Bye[] }): boolean;
}

/** The round being paired or checked. */
interface RoundAt {
  settings: Settings;
  roundNumber: number;
  players: readonly Player[];
  /** The Constraints rows: a later round's forced games take their players out of it. */
  constraints: readonly Constraint[];
}

/** The look-ahead of the round, or null when the field is too large or no round is left. */
export function stableRoundsLeft(
  { settings, roundNumber, players, constraints }: RoundAt,
  histories: PlayerHistory[],
  blocked: Set<number>,
  fixed: ReadonlyArray<readonly [Player, Player]>,
  /** The players a stable pairing pairs this round, the forced bye among them. */
  free: readonly Player[],
): StableRoundsLeft | null {
  const basis = { settings, roundNumber, histories, blocked };
  const left = roundsLeftFor(
    { ...basis, previousRoundIndex: -1, topInitialScore: null },
    players,
    fixed,
    free,
    constraints,
  );
  if (!left) return null;
  const pairsOf = (field: readonly StableEntrant[], mate: readonly number[]) =>
    mate.flatMap((j, i): Array<[Player, Player]> =>
      i < j ? [[field[i].player, field[j].player]] : [],
    );
  return {
    keeps: (field, bye) => (mate) => leavesRounds(left, pairsOf(field, mate), bye),
    needed: (field, bye, mate) => mustKeepRounds(left, pairsOf(field, mate), bye),
    kept: () => roundsKept(left),
    keepsRound: ({ games, byes }) => {
      const pairs = games.map((g): [Player, Player] => [players[g.white], players[g.black]]);
      const forced = byes.find((b) => b.kind === 'forced');
      return leavesRounds(left, pairs, forced ? players[forced.player] : null);
    },
  };
}
