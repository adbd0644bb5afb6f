/**
 * A McMahon event with Settings › Bar blank builds its top band at the strongest rank present;
 * the OpenGotha and pairgoth files name that bar, so the imported event has the same bands.
 */
import { describe, expect, it } from 'vitest';
import { dialogCall, newEvent, playerRow, typeResults, type Event } from '../support/event';

function played(): Event {
  const event = newEvent({
    players: [
      playerRow({ Name: 'Ada, Ann', Rank: '2d' }),
      playerRow({ Name: 'Bo, Ben', Rank: '1d' }),
      playerRow({ Name: 'Cy, Cat', Rank: '1k' }),
      playerRow({ Name: 'Di, Dan', Rank: '3k' }),
    ],
    settings: { Rounds: 3 },
  });
  event.click('Build bands');
  event.click('Pair next round');
  typeResults(event, 1, () => 'W+');
  return event;
}

const exported = (event: Event, format: string): string => {
  const answer = dialogCall(event, 'exportEventFile', { format });
  expect(answer.ok).toBe(true);
  return answer.text!;
};

const bands = (event: Event): string[] =>
  event
    .values('Bands')
    .slice(1)
    .map((r) => String(r[0]));

describe('a blank Bar exported', () => {
  it('names the bar the bands were built with, not 9d', () => {
    const event = played();
    expect(bands(event)).toEqual(['2d and up', '1d', '1k', '3k']);
    expect(exported(event, 'opengotha')).toContain('genMMFloor="30K" genMMBar="2D"');
    expect(JSON.parse(exported(event, 'pairgoth')).pairing).toMatchObject({
      mmBar: 1,
      mmFloor: -30,
    });
  });

  it.each([
    ['opengotha', 'event.xml'],
    ['pairgoth', '000001-event.tour'],
  ])('comes back through %s with the same bands', (format, fileName) => {
    const source = played();
    const target = newEvent();
    const text = exported(source, format);
    expect(dialogCall(target, 'importEventFile', { fileName, text }).ok).toBe(true);
    expect(target.values('Settings').find((r) => r[0] === 'Bar')?.[1]).toBe('2d');
    expect(target.values('Bands')).toEqual(source.values('Bands'));
    source.click('Update standings');
    target.click('Update standings');
    expect(target.values('Standings')).toEqual(source.values('Standings'));
  });

  it('names no bar (9d) when no row of Bands names a band, or the tab is gone', () => {
    const event = played();
    const sheet = event.ss.getSheetByName('Bands')!;
    const rows = event.values('Bands').length - 1;
    // The Band column cleared: the Weakest ranks are left, naming no band.
    sheet
      .getRange(event.headerRow('Bands') + 1, 1, rows, 1)
      .setValues(Array.from({ length: rows }, () => ['']));
    expect(exported(event, 'opengotha')).toContain('genMMFloor="30K" genMMBar="9D"');
    event.ss.deleteSheet(sheet);
    expect(exported(event, 'opengotha')).toContain('genMMFloor="30K" genMMBar="9D"');
  });

  it("names no bar (9d) when a band's Weakest cannot be read, not the next band's", () => {
    const event = played();
    event.edit('Bands', 0, 'Weakest', 'strong');
    expect(exported(event, 'opengotha')).toContain('genMMFloor="30K" genMMBar="9D"');
  });

  it('leaves a Swiss event without a bar', () => {
    const event = played();
    event.setSetting('Pairing system', 'Swiss');
    expect(JSON.parse(exported(event, 'pairgoth')).pairing.mmBar).toBe(undefined);
  });
});
