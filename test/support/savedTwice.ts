import { XlsxDocument } from '../../src/workbook';

/**
 * A TD's file saved by a command (Players!A2 edited), then opened and saved once more with
 * another edit: what keeps through one save must keep through the next.
 */
export async function savedTwice(file: Buffer): Promise<{ once: Buffer; twice: Buffer }> {
  const first = await XlsxDocument.fromBuffer(file, 'club');
  first.spreadsheet.getSheetByName('Players')!.getRange('A2').setValue('Ann Li');
  first.update();
  const once = await first.toBuffer();
  const second = await XlsxDocument.fromBuffer(once, 'club');
  second.spreadsheet.getSheetByName('Players')!.getRange('A2').setValue('Ann Lee');
  if (!second.update()) throw new Error('the second save changed nothing');
  return { once, twice: await second.toBuffer() };
}
