import type { PlayerHistory, RoundEntry } from '../history';

/** '+' more points than the opponent, '-' fewer, '=' as many (jigo), '?' result missing. */
function outcome(entry: RoundEntry & { kind: 'game' }, theirs: number | null): string {
  if (entry.points === null || theirs === null) return '?';
  if (entry.points > theirs) return '+';
  if (entry.points < theirs) return '-';
  return entry.doubleForfeit ? '-' : '=';
}

/**
 * Cross-table cell of one player in one round:
 *
 * - game: opponent's place, outcome, '!' when decided by forfeit, colour ('w' or 'b'), and the
 *   handicap when above 0. "12+w" beat the 12th placed player with White; "7-b2" lost to the 7th
 *   with Black and 2 stones; "3=w" jigo; "12?w" result missing; "5+!b" won by forfeit;
 *   "5-!w" lost by forfeit (a double forfeit reads "-!" on both sides).
 * - "bye+": forced bye (a win, AGA 2009); "bye=": voluntary bye, absence or withdrawal.
 */
export function crossTableCell(
  entry: RoundEntry,
  theirs: number | null,
  opponentPlace: number,
): string {
  if (entry.kind === 'forcedBye') return 'bye+';
  if (entry.kind === 'voluntaryBye') return 'bye=';
  const forfeit = entry.forfeit && entry.points !== null ? '!' : '';
  const colour = entry.colour === 'white' ? 'w' : 'b';
  const handicap = entry.handicap > 0 ? String(entry.handicap) : '';
  return `${opponentPlace}${outcome(entry, theirs)}${forfeit}${colour}${handicap}`;
}

/** One cell per round (in round-number order) for every player. */
export function crossTableCells(
  histories: readonly PlayerHistory[],
  places: readonly number[],
): string[][] {
  return histories.map((h) =>
    h.entries.map((entry, round) => {
      if (entry.kind !== 'game') return crossTableCell(entry, null, 0);
      const other = histories[entry.opponent].entries[round];
      const theirs = other.kind === 'game' ? other.points : null;
      return crossTableCell(entry, theirs, places[entry.opponent]);
    }),
  );
}
