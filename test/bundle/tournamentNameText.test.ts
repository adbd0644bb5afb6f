import { describe, expect, it } from 'vitest';
import { parseOpenGotha } from '../../src/interop';
import { setSheet, snapshot } from '../../src/workbook';
import { dialogCall, newEvent, playerRow, typeResults, type Event } from '../support/event';

/** The number format of Settings!B2:B6 (Tournament name, then four other settings). */
function valueFormats(event: Event): string[] {
  const range = event.ss.getSheetByName('Settings')!.getRange('B2:B6');
  return range.getNumberFormats().map((r) => r[0]);
}

/** Four players, the name typed into Settings!B2 as a TD at the keyboard would. */
function named(name: string): Event {
  const event = newEvent({
    players: ['3d', '1d', '2k', '4k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { Rounds: 2 },
  });
  event.ss.getSheetByName('Settings')!.getRange('B2').setValue(name);
  return event;
}

describe('Set up makes the Tournament name value cell plain text', () => {
  it('formats Settings!B2 and no other value cell', () => {
    const event = newEvent();
    expect(event.values('Settings')[1].slice(0, 2)).toEqual(['Tournament name', 'Club tournament']);
    expect(valueFormats(event)).toEqual(['@', 'General', 'General', 'General', 'General']);
  });

  it('keeps a name typed as March 3 or 2026-03-03 as typed, and a number typed for Rounds a number', () => {
    const event = newEvent();
    const settings = event.ss.getSheetByName('Settings')!;
    settings.getRange('B2').setValue('2026-03-03');
    settings.getRange('B5').setValue('3');
    expect(
      settings
        .getRange('B2:B5')
        .getValues()
        .map((r) => r[0]),
    ).toEqual(['2026-03-03', 'McMahon', 'Go', 3]);
  });

  it('prints a name typed as March 3 as typed on every title and in the result files', () => {
    const event = named('March 3');
    event.click('Build bands');
    event.click('Pair next round');
    typeResults(event, 1, () => 'B+');
    event.click('Update standings');
    event.click('Print pairings');
    event.click('Print result slips');
    for (const tab of ['Round 1', 'Standings', 'Round 1 by name', 'Slips']) {
      expect(event.ss.getSheetByName(tab)!.getRange('A1').getValue()).toBe('March 3');
    }
    const file = (format: string): string =>
      dialogCall(event, 'exportEventFile', { format, temporaryIds: true }).text!;
    expect(file('aga').split('\n')[0]).toBe('TOURNEY March 3');
    expect(parseOpenGotha(file('opengotha')).settings.name).toBe('March 3');
  });

  it('adds a missing Tournament name row to a Settings tab the TD made, its value plain text', () => {
    const event = newEvent();
    setSheet(event.ss, 'Settings', [
      ['Setting', 'Value'],
      ['Pairing system', 'McMahon'],
    ]);
    event.click('Set up tournament sheet');
    const settings = event.ss.getSheetByName('Settings')!;
    const values = event.values('Settings');
    const row = values.findIndex((r) => r[0] === 'Tournament name') + 1;
    expect(row).toBe(3);
    expect(settings.getRange(row - 1, 2, 3, 1).getNumberFormats()).toEqual([
      ['General'],
      ['@'],
      ['General'],
    ]);
  });
});

describe('A Tournament name the spreadsheet made a date', () => {
  it('is refused with one message naming Settings!B2, and nothing is changed', () => {
    const event = named('x');
    // A Settings tab from before, whose name cell has the usual format.
    const cell = event.ss.getSheetByName('Settings')!.getRange('B2');
    cell.setNumberFormat('General').setValue('March 3');
    expect(cell.getValue()).toEqual(new Date(2026, 2, 3));
    const before = snapshot(event.ss);
    event.click('Build bands');
    expect(event.lastAlert()).toBe(
      'Pairsheet: Build bands\nSettings!B2 (Tournament name): "2026-03-03" is a date, not a name. The spreadsheet turned what was typed into a date or time: type it again with an apostrophe in front, or set the cell\'s format to Text first.',
    );
    expect(snapshot(event.ss)).toEqual(before);
  });
});
