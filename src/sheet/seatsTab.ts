import { InputError } from '../engine/errors';
import {
  opposite,
  roundCount,
  seatCountFor,
  seatsInRound,
  seatPlanFromSeatNumbers,
  type SeatPlan,
} from '../engine/roundRobin';
import type { PlayerId } from '../engine/types';
import { columnLetter, type Cell } from './cells';
import { nameKey, nameList } from '../engine/names';
import { parseNumber } from './parse';
import type { Roster } from './playersTab';
import { Problems } from './problems';
import { SEATS_TAB_NAME, type TabSpec } from './schema';
import { cellAt, refAt, tableOf, textAt, type Table } from './table';
import { compareFiledNames, type PrintHeading } from './byNameTab';
import { titleBlock } from './title';
import type { TabContent } from './tabContent';

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

const EMPTY_SEAT = '(empty seat)';
/** A schedule column: a seat number (or "rest") per player. */
const ROUND_WIDTH = 40;

/** The seat plan block at the top of Seats: one row per board, both seats of the board. */
export const SEATS_SPEC: TabSpec = {
  name: SEATS_TAB_NAME,
  columns: [
    { header: 'Board', note: 'Board number.', required: true },
    { header: 'Seat', note: 'Seat number on the first side of the board.', required: true },
    { header: 'Player', note: 'Who sits there in round 1.', required: true },
    {
      header: 'Seat',
      note: 'Seat number on the other side (the two seats add up to N+1).',
      required: true,
    },
    { header: 'Player', note: 'Who sits there in round 1.', required: true },
  ],
};

/**
 * The printed line on a double round robin, on every Seats tab: it stays true whatever Settings ›
 * Rounds says, which may be set to a double (or back) after Seat players, before round 1 or once
 * the first rotation is played.
 */
function doubleLine(perCycle: number): string {
  if (perCycle === 1) return 'In a double round robin, round 2 plays R1 again, colours reversed.';
  return `In a double round robin, rounds ${perCycle + 1} to ${2 * perCycle} play R1 to R${perCycle} again, colours reversed.`;
}

/**
 * An even field's double round robin plays the first rotation's last two rounds swapped
 * (rotationRoundOf): a fourth title line, so the third still fits the printed page's width.
 * Written at Seat players, it must hold whenever Rounds is changed: the order is the one Rounds
 * asks for when round N − 2 is paired (lastTwoReversed), and holds from then on.
 */
function swapLines(perCycle: number, odd: boolean): string[] {
  if (odd || perCycle < 3) return [];
  const [a, b] = [perCycle - 1, perCycle];
  return [
    `If Rounds holds a double round robin when round ${a} is paired, round ${a} plays R${b} and round ${b} plays R${a}, so no one gets a colour three times running.`,
  ];
}

/**
 * Seats: the plan to tape to the tables (board, its two seats, who sits there at the start),
 * then, after a blank row, the whole schedule by player, filed by name as on the wall sheets:
 * each player's seat in every round (`rest` for the round they sit out in an odd field). Seat
 * numbers keep the schedule narrow enough to print however many rounds there are.
 */
export function seatsContent(
  plan: SeatPlan,
  nameOf: (id: PlayerId) => string,
  heading?: PrintHeading,
): TabContent {
  const n = plan.seatCount;
  const name = (id: PlayerId | null): string => (id === null ? EMPTY_SEAT : nameOf(id));
  const rows: Cell[][] = [SEATS_SPEC.columns.map((c) => c.header)];
  // An odd field has no table for seat 1 and its opposite seat (that player rests), so the
  // boards played on are numbered from the next one, as in the round tabs.
  const odd = plan.seats[0] === null;
  for (let board = 1; board <= n / 2; board++) {
    const other = opposite(n, board);
    const label = odd ? (board === 1 ? 'Rest' : board - 1) : board;
    rows.push([label, board, name(plan.seats[board - 1]), other, name(plan.seats[other - 1])]);
  }
  rows.push([]);
  const rounds = Array.from({ length: roundCount(plan) }, (_, i) => i + 1);
  // The schedule's names sit under the plan's last Player column, its rounds to the right; its
  // label and header band span its own columns, as the plan's band spans the plan's.
  rows.push(['', '', '', '', 'Schedule']);
  const label = `E${rows.length}`;
  rows.push(['', '', '', '', 'Player', ...rounds.map((r) => `R${r}`)]);
  const scheduleHeader = `E${rows.length}:${columnLetter(5 + rounds.length)}${rows.length}`;
  const seatOf = new Map<PlayerId, Cell[]>();
  for (const round of rounds) {
    seatsInRound(plan, round).forEach((id, index) => {
      if (id === null) return;
      const seat = index + 1;
      // Seat 1 stays empty in an odd field: the player opposite it rests.
      const cell = odd && seat === opposite(n, 1) ? 'rest' : seat;
      seatOf.set(id, [...(seatOf.get(id) ?? []), cell]);
    });
  }
  const players = [...seatOf.keys()].sort((a, b) => compareFiledNames(nameOf(a), nameOf(b)));
  for (const id of players) rows.push(['', '', '', '', nameOf(id), ...seatOf.get(id)!]);
  return {
    name: SEATS_TAB_NAME,
    ...(heading
      ? {
          title: [
            ...titleBlock(
              heading.tournament,
              'Seats: where each player sits',
              heading.when,
              `Tape each board's two seat numbers to its table; below, each player's seat in every round. ${doubleLine(rounds.length)}`,
            ),
            ...swapLines(rounds.length, odd),
          ],
        }
      : {}),
    activate: true,
    rows,
    headerNotes: SEATS_SPEC.columns.map((c) => c.note),
    columnWidths: [70, 60, 180, 60, 180, ...rounds.map(() => ROUND_WIDTH)],
    // Board and seat numbers sit in the middle of their columns, under their headers, not
    // against the name to their right.
    centerColumns: [1, 2, 4, ...rounds.map((r) => 5 + r)],
    // A long name wraps onto another line (the row grows) rather than be cut off by the seat
    // or round beside it, on screen and on the printed page.
    wrapColumns: [3, 5],
    headerWidth: SEATS_SPEC.columns.length,
    headerBands: [scheduleHeader],
    boldRanges: [label],
    // The players' names (the plan's and the schedule's): a name retyped by hand stays as typed.
    plainText: { columns: [3, 5], toRow: rows.length },
  };
}

/** The Seats tab, read once (one getValues) for the seat plan and the schedule under it. */
export function seatsTable(ss: Spreadsheet): Table {
  const sheet = ss.getSheetByName(SEATS_TAB_NAME);
  if (!sheet) {
    throw new InputError(
      'There is no "Seats" tab. Run "Seat players (round robin)" before pairing a round robin.',
    );
  }
  return tableOf(sheet, SEATS_SPEC);
}

/**
 * Reads the seat plan block back (rows up to the first blank row) and checks it. `started`: a
 * round is already paired, so a player missing from the plan can no longer be seated.
 */
export function readSeatPlan(
  ss: Spreadsheet,
  roster: Roster,
  started = false,
  table: Table = seatsTable(ss),
): SeatPlan {
  const firstBlank = table.values.findIndex(
    (r, i) => i >= table.headerRow && r.every((c) => c === '' || c === null),
  );
  const end = firstBlank === -1 ? table.values.length : firstBlank;
  const problems = new Problems();
  const assignments: { player: PlayerId; seat: number; where: string }[] = [];
  const entries = table.rows.filter((r) => r.row <= end);
  const onSeats = entries.flatMap((row) =>
    [0, 1].filter((side) => textAt(table, row, 'Player', side) !== EMPTY_SEAT),
  ).length;
  const seatCount = seatCountFor(Math.max(onSeats, 2));
  const seatAt = new Map<number, string>();
  const playerAt = new Map<PlayerId, string>();
  for (const row of entries) {
    for (const side of [0, 1]) {
      const player = textAt(table, row, 'Player', side);
      const seatText = textAt(table, row, 'Seat', side);
      const seat = parseNumber(cellAt(table, row, 'Seat', side));
      const where = refAt(table, row, 'Seat', side);
      if (player === EMPTY_SEAT) {
        // Easy Round Robin Pairing: an odd field leaves seat 1 empty; no other seat can be.
        if (seat !== 1) {
          problems.add(
            `${where}: the empty seat of an odd field is seat 1${seatText ? `, not "${seatText}"` : ''}; type 1 back.`,
          );
        }
        continue;
      }
      const id = roster.byName.get(nameKey(player));
      if (player === '') {
        problems.add(
          `${refAt(table, row, 'Player', side)}: the name of the player on seat ${seatText || '?'} is missing. Type it back as it is on the Players tab.`,
        );
      } else if (id === undefined) {
        problems.add(
          `${refAt(table, row, 'Player', side)}: "${player}" is not on the Players tab.`,
        );
      } else if (seat === null && seatText === '') {
        problems.add(`${where} (${player}): the seat number is missing.`);
      } else if (seat === null || !Number.isInteger(seat) || seat < 1 || seat > seatCount) {
        problems.add(
          `${where} (${player}): "${seatText}" is not a seat; ${onSeats} players sit on seats 1 to ${seatCount}.`,
        );
      } else if (seat === 1 && onSeats % 2 === 1) {
        problems.add(
          `${where} (${player}): seat 1 stays empty when the field is odd (Easy Round Robin Pairing); give ${player} the empty seat's number instead.`,
        );
      } else if (seatAt.has(seat)) {
        problems.add(`${where} (${player}): seat ${seat} is already taken at ${seatAt.get(seat)}.`);
      } else if (playerAt.has(id)) {
        problems.add(
          `${refAt(table, row, 'Player', side)}: ${player} is already seated at ${playerAt.get(id)}.`,
        );
      } else {
        seatAt.set(seat, where);
        playerAt.set(id, where);
        assignments.push({ player: id, seat, where });
      }
    }
  }
  problems.throwIfAny('The Seats tab has problems; nothing was changed:');
  const seated = new Set(assignments.map((a) => a.player));
  const unseated = roster.players
    .filter((p) => !seated.has(p.id))
    .map((p) => `${p.name} (${refAt(roster.table, roster.rows[p.id], 'Name')})`);
  if (unseated.length) {
    const advice = started
      ? 'A round robin cannot take late arrivals once round 1 is paired: delete their rows on Players.'
      : 'A round robin cannot take late arrivals once seated; remove them from Players, or run "Seat players (round robin)" again before round 1 is paired.';
    throw new InputError(`Not seated on the Seats tab: ${nameList(unseated)}. ${advice}`);
  }
  return seatPlanFromSeatNumbers(
    assignments.map(({ player, seat }) => ({ player, seat })),
    (id) => roster.players[id].name,
  );
}
