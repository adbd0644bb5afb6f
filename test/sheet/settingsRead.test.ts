/** Settings defaults and the messages for values out of range, naming the cell. */
import { describe, expect, it } from 'vitest';
import { defaultSettings, readSettings } from '../../src/sheet/settingsTab';
import { setSheet } from '../../src/workbook';
import { installedSpreadsheet } from '../support/installedSpreadsheet';

const { memory, real } = installedSpreadsheet('Settings read');

describe('reading the Settings tab', () => {
  it('scores a requested bye 0 unless the TD says otherwise (AGA 2009)', () => {
    expect(defaultSettings().requestedByePoints).toBe(0);
    setSheet(memory(), 'Settings', [
      ['Setting', 'Value'],
      ['Rounds', 4],
    ]);
    expect(readSettings(real()).requestedByePoints).toBe(0);
  });

  it('refuses a Stable Swiss s of 1 or more, saying what it takes', () => {
    setSheet(memory(), 'Settings', [
      ['Setting', 'Value'],
      ['Stable Swiss s', 1],
    ]);
    expect(() => readSettings(real())).toThrow(
      'Settings!B2 (Stable Swiss s): "1" is not a number of 0 or more below 1, such as 0.0001.',
    );
  });

  it('names the Score origin choices as the dropdown spells them', () => {
    setSheet(memory(), 'Settings', [
      ['Setting', 'Value'],
      ['Score origin', 'middle'],
    ]);
    expect(() => readSettings(real())).toThrow(
      'Settings!B2 (Score origin): "middle" is not Top band 0 or Bottom band 0.',
    );
  });
});
