import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameKey } from '../../src/engine/names';
import { newEvent, pairings, playerRow, typeResults } from '../support/event';

/** Names a club really has: codes, Dutch particles, booleans, dates, formula starts, long text. */
const TRICKY = [
  '0042',
  '1.50',
  "'t Hart",
  "''quoted",
  'TRUE',
  'false',
  '3/4',
  '2024-03-01',
  'Mar 4',
  '9:30',
  '50%',
  '$12',
  '1e3',
  '=1+1',
  '+31 6',
  '-Ann-',
  '@home',
  'Line one\nLine two',
  'x'.repeat(3000),
];

const nameChars = fc.constantFrom(..."aZ09 '=+-@.,/:%$e\n#é".split(''));
const generatedName = fc
  .string({ unit: nameChars, minLength: 1, maxLength: 12 })
  .map((s) => s.trim())
  .filter((s) => s !== '');
const nameArb = fc.oneof(fc.constantFrom(...TRICKY), generatedName);

/** The text of a name cell as read back (booleans show as TRUE/FALSE, text as it is). */
const shown = (v: unknown): string => (typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : String(v));

describe('every name survives the sheet: Set up → round 1 → round 2 → standings', () => {
  it('reads back identical on every tab the add-in writes', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(nameArb, { minLength: 4, maxLength: 7, selector: nameKey }),
        fc.constantFrom('Swiss', 'McMahon', 'Stable Swiss', 'Round robin'),
        (names, system) => {
          const event = newEvent({
            players: names.map((_, i) => playerRow({ Name: `P${i}`, Rank: `${(i % 9) + 1}k` })),
            settings: { 'Pairing system': system, Rounds: 2 },
          });
          // Typed like a volunteer would keep them as text: with a leading quote.
          const players = event.ss.getSheetByName('Players')!;
          players.getRange(2, 1, names.length, 1).setValues(names.map((n) => [`'${n}`]));
          expect(
            event
              .values('Players')
              .slice(1)
              .map((r) => r[0]),
          ).toEqual(names);
          event.click(system === 'Round robin' ? 'Seat players (round robin)' : 'Build bands');
          event.click('Pair next round');
          expect(event.lastAlert()).toBeUndefined();
          const inRound = (round: number): string[] =>
            pairings(event, round)
              .flat()
              .concat(
                event
                  .values(`Round ${round}`)
                  .filter((r) => r[0] === 'Bye')
                  .map((r) => shown(r[1])),
              );
          expect(new Set(inRound(1))).toEqual(new Set(names));
          typeResults(event, 1, () => 'W+');
          event.click('Pair next round');
          expect(event.lastAlert()).toBeUndefined();
          expect(new Set(inRound(2))).toEqual(new Set(names));
          typeResults(event, 2, () => 'B+');
          event.click('Update standings');
          expect(event.lastAlert()).toBeUndefined();
          const standings = event.values('Standings').slice(1);
          expect(new Set(standings.map((r) => r[1]))).toEqual(new Set(names));
          event.click('Print pairings');
          const byName = event.values('Round 2 by name').slice(1);
          expect(new Set(byName.map((r) => r[0]))).toEqual(new Set(names));
          // No name became a formula (the add-in's own formulas, such as a results count, aside).
          const formulas = event.ss
            .getSheets()
            .flatMap((sh) => sh.getDataRange().getFormulas().flat())
            .filter((f) => f !== '');
          expect(formulas.filter((f) => names.includes(f))).toEqual([]);
        },
      ),
      { numRuns: 40, seed: 10 },
    );
  });
});

describe('columns written into the Players tab', () => {
  it('keep their text in a column the TD formatted as plain text, with no stray quote', () => {
    const event = newEvent({
      players: [
        playerRow({ Name: 'Ann', Rank: '3k' }),
        playerRow({ Name: 'Bo', Rank: '2d' }),
        playerRow({ Name: 'Cy', Rank: '5k' }),
      ],
    });
    const header = event.values('Players')[0];
    const band = header.indexOf('Band') + 1;
    event.ss.getSheetByName('Players')!.getRange(2, band, 3, 1).setNumberFormat('@');
    event.click('Build bands');
    expect(
      event
        .values('Players')
        .slice(1)
        .map((r) => r[band - 1]),
    ).toEqual(['3k', '2d and up', '5k']);
  });
});
