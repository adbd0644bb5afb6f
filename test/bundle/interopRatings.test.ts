/**
 * Ratings through Import event… and Export results…: the EGF-like ratings of OpenGotha and
 * pairgoth against the Rating column's rules (one kind an event; Elo-style 100 to 3500).
 */
import { describe, expect, it } from 'vitest';
import { exportOpenGotha, type ImportedEvent } from '../../src/interop';
import { lakeside } from '../interop/fixture';
import { dialogCall, newEvent } from '../support/event';

/** Lakeside with a 21k rated 50 and a 30k rated −900, both valid on the EGF scale. */
function weakPlayers(): ImportedEvent {
  const e = lakeside();
  Object.assign(e.players[3], { rank: -21, rating: 50 });
  Object.assign(e.players[4], { rank: -30, rating: -900 });
  return e;
}

const ratingsOf = (xml: string): Record<string, string> =>
  Object.fromEntries(
    [...xml.matchAll(/<Player name="([^"]+)".*? rating="(-?\d+)"/g)].map((m) => [m[1], m[2]]),
  );

describe('Ratings below 100 in an OpenGotha file', () => {
  it('leave only their own cells blank, named in the Import report', () => {
    const event = newEvent();
    const answer = dialogCall(event, 'importEventFile', {
      fileName: 'weak.xml',
      text: exportOpenGotha(weakPlayers()),
    });
    expect(answer.ok).toBe(true);
    expect(
      event
        .values('Players')
        .slice(1)
        .map((r) => [r[0], r[1], r[2]]),
    ).toEqual([
      ['de Vries, Jan', '2d', 2150],
      ["O'Brien, Séan", '3k', 1750],
      ['Kowalska-Nowak, Ewa', '1k', 1950],
      ['李, 明', '21k', ''],
      ['=Smith, Jr, Bob', '30k', ''],
      ['Øster, Lars', '5k', 1560],
    ]);
    expect(event.values('Import report').map((r) => r[0])).toContain(
      "Ratings outside the Rating column's Elo-style range (100 to 3500; EGF ratings below 100 are about 21k and weaker) were left blank, the rank kept: 李, 明 (50); =Smith, Jr, Bob (-900). An export writes them the rating at the bottom of their rank.",
    );

    // Exported again: the kept ratings as they were, the blank ones from the rank, in range.
    event.click('Build bands');
    const back = dialogCall(event, 'exportEventFile', { format: 'opengotha' });
    expect(ratingsOf(back.text!)).toEqual({
      'de Vries': '2150',
      "O'Brien": '1750',
      'Kowalska-Nowak': '1950',
      李: '-50',
      '=Smith, Jr': '-900',
      Øster: '1560',
    });
    expect(back.notes).toEqual([
      'Results are missing, so those games have no result in the file: Round 2: board 2 (F6).',
    ]);
  });

  it("a rating above OpenGotha's range is written at its top and named under the download", () => {
    const event = newEvent();
    dialogCall(event, 'importEventFile', { fileName: 'l.xml', text: exportOpenGotha(lakeside()) });
    event.edit('Players', 0, 'Rating', 3200);
    event.click('Build bands');
    const back = dialogCall(event, 'exportEventFile', { format: 'opengotha' });
    expect(ratingsOf(back.text!)['de Vries']).toBe('2949');
    expect(back.notes).toEqual([
      'Results are missing, so those games have no result in the file: Round 2: board 2 (F6).',
      "Ratings outside OpenGotha's range (-900 to 2949) were written at its nearest end: de Vries, Jan 3200 as 2949.",
    ]);
  });
});
