/**
 * The Settings › Drawing of lots row as Set up writes it: a Yes/No dropdown with its Help, and a
 * blank value refused with the two choices named.
 */
import { describe, expect, it } from 'vitest';
import { newEvent, playerRow, refused } from '../support/event';

describe('Settings › Drawing of lots', () => {
  it('offers Yes and No in a dropdown and names them in its Help', () => {
    const event = newEvent();
    const settings = event.values('Settings');
    const row = settings.findIndex((r) => r[0] === 'Drawing of lots') + 1;
    expect(row).toBe(34);
    expect(settings[row - 1].slice(0, 2)).toEqual(['Drawing of lots', 'Yes']);
    const cell = event.ss.getSheetByName('Settings')!.getRange(row, 2);
    expect(cell.getDataValidation()?.getCriteriaValues()[0]).toEqual(['Yes', 'No']);
    expect(String(settings[row - 1][2])).toMatch(/ Choices: Yes, No\.$/);
    expect(cell.getNote()).toBe(settings[row - 1][2]);
    // What No does to places and prizes, and the Tiebreaks Help pointing at this row.
    expect(String(settings[row - 1][2])).toContain(
      'No: they share the place ("3=", the next place skipped) and split its prizes, as FIDE allows an event to leave the lots out.',
    );
    const tiebreaks = settings.find((r) => r[0] === 'Tiebreaks')!;
    expect(String(tiebreaks[2])).toContain(
      'the drawing of lots (Settings › Drawing of lots) always comes last.',
    );
  });

  it('refuses a blank value, naming the cell and both choices', () => {
    const players = ['Ann', 'Bob'].map((Name) => playerRow({ Name, Rank: '1k' }));
    const event = newEvent({ players, settings: { 'Pairing system': 'Swiss' } });
    event.click('Pair next round');
    event.setSetting('Drawing of lots', '');
    expect(refused(event, 'Update standings')).toBe(
      'Pairsheet: Update standings\nSettings!B34 (Drawing of lots): the value is blank. Choose Yes or No, or delete the row to use the default (Yes).',
    );
  });
});
