/**
 * A double round robin: Settings › Rounds set to twice a round robin's rounds plays the seat
 * rotation a second time, every pair meeting again with the colours reversed.
 */
import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import { newEvent, pairings, playerRow, refused, typeResults, type Event } from '../support/event';

function seated(count: number, rounds: number): Event {
  const players = Array.from({ length: count }, (_, i) =>
    playerRow({ Name: `RR ${i + 1}`, Rank: `${i + 1}k` }),
  );
  const event = newEvent({
    players,
    settings: { 'Pairing system': 'Round robin', Rounds: rounds },
  });
  event.click('Seat players (round robin)');
  return event;
}

/** Pairs every round to the end, White winning each game; returns each round's pairings. */
function playAll(event: Event, rounds: number): Array<Array<[string, string]>> {
  const all: Array<Array<[string, string]>> = [];
  for (let round = 1; round <= rounds; round++) {
    event.click('Pair next round');
    all.push(pairings(event, round));
    typeResults(event, round, () => 'W+');
  }
  return all;
}

describe('A double round robin (Rounds = 2 × (N − 1))', () => {
  it('plays the rotation twice, the second time with the colours reversed', () => {
    const event = seated(4, 6);
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      '4 players seated on 2 boards for 6 rounds: a double round robin, everyone meets everyone twice, with the colours reversed in rounds 4 to 6 (rounds 2 and 3 swapped, so no one gets a colour three times running). Print the Seats tab for the tables.',
    );
    // The Seats tab's printed line says so too, since its schedule shows one rotation.
    expect(event.title('Seats').map((line) => line[0])).toEqual([
      'Club tournament',
      expect.stringMatching(/^Seats: where each player sits · written /),
      "Tape each board's two seat numbers to its table; below, each player's seat in every round. In a double round robin, rounds 4 to 6 play R1 to R3 again, colours reversed.",
      'If Rounds holds a double round robin when round 2 is paired, round 2 plays R3 and round 3 plays R2, so no one gets a colour three times running.',
    ]);
    const rounds = playAll(event, 6);
    // FIDE's Berger tables: the first rotation's last two rounds reversed (R3, then R2).
    expect(rounds).toEqual([
      [
        ['RR 1', 'RR 2'],
        ['RR 3', 'RR 4'],
      ],
      [
        ['RR 3', 'RR 2'],
        ['RR 4', 'RR 1'],
      ],
      [
        ['RR 2', 'RR 4'],
        ['RR 1', 'RR 3'],
      ],
      [
        ['RR 2', 'RR 1'],
        ['RR 4', 'RR 3'],
      ],
      [
        ['RR 4', 'RR 2'],
        ['RR 3', 'RR 1'],
      ],
      [
        ['RR 2', 'RR 3'],
        ['RR 1', 'RR 4'],
      ],
    ]);
    // In plain order RR 1 played B, B, B in rounds 3 to 5 and RR 2 W, W, W; now nobody does.
    const colours = ['RR 1', 'RR 2', 'RR 3', 'RR 4'].map((name) =>
      rounds.map((games) => (games.some(([w]) => w === name) ? 'W' : 'B')).join(''),
    );
    expect(colours).toEqual(['WBWBBW', 'BBWWBW', 'WWBBWB', 'BWBWWB']);
    // The second meeting is no repeat: no note, no message, and Check round finds nothing.
    for (let round = 4; round <= 6; round++) {
      const notes = event
        .values(`Round ${round}`)
        .slice(1)
        .map((r) => r[6]);
      expect(notes).toEqual(['', '']);
    }
    event.click('Check round');
    expect(event.lastAlert()).toContain('Round 6 looks right: 2 boards, no bye rows.');
    for (const round of [2, 3]) {
      event.ss.setActiveSheet(event.ss.getSheetByName(`Round ${round}`)!);
      event.click('Check round');
      expect(event.lastAlert()).toContain(`Round ${round} looks right: 2 boards, no bye rows.`);
    }
    event.click('Pair next round');
    expect(event.lastAlert()).toMatch(/event is complete: all 6 rounds/);
    event.click('Update standings');
    const standings = event.values('Standings');
    expect(standings[0].slice(0, 12)).toEqual([
      'Place',
      'Name',
      'Rank',
      'Score',
      'Wins',
      'SODOS',
      'R1',
      'R2',
      'R3',
      'R4',
      'R5',
      'R6',
    ]);
  });

  it('rests the same player in a round of each rotation in an odd field', () => {
    const event = seated(5, 10);
    // An odd field's rests already keep colours from running three times: no rounds swapped.
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      '5 players seated on 2 boards for 10 rounds: a double round robin, everyone meets everyone twice, with the colours reversed in rounds 6 to 10. Seat 1 stays empty; the player opposite it rests each round. Print the Seats tab for the tables.',
    );
    const rounds = playAll(event, 10);
    const resting = (round: number): unknown =>
      event.values(`Round ${round}`).find((r) => r[0] === 'Bye')?.[1];
    expect(Array.from({ length: 10 }, (_, i) => resting(i + 1))).toEqual([
      'RR 3',
      'RR 1',
      'RR 5',
      'RR 4',
      'RR 2',
      'RR 3',
      'RR 1',
      'RR 5',
      'RR 4',
      'RR 2',
    ]);
    for (let round = 1; round <= 5; round++) {
      expect(rounds[round + 4]).toEqual(rounds[round - 1].map(([w, b]) => [b, w]));
    }
    event.click('Pair next round');
    expect(event.lastAlert()).toMatch(/event is complete: all 10 rounds/);
  });

  it('goes on into the second rotation when Rounds is raised after the first', () => {
    const event = seated(4, 5);
    const first = playAll(event, 3);
    event.click('Pair next round');
    expect(event.lastAlert()).toMatch(/event is complete: all 3 rounds/);
    event.ss.getSheetByName('Settings')!.getRange('B5').setValue(6);
    event.click('Pair next round');
    expect(pairings(event, 4)).toEqual(first[0].map(([w, b]) => [b, w]));
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 4: 2 boards.');
  });

  it('keeps the order round 2 was paired in when Rounds changes before round 3', () => {
    // Raised after round 2 was paired in plain order: round 3 plays R3, not R2 again.
    const raised = seated(4, 3);
    const plain = playAll(raised, 2);
    raised.ss.getSheetByName('Settings')!.getRange('B5').setValue(6);
    expect(playAll(raised, 3)[2]).toEqual([
      ['RR 3', 'RR 2'],
      ['RR 4', 'RR 1'],
    ]);
    expect(plain[1]).toEqual([
      ['RR 2', 'RR 4'],
      ['RR 1', 'RR 3'],
    ]);
    // Lowered after round 2 was paired reversed (R3): round 3 plays R2.
    const lowered = seated(4, 6);
    expect(playAll(lowered, 2)[1]).toEqual([
      ['RR 3', 'RR 2'],
      ['RR 4', 'RR 1'],
    ]);
    lowered.ss.getSheetByName('Settings')!.getRange('B5').setValue(3);
    expect(playAll(lowered, 3)[2]).toEqual([
      ['RR 2', 'RR 4'],
      ['RR 1', 'RR 3'],
    ]);
    lowered.click('Check round');
    expect(lowered.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 3 looks right: 2 boards, no bye rows.',
    );
  });

  it('says the one round of a two-player double round robin plainly, with nothing swapped', () => {
    const event = seated(2, 2);
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      '2 players seated on 1 board for 2 rounds: a double round robin, everyone meets everyone twice, with the colours reversed in round 2. Print the Seats tab for the tables.',
    );
    expect(event.title('Seats').map((line) => line[0])).toEqual([
      'Club tournament',
      expect.stringMatching(/^Seats: where each player sits · written /),
      "Tape each board's two seat numbers to its table; below, each player's seat in every round. In a double round robin, round 2 plays R1 again, colours reversed.",
    ]);
    expect(playAll(event, 2)).toEqual([[['RR 2', 'RR 1']], [['RR 1', 'RR 2']]]);
  });

  it('pairs round 2 again in the order Rounds now asks for, its old pairing set aside', () => {
    // Round 2 paired in plain order (R2) for a single round robin, then Rounds raised to a
    // double one before any result: paired again, round 2 plays R3, as a fresh double would.
    const event = seated(4, 3);
    playAll(event, 1);
    event.click('Pair next round');
    expect(pairings(event, 2)).toEqual([
      ['RR 2', 'RR 4'],
      ['RR 1', 'RR 3'],
    ]);
    event.ss.getSheetByName('Settings')!.getRange('B5').setValue(6);
    event.click('Pair next round');
    expect(pairings(event, 2)).toEqual([
      ['RR 3', 'RR 2'],
      ['RR 4', 'RR 1'],
    ]);
  });
});

describe('Rounds in a round robin that is not a double one', () => {
  it('is said to be unused at Seat players, naming the cell and the double round robin', () => {
    // In a paragraph of its own, so in a dialog: a toast would be gone before it was read.
    const event = seated(6, 8);
    expect(event.ss.ui.alerts.at(-1)?.prompt).toBe(
      '6 players seated on 3 boards for 5 rounds. Print the Seats tab for the tables.\n\nSettings!B5 (Rounds) says 8, which a round robin does not use: 6 players play 5 rounds, or 10 as a double round robin (set Rounds to 10 for that).',
    );
    playAll(event, 5);
    event.click('Pair next round');
    expect(event.lastAlert()).toMatch(/event is complete: all 5 rounds/);
    // Rounds below one rotation is not used either, and needs no word.
    expect(seated(6, 3).ss.toasts.at(-1)?.msg).toBe(
      '6 players seated on 3 boards for 5 rounds. Print the Seats tab for the tables.',
    );
  });

  it('names the Rounds cell when Rounds is lowered below a round of the second rotation', () => {
    const event = seated(4, 6);
    playAll(event, 4);
    event.ss.getSheetByName('Settings')!.getRange('B5').setValue(5);
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nThe round robin on the Seats tab has 3 rounds, but the tab "Round 4" is past it. Settings!B5 (Rounds) says 5: set it to 6 to play the double round robin, or delete "Round 4" if it was made by mistake. Nothing was changed.',
    );
  });

  it('keeps the plain message for a round past a double round robin', () => {
    const event = seated(2, 2);
    playAll(event, 2);
    setSheet(event.ss, 'Round 3', [
      event.values('Round 2')[0],
      ...event.values('Round 1').slice(1),
    ]);
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nThe round robin on the Seats tab has 2 rounds, but the tab "Round 3" is past it. Delete "Round 3" if it was made by mistake. Nothing was changed.',
    );
  });

  it('checks a round with the Seats tab gone, a second meeting being no repeat', () => {
    const single = seated(4, 5);
    playAll(single, 2);
    single.ss.deleteSheet(single.ss.getSheetByName('Seats')!);
    single.click('Check round');
    expect(single.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 2 looks right: 2 boards, no bye rows.',
    );
    const double = seated(4, 6);
    playAll(double, 4);
    double.ss.deleteSheet(double.ss.getSheetByName('Seats')!);
    double.click('Check round');
    expect(double.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 4 looks right: 2 boards, no bye rows.',
    );
  });
});

describe('Check round in a double round robin', () => {
  it('names a second-rotation round as the Seats tab shows it', () => {
    const event = seated(4, 6);
    playAll(event, 3);
    event.click('Pair next round');
    expect(pairings(event, 4)).toEqual([
      ['RR 2', 'RR 1'],
      ['RR 4', 'RR 3'],
    ]);
    // Black of the two boards swapped by hand: each new pair meets in round 6 (R3 again).
    event.edit('Round 4', 0, 'Black', 'RR 3');
    event.edit('Round 4', 1, 'Black', 'RR 1');
    event.click('Check round');
    const text = event.lastAlert()!;
    expect(text).toContain(
      'RR 2 and RR 3 play each other in round 6 (round 3 of the second rotation, R3 on the Seats tab), not in round 4, and the rotation will pair them again in that round.',
    );
    expect(text).toContain(
      'RR 4 and RR 1 play each other in round 6 (round 3 of the second rotation, R3 on the Seats tab), not in round 4, and the rotation will pair them again in that round.',
    );
  });
});

describe('The Seats tab of a round robin made double after Seat players', () => {
  it('prints a line that stays true when Rounds is raised before round 1', () => {
    const event = seated(4, 3);
    const line =
      "Tape each board's two seat numbers to its table; below, each player's seat in every round. In a double round robin, rounds 4 to 6 play R1 to R3 again, colours reversed.";
    expect(event.title('Seats')[2][0]).toBe(line);
    event.ss.getSheetByName('Settings')!.getRange('B5').setValue(6);
    const rounds = playAll(event, 6);
    expect(rounds[3]).toEqual(rounds[0].map(([w, b]) => [b, w]));
    event.click('Pair next round');
    expect(event.lastAlert()).toMatch(/event is complete: all 6 rounds/);
    expect(event.title('Seats')[2][0]).toBe(line);
    // Two players: one round, played again as round 2.
    expect(seated(2, 1).title('Seats')[2][0]).toBe(
      "Tape each board's two seat numbers to its table; below, each player's seat in every round. In a double round robin, round 2 plays R1 again, colours reversed.",
    );
  });
});

describe('The Seats line on the swapped rounds', () => {
  it('stays true when Rounds is raised after round 2 was paired in the plain order', () => {
    const event = seated(4, 3);
    const swap =
      'If Rounds holds a double round robin when round 2 is paired, round 2 plays R3 and round 3 plays R2, so no one gets a colour three times running.';
    expect(event.title('Seats')[3][0]).toBe(swap);
    playAll(event, 2);
    event.ss.getSheetByName('Settings')!.getRange('B5').setValue(6);
    // Round 3 plays R3: the order round 2 was paired in holds, as the line says it would; the
    // second rotation then plays R1 to R3 with the colours reversed.
    const later = [3, 4, 5, 6].map((round) => {
      event.click('Pair next round');
      typeResults(event, round, () => 'W+');
      return pairings(event, round);
    });
    expect(later).toEqual([
      [
        ['RR 3', 'RR 2'],
        ['RR 4', 'RR 1'],
      ],
      [
        ['RR 2', 'RR 1'],
        ['RR 4', 'RR 3'],
      ],
      [
        ['RR 4', 'RR 2'],
        ['RR 3', 'RR 1'],
      ],
      [
        ['RR 2', 'RR 3'],
        ['RR 1', 'RR 4'],
      ],
    ]);
    expect(event.title('Seats')[3][0]).toBe(swap);
  });
});

describe('Standings of a double round robin', () => {
  it('sums SODOS over both rotations and counts both games face to face', () => {
    // Every game a jigo except: Bo beats Cy at their second meeting, Cy beats Di and Ed beats
    // Bo at their first. Bo and Cy end on 4 points and SODOS 15.75; their first game was a
    // jigo, so only the second puts Bo ahead face to face (1.5 to 0.5).
    const names = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'];
    const event = newEvent({
      players: names.map((Name, i) => playerRow({ Name, Rank: `${i + 1}k` })),
      settings: { 'Pairing system': 'Round robin', Rounds: 10 },
    });
    event.click('Seat players (round robin)');
    const wins: Array<[string, string, number]> = [
      ['Bo', 'Cy', 2],
      ['Cy', 'Di', 1],
      ['Ed', 'Bo', 1],
    ];
    const meetings = new Map<string, number>();
    for (let round = 1; round <= 10; round++) {
      event.click('Pair next round');
      typeResults(event, round, (white, black) => {
        const key = [white, black].sort().join('|');
        const n = (meetings.get(key) ?? 0) + 1;
        meetings.set(key, n);
        const win = wins.find(([w, l, m]) => m === n && [w, l].sort().join('|') === key);
        if (!win) return 'Jigo';
        return win[0] === white ? 'W+R' : 'B+R';
      });
    }
    event.click('Update standings');
    const rows = event.values('Standings');
    const at = (h: string): number => rows[0].indexOf(h);
    expect(
      rows.slice(1).map((r) => [r[at('Place')], r[at('Name')], r[at('Score')], r[at('SODOS')]]),
    ).toEqual([
      [1, 'Ed', 4.5, 17.5],
      [2, 'Ann', 4, 16],
      [3, 'Bo', 4, 15.75],
      [4, 'Cy', 4, 15.75],
      [5, 'Di', 3.5, 14.5],
    ]);
  });
});
