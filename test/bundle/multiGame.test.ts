import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import { newEvent, playerRow, type Event, refused } from '../support/event';
import { GAMES, PREFERENCES, RESULTS } from '../support/multiGameExample';

const NAMES = PREFERENCES.slice(1).map((r) => String(r[0]));

function multiGameEvent(settings: Record<string, string | number> = {}): Event {
  const event = newEvent({
    players: NAMES.map((Name) => playerRow({ Name })),
    settings: { 'Pairing system': 'Multi-game', Rounds: 3, ...settings },
  });
  event.click('Set up tournament sheet');
  setSheet(event.ss, 'Games', GAMES);
  setSheet(event.ss, 'Preferences', PREFERENCES);
  event.ss.ui.alerts.length = 0;
  return event;
}

function typeRound(event: Event, round: number): void {
  event
    .values(`Round ${round}`)
    .slice(1)
    .forEach((row, i) => {
      if (typeof row[0] === 'number') {
        event.edit(`Round ${round}`, i, 'Result', RESULTS[(i + round) % RESULTS.length]);
      }
    });
}

describe('Set up for a multi-game event', () => {
  it('adds Games and Preferences once Settings say Multi-game, in any spelling it accepts', () => {
    for (const system of ['Multi-game', 'multigame', 'Multi  Game']) {
      const event = newEvent({ settings: { 'Pairing system': system } });
      expect(event.ss.getSheetByName('Games')).toBeNull();
      event.click('Set up tournament sheet');
      expect(event.values('Games')).toEqual([['Game', 'Notes']]);
      expect(event.values('Preferences')).toEqual([
        ['Player', '1st', '2nd', '3rd', '4th', '5th', '6th'],
      ]);
    }
  });

  it('refuses Build bands: a multi-game event has none', () => {
    const event = multiGameEvent();
    expect(refused(event, 'Build bands')).toMatch(/Multi-game event has no bands/);
  });
});

describe('Pair next round in a multi-game event (the README example)', () => {
  it('writes Round 1: a game per board, Player 1 moves first, the choice each game is for', () => {
    const event = multiGameEvent();
    event.click('Pair next round');
    expect(event.values('Round 1')).toEqual([
      ['Board', 'Game', 'Player 1', 'Player 2', 'Result', 'Notes'],
      [1, 'Chess', 'Fay', 'Ada', '', "Fay's 1st, Ada's 1st choice"],
      [2, 'Shogi', 'Ada', 'Ben', '', "Ada's 2nd, Ben's 1st choice"],
      [3, 'Xiangqi', 'Ben', 'Dev', '', "Ben's 3rd, Dev's 1st choice"],
      [4, 'Go', 'Dev', 'Cleo', '', "Dev's 2nd, Cleo's 1st choice"],
      [5, 'Checkers', 'Eli', 'Fay', '', "Eli's 1st, Fay's 2nd choice"],
      [6, 'Othello', 'Cleo', 'Hana', '', "Cleo's 2nd, Hana's 3rd choice"],
      [7, 'Hex', 'Hana', 'Gus', '', "Hana's 1st, Gus's 3rd choice"],
      [8, 'Backgammon', 'Gus', 'Eli', '', "Gus's 1st, Eli's 2nd choice"],
    ]);
    const sheet = event.ss.getSheetByName('Round 1')!;
    expect(sheet.getRange('E5').getDataValidation()?.getCriteriaType()?.name).toBe(
      'CUSTOM_FORMULA',
    );
    // Long notes wrap inside Notes and their rows grow, rather than spill past the page.
    const header = event.headerRow('Round 1');
    expect(
      sheet
        .getRange(header + 1, 6, 8, 1)
        .getWraps()
        .flat(),
    ).toEqual(Array(8).fill(true));
    expect(sheet.getRange(header + 1, 5).getWrap()).toBe(false);
    // Each player has exactly Games per player per round (2) boards.
    const count = new Map<string, number>();
    for (const row of event.values('Round 1').slice(1)) {
      for (const name of [row[2], row[3]])
        count.set(String(name), (count.get(String(name)) ?? 0) + 1);
    }
    expect([...count.values()]).toEqual(NAMES.map(() => 2));
  });

  it('lists everyone by name with board, game, move order and opponent', () => {
    const event = multiGameEvent();
    event.click('Pair next round');
    event.click('Print pairings');
    expect(event.values('Round 1 by name').slice(0, 5)).toEqual([
      ['Name', 'Board', 'Game', 'Moves', 'Opponent'],
      ['Ada', 1, 'Chess', 'second', 'Fay'],
      ['Ada', 2, 'Shogi', 'first', 'Ben'],
      ['Ben', 2, 'Shogi', 'second', 'Ada'],
      ['Ben', 3, 'Xiangqi', 'first', 'Dev'],
    ]);
  });

  it('leaves a withdrawn player off the wall sheet, not listed with no game this round', () => {
    const event = multiGameEvent();
    const ada = event.values('Players').findIndex((r) => r[0] === 'Ada') - 1;
    event.edit('Players', ada, 'Status', 'withdrawn');
    event.click('Pair next round');
    event.click('Print pairings');
    expect(event.values('Round 1 by name').filter((r) => r[0] === 'Ada')).toEqual([]);
  });

  it('refuses a result typed on a Short row, naming its cell, and changes nothing', () => {
    const event = multiGameEvent();
    for (let round = 1; round <= 3; round++) {
      event.click('Pair next round');
      if (round < 3) typeRound(event, round);
    }
    typeRound(event, 3);
    const rows = event.values('Round 3');
    const ben = rows.findIndex((r) => r[0] === 'Short' && r[2] === 'Ben');
    expect(ben).toBe(6);
    // A volunteer's slip: Ben's row is not a board, so the result would otherwise be lost.
    event.edit('Round 3', ben - 1, 'Result', '1-0');
    const row = event.headerRow('Round 3') + ben;
    expect(refused(event, 'Update standings')).toBe(
      `Pairsheet: Update standings\nRound 3!E${row}: "1-0" is typed on a Short row, which only says that Ben is short of games: it holds no game. Type the result on its board's row, and clear this cell.`,
    );
    event.edit('Round 3', ben - 1, 'Result', '');
    event.click('Update standings');
    expect(event.values('Standings')[0].slice(0, 3)).toEqual(['Place', 'Name', 'Points']);
  });

  it('widens, replays between winners, reports players left short in a dialog and on the tab', () => {
    const event = multiGameEvent();
    for (let round = 1; round <= 3; round++) {
      event.click('Pair next round');
      if (round < 3) typeRound(event, round);
    }
    const round2 = event.values('Round 2')[2];
    expect([...round2.slice(0, 4), round2[5]]).toEqual([
      2,
      'Chess',
      'Dev',
      'Eli',
      "Dev's 4th, Eli's 3rd choice; widened to n+1 (top 4)",
    ]);
    const round3 = event.values('Round 3');
    expect(round3[2]).toEqual([
      2,
      'Go',
      'Cleo',
      'Ada',
      '',
      "Cleo's 1st, Ada's 3rd choice; replayed: Cleo and Ada each won it before",
    ]);
    expect(round3.filter((r) => r[0] === 'Short').map((r) => [r[2], r[5]])).toEqual([
      // One game left explains one missing game; the reason for the other is given too.
      [
        'Ben',
        '2 games short: only 1 of their listed games is left for them to play in this event, and every game they have in common with the others has already been played',
      ],
      ['Eli', '1 game short: only 1 of their listed games is left for them to play in this event'],
      [
        'Fay',
        '2 games short: everyone they could still play already has their games this round, has met them this round, or plays that game on another board',
      ],
      [
        'Hana',
        '1 game short: everyone they could still play already has their games this round, has met them this round, or plays that game on another board',
      ],
    ]);
    const alert = event.lastAlert()!;
    // The round, then each reason a paragraph of its own.
    expect(alert).toBe(
      [
        'Pairsheet: Pair next round\nRound 3: 5 boards.',
        'Ben is 2 games short: only 1 of their listed games is left for them to play in this event, and every game they have in common with the others has already been played.',
        'Eli is 1 game short: only 1 of their listed games is left for them to play in this event.',
        'Fay is 2 games short: everyone they could still play already has their games this round, has met them this round, or plays that game on another board.',
        'Hana is 1 game short: everyone they could still play already has their games this round, has met them this round, or plays that game on another board.',
      ].join('\n\n'),
    );
    // The wall sheet names everyone, those with no game this round too.
    event.click('Print pairings');
    const idle = event.values('Round 3 by name').filter((r) => r[4] === 'no game this round');
    expect(idle.map((r) => r[0])).toEqual(['Ben', 'Fay']);
    // Short rows are for the TD's eyes: the round reads back with its five boards.
    typeRound(event, 3);
    event.click('Update standings');
    const standings = event.values('Standings');
    expect(standings[0]).toEqual([
      'Place',
      'Name',
      'Points',
      'Games',
      'Wins',
      'Top n',
      'SB',
      'Chess',
      'Shogi',
      'Xiangqi',
      'Go',
      'Checkers',
      'Othello',
      'Hex',
      'Backgammon',
      'R1',
      'R2',
      'R3',
      'Lot',
    ]);
    expect(standings[1].slice(0, 7)).toEqual([1, 'Gus', 5, 6, 5, 4, 9]);
    expect(standings[1].slice(15, 18)).toEqual([
      'Hex 8+, Backgammon 5+',
      'Checkers 4+, Othello 5+',
      'Checkers 5-, Othello 4+',
    ]);
    expect(event.ss.toasts.at(-1)?.msg).toMatch(
      /Standings updated after 3 rounds\. Leader: Gus \(5\)\./,
    );
    // Each round column is wide enough for its longest list of games, so none is cut off.
    const sheet = event.ss.getSheetByName('Standings')!;
    for (let r = 0; r < 3; r++) {
      const longest = Math.max(...standings.slice(1).map((row) => String(row[15 + r]).length));
      expect(sheet.getColumnWidth(16 + r)).toBeGreaterThanOrEqual(longest * 7);
    }
  });
});

describe('Pair next round, multi-game, with fewer than two players to pair', () => {
  it('says so, as the other systems do, rather than blaming the Preferences tab', () => {
    const event = multiGameEvent();
    NAMES.forEach((_, i) => event.edit('Players', i, 'Byes', 1));
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 1 would have 0 players to pair: every player is withdrawn or asks for a bye in round 1 (the Status and Byes columns of the Players tab). Add players, or change their Status or Byes, first.',
    );
    NAMES.slice(1).forEach((_, i) => event.edit('Players', i + 1, 'Status', 'withdrawn'));
    event.edit('Players', 0, 'Byes', '');
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 1 would have 1 player to pair: every other player is withdrawn or asks for a bye in round 1 (the Status and Byes columns of the Players tab). Add players, or change their Status or Byes, first.',
    );
  });
});

describe('Pair next round, multi-game, once the players have no game left in common', () => {
  /** Players A… listing the games given, one game a round, n = 1. */
  function listing(lists: string[][], rounds: number): Event {
    const names = lists.map((_, i) => String.fromCharCode(65 + i));
    const event = newEvent({
      players: names.map((Name) => playerRow({ Name })),
      settings: {
        'Pairing system': 'Multi-game',
        Rounds: rounds,
        'Preferred games (n)': 1,
        'Games per player per round': 1,
      },
    });
    event.click('Set up tournament sheet');
    const offered = [...new Set(lists.flat())];
    setSheet(event.ss, 'Games', [['Game', 'Notes'], ...offered.map((g) => [g, ''])]);
    const width = Math.max(...lists.map((l) => l.length));
    setSheet(event.ss, 'Preferences', [
      ['Player', '1st', '2nd'].slice(0, width + 1),
      ...lists.map((l, i) => [names[i], ...l, ...Array(width - l.length).fill('')]),
    ]);
    event.ss.ui.alerts.length = 0;
    return event;
  }

  it('says the event has run out of games, for whom, and how to end it or add games', () => {
    const event = listing([['Chess'], ['Chess'], ['Chess'], ['Chess']], 3);
    for (const round of [1, 2]) {
      event.click('Pair next round');
      event
        .values(`Round ${round}`)
        .slice(1)
        .forEach((row, i) => {
          if (typeof row[0] === 'number') event.edit(`Round ${round}`, i, 'Result', '1-0');
        });
    }
    expect(refused(event, 'Pair next round')).toBe(
      "Pairsheet: Pair next round\nRound 3: no two players share a game they may still play, so nobody could be paired. A; B; C; D: none of their listed games is left for them to play in this event. Lower Rounds on the Settings tab to end the event after round 2, or add games to the Games tab and to the players' lists on the Preferences tab. Nothing was changed.",
    );
  });

  it('in round 1, names the players who share no game', () => {
    const event = listing([['Chess'], ['Go']], 1);
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nRound 1: no two players share a game they may still play, so nobody could be paired. A; B: nobody else playing this round lists a game in common with them. Check the Preferences tab and the Games tab. Nothing was changed.',
    );
  });
});

describe('Pair next round, multi-game, with many players short for the same reason', () => {
  function shortEvent(onlyChess: number): Event {
    // The first `onlyChess` players list only Chess; as many more list Chess and Go.
    const names = Array.from({ length: 2 * onlyChess }, (_, i) => `P${i + 1}`);
    const event = newEvent({
      players: names.map((Name) => playerRow({ Name })),
      settings: { 'Pairing system': 'Multi-game', Rounds: 3 },
    });
    event.click('Set up tournament sheet');
    setSheet(event.ss, 'Games', [
      ['Game', 'Notes'],
      ['Chess', ''],
      ['Go', ''],
      ['Shogi', ''],
    ]);
    setSheet(event.ss, 'Preferences', [
      ['Player', '1st', '2nd'],
      ...names.map((name, i) => (i < onlyChess ? [name, 'Chess', ''] : [name, 'Chess', 'Go'])),
    ]);
    event.click('Pair next round');
    return event;
  }

  it('names them in one sentence with the reason said once', () => {
    expect(shortEvent(2).lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 1: 3 boards.\n\nP1; P2 are 1 game short: they list only 1 game.\n\nNot enough games for every round: all 4 players can play at most 2 different games in this event (each plays a game only once, a replay between winners aside, and they list no more than 2), but 3 rounds of 2 games need 6, so they will run short of games in the later rounds. To give everyone their games: lower Settings!B31 (Games per player per round) or Settings!B5 (Rounds); have players list more games on the Preferences tab; or add games to the Games tab.',
    );
  });

  it('names the first dozen of a long list and points to the Short rows for the rest', () => {
    const event = shortEvent(14);
    expect(event.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 1: 21 boards.\n\nP1; P2; P3; P4; P5; P6; P7; P8; P9; P10; P11; P12 and 2 more are 1 game short: they list only 1 game. All 14 are named, with the reason, in the Short rows of Round 1.\n\nNot enough games for every round: all 28 players can play at most 2 different games in this event (each plays a game only once, a replay between winners aside, and they list no more than 2), but 3 rounds of 2 games need 6, so they will run short of games in the later rounds. To give everyone their games: lower Settings!B31 (Games per player per round) or Settings!B5 (Rounds); have players list more games on the Preferences tab; or add games to the Games tab.',
    );
    expect(event.values('Round 1').filter((r) => r[0] === 'Short')).toHaveLength(14);
  });
});

describe('Pair next round, multi-game, on a field too large for the exact search', () => {
  it('pairs in seed order and tells the TD so', () => {
    // 200 players, 20 games, 17 preferred, 4 games a round: the exact search's sums would
    // pass 2^53 (optimal.ts), so the Optimal method keeps the seed-order round.
    const games = Array.from({ length: 20 }, (_, g) => `Game ${String.fromCharCode(65 + g)}`);
    const names = Array.from({ length: 200 }, (_, i) => `Player ${i + 1}`);
    const event = newEvent({
      players: names.map((Name) => playerRow({ Name })),
      settings: {
        'Pairing system': 'Multi-game',
        Rounds: 3,
        'Preferred games (n)': 17,
        'Games per player per round': 4,
      },
    });
    event.click('Set up tournament sheet');
    setSheet(event.ss, 'Games', [['Game', 'Notes'], ...games.map((g) => [g, ''])]);
    setSheet(event.ss, 'Preferences', [
      ['Player', '1st', ...Array.from({ length: 16 }, (_, k) => `${k + 2}th`)],
      ...names.map((name, i) => [
        name,
        ...Array.from({ length: 17 }, (_, k) => games[(i * 7 + k * 3) % 20]),
      ]),
    ]);
    event.click('Pair next round');
    // How the round was paired belongs with the round; those left short follow, a paragraph each.
    expect(event.lastAlert()).toMatch(
      /^Pairsheet: Pair next round\nRound 1: 399 boards\. Multi-game method Optimal: this field is too large for the exact search, so the round follows Seed order\.\n\n\S/,
    );
    expect(event.values('Round 1').length).toBeGreaterThan(300);
  });
});

describe('Check round in a multi-game event', () => {
  it('names the boards whose result is still to come', () => {
    const event = multiGameEvent();
    event.click('Pair next round');
    for (const i of [0, 1, 2, 4, 5, 6]) event.edit('Round 1', i, 'Result', '1-0');
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 1 looks right: 8 boards, no bye rows. 2 results still to come: boards 4 (E8), 8 (E12).',
    );
  });

  it('reports a game a player has already played, edited in by hand', () => {
    const event = multiGameEvent();
    event.click('Pair next round');
    typeRound(event, 1);
    event.click('Pair next round');
    // Round 2, board 1 becomes Chess between Ada and Fay: they played it in round 1.
    event.edit('Round 2', 0, 'Game', 'chess');
    event.edit('Round 2', 0, 'Player 1', 'Ada');
    event.edit('Round 2', 0, 'Player 2', 'Fay');
    event.click('Check round');
    expect(event.lastAlert()).toMatch(/Round 2 has \d+ problems?/);
    expect(event.lastAlert()).toMatch(/Ada.*Chess|Chess.*Ada/);
  });
});

describe('Check round in a multi-game event, naming the cells', () => {
  it('reports a withdrawn player still on a board without a result', () => {
    const event = multiGameEvent();
    event.click('Pair next round');
    const [header, line] = event.values('Round 1');
    const [board, first] = [line[0], line[header.indexOf('Player 1')]];
    const row = NAMES.indexOf(String(first));
    event.edit('Players', row, 'Status', 'withdrawn');
    event.click('Check round');
    expect(event.lastAlert()).toContain(
      `• Round 1!A${event.headerRow('Round 1') + 1} (board ${board}): ${first} has withdrawn but is still paired, with no result. Type the opponent's forfeit win, or, in the latest round with no result in, run "Undo last pairing" and pair it again.`,
    );
  });

  it('names the board of a player given one game twice in a round', () => {
    const event = multiGameEvent();
    event.click('Pair next round');
    const rows = event.values('Round 1');
    const header = rows[0];
    const [game, p1] = [header.indexOf('Game'), header.indexOf('Player 1')];
    // Board 2 gets board 1's first player and game.
    event.edit('Round 1', 1, 'Game', String(rows[1][game]));
    event.edit('Round 1', 1, 'Player 1', String(rows[1][p1]));
    event.click('Check round');
    expect(event.lastAlert()).toContain(
      `• Round 1!A${event.headerRow('Round 1') + 2} (board ${rows[2][0]}): ${rows[1][p1]} plays ${rows[1][game]} here and on board ${rows[1][0]}; one game of a kind each a round.`,
    );
  });
});

describe('Bad input in a multi-game event: one message naming the cell, nothing changed', () => {
  const cases: Array<[string, (e: Event) => void, RegExp]> = [
    [
      'a game not on Games',
      (e) => e.edit('Preferences', 2, '2nd', 'Chequers'),
      /Preferences!C4 \(Cleo\): "Chequers" is not on the Games tab/,
    ],
    [
      'a player not on Players',
      (e) => e.edit('Preferences', 3, 'Player', 'Devon'),
      /Preferences!A5: "Devon" is not on the Players tab/,
    ],
    [
      'the same game twice in one list',
      (e) => e.edit('Preferences', 0, '3rd', ' CHESS '),
      /Preferences!D2 \(Ada\): Chess is already in this list/,
    ],
    [
      'a game listed twice on Games',
      (e) => e.edit('Games', 7, 'Game', 'hex'),
      /Games!A9: "hex" is already on row 8/,
    ],
    [
      'a row with games but no player',
      (e) => e.edit('Preferences', 0, 'Player', ''),
      /Preferences!A2: the player is blank, but the row lists games/,
    ],
    [
      'a player row without games',
      (e) => {
        for (const h of ['1st', '2nd', '3rd', '4th', '5th']) e.edit('Preferences', 1, h, '');
      },
      /Preferences!B3 \(Ben\): no games listed/,
    ],
    [
      'a gap in a list',
      (e) => e.edit('Preferences', 0, '2nd', ''),
      /Preferences!C2: a blank choice before "Go" \(Preferences!D2\)/,
    ],
    [
      'a player on Players with no row on Preferences (a late arrival)',
      (e) => e.edit('Players', NAMES.length, 'Name', 'Ivy'),
      /\nPlayers!A10 \(Ivy\): no row on the Preferences tab\. Add a row there with their name under Player and their games, most preferred first \(or set their Status to withdrawn\)\.$/,
    ],
    [
      'n larger than the number of games',
      (e) => e.setSetting('Preferred games (n)', 9),
      /Settings!B\d+: Preferred games \(n\) is 9, but the Games tab lists only 8 games/,
    ],
    [
      'more games a round than there are games',
      (e) => {
        e.setSetting('Preferred games (n)', 6);
        e.setSetting('Games per player per round', 9);
      },
      /Settings!B\d+: Games per player per round is 9, but the Games tab lists only 8 games and each is played at most once a round\. Lower it to 8 or less\./,
    ],
    [
      'more games a round than the top n+3',
      (e) => {
        e.setSetting('Preferred games (n)', 2);
        e.setSetting('Games per player per round', 6);
      },
      /Settings!B\d+: Games per player per round is 6, but each player plays only games among their top n\+3 = 5 \(Preferred games \(n\) is 2\), each at most once a round\. Lower it to 5 or less\./,
    ],
  ];
  for (const [what, edit, message] of cases) {
    it(what, () => {
      const event = multiGameEvent();
      edit(event);
      expect(refused(event, 'Pair next round')).toMatch(message);
    });
  }

  it('two players with no row on Preferences: each named with their Players cell', () => {
    const event = multiGameEvent();
    event.edit('Players', NAMES.length, 'Name', 'Ivy');
    event.edit('Players', NAMES.length + 1, 'Name', 'Jo');
    expect(refused(event, 'Pair next round')).toBe(
      [
        'Pairsheet: Pair next round',
        'These players have no row on the Preferences tab; nothing was changed. Add a row for each, with their name under Player and their games, most preferred first (or set their Status to withdrawn):',
        '• Players!A10 (Ivy): no row on the Preferences tab.',
        '• Players!A11 (Jo): no row on the Preferences tab.',
      ].join('\n'),
    );
  });

  it('n larger than the number of games: the cell named from Settings as first read', () => {
    const event = multiGameEvent();
    event.setSetting('Preferred games (n)', 9);
    event.ss.calls.reset();
    expect(refused(event, 'Pair next round')).toMatch(/Settings!B\d+: Preferred games \(n\) is 9/);
    // Settings, Players and Games; Preferences is not reached.
    expect(event.ss.calls.count('getValues')).toBe(3);
  });

  it('a round tab whose game was mistyped by hand', () => {
    const event = multiGameEvent();
    event.click('Pair next round');
    typeRound(event, 1);
    event.edit('Round 1', 3, 'Game', 'Goo');
    expect(refused(event, 'Pair next round')).toMatch(
      /Round 1!B8 \(board 4\): "Goo" is not on the Games tab/,
    );
    expect(refused(event, 'Update standings')).toMatch(/"Goo" is not on the Games tab/);
  });

  it('a renamed Games tab', () => {
    const event = multiGameEvent();
    event.ss.getSheetByName('Games')!.setName('Game list');
    expect(refused(event, 'Pair next round')).toMatch(/There is no "Games" tab/);
  });
});

describe('Pair next round, multi-game, round 1 of an event that asks more games than players reach', () => {
  const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th'];
  const TEN = [
    'Chess',
    'Go',
    'Shogi',
    'Xiangqi',
    'Hex',
    'Othello',
    'Checkers',
    'Backgammon',
    'Havannah',
    'Tak',
  ];

  function event(lists: string[][], settings: Record<string, string | number>): Event {
    const names = lists.map((_, i) => `P${i + 1}`);
    const e = newEvent({
      players: names.map((Name) => playerRow({ Name })),
      settings: { 'Pairing system': 'Multi-game', ...settings },
    });
    e.click('Set up tournament sheet');
    setSheet(e.ss, 'Games', [['Game', 'Notes'], ...TEN.map((g) => [g, ''])]);
    const width = Math.max(...lists.map((l) => l.length));
    setSheet(e.ss, 'Preferences', [
      ['Player', ...ORDINALS.slice(0, width)],
      ...lists.map((l, i) => [names[i], ...l, ...Array(width - l.length).fill('')]),
    ]);
    e.ss.ui.alerts.length = 0;
    return e;
  }

  it('counts everyone held to their first n+3 choices and says which settings to change', () => {
    // Every player lists all ten games, but only the first n+3 = 6 are ever paired.
    const e = event(
      Array.from({ length: 8 }, (_, i) => [...TEN.slice(i), ...TEN.slice(0, i)]),
      { Rounds: 5, 'Replay a game between its winners': 'No' },
    );
    e.click('Pair next round');
    expect(e.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 1: 8 boards.\n\nNot enough games for every round: all 8 players can play at most 6 different games in this event (each plays a game only once, and only their first n+3 = 6 choices are paired), but 5 rounds of 2 games need 10, so they will run short of games in the later rounds. To give everyone their games: raise Settings!B30 (Preferred games (n)); or lower Settings!B31 (Games per player per round) or Settings!B5 (Rounds).',
    );
  });

  it('names the few players whose lists are too short', () => {
    const six = TEN.slice(0, 6);
    const e = event([...Array.from({ length: 6 }, () => six), TEN.slice(0, 5), TEN.slice(1, 5)], {
      Rounds: 3,
    });
    e.click('Pair next round');
    expect(e.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 1: 8 boards.\n\nNot enough games for every round: P7; P8 can play at most 5 different games in this event (each plays a game only once, a replay between winners aside, and they list no more than 5), but 3 rounds of 2 games need 6, so they will run short of games in the later rounds. To give everyone their games: lower Settings!B31 (Games per player per round) or Settings!B5 (Rounds); or have players list more games on the Preferences tab.',
    );
  });

  it('asks for a higher n and longer lists when every list is as long as the top n+3', () => {
    const e = event(
      Array.from({ length: 8 }, (_, i) => [...TEN.slice(i), ...TEN.slice(0, i)].slice(0, 6)),
      { Rounds: 4, 'Replay a game between its winners': 'No' },
    );
    e.click('Pair next round');
    expect(e.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 1: 8 boards.\n\nNot enough games for every round: all 8 players can play at most 6 different games in this event (each plays a game only once, and only their first n+3 = 6 choices are paired), but 4 rounds of 2 games need 8, so they will run short of games in the later rounds. To give everyone their games: raise Settings!B30 (Preferred games (n)) and have players list more games on the Preferences tab; or lower Settings!B31 (Games per player per round) or Settings!B5 (Rounds).',
    );
  });

  it('asks for longer lists once when some list n+3 games and some fewer', () => {
    const lists = Array.from({ length: 8 }, (_, i) => [...TEN.slice(i), ...TEN.slice(0, i)]);
    const e = event(
      [...lists.slice(0, 6).map((l) => l.slice(0, 6)), TEN.slice(0, 5), TEN.slice(2, 7)],
      {
        Rounds: 4,
        'Replay a game between its winners': 'No',
      },
    );
    e.click('Pair next round');
    expect(e.lastAlert()).toBe(
      'Pairsheet: Pair next round\nRound 1: 8 boards.\n\nNot enough games for every round: all 8 players can play at most 6 different games in this event (each plays a game only once, and only their first n+3 = 6 choices are paired, fewer for those who list fewer), but 4 rounds of 2 games need 8, so they will run short of games in the later rounds. To give everyone their games: raise Settings!B30 (Preferred games (n)) and have players list more games on the Preferences tab; or lower Settings!B31 (Games per player per round) or Settings!B5 (Rounds).',
    );
  });

  it('says nothing when every player can reach the games the rounds need', () => {
    const e = event(
      Array.from({ length: 8 }, (_, i) => [...TEN.slice(i), ...TEN.slice(0, i)].slice(0, 6)),
      { Rounds: 3 },
    );
    e.click('Pair next round');
    expect(e.ss.ui.alerts).toEqual([]);
    expect(e.ss.toasts.at(-1)?.msg).toBe('Round 1: 8 boards.');
  });
});

describe('Pair next round, multi-game, players whose lists are cut at n+3', () => {
  it('names the Settings cell of Preferred games (n) in the dialog and the Short rows', () => {
    // n = 1, so only the first 4 of the 6 games each player lists are paired; round 1 takes 3
    // of them, leaving 1 for the 3 games a round asks in round 2.
    const games = ['Chess', 'Go', 'Shogi', 'Xiangqi', 'Hex', 'Othello'];
    const names = ['Ann', 'Bob', 'Cy', 'Dan'];
    const event = newEvent({
      players: names.map((Name) => playerRow({ Name })),
      settings: {
        'Pairing system': 'Multi-game',
        Rounds: 2,
        'Preferred games (n)': 1,
        'Games per player per round': 3,
        'Replay a game between its winners': 'No',
      },
    });
    event.click('Set up tournament sheet');
    setSheet(event.ss, 'Games', [['Game', 'Notes'], ...games.map((g) => [g, ''])]);
    setSheet(event.ss, 'Preferences', [
      ['Player', '1st', '2nd', '3rd', '4th', '5th', '6th'],
      ...names.map((name) => [name, ...games]),
    ]);
    event.click('Pair next round');
    event
      .values('Round 1')
      .slice(1)
      .forEach((_, i) => event.edit('Round 1', i, 'Result', '1-0'));
    event.click('Pair next round');
    const reason =
      'only 1 of their first 4 choices is left for them to play in this event (choices after the 4th are not paired; raise Settings!B30 (Preferred games (n)) to reach them)';
    expect(event.lastAlert()).toBe(
      `Pairsheet: Pair next round\nRound 2: 2 boards.\n\nAnn; Bob; Cy; Dan are 2 games short: ${reason}.`,
    );
    expect(event.values('Round 2').filter((row) => row[0] === 'Short')).toEqual(
      names.map((name) => ['Short', '', name, '', '', `2 games short: ${reason}`]),
    );
  });
});
