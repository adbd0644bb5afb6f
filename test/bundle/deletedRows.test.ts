/**
 * A board or bye row deleted by hand from a round tab, for a player whose first round it was
 * (round 1, or a late arrival's first round): the record Undo keeps names them, so Pair next
 * round and Update standings refuse rather than score them absent, and Check round lists them.
 */
import { describe, expect, it } from 'vitest';
import {
  newEvent,
  pairings,
  PLAYER_HEADERS,
  playerRow,
  refused,
  register,
  typeResults,
  type Event,
  type Row,
} from '../support/event';

const six = (): Row[] =>
  ['3d', '2d', '1d', '1k', '2k', '3k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank }));

function event(
  system: string,
  players: Row[] = six(),
  settings: Record<string, string | number> = {},
): Event {
  const e = newEvent({
    players,
    settings: { 'Pairing system': system, Rounds: 4, 'Avoid same club': 'No', ...settings },
  });
  e.click(system === 'Round robin' ? 'Seat players (round robin)' : 'Build bands');
  return e;
}

/** Deletes the row of a round tab that holds `name` (White or a bye row's player). */
function deleteRowOf(e: Event, round: number, name: string): Row {
  const tab = `Round ${round}`;
  const rows = e.values(tab);
  const i = rows.findIndex((r) => r.includes(name));
  e.ss.getSheetByName(tab)!.deleteRow(e.headerRow(tab) + i);
  return rows[i];
}

/** Adds a Voluntary bye row for each player at the bottom of a round tab. */
function addByeRows(e: Event, round: number, names: string[]): void {
  const tab = `Round ${round}`;
  const next = e.headerRow(tab) + e.values(tab).length;
  const rows = names.map((name) => ['Bye', name, '', '', '', 'Voluntary bye']);
  e.ss.getSheetByName(tab)!.getRange(next, 1, rows.length, 6).setValues(rows);
}

/**
 * Takes board 3 of round 1 off the event: White's board row deleted and White withdrawn, Black's
 * row deleted from Players (returned as it was).
 */
function takeOffBoard3(e: Event): { white: string; black: string; blackRow: Row } {
  const [white, black] = pairings(e, 1)[2];
  deleteRowOf(e, 1, white);
  const players = e.values('Players');
  const rowOf = (name: string): number => players.findIndex((r) => r[0] === name);
  const blackRow = players[rowOf(black)];
  e.edit('Players', rowOf(white) - 1, 'Status', 'withdrawn');
  e.ss.getSheetByName('Players')!.deleteRow(e.headerRow('Players') + rowOf(black));
  return { white, black, blackRow };
}

const putBack = (who: string): string =>
  `The row may have been deleted: put it back (Edit › Undo), or give ${who} a bye row (Bye, their name, Absent; Voluntary bye if they had asked to miss it) if they did not play.`;
const AGAIN =
  ' No result is in yet, so you may also run "Undo last pairing" and pair the round again.';
const BROKEN =
  'Some round tabs were edited into a state no round can be in; nothing was changed. Fix these cells ("Check round" on each round tab named lists them), then try again:';
const ONE = ' Nothing was changed; "Check round" on that round tab lists such problems.';

describe('a deleted row of a player in their first round', () => {
  it('refuses a late arrival whose board row was deleted from the latest round, naming the board', () => {
    const e = event('McMahon');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    register(e, [playerRow({ Name: 'Ann Lee', Rank: '1d' })]);
    e.click('Pair next round');
    typeResults(e, 2, () => 'B+');
    const [board, opponent] = deleteRowOf(e, 2, 'Ann Lee');
    const lines = [
      `Round 2: no row for ${opponent}, who has a row in Round 1. A board row may have been deleted: undo the edit (Edit › Undo). If ${opponent} did not play that round (absent, or withdrawn then and back now), give them a bye row there (Bye, their name, Absent; Voluntary bye if they had asked to miss it).`,
      `Round 2: no row for Ann Lee, who was paired on board ${board} (their first round). ${putBack('the player')}`,
    ];
    for (const command of ['Pair next round', 'Update standings']) {
      expect(refused(e, command)).toBe(
        `Pairsheet: ${command}\n${BROKEN}\n${lines.map((l) => `• ${l}`).join('\n')}`,
      );
    }
    // Round 2 has results: the opponent's Status is not the way to mend it, as Pair next round says.
    expect(refused(e, 'Check round')).toBe(
      `Pairsheet: Check round\nRound 2 has 2 problems (nothing was changed):\n• ${lines[1]}\n• ${lines[0]}`,
    );
  });

  it('refuses a board deleted from round 1, naming both players once, until they get bye rows', () => {
    const e = event('Swiss');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    const [white, black] = pairings(e, 1)[1];
    deleteRowOf(e, 1, white);
    const problem = `Round 1: no row for ${white} and ${black}, who were paired on board 2 (their first round). ${putBack('each player')}`;
    expect(refused(e, 'Update standings')).toBe(`Pairsheet: Update standings\n${problem}${ONE}`);
    expect(refused(e, 'Pair next round')).toBe(`Pairsheet: Pair next round\n${problem}${ONE}`);
    expect(refused(e, 'Check round')).toBe(
      `Pairsheet: Check round\nRound 1 has 1 problem (nothing was changed):\n• ${problem}`,
    );
    // What the message offers: both were absent, so each gets a voluntary bye row.
    addByeRows(e, 1, [white, black]);
    e.click('Update standings');
    const standings = e.values('Standings');
    const r1 = standings[0].indexOf('R1');
    const cell = (name: string): unknown => standings.find((r) => r[1] === name)![r1];
    expect([cell(white), cell(black)]).toEqual(['bye=', 'bye=']);
  });

  it('names a forced bye row deleted from round 1', () => {
    const e = event('Swiss', six().slice(0, 5));
    e.click('Pair next round');
    const bye = e.values('Round 1').find((r) => r[0] === 'Bye')![1] as string;
    deleteRowOf(e, 1, bye);
    expect(refused(e, 'Update standings')).toBe(
      `Pairsheet: Update standings\nRound 1: no row for ${bye}, who was given a bye row (their first round). ${putBack('the player')}${AGAIN}${ONE}`,
    );
  });

  it('names each bye row deleted from round 1 on its own', () => {
    const players = six();
    for (const row of players.slice(4)) row[PLAYER_HEADERS.indexOf('Byes')] = '1';
    const e = event('Swiss', players);
    e.click('Pair next round');
    deleteRowOf(e, 1, 'P5');
    deleteRowOf(e, 1, 'P6');
    const lines = ['P5', 'P6'].map(
      (p) =>
        `• Round 1: no row for ${p}, who was given a bye row (their first round). ${putBack('the player')}${AGAIN}`,
    );
    expect(refused(e, 'Update standings')).toBe(
      `Pairsheet: Update standings\n${BROKEN}\n${lines.join('\n')}`,
    );
  });

  it("names a round robin's Rest row deleted from round 1", () => {
    const e = event('Round robin', six().slice(0, 5));
    e.click('Pair next round');
    const rest = e.values('Round 1').find((r) => r[0] === 'Bye')![1] as string;
    deleteRowOf(e, 1, rest);
    expect(refused(e, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nRound 1: no row for ${rest}, who was given a Rest row (their first round). ${putBack('the player')}${AGAIN}${ONE}`,
    );
  });

  it('refuses a late arrival row deleted from an earlier round, once later rounds are paired', () => {
    const e = event('McMahon');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    register(e, [playerRow({ Name: 'Ann Lee', Rank: '1d' })]);
    e.click('Pair next round');
    typeResults(e, 2, () => 'W+');
    e.click('Pair next round');
    typeResults(e, 3, () => 'W+');
    const [board, opponent] = deleteRowOf(e, 2, 'Ann Lee');
    expect(refused(e, 'Update standings')).toBe(
      `Pairsheet: Update standings\n${BROKEN}\n• Round 2: no row for ${opponent}, who has a row in Round 1. A board row may have been deleted: undo the edit (Edit › Undo). If ${opponent} did not play that round (absent, or withdrawn then and back now), give them a bye row there (Bye, their name, Absent; Voluntary bye if they had asked to miss it).\n• Round 2: no row for Ann Lee, who was paired on board ${board} (their first round). ${putBack('the player')}`,
    );
    // Check round on the round in view lists it too.
    e.ss.setActiveSheet(e.ss.getSheetByName('Round 2')!);
    expect(refused(e, 'Check round')).toBe(
      `Pairsheet: Check round\nRound 2 has 2 problems (nothing was changed):\n• Round 2: no row for Ann Lee, who was paired on board ${board} (their first round). ${putBack('the player')}\n• Round 2: no row for ${opponent}, who has a row in Round 1. A board row may have been deleted: undo the edit (Edit › Undo). If ${opponent} did not play that round (absent, or withdrawn then and back now), give them a bye row there (Bye, their name, Absent; Voluntary bye if they had asked to miss it).`,
    );
  });

  it('leaves alone a player taken off the event: withdrawn, or deleted from Players', () => {
    const e = event('Swiss');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    const { white, black } = takeOffBoard3(e);
    e.click('Update standings');
    expect(e.values('Standings').map((r) => r[1])).not.toContain(black);
    e.click('Pair next round');
    expect(pairings(e, 2).flat().sort()).toEqual(
      ['P1', 'P2', 'P3', 'P4', 'P5', 'P6'].filter((p) => p !== white && p !== black),
    );
  });

  it('asks once for every round a player taken off Players and put back has no row in', () => {
    const e = event('Swiss');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    const { black, blackRow } = takeOffBoard3(e);
    e.click('Pair next round');
    typeResults(e, 2, () => 'W+');
    // The TD puts the player back on Players: the Round 1 board was theirs, Round 2 went without.
    register(e, [blackRow]);
    const problem = `Round 1: no row for ${black}, who was paired on board 3 (their first round). ${putBack('the player')} ${black} has no row on Round 2 either: give them a bye row there too if they did not play.`;
    expect(refused(e, 'Pair next round')).toBe(`Pairsheet: Pair next round\n${problem}${ONE}`);
    // Doing what it says, once, is enough.
    for (const round of [1, 2]) addByeRows(e, round, [black]);
    const shown = e.ss.ui.alerts.length;
    e.click('Pair next round');
    expect(e.ss.ui.alerts.length).toBe(shown);
    expect(pairings(e, 3).flat()).toContain(black);
  });

  it('asks once for a player whose rows in two rounds running were deleted', () => {
    const e = event('Swiss');
    for (const round of [1, 2, 3]) {
      e.click('Pair next round');
      typeResults(e, round, () => 'W+');
    }
    for (const round of [2, 3]) deleteRowOf(e, round, 'P3');
    const message = refused(e, 'Update standings');
    expect(message).toContain(
      `• Round 2 and Round 3: no row for P3, who has a row in Round 1. A board row may have been deleted: undo the edit (Edit › Undo). If P3 did not play those rounds (absent, or withdrawn then and back now), give them a bye row on each of these tabs (Bye, their name, Absent; Voluntary bye if they had asked to miss it).\n`,
    );
    expect(message.match(/no row for P3/g)).toHaveLength(1);
  });

  it('scores a withdrawn player back after two rounds as absent in both, without asking', () => {
    const e = event('Swiss');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    e.edit('Players', 2, 'Status', 'withdrawn');
    for (const round of [2, 3]) {
      e.click('Pair next round');
      typeResults(e, round, () => 'W+');
    }
    e.edit('Players', 2, 'Status', 'active');
    const shown = e.ss.ui.alerts.length;
    e.click('Update standings');
    expect(e.ss.ui.alerts.length).toBe(shown);
    const standings = e.values('Standings');
    const p3 = standings.find((r) => r[1] === 'P3')!;
    expect(p3.slice(standings[0].indexOf('R2'), standings[0].indexOf('R3') + 1)).toEqual([
      'bye=',
      'bye=',
    ]);
  });

  it('asks for no row for a player withdrawn after a round they played', () => {
    const e = event('Swiss');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    e.edit('Players', 0, 'Status', 'withdrawn');
    e.click('Pair next round');
    typeResults(e, 2, () => 'W+');
    e.click('Check round');
    expect(e.lastAlert()).toBe('Pairsheet: Check round\nRound 2 looks right: 2 boards, 1 bye row.');
    e.click('Pair next round');
    const round3 = e.values('Round 3').slice(1);
    expect(
      round3
        .flatMap((r) => [r[1], r[2]])
        .filter(Boolean)
        .sort(),
    ).toEqual(['P2', 'P3', 'P4', 'P5', 'P6']);
  });

  it('goes by the pairing that replaced the round when it was paired again', () => {
    const e = event('McMahon');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    register(e, [playerRow({ Name: 'Ann Lee', Rank: '1d' })]);
    e.click('Pair next round');
    expect(pairings(e, 2).flat()).toContain('Ann Lee');
    // Ann asks to miss round 2 after all: the round is paired again, Ann on a bye row.
    e.edit('Players', 6, 'Byes', '2');
    e.click('Pair next round');
    expect(e.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 2 has no results yet. Pair it again and replace it?',
    );
    expect(
      e
        .values('Round 2')
        .find((r) => r[1] === 'Ann Lee')!
        .slice(0, 2),
    ).toEqual(['Bye', 'Ann Lee']);
    deleteRowOf(e, 2, 'Ann Lee');
    expect(refused(e, 'Update standings')).toBe(
      `Pairsheet: Update standings\nRound 2: no row for Ann Lee, who was given a bye row (their first round). ${putBack('the player')}${AGAIN}${ONE}`,
    );
  });

  it('does not ask for a late arrival who takes the old name of a player renamed after round 1', () => {
    const e = event('McMahon');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    // The TD corrects a spelling on Players and on Round 1: P3 was Pia Sun all along.
    const rows = e.values('Round 1');
    const i = rows.findIndex((r) => r.includes('P3'));
    e.edit('Round 1', i - 1, String(rows[0][rows[i].indexOf('P3')]), 'Pia Sun');
    e.edit('Players', 2, 'Name', 'Pia Sun');
    e.click('Update standings');
    // Then a newcomer called P3 registers for round 2.
    register(e, [playerRow({ Name: 'P3', Rank: '2k' })]);
    e.click('Pair next round');
    expect(e.lastAlert()).toBeUndefined();
    const round2 = e.values('Round 2').slice(1);
    expect(
      round2
        .flatMap((r) => [r[1], r[2]])
        .filter(Boolean)
        .sort(),
    ).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'Pia Sun']);
    // Pia Sun's board deleted from Round 1 is still named, through the opponent, not P3.
    typeResults(e, 2, () => 'W+');
    const [board, white, black] = deleteRowOf(e, 1, 'Pia Sun');
    const opponent = white === 'Pia Sun' ? black : white;
    expect(refused(e, 'Update standings')).toBe(
      `Pairsheet: Update standings\nRound 1: no row for ${opponent}, who was paired on board ${board} (their first round). ${putBack('the player')}${ONE}`,
    );
  });

  it('does the same for a player renamed on their bye row', () => {
    const e = event('Swiss', six().slice(0, 5));
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    const bye = e.values('Round 1').findIndex((r) => r[0] === 'Bye');
    const name = String(e.values('Round 1')[bye][1]);
    e.edit('Round 1', bye - 1, 'White', 'Pia Sun');
    e.edit('Players', Number(name.slice(1)) - 1, 'Name', 'Pia Sun');
    register(e, [playerRow({ Name: name, Rank: '2k' })]);
    e.click('Pair next round');
    expect(e.lastAlert()).toBeUndefined();
    expect(pairings(e, 2).flat()).toContain(name);
  });

  it('does not ask for a player whose place on a board the TD gave to a late arrival, White or Black', () => {
    for (const side of ['White', 'Black'] as const) {
      const e = event('Swiss');
      e.click('Pair next round');
      const [white, black] = pairings(e, 1)[0];
      // The player did not come; a late arrival played in their place.
      e.edit('Round 1', 0, side, 'Zed Ray');
      register(e, [playerRow({ Name: 'Zed Ray', Rank: '1k' })]);
      typeResults(e, 1, () => 'W+');
      e.click('Update standings');
      expect(e.lastAlert()).toBeUndefined();
      const names = e.values('Standings').map((r) => r[1]);
      expect(names).toContain('Zed Ray');
      expect(names).toContain(side === 'White' ? white : black);
    }
  });

  it('does not hold a round tab made anew by hand to the record of the one it replaced', () => {
    const e = event('Swiss');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    const [white, black] = pairings(e, 1)[1];
    // The TD builds Round 1 again on a new tab, without board 2, and deletes the old one.
    const old = e.ss.getSheetByName('Round 1')!;
    const kept = old
      .getDataRange()
      .getValues()
      .filter((r) => r[1] !== white);
    e.ss.deleteSheet(old);
    e.ss.insertSheet('Round 1').getRange(1, 1, kept.length, kept[0].length).setValues(kept);
    e.click('Update standings');
    const standings = e.values('Standings');
    const r1 = standings[0].indexOf('R1');
    const cell = (name: string): unknown => standings.find((r) => r[1] === name)![r1];
    expect([cell(white), cell(black)]).toEqual(['bye=', 'bye=']);
  });
});

describe('Check round on a row deleted from a round the players had played before', () => {
  const gap = (name: string, last: number): string =>
    `Round 2: no row for ${name}, who has a row in Round ${last}. A board row may have been deleted: undo the edit (Edit › Undo). If ${name} did not play that round (absent, or withdrawn then and back now), give them a bye row there (Bye, their name, Absent; Voluntary bye if they had asked to miss it).`;

  it('gives, on an earlier round tab, the advice Pair next round gives, not Status withdrawn', () => {
    const e = event('Swiss');
    for (const round of [1, 2, 3]) {
      e.click('Pair next round');
      typeResults(e, round, () => 'W+');
    }
    const [white, black] = pairings(e, 2)[0];
    deleteRowOf(e, 2, white);
    const problems = `• ${gap(white, 1)}\n• ${gap(black, 1)}`;
    expect(refused(e, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\n${BROKEN}\n${problems}`,
    );
    e.ss.setActiveSheet(e.ss.getSheetByName('Round 2')!);
    expect(refused(e, 'Check round')).toBe(
      `Pairsheet: Check round\nRound 2 has 2 problems (nothing was changed):\n${problems}`,
    );
  });

  it('keeps Status withdrawn in the advice on the latest round while no result is in', () => {
    const e = event('Swiss');
    e.click('Pair next round');
    typeResults(e, 1, () => 'W+');
    e.click('Pair next round');
    const [white, black] = pairings(e, 2)[0];
    deleteRowOf(e, 2, white);
    const players = e.values('Players').map((r) => r[0]);
    const status = (name: string): string =>
      `Players!M${e.headerRow('Players') + players.indexOf(name)}`;
    const advice =
      'Add a board or a bye row for them on Round 2, or set their Status to withdrawn.';
    expect(refused(e, 'Check round')).toBe(
      `Pairsheet: Check round\nRound 2 has 2 problems (nothing was changed):\n• ${status(white)}: ${white} is neither paired nor given a bye. ${advice}\n• ${status(black)}: ${black} is neither paired nor given a bye. ${advice}`,
    );
  });
});
