/**
 * Look up ratings never proposes a rating of the other kind than the Rating column holds: an
 * AGA-style TDList rating for an Elo-rated player, or a GoR for an AGA-rated one, is listed
 * with Apply = No and a reason, so applying the review cannot leave a mixed column.
 */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, type Event } from '../support/event';

const call = (event: Event, fn: string, arg: object = {}) =>
  JSON.parse(JSON.stringify(event.addon.call(fn, arg))) as Record<string, unknown>;

function event(players: Array<Record<string, string | number>>, idHeader: string): Event {
  const e = newEvent({
    players: players.map((p) => playerRow(p)),
    settings: { 'Pairing system': 'Swiss' },
  });
  const sheet = e.ss.getSheetByName('Players')!;
  const column = sheet.getLastColumn() + 1;
  sheet
    .getRange(1, column, players.length + 1, 1)
    .setValues([[idHeader], ...players.map((p) => [p[idHeader] ?? ''])]);
  return e;
}

describe('rating kinds in the review', () => {
  it('a TDList rating for an Elo-rated player is marked No, and applying keeps the column Elo', () => {
    const e = event(
      [
        { Name: 'Smith, John', Rating: 1750, 'AGA ID': 1001 },
        { Name: 'Okafor, Ada', Rating: 1800, 'AGA ID': 1002 },
        { Name: 'Ng, Li', 'AGA ID': 1003 },
      ],
      'AGA ID',
    );
    const answer = call(e, 'lookUpRatingsFile', {
      fileName: 'tdlista.txt',
      text: 'Smith, John\t1001\tFull\t-3.41\t\tBOST\t\t\t\r\nNg, Li\t1003\tFull\t2.5\t\t\t\t\t\r\n',
    });
    expect(answer).toEqual({
      source: 'TDList',
      named: {
        unmatched: ['Okafor, Ada: missing: id 1002 is not in the list'],
        unrated: [],
        swapped: [],
      },
      ok: true,
      changes: 5,
      unmatched: '1 player not matched (see the tab).',
      notApplied:
        '2 ratings of the list marked Apply = No, as the Rating column cannot take them (an AGA-style rating, and the Rating column holds Elo-style ratings).',
      message:
        '5 changes listed on the "Rating review" tab; nothing is written to Players until you apply them. 1 player not matched (see the tab). 2 ratings of the list marked Apply = No, as the Rating column cannot take them (an AGA-style rating, and the Rating column holds Elo-style ratings).',
    });
    const why = 'an AGA-style rating, and the Rating column holds Elo-style ratings';
    expect(e.values('Rating review')).toEqual([
      ['Player', 'Match', 'Column', 'Now', 'New', 'Apply'],
      ['Smith, John', `by id (TDList, line 1); not applied: ${why}`, 'Rating', '1750', -3.41, 'No'],
      ['Smith, John', 'by id (TDList, line 1)', 'Rank', '', '3k', 'Yes'],
      ['Smith, John', 'by id (TDList, line 1)', 'Club', '', 'BOST', 'Yes'],
      ['Okafor, Ada', 'missing: id 1002 is not in the list', '', '', '', ''],
      ['Ng, Li', `by id (TDList, line 2); not applied: ${why}`, 'Rating', '', 2.5, 'No'],
      ['Ng, Li', 'by id (TDList, line 2)', 'Rank', '', '2d', 'Yes'],
    ]);
    expect(call(e, 'applyRatingReview')).toEqual({
      ok: true,
      message: '3 changes written to the Players tab.',
    });
    expect(
      e
        .values('Players')
        .slice(1)
        .map((r) => r.slice(0, 4)),
    ).toEqual([
      ['Smith, John', '3k', 1750, 'BOST'],
      ['Okafor, Ada', '', 1800, ''],
      ['Ng, Li', '2d', '', ''],
    ]);
    e.click('Pair next round');
    expect(e.lastAlert()).toBeUndefined();
  });

  it('a GoR for an AGA-rated player is marked No; into an empty column it is proposed', () => {
    const egd = '12345678 Lee Bo NL Utre 2k 1950\n';
    const rated = event(
      [{ Name: 'Lee Bo', Rank: '2k', Rating: -2.5, 'EGF PIN': '12345678' }],
      'EGF PIN',
    );
    call(rated, 'lookUpRatingsFile', { fileName: 'egd.txt', text: egd });
    expect(rated.values('Rating review')[1]).toEqual([
      'Lee Bo',
      'by id (EGD list, line 1); not applied: an Elo-style rating, and the Rating column holds AGA-style ratings',
      'Rating',
      '-2.5',
      1950,
      'No',
    ]);
    const unrated = event([{ Name: 'Lee Bo', Rank: '2k', 'EGF PIN': '12345678' }], 'EGF PIN');
    call(unrated, 'lookUpRatingsFile', { fileName: 'egd.txt', text: egd });
    expect(unrated.values('Rating review')[1]).toEqual([
      'Lee Bo',
      'by id (EGD list, line 1)',
      'Rating',
      '',
      1950,
      'Yes',
    ]);
  });
});
