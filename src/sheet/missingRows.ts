import { playersBefore, playersInRound } from '../engine/history';
import { nameKey, wordList } from '../engine/names';
import type { PlayerId } from '../engine/types';
import type { Roster } from './playersTab';
import type { RoundSheet } from './roundTab';
import type { RoundLayout } from './schema';
import { sheetIdOf } from './currentRecords';
import type { Joined, UndoRecord } from './undoRecord';

/**
 * Rows deleted by hand from round tabs, which would score the players of a board as absent:
 * the add-in writes a row for everyone it pairs from their first round on (absence: a
 * voluntary bye row). Multi-game rounds leave players short on purpose, so they are not read.
 */
export function missingRowProblems(
  rounds: readonly RoundSheet[],
  roster: Roster,
  layout: RoundLayout,
  records: ReadonlyMap<number, UndoRecord>,
): string[] {
  if (layout.games) return [];
  const problems: Array<string | Gap> = [];
  // The latest round each player has a row in, so far.
  const lastSeen = new Map<PlayerId, number>();
  // The rounds running without a row since that one, one problem for the whole run: a player
  // withdrawn (or off Players) for two rounds and back is asked for both bye rows at once.
  const open = new Map<PlayerId, Gap>();
  for (const sheet of rounds) {
    const { round } = sheet;
    const present = playersInRound(round);
    const away = withdrawnWhenPaired(sheet, records);
    for (const [id, last] of lastSeen) {
      const { name, status } = roster.players[id];
      if (present.has(id) || status !== 'active' || away.has(nameKey(name))) continue;
      const gap = open.get(id);
      if (gap) gap.tabs.push(sheet.table.tab);
      else {
        const fresh = { name, last, tabs: [sheet.table.tab] };
        open.set(id, fresh);
        problems.push(fresh);
      }
    }
    // A player whose first row is gone is asked there for the later rounds without one too.
    for (const gone of firstRowsMissing(rounds, sheet, roster, layout, records)) {
      problems.push(gone.problem);
    }
    for (const id of present) {
      lastSeen.set(id, round.number);
      open.delete(id);
    }
  }
  return problems.map((p) => (typeof p === 'string' ? p : gapProblem(p)));
}

/** Rounds in a row without a row for a player who had one in Round `last`. */
export interface Gap {
  name: string;
  last: number;
  tabs: string[];
}

/** What to do about such rounds: Check round says the same for one round tab. */
export function gapProblem({ name, last, tabs }: Gap): string {
  const rounds = tabs.length > 1 ? 'those rounds' : 'that round';
  const each = tabs.length > 1 ? ' on each of these tabs' : ' there';
  return `${wordList(tabs, 'and')}: no row for ${name}, who has a row in Round ${last}. A board row may have been deleted: undo the edit (Edit › Undo). If ${name} did not play ${rounds} (absent, or withdrawn then and back now), give them a bye row${each} (Bye, their name, Absent; Voluntary bye if they had asked to miss it).`;
}

/**
 * The players (name keys) the round's undo record says were withdrawn when it was paired: a
 * player set back to active later has no row in it by design, and scores as absent there.
 * None for a round without a current record (older, imported or hand-made rounds).
 */
export function withdrawnWhenPaired(
  sheet: RoundSheet,
  records: ReadonlyMap<number, UndoRecord>,
): Set<string> {
  const record = records.get(sheet.round.number);
  if (!record || record.sheetId !== sheetIdOf(sheet.table.sheet)) return new Set();
  const names = Array.isArray(record.withdrawn) ? record.withdrawn : [];
  return new Set(names.filter((n) => typeof n === 'string').map(nameKey));
}

/** Players whose row is gone from a round tab, and the one problem that names them. */
export interface MissingRow {
  names: string[];
  problem: string;
}

/**
 * Players the pairing of this round gave their first row (round 1, a late arrival's first
 * round), as the round's undo record says, with no row on the tab now: nothing else tells
 * such a row from a player who has not come yet. One problem per board or bye row. A record of
 * another tab of the same name is not read.
 */
export function firstRowsMissing(
  rounds: readonly RoundSheet[],
  sheet: RoundSheet,
  roster: Roster,
  layout: RoundLayout,
  records: ReadonlyMap<number, UndoRecord>,
): MissingRow[] {
  const { round, table } = sheet;
  const firstRows = (r: RoundSheet): Joined[] | null => {
    const record = records.get(r.round.number);
    const current = record && record.sheetId === sheetIdOf(r.table.sheet);
    return current && Array.isArray(record.joined) ? record.joined : null;
  };
  const joinedHere = firstRows(sheet);
  if (layout.games || !joinedHere) return [];
  const present = playersInRound(round);
  // A player with a row in an earlier round (the tab was edited) is named by the check above.
  const earlier = playersBefore(
    rounds.map((r) => r.round),
    round.number,
  );
  const keys = (joined: readonly Joined[]): string[] =>
    joined.map((j) => (typeof j?.name === 'string' ? nameKey(j.name) : ''));
  const recorded = new Set(keys(joinedHere));
  // A player a later pairing gave their first row is asked for there (a newcomer who took the
  // name the record has for a player since renamed).
  const later = new Set(
    rounds.filter((r) => r.round.number > round.number).flatMap((r) => keys(firstRows(r) ?? [])),
  );
  // A board (or the bye rows) now holding a player here for the first time whom the record does
  // not name: a name was changed there by hand (a player renamed, a late arrival put in), so the
  // names the record gives for that place no longer say who should be on it.
  const unrecorded = (id: PlayerId): boolean =>
    !earlier.has(id) && !recorded.has(nameKey(roster.players[id].name));
  const retyped = new Set<number | 'bye'>(
    round.games.filter((g) => unrecorded(g.white) || unrecorded(g.black)).map((g) => g.board),
  );
  if (round.byes.some((b) => unrecorded(b.player))) retyped.add('bye');
  // Board number, or the player's own bye row, to the names missing from it.
  const rows = new Map<number | string, { joined: Joined; names: string[]; ids: PlayerId[] }>();
  for (const joined of joinedHere) {
    if (typeof joined?.name !== 'string' || retyped.has(joined.board ?? 'bye')) continue;
    if (later.has(nameKey(joined.name))) continue;
    const id = roster.byName.get(nameKey(joined.name));
    if (id === undefined || present.has(id) || earlier.has(id)) continue;
    const player = roster.players[id];
    if (player.status !== 'active') continue;
    const key = joined.board ?? nameKey(player.name);
    const row = rows.get(key) ?? { joined, names: [], ids: [] };
    row.names.push(player.name);
    row.ids.push(id);
    rows.set(key, row);
  }
  // The newest round with no result typed in may still be undone and paired again.
  const again =
    round.number === rounds[rounds.length - 1]?.round.number && sheet.typed.length === 0
      ? ' No result is in yet, so you may also run "Undo last pairing" and pair the round again.'
      : '';
  // The later rounds a player has no row in either, up to their next row: the same absence
  // (a player taken off Players and put back), asked for in the same message.
  const after = rounds.filter((r) => r.round.number > round.number);
  const rowless = (id: PlayerId): string[] => {
    const next = after.findIndex((r) => playersInRound(r.round).has(id));
    return after.slice(0, next < 0 ? after.length : next).map((r) => r.table.tab);
  };
  return [...rows.values()].map(({ joined, names, ids }) => {
    const two = names.length > 1;
    const place =
      joined.board !== undefined
        ? `paired on board ${joined.board}`
        : `given a ${joined.rests ? 'Rest' : 'bye'} row`;
    return {
      names,
      problem: `${table.tab}: no row for ${wordList(names, 'and')}, who ${two ? 'were' : 'was'} ${place} (their first round). The row may have been deleted: put it back (Edit › Undo), or give ${two ? 'each player' : 'the player'} a bye row (Bye, their name, Absent; Voluntary bye if they had asked to miss it) if they did not play.${again}${ids.map((id, i) => laterRows(names[i], rowless(id))).join('')}`,
    };
  });
}

/** The later round tabs a player has no row on either, for the same message. */
function laterRows(name: string, tabs: readonly string[]): string {
  if (tabs.length === 0) return '';
  const there = tabs.length > 1 ? 'on each of them' : 'there';
  return ` ${name} has no row on ${wordList(tabs, 'or')} either: give them a bye row ${there} too if they did not play.`;
}
