import { playersBefore, requestedByePoints } from '../../engine/history';
import { forcedRepeats, type RoundPairing } from '../../engine/systems';
import type { Cell } from '../../sheet/cells';
import { bandChanges } from '../../sheet/bandChanges';
import { bandsRecordWithPlacements } from '../../sheet/bandsRecord';
import { bandsSaidBefore, type BandsSaid } from '../../sheet/bandsSaid';
import { byePointsChange } from '../../sheet/byePointsChange';
import { readEvent } from '../../sheet/event';
import { nameKey, nameList, sentence } from '../../engine/names';
import { farScoreNotes } from '../../sheet/farScoreNotes';
import { unappliedBandMoves } from '../../sheet/unappliedBandMoves';
import { gameShortfallNote } from '../../sheet/gameShortfallNote';
import { ignoredConstraintsNote } from '../../sheet/ignoredConstraints';
import { accentTwinsNote } from '../../sheet/accentTwins';
import { unknownBandNote } from '../../sheet/lateBandNotes';
import { retypedPlayerNotes } from '../../sheet/retypedPlayers';
import { dropPrintouts } from '../../sheet/roundPrintouts';
import { roundContent } from '../../sheet/roundContent';
import { roundTabName } from '../../sheet/schema';
import { STALE_SCHEDULE_NOTE, staleScheduleRewrite } from '../../sheet/seatsSchedule';
import { namingScoreCells } from '../../sheet/scoreRefusal';
import { namingShortCells } from '../../sheet/shortReasons';
import { cellAt, columnOf } from '../../sheet/table';
import {
  keepUndoRecord,
  PLACEMENT_HEADERS,
  storeCell,
  type Joined,
  type Placed,
  type UndoRecord,
} from '../../sheet/undoRecord';
import { readTournament, type Tournament } from '../../sheet/tournament';
import { WritePlan } from '../../sheet/writer';
import { inParagraphs } from '../paragraphs';
import type { Questions } from '../questions';
import type { Report } from '../run';
import { chooseTarget } from './nextRound';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** "Pair next round": the system in Settings pairs it; Round N (and late arrivals' bands) written. */
export function pairNextRound(ss: Spreadsheet, questions: Questions): Report {
  const t = readTournament(ss);
  const { rules } = t;
  const event = readEvent(ss, t, rules, 'pair');
  const target = chooseTarget(t, questions, rules.lastRound(event));
  const paired = namingShortCells(
    t,
    namingScoreCells(t, () => rules.pairRound(event, target.round)),
  );
  const changes = rules.usesBands
    ? bandChanges(
        bandsRecordWithPlacements(event.undoRecords),
        t.settings,
        t.settingsTable,
        t.roster,
        t.rounds.length ? 'pair' : 'first',
        bandsSaidBefore(t, paired.number, event.undoRecords),
      )
    : null;
  if (changes) addNotes(paired, changes.notes);
  // Read before this round's undo record replaces the one kept for it.
  const byePoints = byePointsChange(t, event, paired.number, event.undoRecords);
  const nameOf = (id: number): string => t.roster.players[id].name;
  const plan = new WritePlan(ss).replaceTab(
    roundContent(paired.number, paired.games, paired.byes, nameOf, t.layout, paired.short, {
      tournament: t.settings.tournamentName,
      when: new Date(),
      lastRound: paired.number >= rules.lastRound(event),
    }),
  );
  const seats =
    event.seats &&
    event.seatsTable &&
    staleScheduleRewrite(event.seatsTable, event.seats, nameOf, t.settings.tournamentName);
  if (seats) plan.replaceTab(seats);
  // A round paired again: its old by-name sheet and slips would show the replaced boards. A
  // round paired for the first time has none of its own: any there are a deleted round's
  // (last month's, in a workbook reused for the next event).
  const stale = dropPrintouts(ss, plan, paired.number);
  const replaced = target.replaces ? (event.undoRecords.get(paired.number) ?? null) : null;
  const undo = withBandsSaid(undoBase(ss, t, paired, replaced), changes?.said);
  if (paired.placed.length) {
    plan.updateColumns(t.roster.table, PLACEMENT_HEADERS, placementCells(t, paired));
  }
  questions.settled();
  const standing = target.replaces ? ss.getSheetByName(roundTabName(paired.number)) : null;
  keepUndoRecord(
    undo,
    () => {
      plan.apply();
      return ss.getSheetByName(roundTabName(paired.number))!.getSheetId();
    },
    standing?.getSheetId() ?? null,
  );
  // An Initial score no band is near (a rating typed in by mistake?) is paired, and said.
  const far = farScoreNotes(
    t,
    event,
    event.players.filter((p) => p.status === 'active'),
    ', then run "Undo last pairing" and "Pair next round" again.',
  );
  const printedFor = target.replaces
    ? 'printed for the replaced pairing: print them again'
    : `printed for a Round ${paired.number} deleted since`;
  const reprint = stale.length ? ` Removed ${stale.join(' and ')}, ${printedFor}.` : '';
  // Multi-game: said once, with round 1, when the event asks more games than players can reach.
  const shortfall = paired.number === 1 ? gameShortfallNote(t, event) : null;
  // A repeat the TD forced in Constraints: said here too, not only in the round's Notes.
  const repeats = forcedRepeats(event, paired).join(' ');
  // The round first, then each finding a paragraph of its own: any finding makes it a dialog.
  return inParagraphs([
    summary(paired, nameOf) + reprint,
    seats ? STALE_SCHEDULE_NOTE : null,
    unknownBandNote(t, paired),
    ...retypedPlayerNotes(t, paired),
    accentTwinsNote(t, paired.number),
    repeats,
    ...(paired.warnings ?? []),
    ...(changes?.messages ?? []),
    byePoints,
    ...far,
    // A Band cell edited but not applied: paired from the old Initial score, said with the cells.
    ...unappliedBandMoves(t, event, ', then run "Undo last pairing" and "Pair next round" again.'),
    shortfall,
    ignoredConstraintsNote(ss, t.settings.pairingSystem),
  ]);
}

/** A note on the row of each player a band change concerns. */
function addNotes(paired: RoundPairing, notes: ReadonlyMap<number, string>): void {
  if (notes.size === 0) return;
  for (const g of paired.games) {
    for (const id of [g.white, g.black]) {
      const note = notes.get(id);
      if (note) g.notes.push(note);
    }
  }
  for (const b of paired.byes) {
    const note = notes.get(b.player);
    if (note) b.notes.push(note);
  }
}

/** The band changes named by this pairing or earlier ones, kept so later ones leave them out. */
function withBandsSaid(
  record: Omit<UndoRecord, 'sheetId'>,
  said: BandsSaid | undefined,
): Omit<UndoRecord, 'sheetId'> {
  if (!said || (!Object.keys(said.ranks).length && !Object.keys(said.settings).length)) {
    return record;
  }
  return { ...record, bandsSaid: said };
}

/**
 * What "Undo last pairing" needs: the late arrivals' cells before and after, the columns this
 * pairing adds, the tab in view. Pairing a round again keeps what its first pairing overwrote
 * (`earlier`: the record of the round paired again, as read with the event).
 */
function undoBase(
  ss: Spreadsheet,
  t: Tournament,
  paired: RoundPairing,
  earlier: UndoRecord | null,
): Omit<UndoRecord, 'sheetId'> {
  const table = t.roster.table;
  const placements: Placed[] = paired.placed.map((p) => {
    const row = t.roster.rows[p.player];
    return {
      name: t.roster.players[p.player].name,
      before: [
        storeCell(cellAt(table, row, 'Band')),
        storeCell(cellAt(table, row, 'Initial score')),
      ],
      wrote: [p.band, p.initialScore],
      rank: t.roster.players[p.player].rank,
    };
  });
  const addedColumns = paired.placed.length
    ? PLACEMENT_HEADERS.filter((h) => columnOf(table, h) === null)
    : [];
  const joined = joinedPlayers(t, paired);
  const withdrawn = t.layout.games
    ? []
    : t.roster.players.filter((p) => p.status !== 'active').map((p) => p.name);
  const away = withdrawn.length ? { withdrawn } : {};
  const record = {
    round: paired.number,
    active: ss.getActiveSheet().getName(),
    placements,
    addedColumns,
    ...(joined ? { joined } : {}),
    ...away,
    system: t.settings.pairingSystem,
    byePoints: requestedByePoints(t.settings),
  };
  const current = ss.getSheetByName(roundTabName(paired.number));
  if (!earlier || earlier.round !== paired.number || earlier.sheetId !== current?.getSheetId()) {
    return record;
  }
  const fresh = new Set(placements.map((p) => nameKey(p.name)));
  return {
    round: paired.number,
    active: earlier.active,
    placements: [...earlier.placements.filter((p) => !fresh.has(nameKey(p.name))), ...placements],
    addedColumns: [...new Set([...earlier.addedColumns, ...addedColumns])],
    ...(joined ? { joined } : {}),
    ...away,
    system: t.settings.pairingSystem,
    byePoints: requestedByePoints(t.settings),
  };
}

/**
 * The players this pairing gives their first row in the event, with their board or bye row
 * (none for multi-game rounds, where a player may be left without a game on purpose).
 */
function joinedPlayers(t: Tournament, paired: RoundPairing): Joined[] | null {
  if (t.layout.games) return null;
  const before = playersBefore(
    t.rounds.map((r) => r.round),
    paired.number,
  );
  const name = (id: number): string => t.roster.players[id].name;
  return [
    ...paired.games.flatMap((g) =>
      [g.white, g.black]
        .filter((id) => !before.has(id))
        .map((id) => ({ name: name(id), board: g.board })),
    ),
    ...paired.byes
      .filter((b) => !before.has(b.player))
      .map((b) => ({ name: name(b.player), ...(b.rests ? { rests: true as const } : {}) })),
  ];
}

/** Players' Band and Initial score cells of the late arrivals, keyed by sheet row. */
function placementCells(t: Tournament, paired: RoundPairing): Map<number, Cell[]> {
  const cells = new Map<number, Cell[]>();
  for (const p of paired.placed) {
    cells.set(t.roster.rows[p.player].row, [p.band, p.initialScore]);
  }
  return cells;
}

/** The round in a few sentences: boards, byes, and how it was paired. */
function summary(paired: RoundPairing, nameOf: (id: number) => string): string {
  const boards = paired.games.length;
  const lines = [`Round ${paired.number}: ${boards} board${boards === 1 ? '' : 's'}.`];
  const names = (kind: 'forced' | 'voluntary', rests = false): string[] =>
    paired.byes
      .filter((b) => b.kind === kind && Boolean(b.rests) === rests)
      .map((b) => nameOf(b.player));
  const forced = names('forced');
  const voluntary = names('voluntary');
  const resting = names('voluntary', true);
  if (forced.length) lines.push(sentence(`Forced bye: ${nameList(forced)}`));
  if (voluntary.length) lines.push(sentence(`Voluntary byes: ${nameList(voluntary)}`));
  if (resting.length) lines.push(sentence(`Resting: ${nameList(resting)}`));
  lines.push(...paired.messages);
  return lines.join(' ');
}
