/**
 * Dialog pages in headless Chromium: each runs against a stub of google.script.run that hands
 * the call to the built add-in (or to a test's own answer), so the page is used as a TD would.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Event } from './event';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** google.script.run as the dialogs use it: a fresh runner per use, handlers, then the call. */
const STUB = `
window.__calls = [];
window.google = { script: {
  host: { close: function () { window.__closed = true; } },
  get run() {
    var ok = null, fail = null;
    var proxy;
    var runner = {
      withSuccessHandler: function (f) { ok = f; return proxy; },
      withFailureHandler: function (f) { fail = f; return proxy; },
    };
    proxy = new Proxy(runner, { get: function (t, name) {
      if (name in t) return t[name];
      return function (arg) {
        window.__calls.push(name);
        window.__server(name, arg).then(function (r) {
          if (r.error) { if (fail) fail(new Error(r.error)); } else if (ok) ok(r.value);
        });
      };
    } });
    return proxy;
  },
} };`;

/** What the stub's server call does: the answer, or an error thrown for the failure handler. */
export type Answer = (name: string, arg: unknown) => unknown | Promise<unknown>;

export interface OpenOptions {
  /** The page's size, as Apps Script's setWidth/setHeight give it. */
  viewport?: { width: number; height: number };
  /** Installs a fake clock in the page before it loads (page.clock moves it on). */
  fakeClock?: boolean;
}

/** Launches Chromium for the file's tests; returns `open`, which loads a dialog page. */
export function dialogBrowser(): (
  event: Event,
  html: string,
  answer?: Answer,
  options?: OpenOptions,
) => Promise<Page> {
  let browser: Browser;
  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) {
      throw new Error(
        `Chromium is needed for the dialog tests: install the Debian package "chromium" (${CHROMIUM} is missing).`,
      );
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (event, html, answer = (name, arg) => event.addon.call(name, arg), options = {}) => {
    const context = await browser.newContext({ acceptDownloads: true, viewport: options.viewport });
    const page = await context.newPage();
    await page.exposeFunction('__server', async (name: string, arg: unknown) => {
      try {
        return { value: JSON.parse(JSON.stringify((await answer(name, arg)) ?? null)) };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    });
    page.setDefaultTimeout(10_000);
    if (options.fakeClock) await page.clock.install();
    // The stub goes first in <head>, where Apps Script's own loader would sit.
    await page.setContent(html.replace('<head>', `<head><script>${STUB}</script>`));
    return page;
  };
}

/** The status box's text once a call has answered (it is cleared first, as the page clears it). */
export async function statusAfter(page: Page, action: () => Promise<void>): Promise<string> {
  // Browser code as text: the page's DOM types are not part of the Node test build.
  await page.evaluate("show('')");
  await action();
  await page.waitForFunction(
    "document.getElementById('status').textContent !== '' && document.getElementById('status').textContent !== 'Working…'",
  );
  return (await page.textContent('#status'))!;
}

/** A file for an <input type=file>. */
export const file = (name: string, text: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text, 'utf8'),
});

/** The id (or tag) of the element that has the keyboard focus. */
export const focused = (page: Page): Promise<string> =>
  page.evaluate('document.activeElement.id || document.activeElement.tagName');

/** What a screen reader says of an element after its name: its accessible description. */
export async function description(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    nodeId,
    fetchRelatives: false,
  });
  await cdp.detach();
  return String(nodes[0]?.description?.value ?? '');
}
