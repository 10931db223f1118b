// What every accessibility check shares: the page opened in its own browser context (failing on any
// console or page error) with its screen-reader layer filled in, its state(), a hook called with the
// frames it wakes, and a key held for frames as a hand does.
import { framesLater, framesNow } from '../harness.mjs';

export const state = (page) => page.evaluate(() => window.wrenchlab.state());
// A hook call (a link, a layout) and the frames it wakes.
export async function call(page, fn, arg, frames = 6) {
  const before = await framesNow(page);
  const result = await page.evaluate(fn, arg);
  await framesLater(page, frames, before);
  return result;
}

// A key held until the page has drawn two frames with it down (a press inside one frame is missed).
export async function hold(page, key, shift = false) {
  if (shift) await page.keyboard.down('Shift');
  await page.keyboard.down(key);
  await framesLater(page);
  const before = await framesNow(page);
  await page.keyboard.up(key);
  if (shift) await page.keyboard.up('Shift');
  await framesLater(page, 2, before);
}

// The page in a browser context of its own (`options`: its viewport, locale, reduced motion), failing
// on any console or page error (named `what`), once the app is ready and the layer shows its step.
export async function openPage(browser, url, options, problems, what) {
  // bypassCSP: axe is injected as an inline script, which the page's own policy refuses.
  const context = await browser.newContext({ bypassCSP: true, ...options });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${what}: console error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`${what}: page error: ${e.message}`));
  await page.goto(url + '?nosw', { waitUntil: 'load' });
  await page.waitForFunction(() => window.wrenchlab && (window.wrenchlab.ready || window.wrenchlab.error), null, { timeout: 60000 });
  await page.waitForFunction(() => document.getElementById('a11y-step').textContent !== '', null, { timeout: 10000 });
  return { context, page };
}

// What the screen-reader layer's polite live region says now.
export const live = (page) => page.evaluate(() => document.getElementById('a11y-live').textContent);
// A key pressed on one of the layer's controls (Enter by default), focused first as a keyboard user does.
export async function press(page, selector, key = 'Enter') { await page.focus(selector); await page.keyboard.press(key); }
