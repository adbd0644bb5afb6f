import { playersInRound } from '../engine/history';
import { nameKey, wordList } from '../engine/names';
import type { PlayerId } from '../engine/types';
import type { Roster } from './playersTab';
import type { RoundSheet } from './roundTab';
import type { RoundLayout } from './schema';
import { loadUndoRecord, loadUndoRecords, type Joined, type UndoRecord } from './undoRecord';

/**
 * Rows deleted by hand from round tabs, which would score the players of a board as absent:
 * the add-in writes a row for everyone it pairs from their first round on (absence: a
 * voluntary bye row). Multi-game rounds leave players short on purpose, so they are not read.
 */
export function missingRowProblems(
  rounds: readonly RoundSheet[],
  roster: Roster,
  layout: RoundLayout,
): string[] {
  if (layout.games) return [];
  const problems: string[] = [];
  const records = loadUndoRecords();
  // The latest round each player has a row in, so far.
  const lastSeen = new Map<PlayerId, number>();
  for (const sheet of rounds) {
    const { round } = sheet;
    const present = playersInRound(round);
    for (const [id, last] of lastSeen) {
      if (present.has(id) || roster.players[id].status !== 'active') continue;
      problems.push(
        `${sheet.table.tab}: no row for ${roster.players[id].name}, who has a row in Round ${last}. A board row may have been deleted: undo the edit (Edit › Undo), or give the player a bye row (Bye, Voluntary bye) if they were absent.`,
      );
    }
    const record = records.get(round.number) ?? null;
    for (const gone of firstRowsMissing(rounds, sheet, roster, layout, record)) {
      problems.push(gone.problem);
    }
    for (const id of present) lastSeen.set(id, round.number);
  }
  return problems;
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
  record: UndoRecord | null = loadUndoRecord(sheet.round.number),
): MissingRow[] {
  const { round, table } = sheet;
  if (layout.games || !record || record.sheetId !== table.sheet.getSheetId()) return [];
  if (!Array.isArray(record.joined)) return [];
  const present = playersInRound(round);
  // A player with a row in an earlier round (the tab was edited) is named by the check above.
  const earlier = new Set(
    rounds
      .filter((r) => r.round.number < round.number)
      .flatMap((r) => [...playersInRound(r.round)]),
  );
  // Board number, or the player's own bye row, to the names missing from it.
  const rows = new Map<number | string, { joined: Joined; names: string[] }>();
  for (const joined of record.joined) {
    if (typeof joined?.name !== 'string') continue;
    const id = roster.byName.get(nameKey(joined.name));
    if (id === undefined || present.has(id) || earlier.has(id)) continue;
    const player = roster.players[id];
    if (player.status !== 'active') continue;
    const key = joined.board ?? nameKey(player.name);
    const row = rows.get(key) ?? { joined, names: [] };
    row.names.push(player.name);
    rows.set(key, row);
  }
  // The newest round with no result typed in may still be undone and paired again.
  const again =
    round.number === rounds[rounds.length - 1]?.round.number && sheet.typed.length === 0
      ? ' No result is in yet, so you may also run "Undo last pairing" and pair the round again.'
      : '';
  return [...rows.values()].map(({ joined, names }) => {
    const two = names.length > 1;
    const place =
      joined.board !== undefined
        ? `paired on board ${joined.board}`
        : `given a ${joined.rests ? 'Rest' : 'bye'} row`;
    return {
      names,
      problem: `${table.tab}: no row for ${wordList(names, 'and')}, who ${two ? 'were' : 'was'} ${place} (their first round). The row may have been deleted: put it back (Edit › Undo), or give ${two ? 'each player' : 'the player'} a bye row (Bye, Voluntary bye) if they did not play.${again}`,
    };
  });
}
