import type { PlayerId } from '../types';
import type { Field } from './field';
import type { ChosenBoard } from './roundState';

/** 1st, 2nd, 3rd, 4th, … 11th, 12th, 13th, … 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * Notes of one board, whose game the board names already: the preference rank of the game for
 * each player ("Ann's 1st, Bob's 3rd choice"), the widening when the pairing had to look past
 * the top n, a replay, and a replay switched to from another game to free that game.
 */
export function boardNotes(
  field: Field,
  { game, widening, switchedFrom }: ChosenBoard,
  first: PlayerId,
  second: PlayerId,
): string[] {
  const name = (id: PlayerId): string => field.names[id];
  const rank = (id: PlayerId): number => field.rank[id].get(game) ?? 0;
  const notes = [
    `${name(first)}'s ${ordinal(rank(first))}, ${name(second)}'s ${ordinal(rank(second))} choice`,
  ];
  if (widening > 0) {
    notes.push(
      `widened to n+${widening} (top ${Math.min(field.n + widening, field.games.length)})`,
    );
  }
  const before = (id: PlayerId): boolean => (field.history.byGame[id].get(game) ?? []).length > 0;
  if (before(first) && before(second)) {
    notes.push(`replayed: ${name(first)} and ${name(second)} each won it before`);
  }
  if (switchedFrom !== undefined) {
    notes.push(`switched from ${switchedFrom}, freeing ${switchedFrom} for other opponents`);
  }
  return notes;
}
