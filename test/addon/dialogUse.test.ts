/**
 * The dialogs as a TD uses them: keyboard only, a double click, a slow or failed call. Each
 * page runs in headless Chromium (test/support/dialogPage.ts).
 */
import { describe, expect, it } from 'vitest';
import { exportDialog } from '../../src/addon/dialogs/exportDialog';
import { importDialog } from '../../src/addon/dialogs/importDialog';
import { lookUpDialog } from '../../src/addon/dialogs/lookUpDialog';
import { DIALOG_HEIGHT, DIALOG_WIDTH } from '../../src/addon/dialogs/page';
import { exportOpenGotha, MAX_IMPORT_BYTES } from '../../src/interop';
import { lakeside } from '../interop/fixture';
import { description, dialogBrowser, file, focused, statusAfter } from '../support/dialogPage';
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

describe('A dialog with the keyboard only', () => {
  const ready = {
    ok: true,
    message: 'Ready: club-event-standings.csv',
    fileName: 'club-event-standings.csv',
    text: 'Place,Name\n1,Ada Okafor\n',
    mimeType: 'text/csv',
    notes: [],
  };

  it('starts in the first field of each dialog', async () => {
    const event = newEvent();
    const pages = [importDialog(MAX_IMPORT_BYTES), exportDialog(), lookUpDialog(MAX_IMPORT_BYTES)];
    const first = [];
    for (const html of pages) {
      const page = await open(event, html);
      first.push(await focused(page));
      await page.context().close();
    }
    expect(first).toEqual(['file', 'format', 'file']);
  });

  it('does nothing on Enter before a file is chosen, and asks for one on Import', async () => {
    const event = newEvent();
    const page = await open(event, importDialog(MAX_IMPORT_BYTES));
    await page.keyboard.press('Enter');
    expect(await page.textContent('#status')).toBe('');
    await page.click('#import');
    expect(await page.textContent('#status')).toBe('Choose a file first.');
    expect(await page.getAttribute('#status', 'class')).toBe('error');
    expect(await page.evaluate('window.__calls')).toEqual([]);
    await page.context().close();
  });

  it('imports with Enter once a file is chosen, keeps the focus there, and closes with Escape', async () => {
    const event = newEvent();
    const page = await open(event, importDialog(MAX_IMPORT_BYTES));
    await page.setInputFiles('#file', roster());
    expect(await statusAfter(page, () => page.keyboard.press('Enter'))).toBe(
      'Imported 2 players and 0 rounds from the CSV roster.',
    );
    expect(await focused(page)).toBe('file');
    expect(await page.evaluate('window.__closed')).toBeUndefined();
    await page.keyboard.press('Escape');
    expect(await page.evaluate('window.__closed')).toBe(true);
    await page.context().close();
  });

  it('gives the focus back to the button that ran the call', async () => {
    const event = newEvent();
    const page = await open(event, importDialog(MAX_IMPORT_BYTES));
    await page.setInputFiles('#file', roster());
    await page.focus('#import');
    await statusAfter(page, () => page.keyboard.press('Enter'));
    expect(await focused(page)).toBe('import');
    await page.context().close();
  });

  it('moves the focus to the main button when the button that ran the call is hidden', async () => {
    const event = newEvent();
    const page = await open(event, lookUpDialog(MAX_IMPORT_BYTES), (name) =>
      name === 'applyRatingReview'
        ? { ok: true, message: '1 change written to the Players tab.' }
        : { ok: true, changes: 1, message: '1 change listed on the "Rating review" tab.' },
    );
    await page.setInputFiles('#file', file('tdlista.txt', 'Okafor, Ada\t1234\tFull\t-3.41\r\n'));
    await statusAfter(page, () => page.keyboard.press('Enter'));
    await page.focus('#apply');
    expect(await statusAfter(page, () => page.keyboard.press('Enter'))).toBe(
      '1 change written to the Players tab.',
    );
    expect(await page.isVisible('#apply')).toBe(false);
    expect(await focused(page)).toBe('look');
    await page.context().close();
  });

  it('builds the export with Enter, then moves to Download, which Enter takes', async () => {
    const event = newEvent();
    const page = await open(event, exportDialog(), () => ready);
    expect(await statusAfter(page, () => page.keyboard.press('Enter'))).toBe(
      'Ready: club-event-standings.csv',
    );
    expect(await focused(page)).toBe('download');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe('club-event-standings.csv');
    const order = [];
    await page.focus('#format');
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused(page));
    }
    expect(order).toEqual(['export', 'download', 'close']);
    await page.context().close();
  });

  it('does not close with Escape while a call runs', async () => {
    const event = newEvent();
    const server = heldAnswer(ready);
    const page = await open(event, exportDialog(), server.answer);
    await page.keyboard.press('Enter');
    await page.waitForFunction("document.getElementById('status').textContent === 'Working…'");
    await page.keyboard.press('Escape');
    expect(await page.evaluate('window.__closed')).toBeUndefined();
    server.release();
    await page.waitForFunction("document.getElementById('status').textContent !== 'Working…'");
    await page.keyboard.press('Escape');
    expect(await page.evaluate('window.__closed')).toBe(true);
    await page.context().close();
  });

  it('names the page language for screen readers', async () => {
    const page = await open(newEvent(), exportDialog());
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.context().close();
  });
});

describe('A dialog when the spreadsheet is slow or fails', () => {
  it('says in plain words that the step did not finish, with what the spreadsheet said', async () => {
    const event = newEvent();
    const page = await open(event, importDialog(MAX_IMPORT_BYTES), () => {
      throw new Error('Exception: Service Spreadsheets timed out while accessing document.');
    });
    await page.setInputFiles('#file', roster());
    expect(await statusAfter(page, () => page.click('#import'))).toBe(
      'Something unexpected went wrong, so this step did not finish. Look at the sheet, then try again.\n' +
        '(The spreadsheet said: Exception: Service Spreadsheets timed out while accessing document.)',
    );
    expect(await page.getAttribute('#status', 'class')).toBe('error');
    expect(await page.isEnabled('#import')).toBe(true);
    await page.context().close();
  });

  it('tells the TD to keep the dialog open when a call takes long', async () => {
    const event = newEvent();
    const server = heldAnswer({ ok: false, message: 'No rounds yet.' });
    const page = await open(event, exportDialog(), server.answer, { fakeClock: true });
    await page.click('#export');
    const status = () => page.textContent('#status');
    await page.waitForFunction("document.getElementById('status').textContent === 'Working…'", {
      polling: 50,
    });
    await page.clock.runFor(9_000);
    expect(await status()).toBe('Working…');
    await page.clock.runFor(2_000);
    expect(await status()).toBe(
      'Still working. A large event can take a minute or more: keep this dialog open, and the answer will show here.',
    );
    server.release();
    await page.waitForFunction(
      "document.getElementById('status').textContent === 'No rounds yet.'",
      {
        polling: 50,
      },
    );
    await page.clock.runFor(60_000);
    expect(await status()).toBe('No rounds yet.');
    await page.context().close();
  });

  it('keeps a quick answer or failure on show, with no "Still working" after it', async () => {
    const event = newEvent();
    const status = "document.getElementById('status').textContent";
    for (const [answer, shown] of [
      [() => ({ ok: false, message: 'No rounds yet.' }), 'No rounds yet.'],
      [
        () => {
          throw new Error('Timed out.');
        },
        'Something unexpected went wrong, so this step did not finish. Look at the sheet, then try again.\n(The spreadsheet said: Timed out.)',
      ],
    ] as const) {
      const page = await open(event, exportDialog(), answer, { fakeClock: true });
      await page.click('#export');
      await page.waitForFunction(`${status} === ${JSON.stringify(shown)}`, undefined, {
        polling: 50,
      });
      await page.clock.runFor(60_000);
      expect(await page.textContent('#status')).toBe(shown);
      await page.context().close();
    }
  });
});

describe('A dialog after the TD changes a choice', () => {
  it('drops the import question when another file is chosen, so Replace cannot send the old one', async () => {
    const event = newEvent();
    event.addon.call('importEventFile', { fileName: 'l.xml', text: exportOpenGotha(lakeside()) });
    const page = await open(event, importDialog(MAX_IMPORT_BYTES));
    await page.setInputFiles('#file', file('lakeside.xml', exportOpenGotha(lakeside())));
    expect(await statusAfter(page, () => page.click('#import'))).toMatch(/Replace everything\?$/);
    expect(await page.isVisible('#replace')).toBe(true);
    await page.setInputFiles('#file', roster());
    expect(await page.isVisible('#replace')).toBe(false);
    expect(await page.textContent('#status')).toBe('');
    await page.context().close();
  });

  it('hides the last export and the temporary-ids box once another format is chosen', async () => {
    const event = newEvent();
    const page = await open(event, exportDialog(), (_name, arg) =>
      (arg as { format: string }).format === 'aga'
        ? { ok: false, needsIds: true, message: '1 player has no AGA id.' }
        : {
            ok: true,
            message: 'Ready: club-event.h9',
            fileName: 'club-event.h9',
            text: 'x',
            mimeType: 'text/plain',
            notes: ['A note.'],
          },
    );
    await statusAfter(page, () => page.click('#export'));
    expect(await page.isVisible('#temporary')).toBe(true);
    await page.selectOption('#format', 'h9');
    expect(await page.isVisible('#temporary')).toBe(false);
    expect(await statusAfter(page, () => page.click('#export'))).toBe('Ready: club-event.h9');
    expect(await page.isVisible('#download')).toBe(true);
    await page.selectOption('#format', 'opengotha');
    const shown = "['status', 'notes'].map((id) => document.getElementById(id).textContent)";
    expect(await page.isVisible('#download')).toBe(false);
    expect(await page.evaluate(shown)).toEqual(['', '']);
    await page.selectOption('#format', 'aga');
    expect(await page.isVisible('#temporary')).toBe(true);
    await page.context().close();
  });
});

describe('A dialog at a narrow width', () => {
  it('wraps a long unbroken word in a message at a narrow width, with no sideways scrolling', async () => {
    const event = newEvent();
    const id = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefgHiJkLmNoPqRsTuVwXyZ';
    const page = await open(
      event,
      importDialog(MAX_IMPORT_BYTES),
      () => {
        throw new Error(
          `Exception: Service Spreadsheets timed out while accessing document with id ${id}.`,
        );
      },
      { viewport: { width: 360, height: 300 } },
    );
    await page.setInputFiles('#file', roster());
    expect(await statusAfter(page, () => page.click('#import'))).toContain(id);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(360);
    await page.context().close();
  });
});

describe('A dialog at 200 % zoom', () => {
  it('fits every dialog in half the width Apps Script opens it at, with no sideways scrolling', async () => {
    const event = newEvent();
    const viewport = { width: DIALOG_WIDTH / 2, height: DIALOG_HEIGHT.import / 2 };
    const pages = [importDialog(MAX_IMPORT_BYTES), exportDialog(), lookUpDialog(MAX_IMPORT_BYTES)];
    const widths = [];
    for (const html of pages) {
      const page = await open(event, html, undefined, { viewport });
      widths.push(await page.evaluate('document.documentElement.scrollWidth'));
      await page.context().close();
    }
    expect(widths).toEqual([260, 260, 260]);
  });
});

describe('A dialog at the size Apps Script opens it', () => {
  const rounds = Array.from({ length: 12 }, (_, i) => `Round ${i + 1}`).join(', ');
  const question =
    `This workbook already has an event: the Players tab and ${rounds}, Round 1 by name, ` +
    'Standings and Slips. Importing replaces every one of them with the file’s players and ' +
    'rounds; results typed on those tabs are lost. Choose "Replace everything" to go on, or ' +
    'Close to keep the workbook as it is. Export the results first if they are not in the file.';

  it('shows a long question above the buttons that answer it, with no page scrolling', async () => {
    const event = newEvent();
    const viewport = { width: DIALOG_WIDTH, height: DIALOG_HEIGHT.import };
    const page = await open(
      event,
      importDialog(MAX_IMPORT_BYTES),
      () => ({ ok: false, confirm: true, message: question }),
      { viewport },
    );
    await page.setInputFiles('#file', roster());
    expect(await statusAfter(page, () => page.click('#import'))).toBe(question);
    const status = (await page.locator('#status').boundingBox())!;
    const replace = (await page.locator('#replace').boundingBox())!;
    expect(status.y + status.height).toBeLessThanOrEqual(replace.y);
    expect(replace.y + replace.height).toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate('document.documentElement.scrollHeight')).toBe(viewport.height);
    await page.context().close();
  });

  it('scrolls a message longer than a dozen lines in its own box, the buttons still in view', async () => {
    const event = newEvent();
    const viewport = { width: DIALOG_WIDTH, height: DIALOG_HEIGHT.lookUp };
    const long = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of a long answer.`).join('\n');
    const page = await open(
      event,
      lookUpDialog(MAX_IMPORT_BYTES),
      () => ({ ok: true, changes: 3, message: long }),
      { viewport },
    );
    await page.setInputFiles('#file', file('tdlista.txt', 'Okafor, Ada\t1234\tFull\t-3.41\r\n'));
    expect(await statusAfter(page, () => page.click('#look'))).toBe(long);
    const apply = (await page.locator('#apply').boundingBox())!;
    expect(apply.y + apply.height).toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate('document.documentElement.scrollHeight')).toBe(viewport.height);
    expect(
      await page.evaluate(
        "document.getElementById('status').scrollHeight > document.getElementById('status').clientHeight",
      ),
    ).toBe(true);
    await page.context().close();
  });
});

describe('A dialog as a screen reader hears it', () => {
  /** The text in the page's polite region (role status) and in its urgent one (role alert). */
  const regions = (page: import('playwright-core').Page) =>
    page.evaluate(
      "['status', 'alert'].map((r) => Array.from(document.querySelectorAll('[role=' + r + ']')).map((e) => e.textContent))",
    );

  it('announces a refusal at once, and progress and success politely', async () => {
    const event = newEvent();
    const server = heldAnswer({ ok: false, message: 'No rounds yet.' });
    const page = await open(event, exportDialog(), server.answer);
    expect(await regions(page)).toEqual([[''], ['']]);
    await page.click('#export');
    await page.waitForFunction("document.getElementById('status').textContent === 'Working…'");
    expect(await regions(page)).toEqual([['Working…'], ['']]);
    server.release();
    await page.waitForFunction("document.getElementById('status').textContent !== 'Working…'");
    expect(await regions(page)).toEqual([[''], ['No rounds yet.']]);
    await page.context().close();
  });

  it('reads the export notes with the Download link the focus moves to', async () => {
    const event = newEvent();
    const page = await open(event, exportDialog(), () => ({
      ok: true,
      message: 'Ready: club-event.tour',
      fileName: 'club-event.tour',
      text: '{}',
      mimeType: 'application/json',
      notes: [
        'pairgoth has no forfeit flag: the forfeit win of round 2, board 1 was written as played.',
      ],
    }));
    // What the notes said when the focus arrived: a screen reader reads the link then.
    await page.evaluate(
      "document.getElementById('download').addEventListener('focus', () => { window.__heard = document.getElementById('notes').textContent; })",
    );
    await statusAfter(page, () => page.keyboard.press('Enter'));
    expect(await focused(page)).toBe('download');
    expect(await page.evaluate('window.__heard')).toBe(
      'pairgoth has no forfeit flag: the forfeit win of round 2, board 1 was written as played.',
    );
    expect(await description(page, '#download')).toBe(
      'pairgoth has no forfeit flag: the forfeit win of round 2, board 1 was written as played.',
    );
    await page.context().close();
  });

  it('reads the hint on the kind of file with the file field, where the dialog opens', async () => {
    const event = newEvent();
    const said = [];
    for (const html of [importDialog(MAX_IMPORT_BYTES), lookUpDialog(MAX_IMPORT_BYTES)]) {
      const page = await open(event, html);
      said.push(await description(page, '#file'));
      await page.context().close();
    }
    expect(said).toEqual([
      'OpenGotha tournament (.xml), pairgoth tournament (.tour) or a CSV roster (Name, Rank, Rating, Club… by header). At most 5 MB.',
      'AGA TDList (tdlista.txt) or an EGD list extract. Players are matched by AGA ID / EGF PIN, else by name, accents aside (words in the other order: marked No, to confirm). Every change is listed on a "Rating review" tab first.',
    ]);
  });

  it('announces a file refused in the browser at once, and clears it when a file is read', async () => {
    const event = newEvent();
    const page = await open(event, importDialog(MAX_IMPORT_BYTES));
    await page.click('#import');
    expect(await regions(page)).toEqual([[''], ['Choose a file first.']]);
    await page.setInputFiles('#file', roster());
    const said = await statusAfter(page, () => page.click('#import'));
    expect(await regions(page)).toEqual([[said], ['']]);
    expect(said).toMatch(/^Imported 2 players/);
    await page.context().close();
  });
});
