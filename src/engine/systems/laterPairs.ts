import { PairingError } from '../errors';
import { laterPairs } from '../pairing/constraints';
import { pairKey } from '../pairing/types';
import type { Constraint, Player, Round } from '../types';
import type { EventState, PairedGame } from './types';

/**
 * Pairs round `number` keeping apart each pair a Constraints `round N` row fixes for a later
 * round, so that their game in round N is their first. When no pairing of this round keeps
 * them apart (a small field, say), the round is paired letting one such pair meet (or, when one
 * is not enough, all of them) rather than refused:
 * the TD asked for the game, and a repeat in round N is what the row then pairs (AGA 2009,
 * manual pairing: the TD's word stands). The boards where such a pair meets early are noted,
 * and the warnings say so.
 */
export function pairKeepingLaterApart<T extends { games: PairedGame[] }>(
  constraints: readonly Constraint[],
  number: number,
  players: readonly Player[],
  pair: (constraints: Constraint[]) => T,
): { paired: T; warnings: string[] } {
  const later = laterPairs(constraints, number);
  const paired = attempt(() => pair([...constraints]), later.size > 0) ?? lettingMeet();
  const warnings: string[] = [];
  for (const game of paired.games) {
    const row = later.get(pairKey(game.white, game.black));
    if (!row || row.rule === 'never') continue;
    const names = `${players[row.a].name} and ${players[row.b].name}`;
    game.notes.push(earlyMeetingNote(row.rule));
    warnings.push(
      `Board ${game.board}: ${names} meet now, though ${fixedBy(row)} fixes their game for round ${row.rule}: no pairing of round ${number} kept them apart. Round ${row.rule} pairs them again (a repeat game) unless you change or delete that row.`,
    );
  }
  return { paired, warnings };

  /**
   * One pair let meet if that is enough (the soonest row first; every later row of the pair
   * let go, as a second would still keep them apart), else every pair.
   */
  function lettingMeet(): T {
    const rows = [...later.values()].sort((x, y) => (x.rule as number) - (y.rule as number));
    for (const row of rows) {
      const key = pairKey(row.a, row.b);
      const ofPair = (c: Constraint) =>
        c.rule !== 'never' && c.rule > number && pairKey(c.a, c.b) === key;
      const one = attempt(() => pair(constraints.filter((c) => !ofPair(c))), true);
      if (one) return one;
    }
    return pair(constraints.filter((c) => c.rule === 'never' || c.rule <= number));
  }
}

/**
 * Check round: each board of `round` pairing two players a Constraints row fixes for a later
 * round not paired yet. A warning, not a problem, whoever paired them: Pair next round lets
 * such a pair meet when no pairing keeps them apart, and a TD may pair them so by hand; either
 * way the later round repeats the game unless the row changes (README › Constraints).
 */
export function earlyMeetings(
  event: Pick<EventState, 'players' | 'rounds' | 'constraints'>,
  round: Pick<Round, 'number' | 'games'>,
): string[] {
  const later = laterPairs(event.constraints, round.number);
  const paired = new Set(event.rounds.map((r) => r.number));
  const warnings: string[] = [];
  for (const game of round.games) {
    const row = later.get(pairKey(game.white, game.black));
    if (!row || row.rule === 'never' || paired.has(row.rule)) continue;
    const names = `${event.players[row.a].name} and ${event.players[row.b].name}`;
    warnings.push(
      `Board ${game.board}: ${names} meet in round ${round.number}, though ${fixedBy(row)} fixes their game for round ${row.rule}. Round ${row.rule} pairs them again (a repeat game) unless you change or delete that row.`,
    );
  }
  return warnings;
}

/** Who fixes a later game in a warning: the Constraints row, when known. */
const fixedBy = (row: Constraint): string =>
  row.row === undefined ? 'Constraints' : `row ${row.row} of the Constraints tab`;

/** The board's note when a pair fixed for round `round` meets before it (README › Constraints). */
export function earlyMeetingNote(round: number): string {
  return `meet before round ${round} (Constraints)`;
}

/** The pairing, or null when it is refused and `retry` says another try may pair it. */
function attempt<T>(pair: () => T, retry: boolean): T | null {
  try {
    return pair();
  } catch (error) {
    if (retry && error instanceof PairingError) return null;
    throw error;
  }
}
