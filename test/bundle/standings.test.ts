import { describe, expect, it } from 'vitest';
import { snapshot } from '../../src/workbook';
import { dialogCall, newEvent, playerRow, typeResults, type Event } from '../support/event';

/** Six players, Swiss, three rounds; White always wins except where told. */
function playedEvent(
  result: (w: string, b: string, board: number, round: number) => string,
): Event {
  const ranks = ['3d', '2d', '1d', '1k', '2k', '3k'];
  const event = newEvent({
    players: ranks.map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { 'Pairing system': 'Swiss', Rounds: 3, 'Avoid same club': 'No' },
  });
  event.click('Build bands');
  for (let round = 1; round <= 3; round++) {
    event.click('Pair next round');
    typeResults(event, round, (w, b, board) => result(w, b, board, round));
  }
  event.click('Update standings');
  return event;
}

describe('Update standings', () => {
  it('writes the standings table with scores, tiebreaks and cross-table cells', () => {
    const event = playedEvent(() => 'W+R');
    const rows = event.values('Standings');
    expect(rows[0]).toEqual([
      'Place',
      'Name',
      'Rank',
      'Score',
      'Wins',
      'Buchholz',
      'SB',
      'R1',
      'R2',
      'R3',
      'Lot',
    ]);
    expect(rows).toHaveLength(7);
    // Sum of points equals games × 1 (no byes here).
    expect(rows.slice(1).reduce((n, r) => n + Number(r[3]), 0)).toBe(9);
    for (const row of rows.slice(1)) {
      for (const cell of row.slice(7, 10)) expect(String(cell)).toMatch(/^\d+[+\-=][wb]$/);
    }
    // Each cell names the opponent's place, and the opponent's cell names this player's place.
    const placeOf = new Map(rows.slice(1).map((r) => [String(r[0]).replace('=', ''), r]));
    for (const row of rows.slice(1)) {
      const cell = String(row[7]);
      const opponent = placeOf.get(cell.match(/^\d+/)![0])!;
      expect(String(opponent[7])).toMatch(new RegExp(`^${String(row[0]).replace('=', '')}[+\\-=]`));
    }
  });

  it('explains the round cells of a go event in go terms, jigo and handicap stones', () => {
    const event = playedEvent((w, b, board) => (board === 2 ? 'Jigo' : 'B+'));
    expect(event.title('Standings')[2][0]).toBe(
      "Rounds: Opponent's place, then + win, - loss, = jigo or draw, ? result missing, ! forfeit, then w/b colour and handicap stones. bye+ forced bye, bye= voluntary bye or absent.",
    );
    const header = event.headerRow('Standings');
    const sheet = event.ss.getSheetByName('Standings')!;
    expect(sheet.getRange(header, 4).getNote()).toBe(
      'Points: 1 per win (forfeit wins and forced byes included), ½ per draw or jigo.',
    );
  });

  it('gives identical cells when recomputed', () => {
    const event = playedEvent((w, b, board) => (board === 2 ? 'Jigo' : 'B+'));
    const first = snapshot(event.ss);
    event.click('Update standings');
    expect(snapshot(event.ss)).toEqual(first);
  });

  it('changes only what depends on an edited result', () => {
    const event = playedEvent(() => 'W+');
    const before = event.values('Standings');
    event.edit('Round 3', 0, 'Result', 'B+');
    event.click('Update standings');
    const after = event.values('Standings');
    const round3 = event.values('Round 3')[1];
    const changed = new Set([round3[1], round3[2]]);
    const scoreOf = (rows: typeof before, name: unknown): unknown =>
      rows.find((r) => r[1] === name)![4];
    for (const row of before.slice(1)) {
      if (changed.has(row[1])) expect(scoreOf(after, row[1])).not.toBe(row[4]);
      else expect(scoreOf(after, row[1])).toBe(row[4]);
    }
  });

  it('refuses a result typed in an unknown format, changing nothing anywhere', () => {
    const event = playedEvent(() => 'W+');
    event.edit('Round 2', 1, 'Result', 'white won');
    const before = snapshot(event.ss);
    event.click('Update standings');
    expect(event.lastAlert()).toMatch(/Round 2!F6 \(board 2\): "white won" is not a result/);
    expect(snapshot(event.ss)).toEqual(before);
  });

  it('accepts every documented notation and scores each as documented', () => {
    // Notation → [White's points, Black's points].
    const notations: Array<[string, number, number]> = [
      ['w+r', 1, 0],
      ['B + 2.5', 0, 1],
      ['W+F', 1, 0],
      ['b+f', 0, 1],
      ['JIGO', 0.5, 0.5],
      ['=', 0.5, 0.5],
      ['draw', 0.5, 0.5],
      ['Double forfeit', 0, 0],
      ['1-0', 1, 0],
      ['0-1', 0, 1],
      ['½-½', 0.5, 0.5],
      ['0.5-0.5', 0.5, 0.5],
    ];
    // Eight players, three rounds: twelve games, one per notation.
    const event = newEvent({
      players: ['3d', '2d', '1d', '1k', '2k', '3k', '4k', '5k'].map((Rank, i) =>
        playerRow({ Name: `P${i + 1}`, Rank }),
      ),
      settings: { 'Pairing system': 'Swiss', Rounds: 3, 'Avoid same club': 'No' },
    });
    event.click('Build bands');
    const expected = new Map<string, number>();
    let i = 0;
    for (let round = 1; round <= 3; round++) {
      event.click('Pair next round');
      typeResults(event, round, (w, b) => {
        const [text, white, black] = notations[i++];
        expected.set(w, (expected.get(w) ?? 0) + white);
        expected.set(b, (expected.get(b) ?? 0) + black);
        return text;
      });
    }
    expect(i).toBe(notations.length);
    event.click('Update standings');
    expect(event.lastAlert()).toBeUndefined();
    const [header, ...rows] = event.values('Standings');
    const [name, score] = [header.indexOf('Name'), header.indexOf('Score')];
    const scores = new Map(rows.map((r) => [String(r[name]), Number(r[score])]));
    expect(scores).toEqual(expected);
  });

  it('formats the table: frozen bold header, shading, podium and colour-coded cross table', () => {
    const event = playedEvent(() => 'W+');
    const sheet = event.ss.getSheetByName('Standings')!;
    // Three title lines, then the header row: all four stay in view.
    expect(sheet.getFrozenRows()).toBe(4);
    expect(event.title('Standings')[1][0]).toMatch(/^Standings after round 3 · written /);
    expect(sheet.getRange('A4').getFontWeight()).toBe('bold');
    expect(sheet.getBandings()).toHaveLength(1);
    expect(sheet.getBandings()[0].getRange().getA1Notation()).toBe('A5:K10');
    // Gold, silver, bronze: three distinct colours, none the grey of the striping.
    expect(['A5', 'A6', 'A7', 'A8'].map((a) => sheet.getRange(a).getBackground())).toEqual([
      '#ffd966',
      '#9fc5e8',
      '#e69138',
      '#ffffff',
    ]);
    const rules = sheet.getConditionalFormatRules();
    expect(rules.map((r) => r.getRanges()[0].getA1Notation())).toEqual(Array(7).fill('H5:J10'));
    // A round of several games (multi-game) is coloured by its balance; its formula reads the
    // range's first cell, below the title lines.
    const plus = '(LEN(H5)-LEN(SUBSTITUTE(H5,"+","")))';
    const minus = '(LEN(H5)-LEN(SUBSTITUTE(H5,"-","")))';
    expect(rules[0].getBooleanCondition()!.getCriteriaValues()).toEqual([
      `=AND(ISNUMBER(SEARCH(",",H5)),${plus}>${minus})`,
    ]);
    // Win green, loss pink, draw yellow, bye grey: four greys apart on a monochrome printer.
    expect(rules.map((r) => r.getBooleanCondition()!.getBackground())).toEqual([
      '#7bbf7f',
      '#f0b0c8',
      '#ffeb9c',
      '#d9d9d9',
      '#7bbf7f',
      '#f0b0c8',
      '#ffeb9c',
    ]);
  });
});

describe('Update standings mid-event (McMahon, a forced bye)', () => {
  it('counts the bye phantom with half the rounds played so far, and half of all at the end', () => {
    const event = newEvent({
      players: ['3d', '2d', '1d', '1k', '2k'].map((Rank, i) =>
        playerRow({ Name: `P${i + 1}`, Rank }),
      ),
      settings: { Rounds: 3, 'Avoid same club': 'No' },
    });
    event.click('Build bands');
    const row = (name: string) => {
      const rows = event.values('Standings');
      const r = rows.find((x) => x[1] === name)!;
      return [r[4], r[6], r[7]];
    };
    event.click('Pair next round');
    expect(event.values('Round 1')[3].slice(0, 2)).toEqual(['Bye', 'P5']);
    typeResults(event, 1, () => 'W+R');
    event.click('Update standings');
    // P5 (2k, initial -4) has only the bye: phantom -4 + 1/2, not -4 + 3/2.
    expect(row('P5')).toEqual([-3, -3.5, -3.5]);
    for (const round of [2, 3]) {
      event.click('Pair next round');
      typeResults(event, round, () => 'W+R');
    }
    event.click('Update standings');
    // After the last round: phantom -4 + 3/2 = -2.5, then P2 0 and P1 2 (P5 beat P1 in round 3).
    expect(event.values('Round 3')[1].slice(1, 3)).toEqual(['P5', 'P1']);
    expect(row('P5')).toEqual([-2, -0.5, -0.5]);
  });
});

describe('Print pairings', () => {
  it('writes Round N by name: everyone by name with rank, board, colour, opponent, handicap and komi', () => {
    const event = newEvent({
      players: ['Zed', 'amy', 'Bob', 'Cat', 'Dan'].map((Name, i) =>
        playerRow({ Name, Rank: `${i + 1}k` }),
      ),
      settings: { 'Pairing system': 'Swiss' },
    });
    event.click('Build bands');
    event.click('Pair next round');
    event.click('Print pairings');
    const rows = event.values('Round 1 by name');
    expect(rows[0]).toEqual(['Name', 'Rank', 'Board', 'Colour', 'Opponent', 'Handicap', 'Komi']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['amy', 'Bob', 'Cat', 'Dan', 'Zed']);
    expect(event.title('Round 1 by name')[1][0]).toMatch(/^Round 1: pairings by name · written /);
    const round = event.values('Round 1');
    const board1 = round[1];
    const white = rows.find((r) => r[0] === board1[1])!;
    expect(white.slice(2, 5)).toEqual([1, 'White', board1[2]]);
    expect(white[6]).toBe(board1[4]);
    const bye = rows.find((r) => r[2] === 'Bye')!;
    expect(bye[4]).toBe('forced bye');
    expect(bye[1]).toMatch(/^\dk$/);
  });
});

describe('Update standings: the Rating column of a Swiss event', () => {
  /** Six ranked players in two divisions, Swiss, three rounds; `ratings` typed into Rating. */
  function swissEvent(ratings: Array<number | ''>, system = 'Swiss'): Event {
    const ranks = ['3d', '2d', '1d', '1k', '2k', '3k'];
    const event = newEvent({
      players: ranks.map((Rank, i) =>
        playerRow({ Name: `P${i + 1}`, Rank, Rating: ratings[i], Division: i < 3 ? 'Dan' : 'Kyu' }),
      ),
      settings: { 'Pairing system': system, Rounds: 3, 'Avoid same club': 'No' },
    });
    event.click('Build bands');
    for (let round = 1; round <= 3; round++) {
      event.click('Pair next round');
      expect(event.lastAlert()).toBeUndefined();
      typeResults(event, round, () => 'W+R');
    }
    event.click('Update standings');
    return event;
  }
  const divisionHeader = (event: Event): unknown[] =>
    event.values('Standings by division').find((r) => r[0] === 'Place')!;
  // The file's first line, after the mark that tells Excel it is UTF-8.
  const csvHeader = (event: Event): string =>
    dialogCall(event, 'exportEventFile', { format: 'standings' })
      .text!.replace(/^\uFEFF/, '')
      .split('\r\n')[0];

  it.each(['Swiss', 'Stable Swiss'])(
    'is left out when no player has a rating (%s): Standings, Standings by division and the CSV',
    (system) => {
      const event = swissEvent(['', '', '', '', '', ''], system);
      expect(event.values('Standings')[0]).toEqual([
        'Place',
        'Name',
        'Rank',
        'Score',
        'Wins',
        'Buchholz',
        'SB',
        'R1',
        'R2',
        'R3',
        'Lot',
      ]);
      expect(divisionHeader(event)).toEqual([
        'Place',
        'Overall',
        'Name',
        'Rank',
        'Score',
        'Buchholz',
        'SB',
      ]);
      expect(csvHeader(event)).toBe('Place,Name,Rank,Score,Wins,Buchholz,SB,R1,R2,R3,Status');
    },
  );

  it('is shown beside Rank once one player has a rating, blank for the others', () => {
    const event = swissEvent(['', '', '', 1650, '', '']);
    const [header, ...rows] = event.values('Standings');
    expect(header.slice(0, 5)).toEqual(['Place', 'Name', 'Rank', 'Rating', 'Score']);
    expect(rows.map((r) => [r[1], r[3]]).sort()).toEqual([
      ['P1', ''],
      ['P2', ''],
      ['P3', ''],
      ['P4', 1650],
      ['P5', ''],
      ['P6', ''],
    ]);
    expect(csvHeader(event)).toBe('Place,Name,Rank,Rating,Score,Wins,Buchholz,SB,R1,R2,R3,Status');
    // The division tab shows the one strength column most players have: Rank.
    expect(divisionHeader(event)).toEqual([
      'Place',
      'Overall',
      'Name',
      'Rank',
      'Score',
      'Buchholz',
      'SB',
    ]);
  });
});
