import type { PlayerHistory } from '../history';
import { leavesRounds, mayLeaveRounds, roundsLeftFor } from '../pairing/roundsLeft';
import type { Bye, Game, Player, Settings } from '../types';
import type { StableEntrant } from './entrants';
import type { KeepsRounds } from './solve';

/** A small field's look-ahead to the rounds left (pairing/roundsLeft.ts), for stable pairings. */
export interface StableRoundsLeft {
  /** Whether `mate` pairs `field`, with `bye` out, so that the rounds left stay pairable. */
  keeps(field: readonly StableEntrant[], bye: Player | null): KeepsRounds;
  /** Whether any pairing of this round could. */
  possible(): boolean;
  /** Whether a round paired otherwise (its games and forced bye) keeps them pairable. */
  keepsRound(round: { games: readonly Game[]; byes: readonly Bye[] }): boolean;
}

/** The round being paired or checked. */
interface RoundAt {
  settings: Settings;
  roundNumber: number;
  players: readonly Player[];
}

/** The look-ahead of the round, or null when the field is too large or no round is left. */
export function stableRoundsLeft(
  { settings, roundNumber, players }: RoundAt,
  histories: PlayerHistory[],
  blocked: Set<number>,
  fixed: ReadonlyArray<readonly [Player, Player]>,
  everyonePlays: boolean,
): StableRoundsLeft | null {
  const basis = { settings, roundNumber, histories, blocked };
  const left = roundsLeftFor(
    { ...basis, previousRoundIndex: -1, topInitialScore: null },
    players,
    fixed,
  );
  if (!left) return null;
  let possible: boolean | null = null;
  return {
    keeps: (field, bye) => (mate) => {
      const pairs = mate.flatMap((j, i): Array<[Player, Player]> =>
        i < j ? [[field[i].player, field[j].player]] : [],
      );
      return leavesRounds(left, pairs, bye);
    },
    possible: () => (possible ??= mayLeaveRounds(left, everyonePlays)),
    keepsRound: ({ games, byes }) => {
      const pairs = games.map((g): [Player, Player] => [players[g.white], players[g.black]]);
      const forced = byes.find((b) => b.kind === 'forced');
      return leavesRounds(left, pairs, forced ? players[forced.player] : null);
    },
  };
}
