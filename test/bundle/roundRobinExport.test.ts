/**
 * Export results… of a round robin: the files hold the rounds the seat plan plays (one rotation,
 * or two in a double round robin), not whatever Settings › Rounds says.
 */
import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent, playerRow, typeResults, type Event } from '../support/event';

/** A round robin of `count` go players, seated with Settings › Rounds = `rounds`, played to the end. */
function played(count: number, rounds: number, play: number): Event {
  const event = newEvent({
    players: Array.from({ length: count }, (_, i) =>
      playerRow({ Name: `Player ${'ABCDEF'[i]}`, Rank: `${i + 1}k` }),
    ),
    settings: { 'Pairing system': 'Round robin', Rounds: rounds },
  });
  event.setSetting('Location', 'Club house');
  event.setSetting('Start date', '2026-05-02');
  event.setSetting('End date', '2026-05-03');
  event.setSetting('Basic time (minutes)', 60);
  event.click('Seat players (round robin)');
  for (let round = 1; round <= play; round++) {
    event.click('Pair next round');
    // The player earlier in the alphabet wins: the standings need no lot.
    typeResults(event, round, (white, black) => (white < black ? 'W+' : 'B+'));
  }
  event.click('Update standings');
  return event;
}

const text = (event: Event, format: string): string => {
  const answer = dialogCall(event, 'exportEventFile', { format, temporaryIds: true });
  expect(answer.ok).toBe(true);
  return answer.text!;
};

const roundsField = (event: Event): { opengotha: string; pairgoth: [number, number[]] } => {
  const tour = JSON.parse(text(event, 'pairgoth')) as { rounds: number; games: unknown[][] };
  return {
    opengotha: /numberOfRounds="\d+"/.exec(text(event, 'opengotha'))![0],
    pairgoth: [tour.rounds, tour.games.map((g) => g.length)],
  };
};

describe('Export results… of a round robin', () => {
  it('gives OpenGotha the order its standings use: NBW, SODOSW, DC, and names what is left out', () => {
    const answer = dialogCall(played(4, 3, 3), 'exportEventFile', { format: 'opengotha' });
    // The standings sort by score, then SODOS (Sonneborn-Berger), then face to face, then the
    // lot: NBW, SODOSW and DC in OpenGotha's names. Before, the file said NBW, SOSW.
    expect(answer.text!.split('\n').filter((l) => l.includes('<PlacementCriterion '))).toEqual([
      '<PlacementCriterion number="1" name="NBW"/><PlacementCriterion number="2" name="SODOSW"/><PlacementCriterion number="3" name="DC"/>',
    ]);
    expect(answer.notes).toEqual([
      "Pairing system Round robin: the file's format has no such system; exported as Swiss.",
      'Round robin: the file ranks as the standings do, by NBW (score), SODOSW (SODOS) and DC (face to face). OpenGotha has no criterion for the drawing of lots that settles the ties left (the Lot column), and its DC also orders tied players who did not all play each other, which Pairsheet leaves to the lot.',
    ]);
    // pairgoth's own file leaves a round robin's placement to pairgoth, with no such note.
    const tour = dialogCall(played(4, 3, 3), 'exportEventFile', { format: 'pairgoth' });
    expect(tour.notes).toEqual([
      "Pairing system Round robin: the file's format has no such system; exported as Swiss.",
    ]);
  });

  it('with Drawing of lots at No, the OpenGotha note says the ties left share the place, not that a lot settles them', () => {
    const event = played(4, 3, 3);
    event.setSetting('Drawing of lots', 'No');
    expect(dialogCall(event, 'exportEventFile', { format: 'opengotha' }).notes).toEqual([
      "Pairing system Round robin: the file's format has no such system; exported as Swiss.",
      'Round robin: the file ranks as the standings do, by NBW (score), SODOSW (SODOS) and DC (face to face). OpenGotha cannot say that players still tied after those share the place (Settings › Drawing of lots is No), and its DC also orders tied players who did not all play each other, who share the place in Pairsheet.',
    ]);
  });

  it('writes the rotation’s rounds when Settings › Rounds says more or fewer', () => {
    // 6 players play 5 rounds; Rounds 8 is unused (not a double round robin).
    expect(roundsField(played(6, 8, 5))).toEqual({
      opengotha: 'numberOfRounds="5"',
      pairgoth: [5, [3, 3, 3, 3, 3]],
    });
    // Rounds 3, two rounds played: the file still holds an event of 5 rounds, 3 to come.
    expect(roundsField(played(6, 3, 2))).toEqual({
      opengotha: 'numberOfRounds="5"',
      pairgoth: [5, [3, 3, 0, 0, 0]],
    });
    // 5 players: 5 rounds of 2 boards, one player resting each round.
    expect(roundsField(played(5, 4, 5))).toEqual({
      opengotha: 'numberOfRounds="5"',
      pairgoth: [5, [2, 2, 2, 2, 2]],
    });
  });

  it('writes both rotations of a double round robin, in every format', () => {
    expect(roundsField(played(4, 6, 2))).toEqual({
      opengotha: 'numberOfRounds="6"',
      pairgoth: [6, [2, 2, 0, 0, 0, 0]],
    });
    const event = played(4, 6, 6);
    expect(roundsField(event)).toEqual({
      opengotha: 'numberOfRounds="6"',
      pairgoth: [6, [2, 2, 2, 2, 2, 2]],
    });
    const aga = text(event, 'aga').split('\n');
    expect(aga.filter((l) => l.startsWith('GAMES'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((r) => `GAMES ${r}`),
    );
    // Round 1: A–B and C–D; round 4 has them again, colours reversed.
    expect(aga.slice(aga.indexOf('GAMES 1'), aga.indexOf('GAMES 1') + 3)).toEqual([
      'GAMES 1',
      '99999\t99998\tw\t0\t7.5',
      '99997\t99996\tw\t0\t7.5',
    ]);
    expect(aga.slice(aga.indexOf('GAMES 4'), aga.indexOf('GAMES 4') + 3)).toEqual([
      'GAMES 4',
      '99998\t99999\tb\t0\t7.5',
      '99996\t99997\tb\t0\t7.5',
    ]);
    // Six round tokens a player; Player A meets Player B (line 2) in rounds 1 and 4. Rounds 2
    // and 3 play R3 and R2 (an even field's double round robin), so no colour comes three times.
    expect(text(event, 'h9').split('\n').slice(9, 13)).toEqual([
      '   1 Player_A                       1K XX xxxx    2+/w0    4+/b0    3+/w0    2+/b0    3+/b0    4+/w0',
      '   2 Player_B                       2K XX xxxx    1-/b0    3+/b0    4+/w0    1-/w0    4+/b0    3+/w0',
      '   3 Player_C                       3K XX xxxx    4+/w0    2-/w0    1-/b0    4+/b0    1-/w0    2-/b0',
      '   4 Player_D                       4K XX xxxx    3-/b0    1-/w0    2-/b0    3-/w0    2-/w0    1-/b0',
    ]);
    expect(text(event, 'standings').split('\r\n')[0]).toBe(
      '\uFEFFPlace,Name,Rank,Score,Wins,SODOS,R1,R2,R3,R4,R5,R6,Status',
    );
    expect(
      text(event, 'rounds')
        .split('\r\n')
        .slice(1, -1)
        .map((l) => l.split(',')[0]),
    ).toEqual(['1', '1', '2', '2', '3', '3', '4', '4', '5', '5', '6', '6']);
  });
});
