import { describe, expect, it } from 'vitest';
import { setSheet } from '../../src/workbook';
import { newEvent, pairings, playerRow, typeResults, type Event, refused } from '../support/event';

function withConstraints(rows: string[][], players: Record<string, string>[] = []): Event {
  const event = newEvent({
    players: ['3d', '2d', '1d', '1k', '2k', '3k'].map((Rank, i) =>
      playerRow({ Name: `P${i + 1}`, Rank, ...(players[i] ?? {}) }),
    ),
    settings: { 'Pairing system': 'Swiss', Rounds: 3, 'Avoid same club': 'No' },
  });
  event.click('Build bands');
  setSheet(event.ss, 'Constraints', [['Player', 'Player', 'Rule'], ...rows]);
  event.ss.ui.alerts.length = 0;
  return event;
}

const message = (event: Event): string => refused(event, 'Pair next round');

describe('constraints that cannot apply are refused, naming the Constraints tab and row', () => {
  it('a rule that is neither, quoted as typed', () => {
    expect(message(withConstraints([['P1', 'P2', ' Ｎｅｖｅｒ　ｍｉｎｄ ']]))).toBe(
      'Pairsheet: Pair next round\nConstraints!C2: "Ｎｅｖｅｒ　ｍｉｎｄ" is not "never" or "round N".',
    );
  });

  it('one player in both Player cells, the second cell named', () => {
    expect(message(withConstraints([['P1', 'p1 ', 'never']]))).toBe(
      'Pairsheet: Pair next round\nConstraints!B2: "p1" is the player already in Constraints!A2 (P1); a rule needs two different players.',
    );
  });

  it('round 0', () => {
    expect(message(withConstraints([['P1', 'P2', 'round 0']]))).toBe(
      'Pairsheet: Pair next round\nConstraints!C2: round 0 is not a round of this event (1 to 3, Settings › Rounds).',
    );
  });

  it('a round past the event', () => {
    expect(
      message(
        withConstraints([
          ['P1', 'P2', 'never'],
          ['P3', 'P4', 'round 4'],
        ]),
      ),
    ).toMatch(/Constraints!C3: round 4 is not a round of this event \(1 to 3/);
  });

  it('never and round N for one pair', () => {
    expect(
      message(
        withConstraints([
          ['P1', 'P2', 'never'],
          ['P2', 'P1', 'round 2'],
        ]),
      ),
    ).toBe(
      'Pairsheet: Pair next round\nConstraints tab, rows 2 and 3: P2 and P1 must never meet and must play in round 2; delete one of the rows.',
    );
  });

  it('one player forced against two opponents in a round', () => {
    expect(
      message(
        withConstraints([
          ['P1', 'P2', 'round 1'],
          ['P3', 'P1', 'round 1'],
        ]),
      ),
    ).toBe(
      'Pairsheet: Pair next round\nConstraints tab, rows 2 and 3: P1 must play both P2 and P3 in round 1; keep one of the rows.',
    );
  });

  it('a forced game with a player who asked for a bye in that round', () => {
    expect(message(withConstraints([['P1', 'P2', 'round 2']], [{}, { Byes: '2' }]))).toMatch(
      /Constraints tab, row 2: P2 must play P1 in round 2, but asked for a bye in that round \(Players!K3\); change the bye or delete the row\./,
    );
  });

  it('a forced game with a withdrawn player', () => {
    expect(
      message(withConstraints([['P1', 'P4', 'round 1']], [{}, {}, {}, { Status: 'withdrawn' }])),
    ).toMatch(
      /Constraints tab, row 2: P4 must play P1 in round 1, but has withdrawn \(Players!\w+5\); delete the row\./,
    );
  });

  it('lists every problem in one dialog', () => {
    const text = message(
      withConstraints([
        ['P1', 'P2', 'round 9'],
        ['P3', 'P4', 'never'],
        ['P3', 'P4', 'round 1'],
      ]),
    );
    expect(text).toMatch(
      /^Pairsheet: Pair next round\nThe Constraints tab has problems; nothing was changed:\n• .*C2: round 9[^\n]*\n• .*rows 3 and 4: P3 and P4/,
    );
  });

  it('accepts the last round, written "Must  play in Round 3" with capitals and extra spaces', () => {
    const event = withConstraints([['P1', 'P2', 'Must  play in Round 3']]);
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(event.ss.getSheetByName('Round 1')).not.toBeNull();
  });

  it('keeps a forced game of a round already played when the player withdraws later', () => {
    const event = withConstraints([['P1', 'P2', 'round 1']]);
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.edit('Players', 1, 'Status', 'withdrawn');
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(event.ss.getSheetByName('Round 2')).not.toBeNull();
  });
});

describe('Check round and the Constraints a hand edit broke', () => {
  /** Swaps the Black players of boards 1 and 2 of Round 1, as a TD editing by hand would. */
  function swapBlacks(event: Event): void {
    const sheet = event.ss.getSheetByName('Round 1')!;
    const column = event.values('Round 1')[0].indexOf('Black') + 1;
    const top = event.headerRow('Round 1') + 1;
    const blacks = sheet.getRange(top, column, 2, 1).getValues();
    sheet.getRange(top, column, 2, 1).setValues([blacks[1], blacks[0]]);
  }

  it('names a forced pair no longer on one board', () => {
    const event = withConstraints([['P1', 'P6', 'round 1']]);
    event.click('Pair next round');
    swapBlacks(event);
    event.click('Check round');
    expect(event.lastAlert()).toMatch(
      /• P1 and P6 must play each other in round 1 \(Constraints\), but P1 is on board \d and P6 is on board \d\./,
    );
  });

  it('names the board of a pair that must never meet', () => {
    const event = withConstraints([['P1', 'P2', 'never']]);
    event.click('Pair next round');
    const sheet = event.ss.getSheetByName('Round 1')!;
    const header = event.values('Round 1')[0];
    const row = event.values('Round 1').findIndex((r) => r.includes('P1'));
    const other = header.indexOf(
      event.values('Round 1')[row][header.indexOf('White')] === 'P1' ? 'Black' : 'White',
    );
    // Whoever P2 played goes where P1's opponent sat, and P2 faces P1.
    const p2row = event.values('Round 1').findIndex((r) => r.includes('P2'));
    const p2col = event.values('Round 1')[p2row].indexOf('P2');
    const top = event.headerRow('Round 1');
    const opponent = event.values('Round 1')[row][other];
    sheet.getRange(top + p2row, p2col + 1).setValue(opponent);
    sheet.getRange(top + row, other + 1).setValue('P2');
    event.click('Check round');
    expect(event.lastAlert()).toMatch(
      /Round 1!A\d \(board \d\): P1 and P2 are paired, but Constraints says never\./,
    );
  });

  it('names a forced pair whose board the TD turned into two bye rows', () => {
    const event = withConstraints([['P1', 'P6', 'round 1']]);
    event.click('Pair next round');
    const [header, ...rows] = event.values('Round 1');
    const forced = rows.findIndex((r) => r.includes('P1'));
    expect([...rows[forced]].slice(1, 3).sort()).toEqual(['P1', 'P6']);
    // The other two boards stay; P1 and P6 each get a bye row of their own instead.
    const kept = rows.filter((_, i) => i !== forced).map((r, i) => [i + 1, ...r.slice(1)]);
    const bye = (name: string): Array<string | number> =>
      header.map((h) => ({ Board: 'Bye', White: name, Result: 'Absent' })[String(h)] ?? '');
    const edited = [...kept, bye('P1'), bye('P6')];
    event.ss
      .getSheetByName('Round 1')!
      .getRange(event.headerRow('Round 1') + 1, 1, edited.length, header.length)
      .setValues(edited);
    event.click('Check round');
    expect(event.lastAlert()).toContain(
      '• P1 and P6 must play each other in round 1 (Constraints), but P1 is on a bye row and P6 is on a bye row.',
    );
  });

  it('leaves a round whose boards have results alone', () => {
    const event = withConstraints([['P1', 'P6', 'round 1']]);
    event.click('Pair next round');
    swapBlacks(event);
    typeResults(event, 1, () => 'W+');
    event.click('Check round');
    expect(event.lastAlert()).not.toMatch(/Constraints/);
  });
});

describe('a repeat game the TD forces in Constraints', () => {
  for (const system of ['McMahon', 'Swiss', 'Stable Swiss']) {
    it(`${system}: the pairing's message names the board and the players, as the Notes do`, () => {
      const event = withConstraints([]);
      event.setSetting('Pairing system', system);
      event.click('Build bands');
      event.click('Pair next round');
      typeResults(event, 1, () => 'W+');
      // P1's opponent of round 1, forced on P1 again in round 2.
      const first = event.values('Round 1');
      const header = first[0];
      const board = first.find((r) => r.includes('P1'))!;
      const opponent = String(
        board[header.indexOf(board[header.indexOf('White')] === 'P1' ? 'Black' : 'White')],
      );
      setSheet(event.ss, 'Constraints', [
        ['Player', 'Player', 'Rule'],
        ['P1', opponent, 'round 2'],
      ]);
      event.ss.ui.alerts.length = 0;
      const toasts = event.ss.toasts.length;
      event.click('Pair next round');
      const again = event.values('Round 2').find((r) => r.includes('P1'))!;
      const [n, white, black] = ['Board', 'White', 'Black'].map((h) => again[header.indexOf(h)]);
      expect([white, black].sort()).toEqual(['P1', opponent].sort());
      expect(String(again[header.indexOf('Notes')])).toMatch(/^repeat game \(paired by the TD\)/);
      // The repeat is a paragraph of its own after the round's, so the report is a dialog.
      expect(event.lastAlert()).toBe(
        `Pairsheet: Pair next round\nRound 2: 3 boards.\n\nBoard ${n}: ${white} and ${black} meet again (paired by the TD in Constraints).`,
      );
      expect(event.ss.toasts.length).toBe(toasts);
    });
  }

  it('Check round takes the forced repeat as asked for, not as a problem', () => {
    for (const system of ['McMahon', 'Swiss', 'Stable Swiss']) {
      const event = withConstraints([]);
      event.setSetting('Pairing system', system);
      event.click('Build bands');
      event.click('Pair next round');
      typeResults(event, 1, () => 'W+');
      const [[white, black]] = event
        .values('Round 1')
        .slice(1, 2)
        .map((r) => [String(r[1]), String(r[2])]);
      setSheet(event.ss, 'Constraints', [
        ['Player', 'Player', 'Rule'],
        [white, black, 'round 2'],
      ]);
      event.click('Pair next round');
      typeResults(event, 2, () => 'B+');
      event.click('Check round');
      expect(event.lastAlert()).toBe(
        'Pairsheet: Check round\nRound 2 looks right: 3 boards, no bye rows.',
      );
    }
  });

  it('a forced pair meeting for the first time is not named', () => {
    const event = withConstraints([['P1', 'P6', 'round 1']]);
    event.click('Pair next round');
    expect(event.ss.toasts.at(-1)?.msg).toBe('Round 1: 3 boards.');
  });

  it('reads every spelling of round N the README lists as the same forced game', () => {
    const spellings = [
      'round 1',
      'must round 1',
      'must in round 1',
      'must play round 1',
      'Must Play In  Round 1',
    ];
    for (const rule of spellings) {
      const event = withConstraints([['P1', 'P6', rule]]);
      event.click('Pair next round');
      const boards = event
        .values('Round 1')
        .slice(1)
        .map((r) => [String(r[1]), String(r[2])].sort().join(' v '));
      expect(boards, rule).toContain('P1 v P6');
    }
  });
});

describe('the systems that read no Constraints tab say so when it holds rules', () => {
  function ignoring(
    system: string,
    rows: string[][],
    headers = ['Player', 'Player', 'Rule'],
  ): Event {
    const event = newEvent({
      players: ['P1', 'P2', 'P3', 'P4'].map((Name, i) => playerRow({ Name, Rank: `${i + 1}k` })),
      settings: { 'Pairing system': system, Rounds: 3 },
    });
    event.click('Set up tournament sheet');
    if (system === 'Round robin') event.click('Seat players (round robin)');
    else {
      const games = ['Chess', 'Go', 'Shogi'];
      setSheet(event.ss, 'Games', [['Game', 'Notes'], ...games.map((g) => [g, ''])]);
      setSheet(event.ss, 'Preferences', [
        ['Player', '1st', '2nd', '3rd'],
        ...['P1', 'P2', 'P3', 'P4'].map((p) => [p, ...games]),
      ]);
    }
    setSheet(event.ss, 'Constraints', [headers, ...rows]);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    return event;
  }

  it('Round robin: the rotation pairs round 1 as ever, and the report names the rules left unused', () => {
    const event = ignoring('Round robin', [
      ['P1', 'P2', 'never'],
      ['P3', 'P4', 'round 2'],
    ]);
    expect(event.ss.getSheetByName('Round 1')).not.toBeNull();
    expect(event.lastAlert()).toMatch(
      /\n\nThe Constraints tab holds 2 rules, but a round robin does not use them: the Seats tab fixes every round\. Delete the rows if you meant none\.$/,
    );
  });

  it('Multi-game: the same, for one rule', () => {
    const event = ignoring('Multi-game', [['P1', 'P2', 'never']]);
    expect(event.ss.getSheetByName('Round 1')).not.toBeNull();
    expect(event.lastAlert()).toMatch(
      /\n\nThe Constraints tab holds 1 rule, but multi-game pairing does not use it: the players' game choices pair each round\. Delete the row if you meant none\.$/,
    );
  });

  it('a Constraints tab with its headers typed over pairs the round and says nothing', () => {
    const event = ignoring('Round robin', [['P1', 'P2', 'never']], ['Who', 'Whom', 'How']);
    expect(pairings(event, 1)).toHaveLength(2);
    expect(event.lastAlert()).toBeUndefined();
    expect(event.ss.toasts.at(-1)?.msg).toMatch(/^Round 1: 2 boards\./);
  });

  it('a Constraints tab with its headers only says nothing', () => {
    const event = ignoring('Round robin', []);
    expect(event.lastAlert()).toBeUndefined();
    expect(event.ss.toasts.at(-1)?.msg).toMatch(/^Round 1: 2 boards\./);
  });
});

describe('a small field keeps the rounds of its forced games pairable', () => {
  // README › No pairing left: each round of a small field is paired so that every round left
  // can still be paired without a repeat; a later round's forced game takes its two players out.
  const cases: Array<[string, string, number]> = [
    ['McMahon', 'P2', 2],
    ['McMahon', 'P2', 3],
    ['Swiss', 'P2', 3],
    ['Swiss', 'P3', 3],
    ['Stable Swiss', 'P3', 3],
  ];
  for (const [system, partner, round] of cases) {
    it(`${system}: P1 and ${partner} in round ${round} of 3, four players, no repeat`, () => {
      const event = newEvent({
        players: ['3d', '2d', '1d', '1k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
        settings: { 'Pairing system': system, Rounds: 3, 'Avoid same club': 'No' },
      });
      event.click('Build bands');
      setSheet(event.ss, 'Constraints', [
        ['Player', 'Player', 'Rule'],
        ['P1', partner, `round ${round}`],
      ]);
      const met: string[] = [];
      for (let r = 1; r <= 3; r++) {
        event.ss.ui.alerts.length = 0;
        event.click('Pair next round');
        expect(event.lastAlert(), `round ${r}`).toBeUndefined();
        const boards = pairings(event, r).map((pair) => [...pair].sort().join('-'));
        if (r === round) expect(boards).toContain(`P1-${partner}`);
        met.push(...boards);
        typeResults(event, r, () => 'W+');
      }
      // Four players, three rounds: each pair exactly once.
      expect(met.sort()).toEqual(['P1-P2', 'P1-P3', 'P1-P4', 'P2-P3', 'P2-P4', 'P3-P4']);
    });
  }
});

describe('a small field with forced games in two later rounds and a never pair', () => {
  // Before the look-ahead took round 2's and round 3's forced players out of those rounds, it
  // asked them for other opponents there: round 2 or 3 was paired into a repeat of P1-P5 (with
  // "meet before round 3"), or a round was refused. Every round pairs with no repeat.
  for (const system of ['McMahon', 'Swiss', 'Stable Swiss']) {
    it(`${system}: six players, four rounds, each round paired with no word and no repeat`, () => {
      const event = newEvent({
        players: ['5d', '4d', '3d', '2d', '1d', '1k'].map((Rank, i) =>
          playerRow({ Name: `P${i + 1}`, Rank }),
        ),
        settings: { 'Pairing system': system, Rounds: 4, 'Avoid same club': 'No' },
      });
      event.click('Build bands');
      setSheet(event.ss, 'Constraints', [
        ['Player', 'Player', 'Rule'],
        ['P1', 'P5', 'round 3'],
        ['P4', 'P6', 'round 2'],
        ['P2', 'P5', 'never'],
      ]);
      const met: string[] = [];
      for (let r = 1; r <= 4; r++) {
        event.ss.ui.alerts.length = 0;
        event.click('Pair next round');
        expect(event.lastAlert(), `round ${r}`).toBeUndefined();
        const boards = pairings(event, r).map((pair) => [...pair].sort().join('-'));
        if (r === 3) expect(boards).toContain('P1-P5');
        if (r === 2) expect(boards).toContain('P4-P6');
        met.push(...boards);
        typeResults(event, r, () => 'W+');
      }
      expect(new Set(met).size).toBe(12);
      expect(met).not.toContain('P2-P5');
    });
  }
});
