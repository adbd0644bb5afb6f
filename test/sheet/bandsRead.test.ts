/** The Bands tab's Separation cells: blank below the top band, or negative, are refused by cell. */
import { describe, expect, it } from 'vitest';
import { readBandRows } from '../../src/sheet/bandsTab';
import { setSheet } from '../../src/workbook';
import { installedSpreadsheet } from '../support/installedSpreadsheet';

const { memory, real } = installedSpreadsheet('Bands read');

describe('Separation on the Bands tab', () => {
  it('refuses a negative separation and a blank one below the top band', () => {
    setSheet(memory(), 'Bands', [
      ['Band', 'Strongest', 'Weakest', 'Separation'],
      ['Top', '9d', '3d', ''],
      ['Mid', '2d', '5k', -1],
      ['Low', '6k', '30k', ''],
    ]);
    let message = '';
    try {
      readBandRows(real());
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'The Bands tab has problems; nothing was changed:\n' +
        '• Bands!D3 (band "Mid"): "-1" is not a separation of 0 or more points.\n' +
        '• Bands!D4 (band "Low"): Separation is blank; type a separation of 0 or more points from the band above.',
    );
  });
});
