/**
 * Which rounds a player takes part in, as OpenGotha (participating) and pairgoth (skip) write it
 * (formats.md §4, §5), and back. Neither format knows "withdrawn": a withdrawn player is one who
 * takes part in no round after their last game, up to the format's last possible round.
 */
import { sheetName, type ImportedEvent, type ImportedRound } from './types';

/** OpenGotha keeps one participation flag for each of its 20 possible rounds. */
const OPENGOTHA_ROUNDS = 20;

/** The rounds the participation is written for: OpenGotha's 20, or more for a longer event. */
export const participationWidth = (rounds: number): number => Math.max(OPENGOTHA_ROUNDS, rounds);

/**
 * The rounds 1…width a player takes no part in. A round already played counts as it was
 * played: out unless the player had a game or a forced bye in it (an absence, a requested
 * bye, a late arrival, a withdrawal). A round still to come is out when the player asked to
 * miss it (absent) or has withdrawn; a withdrawn player is out of every round to the end.
 */
export function roundsOut(event: ImportedEvent, player: number, width: number): number[] {
  const p = event.players[player];
  const played = new Map(event.rounds.map((r) => [r.number, r]));
  const out: number[] = [];
  for (let n = 1; n <= width; n++) {
    const round = played.get(n);
    const there = round
      ? round.games.some((g) => g.white === player || g.black === player) ||
        round.byes.some((b) => b.player === player && b.kind === 'forced')
      : !p.withdrawn && !p.absent.includes(n);
    if (!there) out.push(n);
  }
  return out;
}

/** The rounds in which the player has a game or a bye (forced or voluntary) in the event. */
export function roundsIn(event: Pick<ImportedEvent, 'rounds'>, player: number): Set<number> {
  return new Set(
    event.rounds
      .filter(
        (r) =>
          r.games.some((g) => g.white === player || g.black === player) ||
          r.byes.some((b) => b.player === player),
      )
      .map((r) => r.number),
  );
}

/**
 * Absences and withdrawal from the rounds a file says a player is out of (the inverse of
 * roundsOut). Withdrawn: out of every round after their last game or bye, up to `width` (as an
 * exported withdrawal is written; a player out of the event's remaining rounds only comes back
 * active with those rounds as requested byes). Absent: the rounds of the event they are out of
 * and have no game or bye in, up to the withdrawal if any.
 */
export function readParticipation(
  out: ReadonlySet<number>,
  event: Pick<ImportedEvent, 'rounds'>,
  player: number,
  rounds: number,
  width: number,
): { absent: number[]; withdrawn: boolean } {
  const busy = roundsIn(event, player);
  const last = Math.max(0, ...busy);
  let withdrawn = last < width;
  for (let n = last + 1; n <= width && withdrawn; n++) if (!out.has(n)) withdrawn = false;
  const absent = [...out]
    .filter((n) => n <= rounds && !busy.has(n) && !(withdrawn && n > last))
    .sort((a, b) => a - b);
  return { absent, withdrawn };
}

/**
 * Notes for the rounds a file marks a player out of (`marking`: how the file says it) while it
 * pairs them in that round: the game or bye is the fact and is kept, the mark is dropped.
 */
export function pairedWhileOut(
  out: ReadonlySet<number>,
  event: Pick<ImportedEvent, 'rounds' | 'players'>,
  player: number,
  marking: string,
): string[] {
  return event.rounds
    .filter((r) => out.has(r.number))
    .flatMap((r) => {
      const game = r.games.some((g) => g.white === player || g.black === player);
      if (!game && !r.byes.some((b) => b.player === player)) return [];
      const what = game ? 'a game' : 'a bye';
      return [
        `Round ${r.number}: ${sheetName(event.players[player])} has ${what} in the file, though ${marking} marks them out of that round; the ${game ? 'game' : 'bye'} is kept and the round is not among their Byes.`,
      ];
    });
}

/**
 * Notes for a withdrawal the file cannot date (neither format knows "withdrawn"): a player out of
 * every round from one played without them is read as withdrawn from it, though they may have
 * missed it before leaving (named only when a requested bye scores, the one case where it
 * changes a score); a player taking part in a round played without them, then out of
 * every round left, stays active with those rounds in Byes, though they may have left.
 */
export function unclearWithdrawal(
  out: ReadonlySet<number>,
  event: Pick<ImportedEvent, 'rounds' | 'players'>,
  player: number,
  width: number,
  byePoints: number,
): string[] {
  const p = event.players[player];
  const name = sheetName(p);
  const played = event.rounds.length;
  const last = Math.max(0, ...roundsIn(event, player));
  if (p.withdrawn)
    return last < played && byePoints > 0
      ? [
          `Round ${last + 1}: ${name} has no game, and the file has them out of every round from it on; it cannot tell a round missed before leaving from the withdrawal itself, so they are withdrawn from round ${last + 1} (no row there, no points for it).`,
        ]
      : [];
  const next = played + 1;
  if (next > width || p.absent.length === 0 || !p.absent.includes(next)) return [];
  for (let n = next; n <= width; n++) if (!out.has(n)) return [];
  const missed = event.rounds.find((r) => r.number > last && !out.has(r.number));
  if (!missed) return [];
  return [
    `Round ${missed.number}: ${name} takes part but has no game, and the file has them out of every round from ${next} on, as it marks a withdrawal; it cannot tell a withdrawal from rounds asked to miss, so they stay active with ${p.absent.filter((n) => n >= next).join(', ')} in Byes. If they have left, set Status to withdrawn.`,
  ];
}

/**
 * The Import report's notes on every player's participation marks (`outOf`, one set a player):
 * rounds they are paired while marked out, then withdrawals the file cannot date.
 */
export function participationNotes(
  outOf: ReadonlyArray<ReadonlySet<number>>,
  event: Pick<ImportedEvent, 'rounds' | 'players'>,
  width: number,
  byePoints: number,
  marking: string,
): string[] {
  const ids = event.players.map((_, i) => i);
  return [
    ...ids.flatMap((i) => pairedWhileOut(outOf[i], event, i, marking)),
    ...ids.flatMap((i) => unclearWithdrawal(outOf[i], event, i, width, byePoints)),
  ];
}

/**
 * Reads every player's absences and withdrawal from the file's marks (`outOf`, one set a
 * player), then gives the Import report's notes on those marks.
 */
export function applyParticipation(
  outOf: ReadonlyArray<ReadonlySet<number>>,
  event: Pick<ImportedEvent, 'rounds' | 'players'>,
  settings: { rounds: number; requestedByePoints?: number },
  width: number,
  marking: string,
): string[] {
  event.players.forEach((p, i) =>
    Object.assign(p, readParticipation(outOf[i], event, i, settings.rounds, width)),
  );
  return participationNotes(outOf, event, width, settings.requestedByePoints ?? 0, marking);
}

/**
 * Whether the player asked to miss a round they have no game in, as the sheet scores it
 * (history.ts): a voluntary bye row not marked absent, or, with no row, a round named in Byes
 * (`absent`) while not withdrawn, or before the player's last row (a late arrival's rounds before
 * joining, or a round missed before playing on).
 */
export function askedToMiss(event: ImportedEvent, player: number, round: ImportedRound): boolean {
  const bye = round.byes.find((b) => b.player === player);
  if (bye) return bye.kind === 'voluntary' && !bye.absent;
  const p = event.players[player];
  if (!p.absent.includes(round.number)) return false;
  const rows = event.rounds.filter(
    (r) =>
      r.games.some((g) => g.white === player || g.black === player) ||
      r.byes.some((b) => b.player === player),
  );
  return !p.withdrawn || rows.some((r) => r.number > round.number);
}

/** The token points of a round missed: Requested bye points when asked for, else 0. */
export function missedRoundPoints(
  event: ImportedEvent,
  player: number,
  round: ImportedRound,
): number {
  return askedToMiss(event, player, round) ? (event.settings.requestedByePoints ?? 0) : 0;
}
