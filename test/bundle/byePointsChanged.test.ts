import { describe, expect, it } from 'vitest';
import { chessClub } from '../support/chessClub';
import { typeResults, type Event } from '../support/event';

/** Players › Byes of Eva and Felix (rows 4 and 5) in the usual case: both miss round 2. */
const EVA_FELIX = ['2', '2'];

/**
 * A chess club's four-round Swiss played to round 2 with Requested bye points `points`; `byes`
 * fills the Byes cells of the Players rows from the last (Felix) upwards.
 */
function twoRoundsPlayed(points: string | number, byes: string[] = EVA_FELIX): Event {
  const event = chessClub({ Rounds: 4, 'Requested bye points': points });
  byes.forEach((rounds, i) => event.edit('Players', 6 - byes.length + i, 'Byes', rounds));
  for (const round of [1, 2]) {
    event.click('Pair next round');
    typeResults(event, round, () => '1-0');
  }
  event.ss.ui.alerts.length = 0;
  return event;
}

/** Edits every undo record of the event (each fits in its first chunk here). */
function editRecords(event: Event, edit: (record: Record<string, unknown>) => void): void {
  const store = event.ss.properties.document;
  for (const [key, value] of store) {
    if (!/^pairsheet\.undo\.r\d+\.0$/.test(key)) continue;
    const record = JSON.parse(value) as Record<string, unknown>;
    edit(record);
    store.set(key, JSON.stringify(record));
  }
}

/** Takes Requested bye points out of every undo record, as records were kept before. */
function forgetByePoints(event: Event): void {
  editRecords(event, (record) => {
    expect(record.byePoints).toBe(0);
    delete record.byePoints;
  });
}

/** What a command reported: its dialog, else its one-line toast. */
function report(event: Event, caption: string): string {
  const alerts = event.ss.ui.alerts.length;
  const toasts = event.ss.toasts.length;
  event.click(caption);
  if (event.ss.ui.alerts.length > alerts) return event.lastAlert()!;
  expect(event.ss.toasts.length).toBe(toasts + 1);
  return `${caption} (toast)\n${event.ss.toasts[toasts].msg}`;
}

const HALF_SINCE_ROUND_2 =
  'Settings!B25 (Requested bye points) is ½, was 0 when Round 2 was paired: the byes asked for in the rounds played now score ½ each (Eva in round 2, Felix in round 2). Write Absent in the Result of each bye row that should keep 0.';

describe('Requested bye points changed after rounds were paired', () => {
  it('is said by Update standings, naming the cell and the byes rescored, and then not again', () => {
    const event = twoRoundsPlayed(0);
    event.setSetting('Requested bye points', '½');
    expect(report(event, 'Update standings')).toBe(
      `Pairsheet: Update standings\nStandings updated after 2 rounds. Leader: Dmitri (2).\n\n${HALF_SINCE_ROUND_2}`,
    );
    // The TD has read it: a second run, and the pairing, leave it out.
    expect(report(event, 'Update standings')).toBe(
      'Update standings (toast)\nStandings updated after 2 rounds. Leader: Dmitri (2).',
    );
    expect(report(event, 'Pair next round')).toBe('Pair next round (toast)\nRound 3: 3 boards.');
  });

  it('reads the undo records once per command: the deleted-row check and the bye points share the read', () => {
    const event = twoRoundsPlayed(0);
    event.setSetting('Requested bye points', '½');
    const propertyReads = (caption: string): string[] => {
      event.ss.calls.reset();
      event.ss.calls.trace = true;
      event.click(caption);
      event.ss.calls.trace = false;
      return event.ss.calls.sequence.filter((call) => /^Properties\.getPropert/.test(call));
    };
    // Said, then kept as said, from the one read.
    expect(propertyReads('Update standings')).toEqual(['Properties.getProperties']);
    expect(event.lastAlert()).toContain(HALF_SINCE_ROUND_2);
    expect(propertyReads('Update standings')).toEqual(['Properties.getProperties']);
    // Pair next round: the records read with the event, then the store as it was before the
    // new record, to put back should the writes fail.
    expect(propertyReads('Pair next round')).toEqual([
      'Properties.getProperties',
      'Properties.getProperties',
    ]);
  });

  it('is said by Pair next round when Update standings has not said it', () => {
    const event = twoRoundsPlayed(0);
    event.setSetting('Requested bye points', '½');
    expect(report(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nRound 3: 3 boards.\n\n${HALF_SINCE_ROUND_2}`,
    );
  });

  it('is said again when the value changes once more after it was said', () => {
    const event = twoRoundsPlayed(0);
    const standings = 'Standings updated after 2 rounds. Leader: Dmitri (2).';
    event.setSetting('Requested bye points', '½');
    expect(report(event, 'Update standings')).toBe(
      `Pairsheet: Update standings\n${standings}\n\n${HALF_SINCE_ROUND_2}`,
    );
    // Set back to the value the round was paired with: nothing is rescored, nothing said.
    event.setSetting('Requested bye points', 0);
    expect(report(event, 'Update standings')).toBe(`Update standings (toast)\n${standings}`);
    // ½ once more, then 1: each a change, each said.
    event.setSetting('Requested bye points', '½');
    expect(report(event, 'Update standings')).toBe(
      `Pairsheet: Update standings\n${standings}\n\n${HALF_SINCE_ROUND_2}`,
    );
    event.setSetting('Requested bye points', 1);
    expect(report(event, 'Update standings')).toBe(
      'Pairsheet: Update standings\nStandings updated after 2 rounds. Leader: Felix (2).\n\nSettings!B25 (Requested bye points) is 1, was 0 when Round 2 was paired: the byes asked for in the rounds played now score 1 each (Eva in round 2, Felix in round 2). Write Absent in the Result of each bye row that should keep 0.',
    );
  });

  it('is said once: round 3 was paired with the new value, so neither command repeats it', () => {
    const event = twoRoundsPlayed(0);
    event.setSetting('Requested bye points', '½');
    event.click('Pair next round');
    typeResults(event, 3, () => '1-0');
    // Felix: 1 (round 1) + ½ (bye asked for, round 2) + 1 (round 3) leads.
    expect(report(event, 'Update standings')).toBe(
      'Update standings (toast)\nStandings updated after 3 rounds. Leader: Felix (2.5).',
    );
    expect(report(event, 'Pair next round')).toBe('Pair next round (toast)\nRound 4: 3 boards.');
  });

  it('tells how to keep 0 for a late arrival, whose rounds named in Byes have no bye row', () => {
    // No byes asked for in rounds 1 and 2; Gina joins for round 3, naming both in Byes.
    const event = twoRoundsPlayed(0, []);
    event.edit('Players', 7, 'Name', 'Gina');
    event.edit('Players', 7, 'Rating', 1400);
    event.edit('Players', 7, 'Byes', '1, 2');
    event.setSetting('Requested bye points', '½');
    expect(report(event, 'Update standings')).toBe(
      "Pairsheet: Update standings\nStandings updated after 2 rounds. Leader: Dmitri (2).\n\nSettings!B25 (Requested bye points) is ½, was 0 when Round 2 was paired: the byes asked for in the rounds played now score ½ each (Gina in round 1, Gina in round 2). Write Absent in the Result of each bye row that should keep 0 (a round a late arrival named in Byes before joining has no row: take it out of that player's Byes cell).",
    );
  });

  it('names five byes and how many more, and from ½ to 0 says how to set it back', () => {
    // Carla and Dmitri miss round 2, Eva and Felix rounds 1 and 2: Anna and Boris play both.
    const event = twoRoundsPlayed('½', ['2', '2', '1, 2', '1, 2']);
    event.setSetting('Requested bye points', 0);
    expect(report(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 3: 3 boards.\n\nSettings!B25 (Requested bye points) is 0, was ½ when Round 2 was paired: the byes asked for in the rounds played now score 0 each (Eva in round 1, Felix in round 1, Carla in round 2, Dmitri in round 2, Eva in round 2 and 1 more). To score them ½ again, set Requested bye points back to ½.',
    );
  });

  it('names exactly five byes with no count of more', () => {
    // Dmitri misses round 2, Eva and Felix rounds 1 and 2.
    const event = twoRoundsPlayed('½', ['2', '1, 2', '1, 2']);
    event.setSetting('Requested bye points', 1);
    expect(report(event, 'Update standings')).toBe(
      'Pairsheet: Update standings\nStandings updated after 2 rounds. Leader: Felix (2).\n\nSettings!B25 (Requested bye points) is 1, was ½ when Round 2 was paired: the byes asked for in the rounds played now score 1 each (Eva in round 1, Felix in round 1, Dmitri in round 2, Eva in round 2, Felix in round 2). To score them ½ again, set Requested bye points back to ½.',
    );
  });

  it('names Requested bye points, not Pairing system, after a switch between systems that both score byes', () => {
    const event = twoRoundsPlayed('½');
    event.setSetting('Pairing system', 'Stable Swiss');
    event.setSetting('Requested bye points', 1);
    expect(report(event, 'Update standings')).toBe(
      'Pairsheet: Update standings\nStandings updated after 2 rounds. Leader: Felix (2).\n\nSettings!B25 (Requested bye points) is 1, was ½ when Round 2 was paired: the byes asked for in the rounds played now score 1 each (Eva in round 2, Felix in round 2). To score them ½ again, set Requested bye points back to ½.',
    );
  });

  it('takes a round whose undo record did not keep the value (an older version) as paired with 0', () => {
    const event = twoRoundsPlayed(0);
    forgetByePoints(event);
    event.setSetting('Requested bye points', '½');
    expect(report(event, 'Update standings')).toBe(
      `Pairsheet: Update standings\nStandings updated after 2 rounds. Leader: Dmitri (2).\n\n${HALF_SINCE_ROUND_2}`,
    );
    // Said once, as for a record that kept 0.
    expect(report(event, 'Pair next round')).toBe('Pair next round (toast)\nRound 3: 3 boards.');
  });

  it('is said by Pair next round after an upgrade when Update standings has not said it', () => {
    const event = twoRoundsPlayed(0);
    forgetByePoints(event);
    event.setSetting('Requested bye points', 1);
    expect(report(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 3: 3 boards.\n\nSettings!B25 (Requested bye points) is 1, was 0 when Round 2 was paired: the byes asked for in the rounds played now score 1 each (Eva in round 2, Felix in round 2). Write Absent in the Result of each bye row that should keep 0.',
    );
  });

  it("is not said from a record that is not the round tab's, or keeps no such value", () => {
    const edits = [
      (record: Record<string, unknown>) => (record.sheetId = 999),
      (record: Record<string, unknown>) => (record.byePoints = 2),
    ];
    for (const edit of edits) {
      const event = twoRoundsPlayed(0);
      editRecords(event, edit);
      event.setSetting('Requested bye points', '½');
      expect(report(event, 'Update standings')).toBe(
        'Update standings (toast)\nStandings updated after 2 rounds. Leader: Dmitri (2).',
      );
    }
  });

  it('is not said when no bye was asked for: nothing is rescored', () => {
    const event = twoRoundsPlayed(0, []);
    event.setSetting('Requested bye points', '½');
    expect(report(event, 'Pair next round')).toBe('Pair next round (toast)\nRound 3: 3 boards.');
  });

  it('names Pairing system when a switch from Round robin, where byes score 0, rescores them', () => {
    const event = chessClub({
      'Pairing system': 'Round robin',
      Rounds: 5,
      'Requested bye points': '½',
    });
    event.ss.getSheetByName('Players')!.deleteRow(7);
    event.click('Seat players (round robin)');
    for (const round of [1, 2]) {
      event.click('Pair next round');
      typeResults(event, round, () => '1-0');
    }
    // Anna rests in round 2; the TD writes that she had asked to miss it.
    expect(event.values('Round 2')[3].slice(0, 4)).toEqual(['Bye', 'Anna', '', 'Rest']);
    event.edit('Round 2', 2, 'Result', 'Voluntary bye');
    event.setSetting('Pairing system', 'Swiss');
    expect(report(event, 'Update standings')).toBe(
      'Pairsheet: Update standings\nStandings updated after 2 rounds. Leader: Carla (1).\n\nSettings!B3 (Pairing system) is Swiss, was Round robin when Round 2 was paired, where byes score 0; with Settings!B25 (Requested bye points) at ½, the byes asked for in the rounds played now score ½ each (Anna in round 2). Write Absent in the Result of each bye row that should keep 0.',
    );
  });

  it('names Pairing system when a switch to Round robin scores the byes asked for 0', () => {
    const event = twoRoundsPlayed('½');
    event.setSetting('Pairing system', 'Round robin');
    expect(report(event, 'Update standings')).toBe(
      'Pairsheet: Update standings\nStandings updated after 2 rounds. Leader: Dmitri (2).\n\nSettings!B3 (Pairing system) is Round robin, was Swiss when Round 2 was paired: Round robin gives byes no points, so the byes asked for in the rounds played now score 0 each (Eva in round 2, Felix in round 2), not ½. To score them ½ again, set Pairing system back to Swiss.',
    );
  });

  it('is said once a bye asked for is there to rescore, though a run before had none to name', () => {
    const event = twoRoundsPlayed(0, []);
    event.setSetting('Requested bye points', '½');
    expect(report(event, 'Update standings')).toBe(
      'Update standings (toast)\nStandings updated after 2 rounds. Leader: Dmitri (2).',
    );
    // Gina joins for round 3, naming rounds 1 and 2 in Byes: those byes are rescored.
    event.edit('Players', 7, 'Name', 'Gina');
    event.edit('Players', 7, 'Rating', 1400);
    event.edit('Players', 7, 'Byes', '1, 2');
    expect(report(event, 'Update standings')).toContain(
      'Settings!B25 (Requested bye points) is ½, was 0 when Round 2 was paired: the byes asked for in the rounds played now score ½ each (Gina in round 1, Gina in round 2).',
    );
  });

  it('names the round before the one paired again, and only the byes of the rounds before it', () => {
    // Eva misses round 1, Felix round 2; round 2 is paired but has no results.
    const event = chessClub({ Rounds: 4, 'Requested bye points': 0 });
    event.edit('Players', 4, 'Byes', '1');
    event.edit('Players', 5, 'Byes', '2');
    event.click('Pair next round');
    typeResults(event, 1, () => '1-0');
    event.click('Pair next round');
    event.setSetting('Requested bye points', '½');
    expect(report(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 2: 2 boards. Forced bye: Dmitri. Voluntary byes: Felix.\n\nSettings!B25 (Requested bye points) is ½, was 0 when Round 1 was paired: the byes asked for in the rounds played now score ½ each (Eva in round 1). Write Absent in the Result of each bye row that should keep 0.',
    );
  });
});
