import { describe, expect, it } from 'vitest';
import { sheetValues } from '../../src/workbook';
import { newEvent, PLAYER_HEADERS, playerRow, refused, type Event } from '../support/event';

const TDLIST = [
  'de Vries, Jan\t1234\tFull\t2.31\t12/31/2026\tUTRE\t\t0.52\t4/6/2025',
  'Kowalska-Nowak, Ewa\t5555\tFull\t-1.5\t\tWARS\t\t\t',
].join('\r\n');

const CLUB = PLAYER_HEADERS.indexOf('Club') + 1;

/**
 * Two players looked up in the TDList, Jan's club already UTRE (typed, or a formula the TD
 * keeps): the review tab lists their changes, all marked Yes.
 */
function reviewed(clubOfJan: 'typed' | 'formula'): Event {
  const e = newEvent({
    players: [
      playerRow({ Name: 'de Vries, Jan', Rank: '2d', Club: 'UTRE' }),
      playerRow({ Name: 'Kowalska-Nowak, Ewa', Rank: '1k', Club: 'Wars' }),
    ],
  });
  if (clubOfJan === 'formula')
    e.ss.getSheetByName('Players')!.getRange(2, CLUB).setFormula('="UTRE"');
  e.addon.call('lookUpRatingsFile', { fileName: 'tdlista.txt', text: TDLIST });
  return e;
}

describe('the Rating review tab', () => {
  it('wraps Player, Match, Now and New, so a long name or club is not cut off by the next column', () => {
    const review = reviewed('typed').ss.getSheetByName('Rating review')!;
    const rows = review.getLastRow();
    const wraps = review.getRange(1, 1, rows, 6).getWraps();
    expect(wraps.map((r) => r.join())).toEqual(
      Array<string>(rows).fill('true,true,false,true,true,false'),
    );
    expect([1, 2, 3, 4, 5, 6].map((c) => review.getColumnWidth(c))).toEqual([
      180, 260, 90, 130, 130, 60,
    ]);
  });
});

describe('Apply rating review', () => {
  it('refuses a Column cell naming anything but a column a review changes, naming the cell', () => {
    const e = reviewed('typed');
    expect(e.values('Rating review').map((r) => r[2])).toEqual([
      'Column',
      'Rating',
      'AGA ID',
      'Rating',
      'Club',
      'AGA ID',
    ]);
    const column = e.ss.getSheetByName('Rating review')!.getRange('C3');
    column.setValue('\'=HYPERLINK("http://x")');
    expect(refused(e, 'Apply rating review')).toBe(
      'Pairsheet: Apply rating review\nRating review!C3 (de Vries, Jan): "=HYPERLINK("http://x")" is not a column a rating review changes; it must be Rating, Rank, Club, AGA ID or EGF PIN. Nothing was changed.',
    );
    column.setValue('Status');
    expect(refused(e, 'Apply rating review')).toBe(
      'Pairsheet: Apply rating review\nRating review!C3 (de Vries, Jan): "Status" is not a column a rating review changes; it must be Rating, Rank, Club, AGA ID or EGF PIN. Nothing was changed.',
    );
  });

  it('names the cell of an Apply that is not Yes or No, a player gone from Players, and a value changed since', () => {
    const e = reviewed('typed');
    const review = e.ss.getSheetByName('Rating review')!;
    review.getRange('F3').setValue('maybe');
    expect(refused(e, 'Apply rating review')).toBe(
      'Pairsheet: Apply rating review\nRating review!F3 (de Vries, Jan): Apply must be Yes or No, not "maybe". Nothing was changed.',
    );
    review.getRange('F3').setValue('Yes');
    review.getRange('A3').setValue('de Vries, Jon');
    expect(refused(e, 'Apply rating review')).toBe(
      'Pairsheet: Apply rating review\nRating review!A3: "de Vries, Jon" is no longer on the Players tab; run "Look up ratings…" again. Nothing was changed.',
    );
    review.getRange('A3').setValue('de Vries, Jan');
    e.ss.getSheetByName('Players')!.getRange(2, CLUB).setValue('AMST');
    e.ss
      .getSheetByName('Players')!
      .getRange(2, PLAYER_HEADERS.indexOf('Rating') + 1)
      .setValue(2.5);
    expect(refused(e, 'Apply rating review')).toBe(
      'Pairsheet: Apply rating review\nPlayers!C2 (de Vries, Jan): Rating is now "2.5", not "" as the review lists it (Rating review!D2); run "Look up ratings…" again. Nothing was changed.',
    );
  });

  it('keeps a formula the TD has in a column it writes, where that player’s value is unchanged', () => {
    const e = reviewed('formula');
    const players = e.ss.getSheetByName('Players')!;
    expect(e.values('Rating review').map((r) => [r[0], r[2], r[4]])).toEqual([
      ['Player', 'Column', 'New'],
      ['de Vries, Jan', 'Rating', 2.31],
      ['de Vries, Jan', 'AGA ID', '1234'],
      ['Kowalska-Nowak, Ewa', 'Rating', -1.5],
      ['Kowalska-Nowak, Ewa', 'Club', 'WARS'],
      ['Kowalska-Nowak, Ewa', 'AGA ID', '5555'],
    ]);
    e.click('Apply rating review');
    expect(e.ss.toasts.at(-1)?.msg).toBe('5 changes written to the Players tab.');
    expect(players.getRange(2, CLUB, 2, 1).getFormulas()).toEqual([['="UTRE"'], ['']]);
    const rows = sheetValues(e.ss, 'Players');
    const at = (h: string): number => rows[0].indexOf(h);
    expect(rows.map((r) => [r[0], r[at('Rating')], r[at('Club')], r[at('AGA ID')]])).toEqual([
      ['Name', 'Rating', 'Club', 'AGA ID'],
      ['de Vries, Jan', 2.31, 'UTRE', '1234'],
      ['Kowalska-Nowak, Ewa', -1.5, 'WARS', '5555'],
    ]);
  });
});

describe('Look up ratings, an id on two lines of the list', () => {
  it('takes neither when they give different ratings, naming both lines', () => {
    const e = newEvent({
      players: [
        playerRow({ Name: 'Ann Lee', Rank: '3k' }),
        playerRow({ Name: 'Bo Chen', Rank: '2k' }),
      ],
    });
    const players = e.ss.getSheetByName('Players')!;
    players.getRange(1, PLAYER_HEADERS.length + 1, 3, 1).setValues([['AGA ID'], ['1234'], ['77']]);
    const list = [
      'Lee, Ann\t1234\tFull\t-3.41\t12/31/2026\t\t\t\t',
      'Lee, Ann\t1234\tYouth\t-6.2\t12/31/2020\t\t\t\t',
      'Chen, Bo\t77\tFull\t-2.5\t\t\t\t\t',
      'Chen, Bo\t77\tFull\t-2.5\t\t\t\t\t',
    ].join('\n');
    e.addon.call('lookUpRatingsFile', { fileName: 'tdlista.txt', text: list });
    expect(e.values('Rating review')).toEqual([
      ['Player', 'Match', 'Column', 'Now', 'New', 'Apply'],
      [
        'Ann Lee',
        'ambiguous: id 1234 is on line 1 (-3.41), line 2 (-6.2) of the TDList; type the right rating by hand',
        '',
        '',
        '',
        '',
      ],
      ['Bo Chen', 'by id (TDList, line 3)', 'Rating', '', -2.5, 'Yes'],
    ]);
  });
});
