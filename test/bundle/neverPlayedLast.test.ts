import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import { newEvent, playerRow, typeResults } from '../support/event';
import { GAMES, PREFERENCES } from '../support/multiGameExample';

/**
 * Six players of one band play four rounds; Gil withdrew before round 1. Ann loses every game,
 * ending on Gil's score, SOMS and SODOMS, and the seed's draw favours Gil.
 */
function event() {
  const names = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve', 'Fay'];
  const e = newEvent({
    players: [
      ...names.map((Name) => playerRow({ Name, Rank: '1k' })),
      playerRow({ Name: 'Gil', Rank: '1k', Status: 'withdrawn' }),
    ],
    settings: { Rounds: 4, 'Random seed': 3 },
  });
  e.click('Build bands');
  for (let round = 1; round <= 4; round++) {
    e.click('Pair next round');
    typeResults(e, round, (w, b) => {
      if (w === 'Ann' || b === 'Ann') return w === 'Ann' ? 'B+' : 'W+';
      return w < b ? 'W+' : 'B+';
    });
  }
  e.click('Update standings');
  return e;
}

describe('A player withdrawn before playing', () => {
  it('is listed last on Standings, below a player tied with them who played', () => {
    expect(event().values('Standings').slice(6)).toEqual([
      [6, 'Ann', '1k', '1k and up', 0, 0, 8, 0, '3-b', '2-w', '5-b', '4-w', ''],
      [7, 'Gil (withdrawn)', '1k', '', 0, 0, 8, 0, 'bye=', 'bye=', 'bye=', 'bye=', ''],
    ]);
  });
});

/** The README's multi-game example with Zed, withdrawn before round 1; Hana loses both games. */
function multiGameEvent() {
  const names = PREFERENCES.slice(1).map((row) => String(row[0]));
  const e = newEvent({
    players: [
      ...names.map((Name) => playerRow({ Name })),
      playerRow({ Name: 'Zed', Status: 'withdrawn' }),
    ],
    settings: { 'Pairing system': 'Multi-game', Rounds: 3, 'Random seed': 2 },
  });
  e.click('Set up tournament sheet');
  setSheet(e.ss, 'Games', GAMES);
  setSheet(e.ss, 'Preferences', [...PREFERENCES, ['Zed', 'Chess', 'Go', 'Hex']]);
  e.click('Pair next round');
  const [header, ...rows] = e.values('Round 1');
  rows.forEach((row, i) => {
    const first = row[header.indexOf('Player 1')];
    const second = row[header.indexOf('Player 2')];
    e.edit('Round 1', i, 'Result', first === 'Hana' ? '0-1' : second === 'Hana' ? '1-0' : '½-½');
  });
  e.click('Update standings');
  return e;
}

describe('A multi-game player withdrawn before playing', () => {
  it('is listed last, below a player who lost every game, though the draw favours them', () => {
    const none = ['', '', '', '', '', '', '', ''];
    expect(multiGameEvent().values('Standings').slice(8)).toEqual([
      [
        8,
        'Hana',
        0,
        2,
        0,
        2,
        0,
        ...none.slice(0, 5),
        '0 / 1',
        '0 / 1',
        '',
        'Othello 1-, Hex 2-',
        '',
      ],
      [9, 'Zed (withdrawn)', 0, 0, 0, 0, 0, ...none, '', ''],
    ]);
  });
});
