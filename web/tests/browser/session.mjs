// Loading: the 1280×800 page most checks share (one tab for the whole run), opened with the listeners
// that fail the run on any console error, page error or failed request; its first frame and its frame
// rate; a hand's press and key; whether a screenshot is blank; the page opened afresh; and the checks
// made on it last (not blank, every pixel opaque, no request to another origin).
import { framesLater } from '../harness.mjs';

// Opens the page at `url + query` and measures it: the session every check group is given (with the
// browser, the server's url and the list of problems).
export async function openSession(browser, url, query, problems) {
  const requests = [];
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  // A hand's click and key press, held until the page has drawn two frames with it down (a key's
  // press and release inside one frame would be one frame of a key that was never down).
  const press = async (x, y) => { await page.mouse.move(x, y); await page.mouse.down(); await framesLater(page); await page.mouse.up(); };
  const hold = async (k) => { await page.keyboard.down(k); await framesLater(page); await page.keyboard.up(k); };
  // Not blank: a screenshot must have many distinct colours (UI text, lines, background).
  const pixelVariance = async (file) => {
    const png = await page.screenshot(file ? { path: file } : {});
    return page.evaluate(async (b64) => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + b64;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const ctx = c.getContext('2d');
      ctx.drawImage(img, 0, 0);
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      let sum = 0, sum2 = 0, n = 0;
      for (let i = 0; i < d.length; i += 16) { const v = d[i] + d[i + 1] + d[i + 2]; sum += v; sum2 += v * v; n++; }
      const mean = sum / n;
      return sum2 / n - mean * mean;
    }, png.toString('base64'));
  };
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url.replace(/\/$/, '') });
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`failed request: ${r.url()} (${r.failure()?.errorText})`));
  page.on('request', (r) => requests.push(r.url()));
  const started = Date.now();
  await page.goto(url + query, { waitUntil: 'load' });
  await page.waitForFunction(() => window.wrenchlab && (window.wrenchlab.ready || window.wrenchlab.error),
    null, { timeout: 30000 });
  const firstFrameMs = Date.now() - started;
  const state = await page.evaluate(() => ({ ready: window.wrenchlab.ready, error: window.wrenchlab.error }));
  if (!state.ready) problems.push(`page not ready: ${state.error}`);

  const f0 = await page.evaluate(() => window.wrenchlab.frames);
  await page.waitForTimeout(3000);
  const f1 = await page.evaluate(() => window.wrenchlab.frames);
  const fps = (f1 - f0) / 3;
  return { browser, url, problems, page, press, hold, pixelVariance, requests, firstFrameMs, fps };
}

// The page opened afresh (what the checks before left unfolded or stored is gone), ready.
export async function freshPage({ page, url }) {
  await page.goto(url + '?nosw', { waitUntil: 'load' });
  await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready, null, { timeout: 30000 });
}

// The last checks on the shared page: its screenshot (`shot`) not blank, every pixel of the canvas
// opaque, and no request made to another origin over the whole run.
export async function endChecks({ page, url, problems, requests, pixelVariance }, shot) {
  const variance = await pixelVariance(shot);
  if (!(variance > 50)) problems.push(`canvas looks blank (pixel variance ${variance.toFixed(1)})`);

  // The context has an alpha channel (a faster read-back in software WebGL), so every pixel the app
  // leaves must be opaque, or the page would show through the scene and the windows.
  const seeThrough = await page.evaluate(() => {
    const src = document.getElementById('canvas');
    const c = document.createElement('canvas');
    c.width = src.width; c.height = src.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(src, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i] !== 255) n++;
    return n;
  });
  if (seeThrough !== 0) problems.push(`${seeThrough} canvas pixels are not opaque`);
  const origin = new URL(url).origin;
  for (const r of requests) if (!r.startsWith(origin) && !r.startsWith('data:') && !r.startsWith('blob:'))
    problems.push(`request to another origin: ${r}`);
  return variance;
}
