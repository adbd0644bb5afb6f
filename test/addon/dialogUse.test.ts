/**
 * The dialogs as a TD uses them: keyboard only, a double click, a slow or failed call. Each
 * page runs in headless Chromium (test/support/dialogPage.ts).
 */
import { describe, expect, it } from 'vitest';
import { exportDialog } from '../../src/addon/dialogs/exportDialog';
import { importDialog } from '../../src/addon/dialogs/importDialog';
import { lookUpDialog } from '../../src/addon/dialogs/lookUpDialog';
import { MAX_IMPORT_BYTES } from '../../src/interop';
import { dialogBrowser, file, statusAfter } from '../support/dialogPage';
import { newEvent } from '../support/event';

const open = dialogBrowser();

/** The main button's colour (browser code as text: no DOM types in the Node build). */
const background = "getComputedStyle(document.getElementById('import')).backgroundColor";

const roster = () => file('club.csv', 'Name,Rank\nAda Okafor,3k\nPer Lindqvist,1d\n');

/** A server answer held back until `release` is called. */
function heldAnswer(value: unknown) {
  let release = (): void => undefined;
  const held = new Promise<unknown>((resolve) => {
    release = () => resolve(value);
  });
  return { answer: () => held, release: () => release() };
}

describe('A dialog while its call runs', () => {
  it('sends a double-clicked file once', async () => {
    const event = newEvent();
    const page = await open(event, importDialog(MAX_IMPORT_BYTES));
    await page.setInputFiles('#file', roster());
    expect(await statusAfter(page, () => page.dblclick('#import'))).toBe(
      'Imported 2 players and 0 rounds from the CSV roster.',
    );
    await page.waitForTimeout(300);
    expect(await page.evaluate('window.__calls')).toEqual(['importEventFile']);
    await page.context().close();
  });

  it('sends a double-clicked rating list once', async () => {
    const event = newEvent();
    const page = await open(event, lookUpDialog(MAX_IMPORT_BYTES), () => ({
      ok: true,
      changes: 0,
      message: '0 changes listed on the "Rating review" tab.',
    }));
    await page.setInputFiles('#file', file('tdlista.txt', 'Okafor, Ada\t1234\tFull\t-3.41\r\n'));
    await statusAfter(page, () => page.dblclick('#look'));
    await page.waitForTimeout(300);
    expect(await page.evaluate('window.__calls')).toEqual(['lookUpRatingsFile']);
    await page.context().close();
  });

  it('disables every control, and the main button looks disabled, until the answer comes', async () => {
    const event = newEvent();
    const server = heldAnswer({ ok: true, message: 'Imported 2 players.' });
    const page = await open(event, importDialog(MAX_IMPORT_BYTES), server.answer);
    await page.setInputFiles('#file', roster());
    const idle = await page.evaluate(background);
    await page.click('#import');
    await page.waitForFunction("document.getElementById('status').textContent === 'Working…'");
    const disabled =
      "['file', 'import', 'close'].map((id) => document.getElementById(id).disabled)";
    expect(await page.evaluate(disabled)).toEqual([true, true, true]);
    expect(await page.evaluate(background)).toBe('rgb(138, 180, 248)');
    server.release();
    await page.waitForFunction("document.getElementById('status').textContent !== 'Working…'");
    expect(await page.evaluate(disabled)).toEqual([false, false, false]);
    expect(await page.evaluate(background)).toBe(idle);
    await page.context().close();
  });

  it('disables the format and the temporary-ids box of the export dialog too', async () => {
    const event = newEvent();
    const server = heldAnswer({ ok: false, message: 'No rounds yet.' });
    const page = await open(event, exportDialog(), server.answer);
    await page.click('#export');
    await page.waitForFunction("document.getElementById('status').textContent === 'Working…'");
    expect(
      await page.evaluate(
        "['format', 'temporary', 'export', 'close'].map((id) => document.getElementById(id).disabled)",
      ),
    ).toEqual([true, true, true, true]);
    server.release();
    await page.context().close();
  });
});
