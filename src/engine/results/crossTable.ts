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
 * - when byes asked for score (Settings › Requested bye points above 0), a voluntary bye shows
 *   what it scored, as a game does: "bye+" a full point, "bye=" half, "bye-" none (absent or
 *   withdrawn), so a half-point bye and a missed round do not look alike.
 */
export function crossTableCell(
  entry: RoundEntry,
  theirs: number | null,
  opponentPlace: number,
  byesScore = false,
): string {
  if (entry.kind === 'forcedBye') return 'bye+';
  if (entry.kind === 'voluntaryBye') return byesScore ? `bye${byeOutcome(entry.points)}` : 'bye=';
  const forfeit = entry.forfeit && entry.points !== null ? '!' : '';
  const colour = entry.colour === 'white' ? 'w' : 'b';
  const handicap = entry.handicap > 0 ? String(entry.handicap) : '';
  return `${opponentPlace}${outcome(entry, theirs)}${forfeit}${colour}${handicap}`;
}

/** A voluntary bye's points as a game's outcome: 1 '+', ½ '=', 0 '-'. */
function byeOutcome(points: number): string {
  if (points >= 1) return '+';
  return points > 0 ? '=' : '-';
}

/**
 * One cell per round (in round-number order) for every player. `byesScore`: byes asked for
 * score points in this event, so each voluntary bye shows its own.
 */
export function crossTableCells(
  histories: readonly PlayerHistory[],
  places: readonly number[],
  byesScore = false,
): string[][] {
  return histories.map((h) =>
    h.entries.map((entry, round) => {
      if (entry.kind !== 'game') return crossTableCell(entry, null, 0, byesScore);
      const other = histories[entry.opponent].entries[round];
      const theirs = other.kind === 'game' ? other.points : null;
      return crossTableCell(entry, theirs, places[entry.opponent]);
    }),
  );
}
