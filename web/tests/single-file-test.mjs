// The offline single-file page (build/web/wrenchlab.html) opened from file:// — no server at all —
// must start, draw and stay free of console errors and network requests.
import { launchChromium } from './harness.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const file = path.join(root, 'build/web/wrenchlab.html');
const browser = await launchChromium();
const problems = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text().slice(0, 200)}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => { if (!r.url().startsWith('file:') && !r.url().startsWith('data:')) problems.push(`request: ${r.url()}`); });
  const t0 = Date.now();
  await page.goto('file://' + file);
  await page.waitForFunction(() => window.wrenchlab && (window.wrenchlab.ready || window.wrenchlab.error), null, { timeout: 60000 });
  const st = await page.evaluate(() => ({ ready: window.wrenchlab.ready, error: window.wrenchlab.error, frames: window.wrenchlab.frames }));
  if (!st.ready) problems.push(`not ready: ${st.error}`);
  // The page draws while something happens (it idles otherwise): the pointer moving over it.
  for (let i = 0; i < 5; ++i) { await page.mouse.move(600 + 10 * i, 400); await page.waitForTimeout(200); }
  const frames = await page.evaluate(() => window.wrenchlab.frames);
  if (!(frames > st.frames)) problems.push('not drawing');
  console.log(`single-file: ready from file:// in ${Date.now() - t0} ms, ${frames - st.frames} frames in 1 s with the pointer moving`);
} finally {
  await browser.close();
}
for (const p of problems) console.log('  FAIL ' + p);
process.exit(problems.length ? 1 : 0);
