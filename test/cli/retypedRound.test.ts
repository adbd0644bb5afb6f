/**
 * A round tab deleted in Excel and typed again (or copied in from another workbook) is a new
 * tab: the record the command line kept of the deleted one's pairing says nothing of it.
 */
import { describe, expect, it } from 'vitest';
import { PLAYER_HEADERS } from '../support/event';
import { cli, editBook, readBook, round2WithLateArrival, tableValues } from './support';

const LATE = 'Gil Hart';

/** Round 1 won by White, then Round 2 paired with a late arrival placed on board 2. */
async function round2WithLateArrivalPlaced(): Promise<string> {
  const { file, out } = await round2WithLateArrival('retyped.xlsx');
  expect(out).toContain(`Late arrivals placed in their bands: ${LATE}.`);
  return file;
}

/** Round 2 deleted and typed again without the late arrival, who is marked withdrawn. */
async function retypedWithoutLateArrival(file: string): Promise<void> {
  await editBook(file, (wb) => {
    wb.removeWorksheet(wb.getWorksheet('Round 2')!.id);
    const ws = wb.addWorksheet('Round 2');
    ws.addRow(['Board', 'White', 'Black', 'Handicap', 'Komi', 'Result', 'Notes']);
    ws.addRow([1, 'Ann Lee', 'Cy Diaz', 0, 7.5]);
    ws.addRow([2, 'Bo Chen', 'Flo Gray', 0, 7.5]);
    ws.addRow([3, 'Di Egan', 'Ed Fox', 0, 7.5]);
    const players = wb.getWorksheet('Players')!;
    players.getCell(8, PLAYER_HEADERS.indexOf('Status') + 1).value = 'withdrawn';
  });
}

describe('a round tab deleted and typed again', () => {
  it.each([
    ['', false],
    [', with a tab of the TD’s own added in front', true],
  ])('is undone without giving back what the deleted tab placed%s', async (_, notesInFront) => {
    const file = await round2WithLateArrivalPlaced();
    const placed = tableValues(await readBook(file), 'Players')[7];
    await retypedWithoutLateArrival(file);
    // Settings, first saved with sheetId 2, is then the second tab: one sheetId matches its place.
    if (notesInFront) {
      await editBook(file, (wb) => {
        // exceljs lists worksheets by orderNo, which its types leave out.
        Object.assign(wb.addWorksheet('Notes'), { orderNo: -1 });
      });
      expect((await readBook(file)).worksheets.slice(0, 2).map((ws) => [ws.name, ws.id])).toEqual([
        ['Notes', expect.any(Number)],
        ['Settings', 2],
      ]);
    }
    const undo = await cli(['undo', file, '--yes']);
    expect(undo.status, undo.err).toBe(0);
    expect(undo.out).toContain(
      'Round 2 removed. No record of the pairing was found, so the Players tab was left as it is.',
    );
    const band = ['Band', 'Initial score'].map((h) => PLAYER_HEADERS.indexOf(h));
    const now = tableValues(await readBook(file), 'Players')[7];
    expect(band.map((i) => now[i])).toEqual(band.map((i) => placed[i]));
    expect(band.map((i) => now[i])).not.toEqual(['', '']);
  });
});
