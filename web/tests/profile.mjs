// Where the page's main thread spends a frame (a benchmark aid, not a test): a 5-s CPU profile of the
// n-link lesson playing (Chromium's sampling profiler over CDP), self and inclusive time per function,
// in ms per drawn frame. "(program)" is the browser's own native work and the waits on its GPU process
// (SwiftShader rasterizing); getBoundingClientRect is a layout the frame forces.
// Usage: node web/tests/profile.mjs [--segments 1000] [--terms dynamic,joint,…]
// With the release page the wasm functions are numbers; for their names link a copy with
// --profiling-funcs (bench/README.md, "A model of 1000 bodies") and point DIST at it.
import { launchChromium, startServer } from './harness.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = process.env.DIST || path.join(root, 'build/web/dist');
const argAt = (name) => process.argv.indexOf(name);
const segments = argAt('--segments') > 0 ? Number(process.argv[argAt('--segments') + 1]) : 1000;
const terms = argAt('--terms') > 0 ? process.argv[argAt('--terms') + 1]
  : 'dynamic,joint,dalembert,euler,centrifugal,coriolis,gravity,external,distal';
const seconds = 5;

const { server, url } = await startServer(dist);
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  await page.goto(url + '?nosw');
  await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready, null, { timeout: 30000 });
  await page.evaluate((link) => window.wrenchlab.load(link),
    `#v1&lesson=nlink&step=3&frame=parent&terms=${terms}&play=1&p.chain.count=${segments}`);
  await page.waitForTimeout(2000);  // warm-up
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });  // µs
  const f0 = await page.evaluate(() => window.wrenchlab.frames);
  await cdp.send('Profiler.start');
  await page.waitForTimeout(seconds * 1000);
  const { profile } = await cdp.send('Profiler.stop');
  const frames = Math.max(1, (await page.evaluate(() => window.wrenchlab.frames)) - f0);
  const st = await page.evaluate(() => window.wrenchlab.state());
  console.log(`${segments} segments, terms ${terms || '(none)'}: ${frames} frames in ${seconds} s; the app's own work ` +
              `${st.frame_work_ms.toFixed(1)} ms per frame; scene ${JSON.stringify(st.render)}`);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const sampled = new Map();  // node id → µs
  profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) || 0) + profile.timeDeltas[i]));
  const name = (n) => n.callFrame.functionName || `(anonymous ${n.callFrame.url.split('/').pop()})`;
  const self = new Map(), inclusive = new Map();
  for (const [id, us] of sampled) {
    const k = name(byId.get(id));
    self.set(k, (self.get(k) || 0) + us);
    const seen = new Set();  // a recursive function counts once per stack
    for (let x = id; x !== undefined; x = parent.get(x)) {
      const kx = name(byId.get(x));
      if (!seen.has(kx)) seen.add(kx), inclusive.set(kx, (inclusive.get(kx) || 0) + us);
    }
  }
  const show = (table, title) => {
    console.log(title);
    [...table].sort((a, b) => b[1] - a[1]).slice(0, 40)
      .forEach(([k, us]) => console.log(`${(us / 1000 / frames).toFixed(2).padStart(8)} ms/frame  ${k.slice(0, 110)}`));
  };
  show(self, '--- self time');
  show(inclusive, '--- inclusive time');
} finally {
  await browser.close();
  server.kill();
}
