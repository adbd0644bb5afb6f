import { describe, expect, it } from 'vitest';
import { pairings, refused, typeResults } from '../support/event';
import { chessClub } from '../support/chessClub';

describe('a chess club runs a Swiss event end to end', () => {
  it('pairs by Elo with balanced colours, reads chess results and ranks by Buchholz and SB', () => {
    const event = chessClub();
    const results = [
      ['1-0', '½-½', '0-1'],
      ['1/2-1/2', '+-', '1-0'],
      ['0-1', '=', '−+'],
    ];
    const played: Array<Array<[string, string]>> = [];
    for (let round = 1; round <= 3; round++) {
      event.click('Pair next round');
      expect(event.lastAlert() ?? '').not.toMatch(/error|cannot|refuse/i);
      played.push(pairings(event, round));
      typeResults(event, round, (_w, _b, board) => results[round - 1][board - 1]);
    }
    expect(played).toEqual(EXPECTED_PAIRINGS);
    event.click('Update standings');
    const rows = event.values('Standings');
    expect(rows[0]).toEqual(EXPECTED_STANDINGS[0]);
    expect(rows.slice(1)).toEqual(EXPECTED_STANDINGS.slice(1));
  });

  it('prints standings in chess terms: draws, no handicap stones, no empty Rank column', () => {
    const event = chessClub();
    for (let round = 1; round <= 3; round++) {
      event.click('Pair next round');
      typeResults(event, round, (_w, _b, board) => ['1-0', '½-½', '0-1'][board - 1]);
    }
    event.click('Update standings');
    expect(event.title('Standings')[2][0]).toBe(
      "Rounds: Opponent's place, then + win, - loss, = draw, ? result missing, ! forfeit, then w/b colour. bye+ forced bye, bye= voluntary bye or absent.",
    );
    expect(event.values('Standings')[0]).toEqual(EXPECTED_STANDINGS[0]);
    const sheet = event.ss.getSheetByName('Standings')!;
    const header = event.headerRow('Standings');
    const note = (column: string): string =>
      sheet.getRange(header, EXPECTED_STANDINGS[0].indexOf(column) + 1).getNote();
    expect(note('Score')).toBe(
      'Points: 1 per win (forfeit wins and forced byes included), ½ per draw.',
    );
    expect(note('R1')).not.toMatch(/jigo|handicap/);
  });

  it('asks for missing results in chess notation', () => {
    const event = chessClub();
    event.click('Pair next round');
    event.edit('Round 1', 0, 'Result', '1-0');
    expect(refused(event, 'Pair next round')).toMatch(
      /^Pairsheet: Pair next round\nResults are missing, so the next round cannot be paired yet:\nRound 1: boards? [^\n]+\nType them in \(1-0, 0-1, ½-½…\), then pair again\.$/,
    );
  });

  it('keeps the Rank column when a player has a rank', () => {
    const event = chessClub();
    event.edit('Players', 0, 'Rank', '1d');
    event.click('Pair next round');
    typeResults(event, 1, () => '1-0');
    event.click('Update standings');
    const rows = event.values('Standings');
    expect(rows[0].slice(0, 4)).toEqual(['Place', 'Name', 'Rank', 'Rating']);
    expect(rows.find((r) => r[1] === 'Anna')![2]).toBe('1d');
    expect(rows.find((r) => r[1] === 'Boris')![2]).toBe('');
  });
});

// Round 1 split-and-shift by Elo, colours alternating down the boards. Round 2: Boris and Eva
// (½ each) met, so both float; every pair gets the colours it is due. Round 3: no repeats, no
// one a third colour in a row (Carla B W B, Eva B W W, Felix W B B).
const EXPECTED_PAIRINGS: Array<Array<[string, string]>> = [
  [
    ['Dmitri', 'Anna'],
    ['Boris', 'Eva'],
    ['Felix', 'Carla'],
  ],
  [
    ['Carla', 'Boris'],
    ['Eva', 'Dmitri'],
    ['Anna', 'Felix'],
  ],
  [
    ['Eva', 'Carla'],
    ['Boris', 'Anna'],
    ['Dmitri', 'Felix'],
  ],
];

// No player has a rank, so no Rank column. Scores as opponents see them (FIDE 2023: every
// round at its points, forfeits too): Carla 2½, Eva 1½, Boris 1½, Anna 1½, Felix 1, Dmitri 1.
// Buchholz, a forfeit counting the player's own score: Carla 1+1½+1½, Boris 1½+2½+1½, Eva
// 1½+1½+2½, Anna 1+1+1½, Felix 2½+1½+1, Dmitri 1½+1+1. SB: Carla 1·1+½·1½+1·1½, Boris
// ½·1½+½·2½+½·1½, Eva ½·1½+1·1½, Anna 1·1+½·1½, Felix 1·1, Dmitri 1·1½. Boris and Eva tie on
// Buchholz and part on SB. (Before 2023, the forfeits counted ½ for the opponents: Dmitri 2,
// Eva 1, Felix ½, which put Eva second and Boris third.)
const EXPECTED_STANDINGS: unknown[][] = [
  ['Place', 'Name', 'Rating', 'Score', 'Wins', 'Buchholz', 'SB', 'R1', 'R2', 'R3', 'Lot'],
  [1, 'Carla', 1890, 2.5, 2, 4, 3.25, '5+b', '2=w', '3+b', ''],
  [2, 'Boris', 2010, 1.5, 0, 5.5, 2.75, '3=w', '1=b', '4=w', ''],
  [3, 'Eva', 1620, 1.5, 1, 5.5, 2.25, '2=b', '6+!w', '1-w', ''],
  [4, 'Anna', 2150, 1.5, 1, 3.5, 1.75, '6-b', '5+w', '2=b', ''],
  [5, 'Felix', 1505, 1, 1, 5, 1, '1-w', '4-b', '6+!b', ''],
  [6, 'Dmitri', 1760, 1, 1, 3.5, 1.5, '4+w', '3-!b', '5-!w', ''],
];

describe('an Elo rating typed with a thousands separator', () => {
  it('is named with the rating meant, and an unrated player is not blamed for it', () => {
    const event = chessClub();
    // Typed as text, as an .xlsx written elsewhere may hold them.
    event.edit('Players', 2, 'Rating', "'1,890");
    event.edit('Players', 3, 'Rating', "'1.760");
    event.edit('Players', 5, 'Rating', '');
    expect(refused(event, 'Pair next round')).toBe(
      [
        'Pairsheet: Pair next round',
        'The Players tab has problems; nothing was changed:',
        '• Players!C4 (Carla): "1,890" reads as 1.89, an AGA-style rating, among Elo ratings; type 1890, without the thousands separator.',
        '• Players!C5 (Dmitri): "1.760" reads as 1.76, an AGA-style rating, among Elo ratings; type 1760, without the thousands separator.',
      ].join('\n'),
    );
  });

  it('a real AGA-style rating among Elo ratings is still reported as a mixed column', () => {
    const event = chessClub();
    event.edit('Players', 2, 'Rating', '3.2');
    event.edit('Players', 5, 'Rating', '');
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nPlayers tab: the Rating column mixes AGA-style ratings (C4 3.2) and Elo-style ratings (C2 2150, C3 2010, C5 1760 and 1 more); use one kind for the whole event.',
    );
  });
});

describe('a result typed with a slip', () => {
  it('is refused with the result it most likely meant', () => {
    const event = chessClub();
    event.click('Pair next round');
    const typed = ['1-O', "'1/2", "'10"];
    typeResults(event, 1, (_w, _b, board) => typed[board - 1]);
    const hint =
      "Use 1-0, 0-1, ½-½, '+- or '-+ (forfeits, typed with the apostrophe) or Double forfeit.";
    expect(refused(event, 'Pair next round')).toBe(
      [
        'Pairsheet: Pair next round',
        'Some round tabs have problems; nothing was changed:',
        `• Round 1!D5 (board 1): "1-O" is not a result. Did you mean 1-0? ${hint}`,
        `• Round 1!D6 (board 2): "1/2" is not a result. Did you mean ½-½? ${hint}`,
        `• Round 1!D7 (board 3): "10" is not a result. Did you mean 1-0? ${hint}`,
      ].join('\n'),
    );
  });
});

describe('a forfeit typed without its apostrophe', () => {
  it('shows a formula error, refused with the advice to type the apostrophe', () => {
    const event = chessClub();
    event.click('Pair next round');
    // LibreOffice keeps +- typed bare as a formula and saves its error, #N/A.
    const typed = ['1-0', '#N/A', '#NAME?'];
    typeResults(event, 1, (_w, _b, board) => typed[board - 1]);
    const advice =
      "the spreadsheet took what was typed for a formula. Type the result again with an apostrophe in front ('+-, '-+, '=), or as 1-0, 0-1, ½-½.";
    expect(refused(event, 'Pair next round')).toBe(
      [
        'Pairsheet: Pair next round',
        'Some round tabs have problems; nothing was changed:',
        `• Round 1!D6 (board 2): the cell shows the error #N/A: ${advice}`,
        `• Round 1!D7 (board 3): the cell shows the error #NAME?: ${advice}`,
      ].join('\n'),
    );
  });
});

describe('Print result slips, chess', () => {
  it("names each player's rating where a go slip gives the rank", () => {
    const event = chessClub();
    event.click('Pair next round');
    event.click('Print result slips');
    const rows = event.ss.getSheetByName('Slips')!.getDataRange().getValues();
    const [, white, black] = event.values('Round 1')[1];
    const rating = (name: unknown): number =>
      [2150, 2010, 1890, 1760, 1620, 1505][
        ['Anna', 'Boris', 'Carla', 'Dmitri', 'Eva', 'Felix'].indexOf(String(name))
      ];
    expect(rows.slice(2, 4).map((r) => [r[1], r[3]])).toEqual([
      [white, String(rating(white))],
      [black, String(rating(black))],
    ]);
  });
});

describe('Build bands, chess', () => {
  it('puts the unranked club in its one band', () => {
    const event = chessClub();
    event.click('Build bands');
    expect(event.ss.toasts.at(-1)?.msg).toBe('1 band built. All: 6 (0).');
    const players = event.values('Players');
    const band = players[0].indexOf('Band');
    expect(players.slice(1).map((r) => [r[band], r[band + 1]])).toEqual(Array(6).fill(['All', 0]));
  });
});
