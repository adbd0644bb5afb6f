import { describe, expect, it } from 'vitest';
import { setSheet, sheetValues } from '../../src/workbook';
import {
  dialogCall,
  newEvent,
  playerRow,
  refused,
  typeResults,
  type Event,
} from '../support/event';
import { chessClub } from '../support/chessClub';
import { GAMES, PREFERENCES } from '../support/multiGameExample';

/** Round 1 Dmitri–Anna, Boris–Eva, Felix–Carla; then Carla–Boris, Eva–Dmitri, Anna–Felix; then Eva–Carla, Boris–Anna, Dmitri–Felix. */
function playThreeRounds(event: Event): void {
  const results = [
    ['1-0', '½-½', '0-1'],
    ['1/2-1/2', '+-', '1-0'],
    ['0-1', '=', '−+'],
  ];
  for (let round = 1; round <= 3; round++) {
    event.click('Pair next round');
    typeResults(event, round, (_w, _b, board) => results[round - 1][board - 1]);
  }
}

/** The Standings tab as printed: values, then the header notes. */
function standingsTab(event: Event): unknown[] {
  const sheet = event.ss.getSheetByName('Standings')!;
  const header = event.headerRow('Standings');
  const width = event.values('Standings')[0].length;
  const notes = Array.from({ length: width }, (_, c) => sheet.getRange(header, c + 1).getNote());
  const widths = Array.from({ length: width }, (_, c) => sheet.getColumnWidth(c + 1));
  return [sheetValues(event.ss, 'Standings'), notes, widths];
}

const TIEBREAKS_ROW = (event: Event): number =>
  sheetValues(event.ss, 'Settings').findIndex((r) => r[0] === 'Tiebreaks') + 1;

/** A four-player McMahon event with these Tiebreaks, round 1 played, standings written. */
function fourMcMahonPlayed(tiebreaks: string): Event {
  const event = newEvent({
    players: ['1d', '1k', '2k', '3k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { Rounds: 2, Tiebreaks: tiebreaks },
  });
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  event.click('Update standings');
  return event;
}

/** McMahon standings keep the AGA order, whatever Settings › Tiebreaks says. */
const MCMAHON_HEADER = [
  'Place',
  'Name',
  'Rank',
  'Band',
  'Score',
  'Wins',
  'SOMS',
  'SODOMS',
  'R1',
  'Lot',
];

describe('Settings › Tiebreaks', () => {
  it('is Buchholz, SB by default, and an event without the row ranks exactly as before', () => {
    const event = chessClub();
    expect(sheetValues(event.ss, 'Settings')[TIEBREAKS_ROW(event) - 1][1]).toBe('Buchholz, SB');
    playThreeRounds(event);
    event.click('Update standings');
    const withRow = standingsTab(event);
    expect(event.values('Standings')).toEqual([
      ['Place', 'Name', 'Rating', 'Score', 'Wins', 'Buchholz', 'SB', 'R1', 'R2', 'R3', 'Lot'],
      [1, 'Carla', 1890, 2.5, 2, 4, 3.25, '5+b', '2=w', '3+b', ''],
      [2, 'Boris', 2010, 1.5, 0, 5.5, 2.75, '3=w', '1=b', '4=w', ''],
      [3, 'Eva', 1620, 1.5, 1, 5.5, 2.25, '2=b', '6+!w', '1-w', ''],
      [4, 'Anna', 2150, 1.5, 1, 3.5, 1.75, '6-b', '5+w', '2=b', ''],
      [5, 'Felix', 1505, 1, 1, 5, 1, '1-w', '4-b', '6+!b', ''],
      [6, 'Dmitri', 1760, 1, 1, 3.5, 1.5, '4+w', '3-!b', '5-!w', ''],
    ]);
    // A workbook set up before the setting existed has no Tiebreaks row.
    const settings = sheetValues(event.ss, 'Settings');
    setSheet(
      event.ss,
      'Settings',
      settings.filter((r) => r[0] !== 'Tiebreaks'),
    );
    event.click('Update standings');
    expect(standingsTab(event)).toEqual(withRow);
  });

  it('ranks by the list typed, one column per tiebreak in its order (Wins moved there)', () => {
    const event = chessClub({
      Tiebreaks: 'wins, face to face,  Median Buchholz ,progressive score, aro',
    });
    playThreeRounds(event);
    event.click('Update standings');
    // Score 1½: Eva and Anna (1 win) before Boris (none); they never met, and either could
    // have won that game, so direct encounter leaves them tied; median Buchholz decides: Eva
    // 1½ (Boris 1½, own 1½ for the forfeit won, Carla 2½, less both ends), Anna 1 (Dmitri 1,
    // Felix 1, Boris 1½). Carla: Felix 1, Boris 1½, Eva 1½. Score 1: Felix won
    // against Dmitri (by forfeit), so direct encounter decides after Wins. ARO: Carla
    // (1505+2010+1620)/3, Eva 2010 and 1890 (the forfeit left out), Anna (1760+1505+2010)/3,
    // Boris (1620+1890+2150)/3, Felix 1890 and 2150, Dmitri 2150.
    expect(event.values('Standings')).toEqual([
      [
        'Place',
        'Name',
        'Rating',
        'Score',
        'Wins',
        'Direct encounter',
        'Median Buchholz',
        'Progressive',
        'ARO',
        'R1',
        'R2',
        'R3',
        'Lot',
      ],
      [1, 'Carla', 1890, 2.5, 2, '', 1.5, 5, 1712, '5+b', '4=w', '2+b', ''],
      [2, 'Eva', 1620, 1.5, 1, '', 1.5, 3.5, 1950, '4=b', '6+!w', '1-w', ''],
      [3, 'Anna', 2150, 1.5, 1, '', 1, 2.5, 1758, '6-b', '5+w', '4=b', ''],
      [4, 'Boris', 2010, 1.5, 0, '', 1.5, 3, 1887, '2=w', '1=b', '3=w', ''],
      [5, 'Felix', 1505, 1, 1, 1, 1.5, 1, 2020, '1-w', '3-b', '6+!b', ''],
      [6, 'Dmitri', 1760, 1, 1, 0, 1, 3, 2150, '3+w', '2-!b', '5-!w', ''],
    ]);
    const sheet = event.ss.getSheetByName('Standings')!;
    expect(sheet.getRange(event.headerRow('Standings'), 5).getNote()).toBe(
      'Tiebreak 1: games won (forfeit wins included) plus forced byes.',
    );
    expect(sheet.getRange(event.headerRow('Standings'), 9).getNote()).toBe(
      'Tiebreak 5: average rating of the opponents met over the board (forfeits and byes left out).',
    );
    // The CSV of standings carries the same columns.
    const csv = dialogCall(event, 'exportEventFile', { format: 'standings' });
    expect(csv.text!.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFPlace,Name,Rating,Score,Wins,Direct encounter,Median Buchholz,Progressive,ARO,R1,R2,R3,Status',
      '1,Carla,1890,2.5,2,,1.5,5,1712,5+b,4=w,2+b,active',
    ]);
  });

  it('keeps a hyphenated header on one line with the word before it (Buchholz Cut-1)', () => {
    const event = chessClub({ Tiebreaks: 'Buchholz Cut-1, Median Buchholz' });
    playThreeRounds(event);
    event.click('Update standings');
    const [, , widths] = standingsTab(event) as [unknown, unknown, number[]];
    expect(event.values('Standings')[0].slice(4, 7)).toEqual([
      'Wins',
      'Buchholz Cut-1',
      'Median Buchholz',
    ]);
    // 14 characters for `Buchholz Cut-1` (not 8 for `Buchholz`, where the spreadsheet would
    // break after the hyphen); `Median Buchholz` wraps at its space, 8 characters.
    expect(widths.slice(5, 7)).toEqual([14 * 9 + 14, 8 * 9 + 14]);
  });

  it('is refused, nothing written, for an unknown name, a name twice or an empty list', () => {
    const accepted =
      'Type the tiebreaks in order, separated by commas, from: Buchholz, Buchholz Cut-1, Median Buchholz, SB, Wins, Progressive, Direct encounter, ARO (for example "Buchholz, SB").';
    const cases: Array<[string, string]> = [
      ['Buchholz, Buchholtz', `"Buchholtz" is not a tiebreak Pairsheet knows. ${accepted}`],
      [
        'SB, Buchholz, Sonneborn-Berger',
        `"Sonneborn-Berger" (SB) is listed twice. List each tiebreak once. ${accepted}`,
      ],
      [
        ' , ,',
        `no tiebreak is listed. ${accepted} Or delete the row to use the default (Buchholz, SB).`,
      ],
      [
        '',
        `the value is blank. ${accepted.slice(0, -1)}, or delete the row to use the default (Buchholz, SB).`,
      ],
    ];
    for (const [typed, message] of cases) {
      const event = chessClub();
      playThreeRounds(event);
      event.setSetting('Tiebreaks', typed);
      const row = TIEBREAKS_ROW(event);
      expect(refused(event, 'Update standings')).toBe(
        `Pairsheet: Update standings\nSettings!B${row} (Tiebreaks): ${message}`,
      );
    }
  });

  it('refuses ARO in an event without ratings, naming the setting', () => {
    // A go Swiss ordered by ranks: no Rating anywhere.
    const event = newEvent({
      players: ['1d', '1k', '2k', '3k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
      settings: { 'Pairing system': 'Swiss', Rounds: 3, Tiebreaks: 'Buchholz, ARO' },
    });
    event.click('Pair next round');
    typeResults(event, 1, () => 'W+');
    expect(refused(event, 'Update standings')).toBe(
      `Pairsheet: Update standings\nSettings!B${TIEBREAKS_ROW(event)} (Tiebreaks): ARO, the average rating of opponents, needs ratings, and no player has one in the Rating column of Players. Type the players' ratings there, or take ARO out of the list.`,
    );
  });

  it('reads ARO only where the list ranks: McMahon and multi-game standings without ratings are written', () => {
    const mcmahon = fourMcMahonPlayed('Buchholz, ARO');
    expect(mcmahon.values('Standings')[0]).toEqual(MCMAHON_HEADER);

    const multi = newEvent({
      players: PREFERENCES.slice(1).map((r) => playerRow({ Name: String(r[0]) })),
      settings: { 'Pairing system': 'Multi-game', Rounds: 3, Tiebreaks: 'Buchholz, ARO' },
    });
    multi.click('Set up tournament sheet');
    setSheet(multi.ss, 'Games', GAMES);
    setSheet(multi.ss, 'Preferences', PREFERENCES);
    multi.click('Pair next round');
    typeResults(multi, 1, () => '1-0');
    multi.click('Update standings');
    expect(multi.values('Standings')[1].slice(0, 2)).toEqual([1, 'Gus']);
  });

  it('leaves McMahon standings in the AGA order, whatever the list says', () => {
    const event = fourMcMahonPlayed('Progressive, Wins');
    expect(event.values('Standings')[0]).toEqual(MCMAHON_HEADER);
  });
});
