import { nameList } from '../../engine/names';
import { InputError } from '../../engine/errors';
import { cyclesFor, roundCount, seatPlayers, type SeatPlan } from '../../engine/roundRobin';
import { systemRules } from '../../engine/systems';
import { readPlayers } from '../../sheet/playersTab';
import { roundNumbers } from '../../sheet/roundTab';
import { seatsContent } from '../../sheet/seatsTab';
import { settingCellIn, settingNamed, settingsFrom } from '../../sheet/settingsTab';
import { SEATS_TAB_NAME, SETTINGS_TAB } from '../../sheet/schema';
import { refuseRequestedByes } from '../../sheet/roundRobinByes';
import { readTable, refAt } from '../../sheet/table';
import { WritePlan } from '../../sheet/writer';
import { inParagraphs } from '../paragraphs';
import type { Report } from '../run';

/** An even field's double round robin plays the first rotation's last two rounds swapped. */
function swapped(plan: SeatPlan): string {
  const perCycle = roundCount(plan);
  if (plan.seats[0] === null || perCycle < 3) return '';
  return ` (rounds ${perCycle - 1} and ${perCycle} swapped, so no one gets a colour three times running)`;
}

/** The largest round robin: 99 rounds, the most Settings › Rounds allows. */
const MAX_ROUND_ROBIN = 100;

/** "1 round", "3 rounds". */
const roundsCount = (n: number): string => `${n} round${n === 1 ? '' : 's'}`;

type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** "Seat players": the round robin's starting seats (Easy Round Robin Pairing) and schedule. */
export function seatPlayersCommand(ss: Spreadsheet): Report {
  const settingsTable = readTable(ss, SETTINGS_TAB);
  const settings = settingsFrom(settingsTable);
  const rules = systemRules(settings.pairingSystem);
  if (!rules.needs.seats) {
    const start = rules.usesBands ? 'Build bands' : 'Pair next round';
    throw new InputError(
      `${settingCellIn(settingsTable, 'Pairing system')}: the pairing system is ${settings.pairingSystem}, and "Seat players (round robin)" is for round robin events. Choose Round robin there to seat one; a ${settings.pairingSystem} event starts with "${start}". Nothing was changed.`,
    );
  }
  const roster = readPlayers(ss, settings);
  if (roundNumbers(ss).length) {
    // No Seats tab: the event was started under another system, then switched.
    throw new InputError(
      ss.getSheetByName(SEATS_TAB_NAME)
        ? 'Round 1 is already paired, so the seats are fixed. Delete the round tabs to seat again.'
        : `Round 1 is already paired under another pairing system, and a round robin is seated before its first round. Set ${settingNamed(settingsTable, 'Pairing system')} back to the system the event was started with, or, to start again as a round robin, delete the round tabs and seat again. Nothing was changed.`,
    );
  }
  const field = roster.players.filter((p) => p.status === 'active');
  if (field.length < 2)
    throw new InputError('A round robin needs at least two active players on the Players tab.');
  // Everyone meets everyone: N players need N − 1 rounds, and an event has at most 99.
  if (field.length > MAX_ROUND_ROBIN) {
    throw new InputError(
      `A round robin of ${field.length} players would take ${field.length - 1 + (field.length % 2)} rounds; Pairsheet seats at most ${MAX_ROUND_ROBIN} players (99 rounds). For a field this size choose Swiss or McMahon in Settings › Pairing system.`,
    );
  }
  const withdrawn = roster.players
    .map((p, id) =>
      p.status === 'withdrawn'
        ? `${refAt(roster.table, roster.rows[id], 'Status')} (${p.name})`
        : '',
    )
    .filter(Boolean);
  if (withdrawn.length) {
    throw new InputError(
      `Withdrawn players cannot be seated: ${nameList(withdrawn)}. Delete their rows from the Players tab (or clear Status if they play), then seat again.`,
    );
  }
  const plan = seatPlayers(field, {
    seed: settings.randomSeed,
    keepBestForLast: settings.keepBestForLast,
  });
  const perCycle = roundCount(plan);
  const cycles = cyclesFor(perCycle, settings.rounds);
  const rounds = perCycle * cycles;
  refuseRequestedByes(roster, { from: 1, last: rounds }, settings.boardGame);
  const heading = { tournament: settings.tournamentName, when: new Date() };
  new WritePlan(ss)
    .replaceTab(seatsContent(plan, (id) => roster.players[id].name, heading))
    .apply();
  // An odd field leaves seat 1 empty: its pair is a rest, not a board.
  const boards = Math.floor(field.length / 2);
  const rest =
    field.length % 2 ? ' Seat 1 stays empty; the player opposite it rests each round.' : '';
  const double =
    cycles === 2
      ? `: a double round robin, everyone meets everyone twice, with the colours reversed in ${perCycle === 1 ? 'round 2' : `rounds ${perCycle + 1} to ${rounds}`}${swapped(plan)}`
      : '';
  // Rounds is used only to ask for a double round robin: any other number above one rotation
  // is said to be unused, so the TD is not left expecting more rounds than will be paired.
  // A paragraph of its own, so a dialog: a toast is gone before the TD has read it.
  const unused =
    cycles === 1 && settings.rounds > perCycle
      ? `${settingNamed(settingsTable, 'Rounds')} says ${settings.rounds}, which a round robin does not use: ${field.length} players play ${roundsCount(perCycle)}, or ${2 * perCycle} as a double round robin (set Rounds to ${2 * perCycle} for that).`
      : null;
  return inParagraphs([
    `${field.length} players seated on ${boards} board${boards === 1 ? '' : 's'} for ${roundsCount(rounds)}${double}.${rest} Print the Seats tab for the tables.`,
    unused,
  ]);
}
