import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/workbook';
import {
  newEvent,
  pairings,
  playerRow,
  refused,
  typeResults,
  type Event,
  type Row,
} from '../support/event';

function roundRobin(count: number, settings: Record<string, string | number> = {}): Event {
  const players = Array.from({ length: count }, (_, i) =>
    playerRow({ Name: `RR ${i + 1}`, Rank: `${i + 1}k` }),
  );
  const event = newEvent({ players, settings: { 'Pairing system': 'Round robin', ...settings } });
  event.click('Seat players (round robin)');
  return event;
}

describe('Seat players', () => {
  it('refuses a field of one active player, writing nothing', () => {
    const event = newEvent({
      players: [playerRow({ Name: 'RR 1', Rank: '1k' })],
      settings: { 'Pairing system': 'Round robin' },
    });
    const before = snapshot(event.ss);
    expect(refused(event, 'Seat players (round robin)')).toBe(
      'Pairsheet: Seat players (round robin)\nA round robin needs at least two active players on the Players tab.',
    );
    expect(snapshot(event.ss)).toEqual(before);
  });

  it('writes the seat plan per board (seats adding up to N+1) and the schedule', () => {
    const event = roundRobin(6);
    const rows = event.values('Seats');
    expect(rows[0].slice(0, 6)).toEqual(['Board', 'Seat', 'Player', 'Seat', 'Player', '']);
    expect(rows.slice(1, 4).map((r) => [r[0], r[1], r[3]])).toEqual([
      [1, 1, 6],
      [2, 2, 5],
      [3, 3, 4],
    ]);
    const seated = rows.slice(1, 4).flatMap((r) => [r[2], r[4]]);
    expect([...seated].sort()).toEqual(['RR 1', 'RR 2', 'RR 3', 'RR 4', 'RR 5', 'RR 6']);
    // The schedule: each player's seat in every round, filed by name.
    expect(rows[5].slice(0, 6)).toEqual(['', '', '', '', 'Schedule', '']);
    expect(rows[6].slice(0, 10)).toEqual(['', '', '', '', 'Player', 'R1', 'R2', 'R3', 'R4', 'R5']);
    const schedule = rows.slice(7);
    expect(schedule.map((r) => r[4])).toEqual(['RR 1', 'RR 2', 'RR 3', 'RR 4', 'RR 5', 'RR 6']);
    // Two blocks: the plan's header band spans Board to Player, the schedule's Player to R5;
    // the label above is bold, the names below the band are not.
    const sheet = event.ss.getSheetByName('Seats')!;
    const top = event.headerRow('Seats');
    const band = '#d9e2f3';
    const blank = sheet.getRange(top + 1, 1).getBackground();
    expect(sheet.getRange(top, 1, 1, 10).getBackgrounds()).toEqual([
      [...Array(5).fill(band), ...Array(5).fill(blank)],
    ]);
    expect(sheet.getRange(top + 6, 1, 1, 10).getBackgrounds()).toEqual([
      [...Array(4).fill(blank), ...Array(6).fill(band)],
    ]);
    expect(sheet.getRange(top + 5, 1, 3, 10).getFontWeights()).toEqual([
      [...Array(4).fill('normal'), 'bold', ...Array(5).fill('normal')],
      [...Array(4).fill('normal'), ...Array(6).fill('bold')],
      Array(10).fill('normal'),
    ]);
    const seatOf = new Map(
      rows.slice(1, 4).flatMap((r) => [
        [r[2], r[1]],
        [r[4], r[3]],
      ]),
    );
    for (const r of schedule) {
      const seats = r.slice(5, 10) as number[];
      expect(seats[0]).toBe(seatOf.get(r[4]));
      // Round to round, everyone but seat 1 moves up a seat; seat 6 wraps to seat 2.
      const next = (seat: number): number => (seat === 1 ? 1 : seat === 6 ? 2 : seat + 1);
      for (let k = 1; k < 5; k++) expect(seats[k]).toBe(next(seats[k - 1]));
    }
    // An odd field: seat 1 stays empty, the player opposite rests, everyone once.
    const odd = roundRobin(7).values('Seats');
    const start = odd.findIndex((r) => r[5] === 'R1') + 1;
    const rests = odd.slice(start).map((r) => r.slice(5, 12).filter((c) => c === 'rest').length);
    expect(rests).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('counts the boards played in its message: an odd field leaves one player resting', () => {
    expect(roundRobin(6).ss.toasts.at(-1)?.msg).toBe(
      '6 players seated on 3 boards for 5 rounds. Print the Seats tab for the tables.',
    );
    const odd = roundRobin(7);
    expect(odd.ss.toasts.at(-1)?.msg).toBe(
      '7 players seated on 3 boards for 7 rounds. Seat 1 stays empty; the player opposite it rests each round. Print the Seats tab for the tables.',
    );
    odd.click('Pair next round');
    const bye = odd.values('Round 1').find((r) => r[0] === 'Bye')!;
    expect(odd.ss.toasts.at(-1)?.msg).toBe(`Round 1: 3 boards. Resting: ${bye[1]}.`);
    // The round tab says so too: nobody asked for a bye.
    const header = odd.values('Round 1')[0];
    expect(bye[header.indexOf('Result')]).toBe('Rest');
    expect(bye[header.indexOf('Notes')]).toBe('rests this round (round robin)');
    // The wall sheet says the player rests: a round robin has no byes to ask for.
    odd.click('Print pairings');
    expect(
      odd
        .values('Round 1 by name')
        .find((r) => r[0] === bye[1])!
        .slice(2, 5),
    ).toEqual(['Rest', '', 'rests this round']);
  });

  it('counts a two-player round robin in one round, and then says its one round is paired', () => {
    const event = roundRobin(2, { Rounds: 3 });
    expect(event.lastAlert()).toBe(
      'Pairsheet: Seat players (round robin)\n2 players seated on 1 board for 1 round. Print the Seats tab for the tables.\n\nSettings!B5 (Rounds) says 3, which a round robin does not use: 2 players play 1 round, or 2 as a double round robin (set Rounds to 2 for that).',
    );
    event.click('Pair next round');
    typeResults(event, 1, () => 'B+');
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nThe event is complete: its one round is paired. Run "Update standings" for the final table.',
    );
  });

  it('refuses a field of more than 100 players (over 99 rounds), and seats 100', () => {
    const field = (count: number): Event =>
      newEvent({
        players: Array.from({ length: count }, (_, i) =>
          playerRow({ Name: `RR ${i + 1}`, Rank: `${(i % 30) + 1}k` }),
        ),
        settings: { 'Pairing system': 'Round robin' },
      });
    expect(refused(field(101), 'Seat players (round robin)')).toMatch(
      /A round robin of 101 players would take 101 rounds; Pairsheet seats at most 100 players \(99 rounds\)/,
    );
    const hundred = field(100);
    hundred.click('Seat players (round robin)');
    expect(hundred.ss.toasts.at(-1)?.msg).toBe(
      '100 players seated on 50 boards for 99 rounds. Print the Seats tab for the tables.',
    );
    // 50 boards, seats adding up to 101, every player seated once.
    const plan = hundred.values('Seats').slice(1, 51);
    expect(plan.map((r) => [r[0], r[1], r[3]])).toEqual(
      Array.from({ length: 50 }, (_, i) => [i + 1, i + 1, 100 - i]),
    );
    expect(new Set(plan.flatMap((r) => [r[2], r[4]])).size).toBe(100);
  });

  it('keeps seat 1 empty in an odd field', () => {
    const event = roundRobin(5);
    const rows = event.values('Seats');
    expect(rows.slice(1, 4).map((r) => r.slice(0, 2).concat(r[3]))).toEqual([
      ['Rest', 1, 6],
      [1, 2, 5],
      [2, 3, 4],
    ]);
    expect(rows[1][2]).toBe('(empty seat)');
    // The Seats boards match the round tab's boards.
    event.click('Pair next round');
    const round = event.values('Round 1');
    const board1 = round.find((r) => r[0] === 1)!;
    expect([board1[1], board1[2]].sort()).toEqual([rows[2][2], rows[2][4]].sort());
  });

  it('deals the thirds A, B, C over the seats, drawing within each third by Random seed', () => {
    // Thirds: A = RR 1, RR 2; B = RR 3, RR 4; C = RR 5, RR 6. Seats in board order 1 6 2 5 3 4
    // hold A C B B C A: seats 1 to 6 are A B C A B C.
    const seated = (seed: number): Array<string | number | boolean> =>
      roundRobin(6, { 'Random seed': seed })
        .values('Seats')
        .slice(1, 4)
        .flatMap((r) => [r[2], r[4]]);
    expect(seated(1)).toEqual(['RR 2', 'RR 6', 'RR 4', 'RR 3', 'RR 5', 'RR 1']);
    expect(seated(2)).toEqual(['RR 1', 'RR 6', 'RR 3', 'RR 4', 'RR 5', 'RR 2']);
  });

  it('keeps the best for last when Settings say so: the top four placed as the document shows', () => {
    const seatsOf = (event: Event): Array<string | number | boolean> =>
      event
        .values('Seats')
        .slice(1, 4)
        .flatMap((r) => [r[2], r[4]]);
    // Even field: 1 on seat 1, 2 on seat 2, 4 on seat 3, 3 on seat 4 (seats 1 6 2 5 3 4).
    const even = roundRobin(6, { 'Keep the best for last': 'Yes' });
    expect(seatsOf(even)).toEqual(['RR 1', 'RR 6', 'RR 2', 'RR 5', 'RR 4', 'RR 3']);
    // 1–2 is the last round's game.
    for (let round = 1; round <= 5; round++) {
      even.click('Pair next round');
      typeResults(even, round, () => 'W+');
    }
    expect(pairings(even, 5)).toContainEqual(['RR 2', 'RR 1']);
    // Odd field: seat 1 empty, 3 on seat 2, 1 on seat 4, 4 on seat 6, 2 opposite 3 (seat 5).
    const odd = roundRobin(5, { 'Keep the best for last': 'Yes' });
    expect(seatsOf(odd)).toEqual(['(empty seat)', 'RR 4', 'RR 3', 'RR 2', 'RR 5', 'RR 1']);
  });

  it('refuses when the pairing system is not round robin', () => {
    const event = newEvent({
      players: [playerRow({ Name: 'A', Rank: '1k' }), playerRow({ Name: 'B', Rank: '2k' })],
    });
    const before = snapshot(event.ss);
    event.click('Seat players (round robin)');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Seat players (round robin)\nSettings!B3: the pairing system is McMahon, and "Seat players (round robin)" is for round robin events. Choose Round robin there to seat one; a McMahon event starts with "Build bands". Nothing was changed.',
    );
    expect(snapshot(event.ss)).toEqual(before);
  });
});

describe('Pair next round in a round robin', () => {
  it('plays everyone against everyone exactly once, then says the event is complete', () => {
    const event = roundRobin(7);
    const met = new Map<string, number>();
    for (let round = 1; round <= 7; round++) {
      event.click('Pair next round');
      expect(event.lastAlert()).toBeUndefined();
      for (const pair of pairings(event, round)) {
        const key = [...pair].sort().join('|');
        met.set(key, (met.get(key) ?? 0) + 1);
      }
      const byes = event.values(`Round ${round}`).filter((r) => r[0] === 'Bye');
      expect(byes).toHaveLength(1);
      typeResults(event, round, () => 'B+');
    }
    expect(met.size).toBe(21);
    expect([...met.values()].every((n) => n === 1)).toBe(true);
    event.click('Pair next round');
    expect(event.lastAlert()).toMatch(/event is complete: all 7 rounds/);
  });

  it('uses seat parity for colours: even seats white', () => {
    const event = roundRobin(4);
    event.click('Pair next round');
    const seats = event.values('Seats');
    const seatOf = new Map<string, number>();
    for (const r of seats.slice(1, 3)) {
      seatOf.set(String(r[2]), Number(r[1]));
      seatOf.set(String(r[4]), Number(r[3]));
    }
    for (const [white, black] of pairings(event, 1)) {
      const ws = seatOf.get(white)!;
      const bs = seatOf.get(black)!;
      if (ws !== 1 && bs !== 1) {
        expect(ws % 2).toBe(0);
        expect(bs % 2).toBe(1);
      }
    }
  });

  it('marks a withdrawn player’s remaining games as forfeits without breaking the rotation', () => {
    const event = roundRobin(4);
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.edit('Players', 0, 'Status', 'withdrawn');
    event.click('Pair next round');
    const rows = event.values('Round 2');
    const game = rows.find((r) => r[1] === 'RR 1' || r[2] === 'RR 1')!;
    expect(game[5]).toBe(game[1] === 'RR 1' ? 'B+F' : 'W+F');
    expect(game[6]).toBe('RR 1 withdrew: forfeit');
    expect(rows.filter((r) => r[0] !== 'Board')).toHaveLength(2);
    // The wall sheet and the slips are for the game still to play; round 1 by name keeps RR 1.
    const opponent = game[1] === 'RR 1' ? game[2] : game[1];
    // The message says who wins by forfeit, as the board's Notes do.
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      `Round 2: 2 boards. Board ${game[0]}: ${opponent} wins by forfeit (RR 1 withdrew).`,
    );
    event.click('Print pairings');
    const byName = event.values('Round 2 by name');
    expect(byName.some((r) => r[0] === 'RR 1')).toBe(false);
    expect(byName.find((r) => r[0] === opponent)!.slice(2, 5)).toEqual([
      game[0],
      '',
      'wins by forfeit: RR 1 withdrew',
    ]);
    expect(byName).toHaveLength(4);
    event.click('Print result slips');
    expect(event.ss.toasts.at(-1)?.msg).toMatch(/^"Slips" holds 1 result slip for round 2/);
    event.ss.setActiveSheet(event.ss.getSheetByName('Round 1')!);
    event.click('Print pairings');
    expect(event.values('Round 1 by name').some((r) => r[0] === 'RR 1')).toBe(true);
  });

  it('gives a withdrawn player no row in the round they would rest, nor names them resting', () => {
    const event = roundRobin(5);
    for (let r = 1; r <= 3; r++) {
      event.click('Pair next round');
      typeResults(event, r, () => 'W+R');
    }
    // The rotation rests RR 4 in round 4 (RR 3, RR 1 and RR 5 rested in rounds 1 to 3).
    expect(event.values('Round 3').filter((r) => r[0] === 'Bye')).toEqual([
      ['Bye', 'RR 5', '', '', '', 'Rest', 'rests this round (round robin)'],
    ]);
    event.edit('Players', 3, 'Status', 'withdrawn');
    event.click('Pair next round');
    expect(event.values('Round 4').filter((r) => r[0] === 'Bye')).toEqual([]);
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 4: 2 boards.');
    event.click('Check round');
    expect(event.lastAlert()).toMatch(/Round 4 looks right: 2 boards, no bye rows\./);
  });

  it('refuses before the players are seated', () => {
    const players = [playerRow({ Name: 'A', Rank: '1k' }), playerRow({ Name: 'B', Rank: '2k' })];
    const event = newEvent({ players, settings: { 'Pairing system': 'Round robin' } });
    event.click('Pair next round');
    expect(event.lastAlert()).toMatch(/no "Seats" tab. Run "Seat players \(round robin\)"/);
  });

  it('ranks a round robin by score, then SODOS before face to face', () => {
    const event = roundRobin(4);
    // Winners: RR 1 beats RR 2 and RR 4; RR 3 beats RR 1; RR 2 beats RR 3 and RR 4; RR 4 beats RR 3.
    const winner: Record<string, string> = {
      'RR 1|RR 2': 'RR 1',
      'RR 1|RR 3': 'RR 3',
      'RR 1|RR 4': 'RR 1',
      'RR 2|RR 3': 'RR 2',
      'RR 2|RR 4': 'RR 2',
      'RR 3|RR 4': 'RR 4',
    };
    for (let round = 1; round <= 3; round++) {
      event.click('Pair next round');
      typeResults(event, round, (w, b) => (winner[[w, b].sort().join('|')] === w ? 'W+' : 'B+'));
    }
    event.click('Update standings');
    const rows = event.values('Standings');
    expect(rows[0]).toEqual([
      'Place',
      'Name',
      'Rank',
      'Score',
      'Wins',
      'SODOS',
      'R1',
      'R2',
      'R3',
      'Lot',
    ]);
    // Only a round robin has players resting, and its legend says so.
    expect(event.title('Standings')[2][0]).toBe(
      "Rounds: Opponent's place, then + win, - loss, = jigo or draw, ? result missing, ! forfeit, then w/b colour and handicap stones. bye+ forced bye, bye= voluntary bye, absent or resting.",
    );
    // RR 3 and RR 4 tie on 1 point; RR 3 is ahead on SODOS (2 against 1) although RR 4 won their game.
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3], r[5]])).toEqual([
      [1, 'RR 1', 2, 3],
      [2, 'RR 2', 2, 2],
      [3, 'RR 3', 1, 2],
      [4, 'RR 4', 1, 1],
    ]);
  });

  it('alternates the colour of seat 1 every round', () => {
    const event = roundRobin(6);
    const seatOne = String(event.values('Seats')[1][2]);
    const colours: string[] = [];
    for (let round = 1; round <= 5; round++) {
      event.click('Pair next round');
      const [white] = pairings(event, round).find((p) => p.includes(seatOne))!;
      colours.push(white === seatOne ? 'w' : 'b');
      typeResults(event, round, () => 'W+');
    }
    expect(colours.join('')).toMatch(/^(wbwbw|bwbwb)$/);
  });

  it('gives White to the stronger player in handicap games, by seat without a handicap', () => {
    // Seed 1 seats RR 2 on seat 1, RR 3 on seat 2, RR 4 on seat 3, RR 1 on seat 4.
    const boards = (handicap: string): Array<Array<string | number | boolean>> => {
      const event = roundRobin(4, { Handicap: handicap });
      for (let round = 1; round <= 3; round++) {
        event.click('Pair next round');
        if (round < 3) typeResults(event, round, () => 'W+');
      }
      return event
        .values('Round 3')
        .slice(1)
        .map((r) => r.slice(0, 4));
    };
    // Round 3: seat 1 (RR 2) takes Black in an odd round, seat 2 (RR 4) White.
    expect(boards('None')).toEqual([
      [1, 'RR 3', 'RR 2', 0],
      [2, 'RR 4', 'RR 1', 0],
    ]);
    expect(boards('Full')).toEqual([
      [1, 'RR 2', 'RR 3', 1],
      [2, 'RR 1', 'RR 4', 3],
    ]);
  });

  it('lets the opponents of a withdrawn player rest with no point when Settings say so', () => {
    const event = roundRobin(4, { "Withdrawn player's games": 'No point' });
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.edit('Players', 0, 'Status', 'withdrawn');
    event.click('Pair next round');
    const rows = event.values('Round 2');
    expect(rows.filter((r) => r[0] === 'Bye').map((r) => [r[5], r[6]])).toEqual([
      ['Rest', 'RR 1 withdrew: no game'],
    ]);
    expect(pairings(event, 2)).toHaveLength(1);
  });
});

/**
 * Seven players, round 1 played and round 2 paired: the player resting in round 2, and board 1's
 * players. swap() edits round 2 so the player resting plays board 1 and its White rests.
 */
function roundTwoOfSeven() {
  const event = roundRobin(7);
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  event.click('Pair next round');
  const rows = event.values('Round 2');
  const rester = String(rows.find((r) => r[0] === 'Bye')![1]);
  const board1 = rows.findIndex((r) => r[0] === 1);
  const [white, black] = [String(rows[board1][1]), String(rows[board1][2])];
  const swap = (): void => {
    event.edit('Round 2', board1 - 1, 'White', rester);
    event.edit('Round 2', rows.length - 2, 'White', white);
  };
  return { event, rester, black, swap };
}

describe('A round robin edited by hand', () => {
  function swappedRest(): { event: Event; rester: string; opponent: string } {
    const { event, rester, black, swap } = roundTwoOfSeven();
    swap();
    return { event, rester, opponent: black };
  }

  it('says so when the rotation pairs two players again, and marks the board', () => {
    const { event, rester, opponent } = swappedRest();
    const key = [rester, opponent].sort().join('|');
    for (let round = 3; round <= 7; round++) {
      typeResults(event, round - 1, () => 'B+');
      event.click('Pair next round');
      const rows = event.values(`Round ${round}`);
      const i = rows.findIndex((r) => [String(r[1]), String(r[2])].sort().join('|') === key);
      if (i < 0) continue;
      expect(rows[i][6]).toBe('repeat game (already played in round 2)');
      // The repeat and what to do: a paragraph after the round's, in a dialog.
      const resting = rows.find((r) => r[0] === 'Bye')![1];
      expect(event.lastAlert()).toBe(
        `Pairsheet: Pair next round\nRound ${round}: 3 boards. Resting: ${resting}.\n\nBoard ${rows[i][0]}: ${rows[i][1]} and ${rows[i][2]} already played in round 2. The Seats tab or an earlier round was changed by hand, so the rotation pairs them again: put the Seats tab back as it was, or change Round ${round} by hand and run "Check round".`,
      );
      return;
    }
    throw new Error('the rotation never paired the two again');
  });
});

describe('Check round in a round robin', () => {
  it('names a game the Seats tab plays in another round, and the repeat it leads to', () => {
    const { event, rester, black, swap } = roundTwoOfSeven();
    event.click('Check round');
    expect(event.lastAlert()).toMatch(
      /Round 2 looks right: \d+ boards, \d+ bye rows?\. \d results still to come: boards 1–\d \(F5–F\d\)\.$/,
    );
    swap();
    event.click('Check round');
    expect(event.lastAlert()).toMatch(
      new RegExp(
        `Round 2!A\\d+ \\(board 1\\): ${rester} and ${black} play each other in round \\d on the Seats tab, not in round 2, and the rotation will pair them again in that round\\.`,
      ),
    );
  });
});

describe('Seats and Players edited by hand', () => {
  it('names a blank Player cell on Seats with its seat, and a blank seat with its player', () => {
    const event = roundRobin(6);
    const seat = event.values('Seats')[2][1];
    event.edit('Seats', 1, 'Player', '');
    expect(refused(event, 'Pair next round')).toMatch(
      new RegExp(`Seats!C\\d+: the name of the player on seat ${seat} is missing\\.`),
    );
    event.click('Seat players (round robin)');
    const again = event.values('Seats')[2];
    const row = event.headerRow('Seats') + 2;
    event.ss.getSheetByName('Seats')!.getRange(row, 4).setValue('');
    expect(refused(event, 'Pair next round')).toMatch(
      new RegExp(`Seats!D${row} \\(${again[4]}\\): the seat number is missing\\.`),
    );
  });

  it('writes the schedule again when seats were swapped by hand before round 1, and says so', () => {
    const event = roundRobin(6);
    const plan = (): Row[] =>
      event
        .values('Seats')
        .slice(1, 4)
        .map((r) => r.slice(0, 5));
    expect(plan()).toEqual([
      [1, 1, 'RR 2', 6, 'RR 6'],
      [2, 2, 'RR 4', 5, 'RR 3'],
      [3, 3, 'RR 5', 4, 'RR 1'],
    ]);
    // The TD puts RR 4 on seat 1, which never moves (a player who cannot walk between rounds).
    event.edit('Seats', 0, 'Player', 'RR 4');
    event.edit('Seats', 1, 'Player', 'RR 2');
    event.click('Pair next round');
    expect(pairings(event, 1)).toEqual([
      ['RR 6', 'RR 4'],
      ['RR 2', 'RR 3'],
      ['RR 1', 'RR 5'],
    ]);
    expect(event.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 1: 3 boards.\n\nThe schedule below the seat plan on the Seats tab no longer followed the plan (seats changed by hand), so it was written again from the plan. Print the Seats tab again for the tables.',
    );
    expect(plan()).toEqual([
      [1, 1, 'RR 4', 6, 'RR 6'],
      [2, 2, 'RR 2', 5, 'RR 3'],
      [3, 3, 'RR 5', 4, 'RR 1'],
    ]);
    expect(event.values('Seats').slice(7)).toEqual([
      ['', '', '', '', 'RR 1', 4, 5, 6, 2, 3],
      ['', '', '', '', 'RR 2', 2, 3, 4, 5, 6],
      ['', '', '', '', 'RR 3', 5, 6, 2, 3, 4],
      ['', '', '', '', 'RR 4', 1, 1, 1, 1, 1],
      ['', '', '', '', 'RR 5', 3, 4, 5, 6, 2],
      ['', '', '', '', 'RR 6', 6, 2, 3, 4, 5],
    ]);
    expect(event.ss.getActiveSheet().getName()).toBe('Round 1');
    // A schedule that follows the plan is left as it is, and nothing is said.
    typeResults(event, 1, () => 'W+');
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 2: 3 boards.');
  });

  it("keeps the TD's rows typed below the schedule, and writes nothing for them alone", () => {
    const typeNotes = (event: Event): void => {
      const sheet = event.ss.getSheetByName('Seats')!;
      const last = event.headerRow('Seats') + 12;
      sheet.getRange(last + 2, 1).setValue('Seat 1 is by the door: keep it for RR 4');
      sheet.getRange(last + 3, 5).setValue('Clocks on the White side');
    };
    const notes = [
      ['', '', '', '', ''],
      ['Seat 1 is by the door: keep it for RR 4', '', '', '', ''],
      ['', '', '', '', 'Clocks on the White side'],
    ];
    const below = (event: Event): Row[] =>
      event
        .values('Seats')
        .slice(12)
        .map((r) => r.slice(0, 5));
    // The schedule still follows the plan: nothing is written again, and nothing is said.
    const kept = roundRobin(6);
    typeNotes(kept);
    const schedule = below(kept)[0];
    kept.ss.ui.alerts.length = 0;
    kept.ss.calls.reset();
    kept.click('Pair next round');
    // Each tab read once: the Seats tab's plan and the schedule under it come from one read
    // (the schedule's check read the tab again, a fifth getValues).
    expect(kept.ss.calls.byMethod.getValues).toBe(4);
    expect(kept.lastAlert()).toBeUndefined();
    expect(kept.ss.toasts.at(-1)?.msg).toBe('Round 1: 3 boards.');
    expect(below(kept)).toEqual([schedule, ...notes]);
    // Seats swapped by hand: the schedule is written again, the TD's rows below it as they were.
    const swapped = roundRobin(6);
    typeNotes(swapped);
    swapped.edit('Seats', 0, 'Player', 'RR 4');
    swapped.edit('Seats', 1, 'Player', 'RR 2');
    swapped.click('Pair next round');
    expect(swapped.lastAlert()).toContain('so it was written again from the plan.');
    expect(below(swapped)).toEqual([['', '', '', '', 'RR 6'], ...notes]);
    expect(swapped.values('Seats')[10].slice(4, 10)).toEqual(['RR 4', 1, 1, 1, 1, 1]);
  });

  it('reads the plan of a Seats tab whose schedule below it was deleted', () => {
    const kept = roundRobin(4);
    kept.click('Pair next round');
    const event = roundRobin(4);
    const seats = event.ss.getSheetByName('Seats')!;
    const blank = event.headerRow('Seats') + 3;
    seats.deleteRows(blank, seats.getLastRow() - blank + 1);
    expect(event.values('Seats')).toHaveLength(3);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(pairings(event, 1)).toEqual(pairings(kept, 1));
  });

  it('refuses a seat number that is not a whole number from 1 to N, naming the cell', () => {
    for (const typed of [2.5, 7, 0, 'two']) {
      const event = roundRobin(6);
      const row = event.headerRow('Seats') + 1;
      const player = event.values('Seats')[1][2];
      event.ss.getSheetByName('Seats')!.getRange(row, 2).setValue(typed);
      expect(refused(event, 'Pair next round')).toBe(
        `Pairsheet: Pair next round\nSeats!B${row} (${player}): "${typed}" is not a seat; 6 players sit on seats 1 to 6.`,
      );
    }
  });

  it('refuses the empty seat of an odd field moved off seat 1, naming the cell', () => {
    const event = roundRobin(7);
    const row = event.headerRow('Seats') + 1;
    // The plan's first board: seat 1 (empty) against the player who rests.
    expect(event.values('Seats')[1].slice(1, 3)).toEqual([1, '(empty seat)']);
    event.ss.getSheetByName('Seats')!.getRange(row, 2).setValue(2);
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nSeats!B${row}: the empty seat of an odd field is seat 1, not "2"; type 1 back.`,
    );
  });

  it('tells a late arrival after round 1 to be deleted from Players, naming the cell', () => {
    const event = roundRobin(6);
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    const players = event.ss.getSheetByName('Players')!;
    players.getRange(8, 1).setValue('Late Comer');
    players.getRange(8, 2).setValue('3k');
    expect(refused(event, 'Pair next round')).toMatch(
      'Not seated on the Seats tab: Late Comer (Players!A8). A round robin cannot take late arrivals once round 1 is paired: delete their rows on Players.',
    );
  });
});

type Sheet = NonNullable<ReturnType<Event['ss']['getSheetByName']>>;

describe('a schedule below the seat plan that still follows it is left as the TD typed it', () => {
  /** Pairs round 1 after `edit`; the Seats tab's rows after. */
  function pairAfter(edit: (at: (row: number) => number, rows: Row[], seats: Sheet) => void) {
    const event = roundRobin(6);
    const sheet = event.ss.getSheetByName('Seats')!;
    // values() starts at the header row, under the tab's title rows.
    const top = event.headerRow('Seats');
    edit((row) => top + row, event.values('Seats'), sheet);
    const before = event.values('Seats');
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 1: 3 boards.');
    expect(event.values('Seats')).toEqual(before);
  }

  it('a name typed in another case', () => {
    pairAfter((at, rows, sheet) => {
      const row = rows.findIndex((r, i) => i > 4 && r[4] === 'RR 1');
      expect(row).toBe(7);
      sheet.getRange(at(row), 5).setValue('rr 1');
    });
  });

  it('a blank row put between two rows of the schedule', () => {
    pairAfter((at, rows, sheet) => {
      const last = rows.length - 1;
      expect(rows[last][4]).toBe('RR 6');
      sheet.getRange(at(last) + 1, 1, 1, rows[last].length).setValues([rows[last]]);
      sheet.getRange(at(last), 1, 1, rows[last].length).setValues([rows[last].map(() => '')]);
    });
  });
});
