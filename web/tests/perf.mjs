// Page performance (a benchmark, not a test): first frame after navigation, frames per second on the
// n-link lesson with n = 20, every term, plots and trails on, download size, and memory over time.
// Usage: node web/tests/perf.mjs [--seconds 10] [--soak-minutes 0] [--zoom 1] [--width 1280 --height 800 --ratio 1]
//                                [--segments 20] [--terms dynamic,joint,…]
// --segments N sets the chain's count (1–1000: the model file's "chain" repetition makes a model of N
// bodies without a file; the lesson's slider stops at 50, a link does not); --terms the terms shown
// (default: all nine).
// The app's own work per frame (JavaScript + wasm in the frame callback, state().frame_work_ms) is
// reported beside the frame rate.
// --zoom Z magnifies the fitted view Z times about the screen centre (as a pinch would): more of
// each segment's pixels, part of the chain off screen.
import { launchChromium, startServer } from './harness.mjs';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = process.env.DIST || path.join(root, 'build/web/dist');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('--seconds', 10);
const soakMinutes = arg('--soak-minutes', 0);
const zoom = arg('--zoom', 1);
const width = arg('--width', 1280), height = arg('--height', 800), ratio = arg('--ratio', 1);
const segments = arg('--segments', 20);
const termsArg = process.argv.indexOf('--terms');
const terms = termsArg > 0 ? process.argv[termsArg + 1] : 'dynamic,joint,dalembert,euler,centrifugal,coriolis,gravity,external,distal';

let raw = 0, gz = 0;
for (const f of readdirSync(dist)) {
  if (f === 'sw.js' || /\.(gz|br)$/.test(f) || !statSync(path.join(dist, f)).isFile()) continue;  // the page's own files
  const b = readFileSync(path.join(dist, f));
  raw += b.length;
  gz += gzipSync(b, { level: 9 }).length;
}
console.log(`download: ${(raw / 1048576).toFixed(2)} MB uncompressed, ${(gz / 1048576).toFixed(2)} MB gzip (wasm + js + data + shell)`);

const { server, url } = await startServer(dist);
const browser = await launchChromium(['--enable-precise-memory-info']);
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: ratio });
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const t0 = Date.now();
  await page.goto(url + '?nosw');
  await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready, null, { timeout: 30000 });
  console.log(`first frame: ${Date.now() - t0} ms after navigation`);
  const t1 = Date.now();
  const ok = await page.evaluate((link) => window.wrenchlab.load(link),
    `#v1&lesson=nlink&step=3&frame=parent&terms=${terms}&play=1&p.chain.count=${segments}`);
  console.log(`opening the lesson with ${segments} segments: ${Date.now() - t1} ms`);
  // A pinch moves by at most 2x per gesture.
  for (let z = zoom; z > 1 + 1e-6; z /= 2)
    await page.evaluate(([f, x, y]) => Module._wl_touch_gesture(f, x, y, 0, 0), [Math.min(2, z), width * ratio / 2, height * ratio / 2]);
  const st = await page.evaluate(() => window.wrenchlab.state());
  console.log(`scene: ${st.lesson} with ${st.segments} segments, terms ${terms}, plot and trails on, view height ` +
              `${st.camera.view_height.toFixed(2)} m (link applied: ${ok})`);
  const sample = async () => page.evaluate(() => ({
    frames: window.wrenchlab.frames,
    js: performance.memory ? performance.memory.usedJSHeapSize : 0,
    wasm: (window.Module && Module.HEAP8) ? Module.HEAP8.length : 0,
  }));
  await page.waitForTimeout(2000);  // warm-up
  const fps = [];
  const redraws0 = (await page.evaluate(() => window.wrenchlab.state())).ui_redraws;
  let prev = await sample();
  for (let i = 0; i < seconds; ++i) {
    await page.waitForTimeout(1000);
    const s = await sample();
    fps.push(s.frames - prev.frames);
    prev = s;
  }
  const redraws1 = (await page.evaluate(() => window.wrenchlab.state())).ui_redraws;
  if (redraws0 && redraws1)
    console.log(`UI redraws per second: ${((redraws1.full - redraws0.full) / seconds).toFixed(1)} full, ` +
                `${((redraws1.windows - redraws0.windows) / seconds).toFixed(1)} single windows`);
  fps.sort((a, b) => a - b);
  const work = (await page.evaluate(() => window.wrenchlab.state())).frame_work_ms;
  console.log(`fps over ${seconds} s at ${width}×${height} (pixel ratio ${ratio}): median ${fps[Math.floor(fps.length / 2)]}, ` +
              `min ${fps[0]}, max ${fps[fps.length - 1]}; the app's own work ${work.toFixed(1)} ms per frame`);
  if (soakMinutes > 0) {
    const first = await sample();
    let last = first, peakJs = first.js;
    for (let m = 0; m < soakMinutes; ++m) {
      await page.waitForTimeout(60000);
      last = await sample();
      peakJs = Math.max(peakJs, last.js);
      console.log(`  minute ${m + 1}: JS heap ${(last.js / 1048576).toFixed(1)} MB, wasm memory ${(last.wasm / 1048576).toFixed(1)} MB`);
    }
    const growth = (a, b) => (a > 0 ? (100 * (b - a) / a).toFixed(1) : 'n/a');
    console.log(`soak ${soakMinutes} min: JS heap ${(first.js / 1048576).toFixed(1)} → ${(last.js / 1048576).toFixed(1)} MB (${growth(first.js, last.js)} %), ` +
      `wasm ${(first.wasm / 1048576).toFixed(1)} → ${(last.wasm / 1048576).toFixed(1)} MB (${growth(first.wasm, last.wasm)} %), console errors: ${errors.length}`);
  }
} finally {
  await browser.close();
  server.kill();
}
