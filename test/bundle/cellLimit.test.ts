import { describe, expect, it } from 'vitest';
import { newEvent, pairings, playerRow, refused } from '../support/event';

/** A four-player Swiss whose workbook is some `room` cells short of Sheets' 10,000,000. */
function nearlyFull(room: number) {
  const event = newEvent({
    players: ['3d', '2d', '1d', '1k'].map((Rank, i) => playerRow({ Name: `P${i + 1}`, Rank })),
    settings: { 'Pairing system': 'Swiss', Rounds: 3, 'Avoid same club': 'No' },
  });
  event.click('Build bands');
  event.ss.ui.alerts.length = 0;
  // The TD's own tab, with rows to spare: its blank rows count as Sheets counts them.
  const archive = event.ss.insertSheet('Archive');
  const held = event.ss.getSheets().reduce((n, s) => n + s.getMaxRows() * s.getMaxColumns(), 0);
  archive.insertRowsAfter(1000, Math.floor((10_000_000 - room - held) / 26));
  return event;
}

describe("Sheets' limit of 10,000,000 cells in a spreadsheet", () => {
  it('refuses a round whose tab would pass it, the workbook left as it was, naming the largest tabs', () => {
    const event = nearlyFull(20_000);
    expect(refused(event, 'Pair next round')).toBe(
      'Pairsheet: Pair next round\nGoogle Sheets holds at most 10,000,000 cells in a spreadsheet, blank ones counted (each tab\'s rows × columns). This one has 9,979,996, and the tabs this command writes need 26,000 more while they are built. Nothing was changed. Delete tabs you no longer need (the "Round N by name" sheets of past rounds: Print pairings writes them again), or the blank rows and columns of your own tabs, then try again. The largest tabs: Archive (378,846 rows × 26 columns), Sheet1 (1,000 rows × 26 columns), Settings (1,000 rows × 26 columns).',
    );
    expect(event.ss.getSheetByName('Round 1')).toBeNull();
    // With the room a round tab takes (1,000 rows of 26 columns), the round is paired.
    event.ss.getSheetByName('Archive')!.deleteRows(2, 231);
    event.ss.ui.alerts.length = 0;
    event.click('Pair next round');
    expect(event.lastAlert()).toBeUndefined();
    expect(pairings(event, 1)).toHaveLength(2);
  });
});
