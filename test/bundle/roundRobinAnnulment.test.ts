/**
 * Settings › Withdrawn player's games = Annul under half (FIDE Tournament Rules C.06 V.4): a round
 * robin player who withdraws having played under half their games has every game left out of the
 * standings; at half or more, their remaining games are forfeits and everything counts.
 */
import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent, playerRow, type Event } from '../support/event';

/**
 * Six go players A–F seated and played for five rounds, the earlier letter winning each game;
 * `leaver` withdraws once `after` rounds are played, and the pairing forfeits their later games.
 */
function played(leaver: string, after: number, setting = 'Annul under half'): Event {
  const event = newEvent({
    players: Array.from({ length: 6 }, (_, i) =>
      playerRow({ Name: `Player ${'ABCDEF'[i]}`, Rank: `${i + 1}k` }),
    ),
    settings: { 'Pairing system': 'Round robin', "Withdrawn player's games": setting },
  });
  event.setSetting('Location', 'Club house');
  event.setSetting('Start date', '2026-05-02');
  event.setSetting('End date', '2026-05-03');
  event.setSetting('Basic time (minutes)', 60);
  event.click('Seat players (round robin)');
  for (let round = 1; round <= 5; round++) {
    if (round === after + 1) event.edit('Players', 'ABCDEF'.indexOf(leaver), 'Status', 'withdrawn');
    event.click('Pair next round');
    typeOpenResults(event, round);
  }
  event.click('Update standings');
  return event;
}

/** Types the earlier letter's win on every board the pairing left without a result. */
function typeOpenResults(event: Event, round: number): void {
  const tab = `Round ${round}`;
  const [header, ...rows] = event.values(tab);
  const col = (h: string): number => header.indexOf(h);
  const sheet = event.ss.getSheetByName(tab)!;
  rows.forEach((r, i) => {
    if (r[col('Board')] === 'Bye' || r[col('Result')] !== '') return;
    const result = String(r[col('White')]) < String(r[col('Black')]) ? 'W+' : 'B+';
    sheet.getRange(event.headerRow(tab) + i + 1, col('Result') + 1).setValue(result);
  });
}

const NOTE =
  "Annulled for the standings (Settings › Withdrawn player's games = Annul under half, FIDE Tournament Rules: under half the games played): Player C withdrew after 2 of 5 games. Their games count in no score or tiebreak, theirs or their opponents'; they stay in the rounds as played.";

describe("Withdrawn player's games = Annul under half", () => {
  it('leaves out every game of a player who withdrew after 2 of 5: scores, SODOS, places, the cross table in brackets', () => {
    const event = played('C', 2);
    // C beat D in round 1 and lost to B in round 2; rounds 3-5 are forfeit wins for E, F and A.
    expect(event.values('Round 3')[2]).toEqual([
      2,
      'Player C',
      'Player E',
      0,
      7.5,
      'B+F',
      'Player C withdrew: forfeit',
    ]);
    expect(event.values('Standings')).toEqual([
      ['Place', 'Name', 'Rank', 'Score', 'Wins', 'SODOS', 'R1', 'R2', 'R3', 'R4', 'R5', 'Lot'],
      [1, 'Player A', '1k', 4, 4, 6, '4+w', '5+b', '2+w', '3+w', '(6+!b)', ''],
      [2, 'Player B', '2k', 3, 3, 3, '5+b', '(6+w)', '1-b', '4+w', '3+b', ''],
      [3, 'Player D', '4k', 2, 2, 1, '(6-w)', '4+b', '5+w', '1-b', '2-w', ''],
      [4, 'Player E', '5k', 1, 1, 0, '1-b', '3-w', '(6+!b)', '2-b', '5+w', ''],
      [5, 'Player F', '6k', 0, 0, 0, '2-w', '1-w', '3-b', '(6+!w)', '4-b', ''],
      [
        6,
        'Player C (withdrawn)',
        '3k',
        0,
        0,
        0,
        '(3+b)',
        '(2-b)',
        '(4-!w)',
        '(5-!b)',
        '(1-!w)',
        '',
      ],
    ]);
  });

  it('with Forfeit win the same event counts the games: D and E tie on 2, SODOS puts D ahead', () => {
    const rows = played('C', 2, 'Forfeit win').values('Standings');
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3], r[5]])).toEqual([
      [1, 'Player A', 5, 10],
      [2, 'Player B', 4, 6],
      [3, 'Player D', 2, 3],
      [4, 'Player E', 2, 2],
      [5, 'Player C (withdrawn)', 1, 2],
      [6, 'Player F', 1, 1],
    ]);
  });

  it('says in the legend what the brackets mean and who was annulled', () => {
    const event = played('C', 2);
    const sheet = event.ss.getSheetByName('Standings')!;
    const row = event.headerRow('Standings');
    expect(sheet.getRange(row, 7).getNote()).toContain(
      "In brackets, (5+w): a game annulled, its player having withdrawn before half their games (Settings › Withdrawn player's games); it counts in no score or tiebreak.",
    );
    expect(sheet.getRange(row, 1).getNote()).toBe(
      `Final order; "3=" when a place is shared. ${NOTE}`,
    );
  });

  it('exports the games as played, the places of the Standings, and a note on the annulment', () => {
    const event = played('C', 2);
    const h9 = dialogCall(event, 'exportEventFile', { format: 'h9' });
    expect(h9.text!.split('\n').slice(9, 15)).toEqual([
      '   1 Player_A                       1K XX xxxx    4+/w0    5+/b0    2+/w0    3+/w0       0+',
      '   2 Player_B                       2K XX xxxx    5+/b0    6+/w0    1-/b0    4+/w0    3+/b0',
      '   3 Player_D                       4K XX xxxx    6-/w0    4+/b0    5+/w0    1-/b0    2-/w0',
      '   4 Player_E                       5K XX xxxx    1-/b0    3-/w0       0+    2-/b0    5+/w0',
      '   5 Player_F                       6K XX xxxx    2-/w0    1-/w0    3-/b0       0+    4-/b0',
      '   6 Player_C                       3K XX xxxx    3+/b0    2-/b0       0-       0-       0-',
    ]);
    expect(h9.notes![0]).toBe(
      `${NOTE} The file has every game as played, as ratings count them, and lists the players in the Standings tab's places.`,
    );
    const csv = dialogCall(event, 'exportEventFile', { format: 'standings' });
    expect(csv.notes).toEqual([NOTE]);
    expect(csv.text!.split('\r\n')[6]).toBe(
      '6,Player C,3k,0,0,0,(3+b),(2-b),(4-!w),(5-!b),(1-!w),withdrawn',
    );
  });

  it("says in each event file's notes what that file does with the annulled games", () => {
    const event = played('C', 2);
    const notes = (format: string): string[] =>
      dialogCall(event, 'exportEventFile', { format, temporaryIds: true }).notes!;
    expect(notes('aga')[0]).toBe(
      `${NOTE} The file has every game as played, as ratings count them.`,
    );
    // OpenGotha ranks by its own criteria over every game: not the Standings tab's order.
    expect(notes('opengotha').slice(0, 3)).toEqual([
      `${NOTE} The file has every game as played, as ratings count them; OpenGotha knows no annulment, so its standings count these games too.`,
      "Pairing system Round robin: the file's format has no such system; exported as Swiss.",
      'Round robin: the file ranks by NBW (score), SODOSW (SODOS) and DC (face to face), as the standings do, but over every game, the annulled ones too. OpenGotha has no criterion for the drawing of lots that settles the ties left (the Lot column), and its DC also orders tied players who did not all play each other, which Pairsheet leaves to the lot.',
    ]);
    expect(notes('pairgoth')[0]).toBe(
      `${NOTE} The file has every game as played, as ratings count them; pairgoth knows no annulment, so its standings count these games too.`,
    );
  });

  it('counts every game of a player who withdrew after 3 of 5, their last two forfeits', () => {
    const event = played('C', 3);
    expect(event.values('Standings').slice(1)).toEqual([
      [1, 'Player A', '1k', 5, 5, 10, '6+w', '5+b', '2+w', '4+w', '3+!b', ''],
      [2, 'Player B', '2k', 4, 4, 6, '5+b', '3+w', '1-b', '6+w', '4+b', ''],
      [3, 'Player C (withdrawn)', '3k', 2, 2, 3, '4+b', '2-b', '6+w', '5-!b', '1-!w', ''],
      [4, 'Player D', '4k', 2, 2, 2, '3-w', '6+b', '5+w', '1-b', '2-w', ''],
      [5, 'Player F', '6k', 1, 1, 2, '2-w', '1-w', '4-b', '3+!w', '6-b', ''],
      [6, 'Player E', '5k', 1, 1, 1, '1-b', '4-w', '3-b', '2-b', '5+w', ''],
    ]);
    expect(dialogCall(event, 'exportEventFile', { format: 'standings' }).notes).toEqual([]);
    expect(dialogCall(event, 'exportEventFile', { format: 'h9' }).notes).toEqual([
      'Round 5, board 3: forfeit written as 0+ / 0-.',
      'Round 4, board 3: forfeit written as 0+ / 0-.',
    ]);
  });
});

describe('An annulment that rests on a result not yet typed', () => {
  /** Rounds 1 and 2 played, round 3 paired, then C withdraws before its result is typed. */
  function leftOpen(): Event {
    const event = newEvent({
      players: Array.from({ length: 6 }, (_, i) =>
        playerRow({ Name: `Player ${'ABCDEF'[i]}`, Rank: `${i + 1}k` }),
      ),
      settings: { 'Pairing system': 'Round robin', "Withdrawn player's games": 'Annul under half' },
    });
    event.click('Seat players (round robin)');
    for (let round = 1; round <= 3; round++) {
      event.click('Pair next round');
      if (round < 3) typeOpenResults(event, round);
    }
    event.edit('Players', 2, 'Status', 'withdrawn');
    return event;
  }

  it('names the player and the Result cell in the Update standings report', () => {
    const event = leftOpen();
    // Round 3, board 2: Player C (White) against Player E, its result cell F6 still blank.
    expect(event.values('Round 3')[2].slice(0, 3)).toEqual([2, 'Player C', 'Player E']);
    event.click('Update standings');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Update standings\n' +
        'Standings updated after 3 rounds. Leader: Player A (2). 3 results still missing: Round 3: boards 1–3 (F5–F7).\n\n' +
        'Player C (withdrawn) has played 2 of 5 games, under half, so their games are annulled for now (Settings › Withdrawn player\'s games = Annul under half); but Round 3 board 2 (F6) has no result yet. Played over the board, it makes 3 of 5 and their games count; a forfeit keeps them annulled. Type it and run "Update standings" again.',
    );
    expect(event.values('Standings').at(-1)?.slice(0, 4)).toEqual([
      6,
      'Player C (withdrawn)',
      '3k',
      0,
    ]);
  });

  it('counts how many of several open boards must be played, naming each Result cell', () => {
    const event = leftOpen();
    // Round 2's result of C's game (board 1, B's win) cleared by hand: 1 played, 2 open.
    expect(event.values('Round 2')[1].slice(0, 3)).toEqual([1, 'Player B', 'Player C']);
    event.edit('Round 2', 0, 'Result', '');
    event.click('Update standings');
    expect(event.lastAlert()?.split('\n\n')[1]).toBe(
      `Player C (withdrawn) has played 1 of 5 games, under half, so their games are annulled for now (Settings › Withdrawn player's games = Annul under half); but Round 2 board 1 (F5) and Round 3 board 2 (F6) have no result yet. If 2 of them are played over the board, that makes 3 of 5 and their games count; forfeits keep them annulled. Type them and run "Update standings" again.`,
    );
  });

  it('says nothing more once the result is typed', () => {
    const event = leftOpen();
    typeOpenResults(event, 3);
    event.click('Update standings');
    expect(event.ss.toasts.at(-1)?.msg).toBe(
      'Standings updated after 3 rounds. Leader: Player A (3).',
    );
    expect(event.lastAlert()).toBeUndefined();
    // 3 of 5 played: C's games count, C's win over D and loss to B among them.
    expect(event.values('Standings').map((r) => r[1])).toContain('Player C (withdrawn)');
    expect(
      event.values('Standings').find((r) => r[1] === 'Player C (withdrawn)')?.[3],
    ).toBeGreaterThan(0);
  });
});
