import { describe, expect, it } from 'vitest';
import { sheetValues } from '../../src/workbook';
import { refused, register, type Event } from '../support/event';
import { tenAfterRound1 } from '../support/tenBands';

/** Round 1 played; then a 3k (between the 2k and 4k bands) and a 20k (below all) arrive. */
function withLateArrivals(): Event {
  const event = tenAfterRound1();
  register(event, [
    ['Gap', '3k'],
    ['Low', '20k'],
  ]);
  return event;
}

/** Band and Initial score of the two late arrivals. */
function late(event: Event): Array<[unknown, unknown, unknown]> {
  const [header, ...rows] = sheetValues(event.ss, 'Players');
  const at = (h: string): number => header.indexOf(h);
  return rows.slice(-2).map((r) => [r[at('Name')], r[at('Band')], r[at('Initial score')]]);
}

describe('late arrivals whose rank no band holds', () => {
  it('join the band below the gap, or the bottom band, with Pair next round', () => {
    const event = withLateArrivals();
    event.click('Pair next round');
    expect(late(event)).toEqual([
      ['Gap', '4k', -6],
      ['Low', '10k', -9],
    ]);
  });

  it('join the same bands with Apply band edits', () => {
    const event = withLateArrivals();
    event.click('Apply band edits');
    expect(event.ss.ui.alerts).toEqual([]);
    expect(late(event)).toEqual([
      ['Gap', '4k', -6],
      ['Low', '10k', -9],
    ]);
  });
});

describe('a late arrival whose Band names no band on the Bands tab', () => {
  it('is placed by rank with Pair next round, and the dialog names the Band cell', () => {
    const event = tenAfterRound1();
    register(event, [['Typo', '3k']]);
    event.edit('Players', 10, 'Band', '2kk');
    event.click('Pair next round');
    const [header, ...rows] = sheetValues(event.ss, 'Players');
    const typo = rows[10];
    expect([typo[header.indexOf('Band')], typo[header.indexOf('Initial score')]]).toEqual([
      '4k',
      -6,
    ]);
    expect(event.lastAlert()!.split('\n\n')[1]).toBe(
      'Placed by rank, as their Band names no band on the Bands tab: Typo (Players!I12 "2kk", placed in 4k). If another band was meant, run "Undo last pairing", pick it in Players › Band, and pair again.',
    );
    event.click('Undo last pairing');
    const back = sheetValues(event.ss, 'Players')[11];
    expect([back[header.indexOf('Band')], back[header.indexOf('Initial score')]]).toEqual([
      '2kk',
      '',
    ]);
  });

  it('names two such late arrivals in one list', () => {
    const event = tenAfterRound1();
    register(event, [
      ['Typo', '3k'],
      ['Other', '20k'],
    ]);
    event.edit('Players', 10, 'Band', '2kk');
    event.edit('Players', 11, 'Band', 'low');
    event.click('Pair next round');
    expect(event.lastAlert()!.split('\n\n')[1]).toBe(
      'Placed by rank, as their Band names no band on the Bands tab: Typo (Players!I12 "2kk", placed in 4k); Other (Players!I13 "low", placed in 10k). If another band was meant, run "Undo last pairing", pick it in Players › Band, and pair again.',
    );
  });

  it('is not named when the Band is one of the bands, whatever its case', () => {
    const event = tenAfterRound1();
    register(event, [['Lower', '3k']]);
    event.edit('Players', 10, 'Band', '2K');
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
    const [header, ...rows] = sheetValues(event.ss, 'Players');
    expect(rows[10][header.indexOf('Band')]).toBe('2k');
  });
});

describe('a late arrival after a Separation was edited on the Bands tab', () => {
  /** Round 1 played, the 1d band's separation raised from 1 to 3 without Apply band edits. */
  function edited(): Event {
    const event = tenAfterRound1();
    event.edit('Bands', 3, 'Separation', 3);
    register(event, [['Late', '1k']]);
    event.ss.ui.alerts.length = 0;
    return event;
  }

  it('is refused until Apply band edits is run, naming the Bands cells', () => {
    expect(refused(edited(), 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nThe Bands tab was edited after the bands were applied: Bands!E5 (Separation of band "1d") is now 3, but the initial scores were given with 1 (Bands!F4 and Bands!F5 are 1 point apart). Late would join on the new separation while everyone else keeps the old ones. Run "Apply band edits" first, to give every player the initial score of the bands as they now stand, or set the Separation back; then pair again. Nothing was changed.',
    );
  });

  it('joins on the same separations as everyone else once the edit is applied', () => {
    const event = edited();
    event.click('Apply band edits');
    event.click('Pair next round');
    expect(event.ss.ui.alerts).toEqual([]);
    const [header, ...rows] = sheetValues(event.ss, 'Players');
    const scores = rows.map((r) => [r[0], r[header.indexOf('Initial score')]]);
    expect(scores.slice(3, 5)).toEqual([
      ['P4', -5],
      ['P5', -6],
    ]);
    expect(late(event).slice(1)).toEqual([['Late', '1k', -6]]);
  });
});
