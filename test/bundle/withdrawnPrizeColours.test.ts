/**
 * The Standings' gold, silver and bronze rows mark prize places: a withdrawn player's row gets
 * none, whatever their place, and the rows below keep the colour of their own place.
 */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, typeResults, type Event } from '../support/event';

/**
 * Go players in a round robin, Cy withdrawing before round `leaves`, their later games forfeited.
 * Cy wins every game played; otherwise the name first in the alphabet wins.
 */
function withdrawal(names: string[], leaves: number, setting: string, division = ''): Event {
  const event = newEvent({
    players: names.map((Name, i) =>
      playerRow({ Name, Rank: `${i + 1}k`, ...(division ? { Division: division } : {}) }),
    ),
    settings: { 'Pairing system': 'Round robin', "Withdrawn player's games": setting },
  });
  event.click('Seat players (round robin)');
  for (let round = 1; round <= 3; round++) {
    if (round === leaves) event.edit('Players', names.indexOf('Cy'), 'Status', 'withdrawn');
    event.click('Pair next round');
    // The forfeits the pairing wrote stay as they are.
    const typed = event.values(`Round ${round}`).map((r) => r[5]);
    typeResults(event, round, (w, b, board) => {
      if (typed[board] !== '') return String(typed[board]);
      return b === 'Cy' || (w !== 'Cy' && b < w) ? 'B+' : 'W+';
    });
  }
  event.click('Update standings');
  return event;
}

/** The Place cells' backgrounds of the `count` rows below the tab's header row. */
const backgrounds = (event: Event, tab: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) =>
    event.ss
      .getSheetByName(tab)!
      .getRange(event.headerRow(tab) + 1 + i, 1)
      .getBackground(),
  );

describe('Prize colours on the Standings', () => {
  it('leave out a withdrawn player annulled to last place in a field of three', () => {
    const event = withdrawal(['Ann', 'Bo', 'Cy'], 2, 'Annul under half');
    expect(event.values('Standings').map((r) => r.slice(0, 2))).toEqual([
      ['Place', 'Name'],
      [1, 'Ann'],
      [2, 'Bo'],
      [3, 'Cy (withdrawn)'],
    ]);
    // Gold and silver; the withdrawn row is banded as any other row (the third row white).
    expect(backgrounds(event, 'Standings', 3)).toEqual(['#ffd966', '#9fc5e8', '#ffffff']);
  });

  it('leave out a withdrawn player placed first, the rows below keeping their place', () => {
    // Cy beat Dee and Ann, then forfeited to Bo: Cy, Bo and Ann tie on 2, the lot puts Cy first.
    const event = withdrawal(['Ann', 'Bo', 'Cy', 'Dee'], 3, 'Forfeit win');
    expect(event.values('Standings').map((r) => r.slice(0, 2))).toEqual([
      ['Place', 'Name'],
      [1, 'Cy (withdrawn)'],
      [2, 'Bo'],
      [3, 'Ann'],
      [4, 'Dee'],
    ]);
    expect(backgrounds(event, 'Standings', 4)).toEqual([
      '#ffffff',
      '#9fc5e8',
      '#e69138',
      '#ffffff',
    ]);
  });

  it('leave out a withdrawn player in a division on Standings by division', () => {
    const event = withdrawal(['Ann', 'Bo', 'Cy', 'Dee'], 3, 'Forfeit win', 'Open');
    const tab = 'Standings by division';
    // Row 4 the division's title, row 5 its header, its players from row 6.
    expect(
      event
        .values(tab)
        .slice(3)
        .map((r) => r.slice(0, 3)),
    ).toEqual([
      [1, 1, 'Cy (withdrawn)'],
      [2, 2, 'Bo'],
      [3, 3, 'Ann'],
      [4, 4, 'Dee'],
    ]);
    expect(backgrounds(event, tab, 6).slice(2)).toEqual([
      '#ffffff',
      '#9fc5e8',
      '#e69138',
      '#f3f3f3',
    ]);
  });
});
