/**
 * The random draw (AGA tiebreak 4) gives each player a ticket from the seed and the name. A
 * name the add-in reads as the same player gets the same ticket however its characters were
 * written: "é" as one character or as e plus an accent (as a Mac may paste it), a no-break or
 * zero-width space from a paste, a curly apostrophe, full-width letters.
 */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, typeResults } from '../support/event';

const NAMES = ['José Müller', 'Zoë Ångström', 'Ann Lee', "Bo O'Neill"];

/** The same names as another computer may write them. */
const retyped = (name: string): string =>
  name.normalize('NFD').replace('Ann Lee', 'Ａｎｎ\u00a0Lee').replace("O'Neill", 'O’\u200bNeill');

/** Places after one round of draws: every player tied, the draw decides each place. */
function placesByDraw(names: string[]): string[][] {
  const event = newEvent({
    players: names.map((Name) => playerRow({ Name, Rank: '3k' })),
    settings: { 'Pairing system': 'McMahon', Rounds: 3, 'Random seed': 2026 },
  });
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'Jigo');
  event.click('Update standings');
  const [header, ...rows] = event.values('Standings');
  const [place, name, lot] = ['Place', 'Name', 'Lot'].map((h) => header.indexOf(h));
  return rows.map((r) => [String(r[place]), String(r[name]), String(r[lot])]);
}

describe('the random draw of a name written with other characters', () => {
  it('places each player as the plainly written name does', () => {
    expect(NAMES.map(retyped)).not.toEqual(NAMES);
    const plain = placesByDraw(NAMES);
    expect(plain).toEqual([
      ['1', 'José Müller', '1'],
      ['2', 'Zoë Ångström', '2'],
      ['3', "Bo O'Neill", '3'],
      ['4', 'Ann Lee', '4'],
    ]);
    const order = placesByDraw(NAMES.map(retyped)).map(([place, name, lot]) => [
      place,
      NAMES[NAMES.map(retyped).indexOf(name)],
      lot,
    ]);
    expect(order).toEqual(plain);
  });
});
