import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import { newEvent, pairings, playerRow, refused, typeResults, type Event } from '../support/event';

/** Plays `rounds` rounds of `names` (White wins every game) under `system`. */
function played(names: string[], system: string, rounds: number) {
  const players = names.map((n, i) => playerRow({ Name: n, Rank: `${i + 1}k` }));
  const event = newEvent({ players, settings: { 'Pairing system': system, Rounds: 5 } });
  if (system === 'McMahon') event.click('Build bands');
  for (let r = 1; r <= rounds; r++) {
    event.click('Pair next round');
    typeResults(event, r, () => 'W+');
  }
  return event;
}

describe('a round the field cannot pair', () => {
  it.each(['McMahon', 'Swiss', 'Stable Swiss'])(
    '%s: says who is left over and what to do, and changes nothing',
    (system) => {
      const event = played(['A', 'B', 'C', 'D'], system, 3);
      expect(refused(event, 'Pair next round')).toBe(
        'Pairsheet: Pair next round\nRound 4 cannot be paired: A; B; C; D cannot all be given an opponent, as everyone left for them has already played them. Pair them by hand on the Constraints tab (one row per board, Rule "round 4"; players may meet again that way), or, if the field is too small for more rounds, lower Rounds on the Settings tab. Nothing was changed.',
      );
    },
  );

  it.each(['McMahon', 'Swiss', 'Stable Swiss'])(
    '%s: a forced bye nobody can take names the Bye volunteer column',
    (system) => {
      const event = played(['A', 'B', 'C'], system, 3);
      expect(refused(event, 'Pair next round')).toBe(
        'Pairsheet: Pair next round\nRound 4 needs a forced bye, but A; B; C have all had one and none is a bye volunteer. Type Yes in the Bye volunteer column of Players for the player who takes it (a volunteer may have a second forced bye), or give one player a bye in round 4 in the Byes column, so that no forced bye is needed. Nothing was changed.',
      );
    },
  );
});

/**
 * Five 1d players, White winning every game, three rounds planned and then six: round 4's
 * forced bye needs a second one (planned from the start, the rounds would have been paired to
 * leave round 4 a pairing).
 */
/** The Players rows upside down, as a TD's sort Z to A leaves a field named P1, P2, …. */
function sortedZtoA(event: Event): void {
  const [header, ...rows] = event.values('Players');
  event.ss
    .getSheetByName('Players')!
    .getRange(event.headerRow('Players') + 1, 1, rows.length, header.length)
    .setValues([...rows].reverse());
}

function fiveAfterThreeRounds(): Event {
  const players = [1, 2, 3, 4, 5].map((i) =>
    playerRow({ Name: `P${i}`, Rank: '1d', Rating: 2050 - 50 * i }),
  );
  const event = newEvent({ players, settings: { Rounds: 3 } });
  event.click('Build bands');
  for (let r = 1; r <= 3; r++) {
    event.click('Pair next round');
    typeResults(event, r, () => 'W+R');
  }
  event.setSetting('Rounds', 6);
  return event;
}

describe('a forced bye only a second bye can settle', () => {
  it('names the player who could take it once marked a volunteer, and then pairs', () => {
    const event = fiveAfterThreeRounds();
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 4 cannot be paired: whoever of P1; P2 takes the forced bye, too many of the other players have already played each other. P5 has had a forced bye, but with P5 on a second one the others can all be paired: type Yes in the Bye volunteer column of Players for P5 (a volunteer may have a second forced bye). Pair them by hand on the Constraints tab (one row per board, Rule "round 4"; players may meet again that way), or, if the field is too small for more rounds, lower Rounds on the Settings tab. Nothing was changed.',
    );
    event.edit('Players', 4, 'Bye volunteer', 'Yes');
    event.click('Pair next round');
    expect(pairings(event, 4)).toEqual([
      ['P1', 'P2'],
      ['P4', 'P3'],
    ]);
    expect(event.values('Round 4').at(-1)).toEqual([
      'Bye',
      'P5',
      '',
      '',
      '',
      'Forced bye',
      'forced bye; bye volunteer; forced bye number 2 (volunteer)',
    ]);
  });
  it('passes over a player whose Bye volunteer says No on purpose for the next who would do', () => {
    const event = fiveAfterThreeRounds();
    event.edit('Players', 4, 'Bye volunteer', 'No');
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 4 cannot be paired: whoever of P1; P2 takes the forced bye, too many of the other players have already played each other. P4 has had a forced bye, but with P4 on a second one the others can all be paired: type Yes in the Bye volunteer column of Players for P4 (a volunteer may have a second forced bye). Pair them by hand on the Constraints tab (one row per board, Rule "round 4"; players may meet again that way), or, if the field is too small for more rounds, lower Rounds on the Settings tab. Nothing was changed.',
    );
  });
});

describe('a round the Constraints tab leaves unpairable', () => {
  /** Players A… (ranks 1k, 2k, …) with these "never" rows, bands built for McMahon. */
  function barred(names: string[], never: Array<[string, string]>, system: string) {
    const players = names.map((n, i) => playerRow({ Name: n, Rank: `${i + 1}k` }));
    const event = newEvent({ players, settings: { 'Pairing system': system, Rounds: 3 } });
    setSheet(event.ss, 'Constraints', [
      ['Player', 'Player', 'Rule'],
      ...never.map(([a, b]) => [a, b, 'never']),
    ]);
    if (system === 'McMahon') event.click('Build bands');
    return event;
  }
  // Before, the rows went unnamed: "Delete or change "never" rows on the Constraints tab".
  const ROWS =
    'Delete or change one of those rows, or pair players by hand there (one row per board, Rule "round 1"). Nothing was changed.';

  it.each(['McMahon', 'Swiss', 'Stable Swiss'])(
    '%s: names the one player barred from everyone, and no game played',
    (system) => {
      const event = barred(
        ['A', 'B', 'C', 'D'],
        [
          ['A', 'B'],
          ['A', 'C'],
          ['A', 'D'],
        ],
        system,
      );
      expect(refused(event, 'Pair next round')).toBe(
        `Pairsheet: Pair next round\nRound 1 cannot be paired: A cannot be given an opponent, as everyone left for them is ruled out on the Constraints tab (the "never" rows 2–4). ${ROWS}`,
      );
    },
  );

  it.each(['McMahon', 'Swiss', 'Stable Swiss'])(
    '%s: with an odd field, says the rows leave no forced bye that pairs the rest',
    (system) => {
      const never: Array<[string, string]> = [
        ['A', 'B'],
        ['A', 'C'],
        ['A', 'D'],
        ['A', 'E'],
        ['B', 'C'],
        ['B', 'D'],
        ['B', 'E'],
      ];
      const event = barred(['A', 'B', 'C', 'D', 'E'], never, system);
      expect(refused(event, 'Pair next round')).toBe(
        `Pairsheet: Pair next round\nRound 1 cannot be paired: whoever of E; D; C; B; A takes the forced bye, too many of the other players are ruled out against each other on the Constraints tab (the "never" rows 2–8). ${ROWS}`,
      );
    },
  );
});

describe('scores the pairing cannot weigh exactly', () => {
  /** Players P1… (ranks 1k, 2k, …), bands built for McMahon. */
  function field(count: number, system: string) {
    const players = Array.from({ length: count }, (_, i) =>
      playerRow({ Name: `P${i + 1}`, Rank: `${(i % 20) + 1}k` }),
    );
    const event = newEvent({ players, settings: { 'Pairing system': system, Rounds: 5 } });
    if (system === 'McMahon') event.click('Build bands');
    return event;
  }
  /** The A1 name of a column of a tab, for the players' or boards' row. */
  const column = (event: ReturnType<typeof field>, tab: string, header: string): string =>
    String.fromCharCode(65 + event.values(tab)[0].indexOf(header));
  const initialCell = (event: ReturnType<typeof field>, player: number): string =>
    `Players!${column(event, 'Players', 'Initial score')}${event.headerRow('Players') + player}`;
  const resultCell = (event: ReturnType<typeof field>, round: number, board: number): string =>
    `Round ${round}!${column(event, `Round ${round}`, 'Result')}${event.headerRow(`Round ${round}`) + board}`;

  it('McMahon: names the highest and lowest Initial score cells when they are too far apart', () => {
    const event = field(8, 'McMahon');
    // 100,000,120 points apart: one such pair's squared difference alone passes 2^53.
    event.edit('Players', 1, 'Initial score', 100000000);
    event.edit('Players', 6, 'Initial score', -120);
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nRound 1 cannot be paired: ${initialCell(event, 2)} (P2, Initial score 100000000) is 100000120 points above ${initialCell(event, 7)} (P7, Initial score −120), too far apart for Pairsheet to weigh the pairings exactly. Correct the Initial score that is wrong (a rating typed in by mistake, say): bands are normally a few points apart. Nothing was changed.`,
    );
    event.edit('Players', 1, 'Initial score', -1);
    event.edit('Players', 6, 'Initial score', -6);
    event.click('Pair next round');
    expect(pairings(event, 1)).toHaveLength(4);
  });

  it('McMahon: names the cells by row when Players is sorted Z to A (ties go by name)', () => {
    const event = field(8, 'McMahon');
    sortedZtoA(event);
    // P8 now on the first row, P2 on the seventh and P7 on the second.
    event.edit('Players', 6, 'Initial score', 100000000);
    event.edit('Players', 1, 'Initial score', -120);
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nRound 1 cannot be paired: ${initialCell(event, 7)} (P2, Initial score 100000000) is 100000120 points above ${initialCell(event, 2)} (P7, Initial score −120), too far apart for Pairsheet to weigh the pairings exactly. Correct the Initial score that is wrong (a rating typed in by mistake, say): bands are normally a few points apart. Nothing was changed.`,
    );
  });

  it('McMahon: pairs Initial scores 270 apart, which the weights hold exactly', () => {
    const event = field(8, 'McMahon');
    event.edit('Players', 1, 'Initial score', 150);
    event.edit('Players', 6, 'Initial score', -120);
    event.click('Pair next round');
    // Each far one meets the nearest: P2 (150) the top band's P1, P7 (−120) the 8k P8.
    const games = pairings(event, 1).map((g) => [...g].sort().join('-'));
    expect(games).toContain('P1-P2');
    expect(games).toContain('P7-P8');
  });

  it('McMahon: names an Initial score in thousandths that a field of 40 cannot weigh by round 4', () => {
    const event = field(40, 'McMahon');
    event.edit('Players', 5, 'Initial score', 0.001);
    for (let round = 1; round <= 3; round++) {
      event.click('Pair next round');
      typeResults(event, round, () => 'W+');
    }
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nRound 4 cannot be paired: ${initialCell(event, 6)} (P6, Initial score 0.001) gives scores in steps finer than half a point, too fine for Pairsheet to weigh the pairings of this many players exactly. Use whole or half points there (such as 0.5, or ½-½ for a result). Nothing was changed.`,
    );
    event.edit('Players', 5, 'Initial score', -4.5);
    event.click('Pair next round');
    expect(pairings(event, 4)).toHaveLength(20);
  });

  it('McMahon: names Initial scores in thousandths in row order when Players is sorted Z to A', () => {
    const event = field(40, 'McMahon');
    sortedZtoA(event);
    // P40 now on the first row; P36 on the fifth and P11 on the thirtieth.
    event.edit('Players', 4, 'Initial score', 0.001);
    event.edit('Players', 29, 'Initial score', 0.001);
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nRound 2 cannot be paired: ${initialCell(event, 5)} (P36, Initial score 0.001); ${initialCell(event, 30)} (P11, Initial score 0.001) give scores in steps finer than half a point, too fine for Pairsheet to weigh the pairings of this many players exactly. Use whole or half points there (such as 0.5, or ½-½ for a result). Nothing was changed.`,
    );
  });

  it('McMahon: an Initial score in eighths pairs a field of 40', () => {
    const event = field(40, 'McMahon');
    event.edit('Players', 5, 'Initial score', 0.125);
    event.click('Pair next round');
    expect(pairings(event, 1)).toHaveLength(20);
  });

  it('Swiss: results in eighths pair a field of 40, though White won every other game', () => {
    const event = field(40, 'Swiss');
    for (let round = 1; round <= 2; round++) {
      event.click('Pair next round');
      typeResults(event, round, (_w, _b, board) => (board === 1 ? '0.125-0.875' : 'W+'));
    }
    event.click('Pair next round');
    expect(pairings(event, 3)).toHaveLength(20);
  });

  it('Swiss: names the Result cells whose points are in thousandths', () => {
    const event = field(40, 'Swiss');
    for (let round = 1; round <= 2; round++) {
      event.click('Pair next round');
      typeResults(event, round, (_w, _b, board) => (board === 1 ? '0.001-0.999' : 'W+'));
    }
    expect(refused(event, 'Pair next round')).toBe(
      `Pairsheet: Pair next round\nRound 3 cannot be paired: ${resultCell(event, 1, 1)} (board 1, result 0.001-0.999); ${resultCell(event, 2, 1)} (board 1, result 0.001-0.999) give scores in steps finer than half a point, too fine for Pairsheet to weigh the pairings of this many players exactly. Use whole or half points there (such as 0.5, or ½-½ for a result). Nothing was changed.`,
    );
  });

  it.each(['Swiss', 'McMahon'])(
    '%s: names the Result cell that gives points with more than three decimals',
    (system) => {
      const event = field(4, system);
      event.click('Pair next round');
      typeResults(event, 1, (_w, _b, board) => (board === 2 ? '0.3333-0.6667' : 'W+'));
      expect(refused(event, 'Pair next round')).toBe(
        `Pairsheet: Pair next round\nRound 2 cannot be paired: scores can have at most three decimals, such as 0.5 or 0.125, and ${resultCell(event, 1, 2)} (board 2, result 0.3333-0.6667) gives more. Correct that cell. Nothing was changed.`,
      );
    },
  );
});

describe('McMahon bands without initial scores', () => {
  it('Band cells kept with the Initial score column gone: says no initial score (not no band), then pairs after Build bands', () => {
    const ranks = ['3d', '2d', '1d', '1k', '2k', '3k'];
    const players = ranks.map((rank, i) => playerRow({ Name: `P${i + 1}`, Rank: rank }));
    const event = newEvent({ players });
    event.click('Build bands');
    const rows = event.values('Players');
    const gone = rows[0].indexOf('Initial score');
    setSheet(
      event.ss,
      'Players',
      rows.map((r) => r.filter((_, i) => i !== gone)),
    );
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nNo player has an initial score yet. Run "Build bands" before pairing the first round.',
    );
    event.click('Build bands');
    event.click('Pair next round');
    expect(pairings(event, 1)).toHaveLength(3);
  });
});
