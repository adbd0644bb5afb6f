import { describe, expect, it } from 'vitest';
import { newEvent, pairings, playerRow, typeResults, type Event, refused } from '../support/event';

/** Eight players, two clubs, one band each two ranks apart. */
function eightPlayers(
  extra: Record<string, Partial<Record<string, string | number>>> = {},
): ReturnType<typeof playerRow>[] {
  const ranks = ['4d', '3d', '2d', '1d', '1k', '2k', '3k', '4k'];
  return ranks.map((Rank, i) => {
    const Name = `Player ${String.fromCharCode(65 + i)}`;
    return playerRow({ Name, Rank, Club: i % 2 ? 'North' : 'South', ...extra[Name] });
  });
}

function swissEvent(
  players = eightPlayers(),
  settings: Record<string, string | number> = {},
): Event {
  const event = newEvent({
    players,
    settings: { 'Pairing system': 'Swiss', Rounds: 4, ...settings },
  });
  event.click('Build bands');
  return event;
}

const whiteWins = (): string => 'W+R';

describe('Pair next round', () => {
  it('writes Round 1 with a title, the round layout, a result check and highlighted empty results', () => {
    const event = swissEvent(eightPlayers(), { 'Avoid same club': 'No' });
    event.click('Pair next round');
    const rows = event.values('Round 1');
    expect(rows[0]).toEqual(['Board', 'White', 'Black', 'Handicap', 'Komi', 'Result', 'Notes']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([1, 2, 3, 4]);
    // Split and shift in one score group: 1–5, 2–6, 3–7, 4–8.
    const pairs = pairings(event, 1).map((p) => [...p].sort().join(' v '));
    expect(pairs).toEqual([
      'Player A v Player E',
      'Player B v Player F',
      'Player C v Player G',
      'Player D v Player H',
    ]);
    const sheet = event.ss.getSheetByName('Round 1')!;
    const title = event.title('Round 1');
    expect(title[0][0]).toBe('Club tournament');
    expect(title[1][0]).toMatch(/^Round 1 · written \d{4}-\d\d-\d\d \d\d:\d\d$/);
    // The live count is the add-in's formula over the four Result cells (F5:F8).
    expect(sheet.getRange('A3').getFormula()).toBe(
      '=COUNTA(F5:F8)&" of 4 results in"&IF(COUNTA(F5:F8)>=4,": run ""Pair next round""","")',
    );
    const check = sheet.getRange('F5').getDataValidation()!;
    expect(check.getCriteriaType()?.name).toBe('CUSTOM_FORMULA');
    expect(String(check.getCriteriaValues()[0])).toMatch(
      /^=REGEXMATCH\(LOWER\(REGEXREPLACE\(TO_TEXT\(F5\),/,
    );
    expect(check.getAllowInvalid()).toBe(true);
    expect(sheet.getRange('F8').getDataValidation()).not.toBeNull();
    expect(sheet.getRange('F9').getDataValidation()).toBeNull();
    expect(sheet.getConditionalFormatRules()[0].getRanges()[0].getA1Notation()).toBe('F5:F8');
    expect(sheet.getFrozenRows()).toBe(4);
  });

  it("sends the TD from the last round's results to Update standings, not to another pairing", () => {
    const event = swissEvent(eightPlayers(), { 'Avoid same club': 'No', Rounds: 2 });
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    event.click('Pair next round');
    typeResults(event, 2, () => 'B+');
    const count = (tab: string): unknown => event.ss.getSheetByName(tab)!.getRange('A3').getValue();
    expect(count('Round 1')).toBe('4 of 4 results in: run "Pair next round"');
    expect(count('Round 2')).toBe('4 of 4 results in: run "Update standings"');
  });

  it('refuses the next round while results are missing, naming the boards', () => {
    const event = swissEvent();
    event.click('Pair next round');
    typeResults(event, 1, (w, b, board) => (board === 2 || board === 4 ? '' : 'B+'));
    expect(refused(event, 'Pair next round')).toMatch(/Round 1: boards 2 \(F6\), 4 \(F8\)\n/);
  });

  it('refuses a result typo, naming the tab, cell and board', () => {
    const event = swissEvent();
    event.click('Pair next round');
    typeResults(event, 1, (w, b, board) => (board === 3 ? 'W+x' : 'B+2.5'));
    expect(refused(event, 'Pair next round')).toMatch(
      /Round 1!F7 \(board 3\): "W\+x" is not a result/,
    );
  });

  it('offers to re-pair a round with no results, and replaces it only on Yes', () => {
    const event = swissEvent();
    event.click('Pair next round');
    event.edit('Round 1', 0, 'Notes', 'edited by hand');
    event.ss.ui.answers.push('NO');
    expect(refused(event, 'Pair next round')).toMatch(/Round 1 has no results yet. Pair it again/);
    event.ss.ui.answers.push('YES');
    event.click('Pair next round');
    expect(event.values('Round 1')[1][6]).not.toBe('edited by hand');
    expect(event.ss.getSheetByName('Round 2')).toBeNull();
  });

  it('removes the by-name sheet and slips printed for a round it pairs again', () => {
    const event = swissEvent();
    event.click('Pair next round');
    event.click('Print pairings');
    event.click('Print result slips');
    expect(event.ss.getSheetByName('Round 1 by name')).not.toBeNull();
    event.ss.setActiveSheet(event.ss.getSheetByName('Round 1')!);
    event.ss.ui.answers.push('YES');
    event.click('Pair next round');
    expect(event.ss.getSheets().map((s) => s.getName())).not.toContain('Round 1 by name');
    expect(event.ss.getSheetByName('Slips')).toBeNull();
    expect(event.ss.toasts.at(-1)?.msg).toMatch(
      /Removed Round 1 by name and Slips, printed for the replaced pairing: print them again\.$/,
    );
  });

  it('separates names with semicolons in its report, as names may hold a comma', () => {
    const players = ['Lee, Ann', 'Park, Bo', 'Kim, Cy', 'Ono, Di', 'Wu, Ed', 'Roy, Flo'].map(
      (Name, i) => playerRow({ Name, Rank: `${i + 1}k`, Byes: i < 2 ? '1' : '' }),
    );
    const event = swissEvent(players);
    event.click('Pair next round');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Round 1: 2 boards. Voluntary byes: Lee, Ann; Park, Bo.',
    );
  });

  it('ends its report with one full stop after a name ending in one', () => {
    const players = ['Lee Ann', 'Park Bo', 'Kim Cy', 'Ono Di', 'Wu Ed Jr.', 'Roy Flo'].map(
      (Name, i) => playerRow({ Name, Rank: `${i + 1}k`, Byes: i === 4 ? '1' : '' }),
    );
    const event = swissEvent(players);
    event.click('Pair next round');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Round 1: 2 boards. Forced bye: Roy Flo. Voluntary byes: Wu Ed Jr.',
    );
  });

  it('never touches a round that has a result typed in', () => {
    const event = swissEvent();
    event.click('Pair next round');
    typeResults(event, 1, (w, b, board) => (board === 1 ? 'W+' : ''));
    expect(refused(event, 'Pair next round')).toMatch(/Round 1: boards 2–4 \(F6–F8\)\n/);
  });

  it('pairs every round without repeats and then says the event is complete', () => {
    const event = swissEvent();
    const seen = new Set<string>();
    for (let round = 1; round <= 4; round++) {
      event.click('Pair next round');
      expect(event.lastAlert()).toBeUndefined();
      for (const pair of pairings(event, round)) {
        const key = [...pair].sort().join('|');
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
      typeResults(event, round, whiteWins);
    }
    expect(refused(event, 'Pair next round')).toMatch(/event is complete: all 4 rounds/);
  });

  it('gives the forced bye to the volunteer, and a voluntary bye to a player who asked', () => {
    const players = [
      ...eightPlayers({ 'Player C': { 'Bye volunteer': 'Yes' }, 'Player F': { Byes: '1, 3' } }),
      playerRow({ Name: 'Player I', Rank: '5k' }),
      playerRow({ Name: 'Player J', Rank: '6k' }),
    ];
    const event = swissEvent(players);
    event.click('Pair next round');
    const byes = event.values('Round 1').filter((r) => r[0] === 'Bye');
    expect(byes.map((r) => [r[1], r[5]])).toEqual(
      expect.arrayContaining([
        ['Player C', 'Forced bye'],
        ['Player F', 'Voluntary bye'],
      ]),
    );
    expect(byes).toHaveLength(2);
  });

  it('gives the forced bye to the lowest-rated player when nobody volunteers', () => {
    const event = swissEvent([...eightPlayers(), playerRow({ Name: 'Player I', Rank: '9k' })]);
    event.click('Pair next round');
    const byes = event.values('Round 1').filter((r) => r[0] === 'Bye');
    expect(byes.map((r) => [r[1], r[5]])).toEqual([['Player I', 'Forced bye']]);
  });

  it('stops pairing a withdrawn player and keeps their games as played', () => {
    const event = swissEvent();
    event.click('Pair next round');
    typeResults(event, 1, whiteWins);
    const roundOne = event.values('Round 1');
    event.edit('Players', 7, 'Status', 'withdrawn');
    event.click('Pair next round');
    const names = event.values('Round 2').flatMap((r) => [r[1], r[2]]);
    expect(names).not.toContain('Player H');
    expect(
      event
        .values('Round 2')
        .filter((r) => r[0] === 'Bye')
        .map((r) => r[1]),
    ).toHaveLength(1);
    expect(event.values('Round 1')).toEqual(roundOne);
  });

  it('places a late arrival in the band of their rank, with the missed rounds as voluntary byes', () => {
    const event = newEvent({ players: eightPlayers(), settings: { Rounds: 4, Bar: '1d' } });
    event.click('Build bands');
    event.click('Pair next round');
    typeResults(event, 1, whiteWins);
    const bandsBefore = event.values('Bands');
    const players = event.ss.getSheetByName('Players')!;
    players.getRange(10, 1, 1, 2).setValues([['Late Comer', '2k']]);
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    const rows = event.values('Players');
    const late = rows.find((r) => r[0] === 'Late Comer')!;
    const twoK = rows.find((r) => r[0] === 'Player F')!;
    const band = rows[0].indexOf('Band');
    const initial = rows[0].indexOf('Initial score');
    expect([late[band], late[initial]]).toEqual([twoK[band], twoK[initial]]);
    expect(event.values('Bands')).toEqual(bandsBefore);
    const round2 = event.values('Round 2').flatMap((r) => [r[1], r[2]]);
    expect(round2).toContain('Late Comer');
    typeResults(event, 2, whiteWins);
    event.click('Update standings');
    const standings = event.values('Standings');
    const line = standings.find((r) => r[1] === 'Late Comer')!;
    expect(line[standings[0].indexOf('R1')]).toBe('bye=');
  });

  it('obeys the Constraints tab: never, and must play in round N', () => {
    const event = swissEvent(eightPlayers(), { 'Avoid same club': 'No' });
    event.ss
      .getSheetByName('Constraints')!
      .getRange(2, 1, 2, 3)
      .setValues([
        ['Player A', 'Player E', 'never'],
        ['Player A', 'Player B', 'round 1'],
      ]);
    event.click('Pair next round');
    const pairs = pairings(event, 1).map((p) => [...p].sort().join('|'));
    expect(pairs).toContain('Player A|Player B');
    expect(pairs).not.toContain('Player A|Player E');
  });

  it('names an unknown player on the Constraints tab', () => {
    const event = swissEvent();
    event.ss
      .getSheetByName('Constraints')!
      .getRange(2, 1, 1, 3)
      .setValues([['Player A', 'Nobody', 'never']]);
    expect(refused(event, 'Pair next round')).toMatch(
      /Constraints!B2: "Nobody" is not on the Players tab/,
    );
  });

  it('reads every tab once and writes the round with one setValues, whatever the field size', () => {
    const count = (n: number): Record<string, number> => {
      const players = Array.from({ length: n }, (_, i) =>
        playerRow({ Name: `P${i}`, Rank: `${(i % 9) + 1}k` }),
      );
      const event = newEvent({ players, settings: { Rounds: 3 } });
      event.click('Build bands');
      event.click('Pair next round');
      typeResults(event, 1, whiteWins);
      event.ss.calls.reset();
      event.click('Pair next round');
      expect(event.lastAlert()).toBeUndefined();
      return {
        total: event.ss.calls.total,
        reads: event.ss.calls.count('getValues'),
        writes: event.ss.calls.count('setValues'),
      };
    };
    const small = count(12);
    const large = count(120);
    expect(large).toEqual(small);
    expect(small.writes).toBe(1);
    // One read each of Settings, Players, Constraints, Bands (the band scores Initial scores
    // are held against, and late arrivals' bands) and Round 1; the blank Sheet1 is looked at
    // (it could be a renamed round), nothing to read.
    expect(small.reads).toBe(5);
  });
});

describe('Check round', () => {
  it('reports a hand-edited round with a player twice, one missing and a repeat game, changing nothing', () => {
    const event = swissEvent(eightPlayers(), { 'Avoid same club': 'No' });
    event.click('Pair next round');
    typeResults(event, 1, whiteWins);
    event.click('Pair next round');
    const round1 = pairings(event, 1);
    // Board 1 of round 2 becomes the board-1 game of round 1 again; board 2 repeats a player.
    event.edit('Round 2', 0, 'White', round1[0][0]);
    event.edit('Round 2', 0, 'Black', round1[0][1]);
    const message = refused(event, 'Check round');
    // The board's cell is named, so the TD finds the row.
    expect(message).toContain(
      `• Round 2!A${event.headerRow('Round 2') + 1} (board 1): ${round1[0][0]} and ${round1[0][1]} already played in round 1.`,
    );
    expect(message).toMatch(
      /Round 2!\w+: [^:]+ is also on Round 2!\w+; a player has one board or bye a round/,
    );
    // The player left out has no row on Round 2: their Status cell on Players is named.
    expect(message).toMatch(
      /• Players!M\d+: [^:]+ is neither paired nor given a bye\. Add a board or a bye row for them on Round 2, or set their Status to withdrawn\./,
    );
  });

  it('refuses other commands on a round no round can be, pointing to "Check round"', () => {
    const event = swissEvent();
    event.click('Pair next round');
    const [first, second, third] = pairings(event, 1);
    const header = event.headerRow('Round 1');
    event.edit('Round 1', 1, 'White', first[0]);
    // The player typed over is named too: they were paired in round 1 and have no row left.
    const again =
      ' No result is in yet, so you may also run "Undo last pairing" and pair the round again.';
    const gone = `• Round 1: no row for ${second[0]}, who was paired on board 2 (their first round). The row may have been deleted: put it back (Edit › Undo), or give the player a bye row (Bye, their name, Absent; Voluntary bye if they had asked to miss it) if they did not play.${again}`;
    expect(refused(event, 'Update standings')).toBe(
      `Pairsheet: Update standings\nSome round tabs were edited into a state no round can be in; nothing was changed. Fix these cells ("Check round" on each round tab named lists them), then try again:\n• Round 1!B${header + 2}: ${first[0]} is also on Round 1!B${header + 1}; a player has one board or bye a round.\n${gone}`,
    );
    event.edit('Round 1', 2, 'White', third[1]);
    expect(refused(event, 'Update standings')).toBe(
      `Pairsheet: Update standings\nSome round tabs were edited into a state no round can be in; nothing was changed. Fix these cells ("Check round" on each round tab named lists them), then try again:\n• Round 1!B${header + 2}: ${first[0]} is also on Round 1!B${header + 1}; a player has one board or bye a round.\n• Round 1!B${header + 3} and Round 1!C${header + 3}: ${third[1]} is both White and Black.\n${gone}\n• Round 1: no row for ${third[0]}, who was paired on board 3 (their first round). The row may have been deleted: put it back (Edit › Undo), or give the player a bye row (Bye, their name, Absent; Voluntary bye if they had asked to miss it) if they did not play.${again}`,
    );
  });

  it('says a clean round looks right, naming the boards whose result is still to come', () => {
    const event = swissEvent();
    event.click('Pair next round');
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 1 looks right: 4 boards, no bye rows. 4 results still to come: boards 1–4 (F5–F8).',
    );
    event.edit('Round 1', 0, 'Result', 'W+R');
    event.edit('Round 1', 2, 'Result', 'B+R');
    event.edit('Round 1', 3, 'Result', 'W+R');
    event.click('Check round');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Check round\nRound 1 looks right: 4 boards, no bye rows. 1 result still to come: board 2 (F6).',
    );
  });

  it('names an unknown player typed into a round', () => {
    const event = swissEvent();
    event.click('Pair next round');
    event.edit('Round 1', 1, 'Black', 'Mystery Guest');
    expect(refused(event, 'Check round')).toMatch(
      /Round 1!C6: "Mystery Guest" is not on the Players tab/,
    );
  });
});

describe('handicaps', () => {
  it('gives the weaker player black and handicap stones per Settings, komi 0.5', () => {
    const event = newEvent({
      players: [playerRow({ Name: 'Strong', Rank: '2d' }), playerRow({ Name: 'Weak', Rank: '4k' })],
      settings: { 'Pairing system': 'Swiss', Handicap: 'Minus 1', 'Top band always even': 'No' },
    });
    event.click('Build bands');
    event.click('Pair next round');
    expect(event.values('Round 1')[1].slice(0, 5)).toEqual([1, 'Strong', 'Weak', 4, 0.5]);
  });
});
