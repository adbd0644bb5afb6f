import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRange } from '../../src/workbook';
import { newEvent } from '../support/event';
import { eightBandedPlayers, lateArrivalAfterRound1 } from '../support/lateArrival';

const getValues = MemoryRange.prototype.getValues;
afterEach(() => {
  MemoryRange.prototype.getValues = getValues;
});

/** A volunteer's edit that lands just after the command's first read of Players. */
function editAfterPlayersRead(edit: () => void): void {
  let done = false;
  MemoryRange.prototype.getValues = function (this: MemoryRange) {
    const values = getValues.call(this);
    if (!done && this.getSheet().getName() === 'Players') {
      done = true;
      edit();
    }
    return values;
  };
}

describe('an edit typed into Players while a command runs', () => {
  it('stays when Pair next round places a late arrival', () => {
    const event = lateArrivalAfterRound1();
    editAfterPlayersRead(() => event.edit('Players', 2, 'Initial score', -1));
    event.click('Pair next round');
    expect(event.values('Players')[3].slice(8, 10)).toEqual(['2d', -1]);
    expect(event.values('Players')[9].slice(8, 10)).toEqual(['5k', -7]);
  });

  it('stays when Apply rating review writes another row', () => {
    const event = newEvent();
    event.addon.call('importEventFile', {
      fileName: 'r.csv',
      text: 'Name,Rank,Rating,AGA ID\n"Okafor, Ada",3k,-3.2,1234\nBen Ito,2k,-2.5,555\n',
    });
    event.addon.call('lookUpRatingsFile', {
      fileName: 'tdlista.txt',
      text: 'Okafor, Ada\t1234\tFull\t-3.41\t12/31/2026\tMADG\tWI\t0.52\t4/6/2025\r\n',
    });
    editAfterPlayersRead(() => event.edit('Players', 1, 'Rating', -1.9));
    event.click('Apply rating review');
    expect(event.values('Players').map((r) => r.slice(0, 3))).toEqual([
      ['Name', 'Rank', 'Rating'],
      ['Okafor, Ada', '3k', -3.41],
      ['Ben Ito', '2k', -1.9],
    ]);
  });
  it('stays when Build bands rewrites other rows, and so does a formula it leaves as it was', () => {
    const event = eightBandedPlayers();
    const sheet = event.ss.getSheetByName('Players')!;
    // P3's Band as the TD's own formula, giving the band it is in.
    sheet.getRange(5, 9).setFormula('="1d"');
    event.edit('Players', 1, 'Rank', '6d');
    event.edit('Players', 7, 'Rank', '6k');
    editAfterPlayersRead(() => event.edit('Players', 3, 'Initial score', -1));
    event.click('Build bands');
    expect(event.values('Players').map((r) => r.slice(8, 10))).toEqual([
      ['Band', 'Initial score'],
      ['5d', -1],
      ['6d and up', 0],
      ['2d', -2],
      ['1d', -1],
      ['1k', -4],
      ['2k', -5],
      ['3k', -6],
      ['6k', -7],
    ]);
    expect(sheet.getRange(2, 9, 8, 1).getFormulas().flat()).toEqual([
      '',
      '',
      '',
      '="1d"',
      '',
      '',
      '',
      '',
    ]);
  });
});
