import { buildHistories, requestedByePoints } from '../engine/history';
import type { EventState } from '../engine/systems';
import type { PairingSystem } from '../engine/types';
import { settingNamed } from './settingsTab';
import type { Tournament } from './tournament';
import { latestRecordBefore, type UndoRecord } from './undoRecord';
import { formatPoints } from '../engine/results/formatPoints';

const SHOWN = 5;

/**
 * Requested bye points is not kept per round (README, "Changing things mid-event"): when byes
 * asked for score another value than they did when the latest round before `before` was paired,
 * the byes asked for in the rounds played are rescored. Said, naming them, while some such bye
 * exists; null when the value is the same, or that round's undo record is not that tab's. A
 * record written before the value was kept counts as 0: byes asked for scored 0 before the
 * setting was added, so an event carried on after an upgrade is told too. The value changes with Settings ›
 * Requested bye points, or with Pairing system switched to or from Round robin, where a bye
 * scores 0 whatever that cell says: the message names the setting that changed. `records`:
 * each round's undo record, as the command read them.
 */
export function byePointsChange(
  t: Tournament,
  event: EventState,
  before: number,
  records: ReadonlyMap<number, UndoRecord>,
): string | null {
  const now = requestedByePoints(t.settings);
  const rounds = event.rounds.filter((r) => r.number < before);
  const kept = latestRecordBefore(t.rounds, before, records);
  if (!rounds.length || !kept) return null;
  const { round: latest, record } = kept;
  const was = record.byePoints ?? 0;
  if (![0, 0.5, 1].includes(was) || was === now) return null;
  // Already said by Update standings: a TD who read it is not told again.
  if (record.byePointsSaid === now) return null;
  const asked = askedByes(event, rounds);
  if (!asked.length) return null;
  const list = asked
    .slice(0, SHOWN)
    .map((b) => b.text)
    .join(', ');
  const more = asked.length > SHOWN ? ` and ${asked.length - SHOWN} more` : '';
  const rescored = `the byes asked for in the rounds played now score ${formatPoints(now)} each (${list}${more})`;
  // A late arrival's round named in Byes before they joined has no bye row to mark Absent.
  const unrowed = asked.some((b) => !b.row)
    ? " (a round a late arrival named in Byes before joining has no row: take it out of that player's Byes cell)"
    : '';
  const cell = settingNamed(t.settingsTable, 'Requested bye points');
  const system = t.settings.pairingSystem;
  const switched = record.system !== undefined && scoresByes(record.system) !== scoresByes(system);
  if (switched && now === 0) {
    return `${settingNamed(t.settingsTable, 'Pairing system')} is ${system}, was ${record.system} when Round ${latest} was paired: ${system} gives byes no points, so ${rescored}, not ${formatPoints(was)}. To score them ${formatPoints(was)} again, set Pairing system back to ${record.system}.`;
  }
  const advice =
    was === 0
      ? `Write Absent in the Result of each bye row that should keep 0${unrowed}.`
      : `To score them ${formatPoints(was)} again, set Requested bye points back to ${formatPoints(was)}.`;
  if (switched) {
    return `${settingNamed(t.settingsTable, 'Pairing system')} is ${system}, was ${record.system} when Round ${latest} was paired, where byes score 0; with ${cell} at ${formatPoints(now)}, ${rescored}. ${advice}`;
  }
  return `${cell} is ${formatPoints(now)}, was ${formatPoints(was)} when Round ${latest} was paired: ${rescored}. ${advice}`;
}

/** Whether a system scores the byes asked for (history.ts requestedByePoints). */
const scoresByes = (system: PairingSystem): boolean =>
  requestedByePoints({ pairingSystem: system, requestedByePoints: 1 }) > 0;

interface AskedBye {
  /** "Eva in round 2". */
  text: string;
  /** Whether the round tab has a bye row for it. */
  row: boolean;
}

/** Each bye asked for in `rounds`, by round then roster order. */
function askedByes(event: EventState, rounds: EventState['rounds']): AskedBye[] {
  // With 1 point a bye asked for is told from one missed without asking (0).
  const played = [...rounds].sort((a, b) => a.number - b.number);
  const histories = buildHistories(event.players, played, 1);
  return played.flatMap((round, i) =>
    histories
      .filter((h) => {
        const entry = h.entries[i];
        return entry.kind === 'voluntaryBye' && entry.points > 0;
      })
      .map((h) => ({
        text: `${event.players[h.player].name} in round ${round.number}`,
        row: round.byes.some((b) => b.player === h.player),
      })),
  );
}
