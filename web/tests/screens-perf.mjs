// Frame rate per screen size (a benchmark, not a test): at each size the app plays the 20-link n-link
// lesson with every term on, beside a bare WebGL2 page that only clears a canvas of the same size in
// the same browser, measured one after the other in one run: the bare page is the most this browser
// and machine can draw, so the ratio is what the app costs. The app's own work per frame (JavaScript +
// wasm in the frame callback, state().frame_work_ms) is reported too; the screen issue asks for
// ≤ 8 ms at 1920×1080.
// Usage: node web/tests/screens-perf.mjs [--seconds 6]
import { launchChromium, startServer } from './harness.mjs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = process.env.DIST || path.join(root, 'build/web/dist');
const secondsArg = process.argv.indexOf('--seconds');
const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 6;
const SCREENS = [
  { name: 'phone', width: 390, height: 844, ratio: 3, touch: true },
  { name: 'tablet', width: 768, height: 1024, ratio: 2, touch: true },
  { name: 'laptop', width: 1280, height: 800, ratio: 1 },
  { name: 'retina laptop', width: 1280, height: 800, ratio: 2 },
  { name: 'projector', width: 1920, height: 1080, ratio: 1 },
  { name: 'QHD', width: 2560, height: 1440, ratio: 1 },
  { name: '4K', width: 3840, height: 2160, ratio: 1 },
];
const BARE = `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;overflow:hidden">
<canvas id="c" style="display:block;width:100vw;height:100vh"></canvas><script>
const c = document.getElementById('c');
c.width = Math.round(innerWidth * devicePixelRatio); c.height = Math.round(innerHeight * devicePixelRatio);
// The context the app gets from Emscripten's GLFW: no multisampling, alpha, depth and stencil.
const gl = c.getContext('webgl2', { antialias: false, alpha: true, depth: true, stencil: true });
window.frames_drawn = 0;
function frame(t) { gl.clearColor(0.1, 0.12, 0.14 + 0.05 * Math.sin(t / 500), 1); gl.clear(gl.COLOR_BUFFER_BIT);
  ++window.frames_drawn; requestAnimationFrame(frame); }
addEventListener('load', () => requestAnimationFrame(frame));
</script></body></html>`;

const { server, url } = await startServer(dist);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function framesPerSecond(page, counter) {
  await page.waitForTimeout(1500);  // warm-up
  const fps = [];
  let previous = await page.evaluate(counter);
  for (let i = 0; i < seconds; ++i) {
    await page.waitForTimeout(1000);
    const now = await page.evaluate(counter);
    fps.push(now - previous);
    previous = now;
  }
  return median(fps);
}

const browser = await launchChromium();
const rows = [];
try {
  for (const s of SCREENS) {
    const options = { viewport: { width: s.width, height: s.height }, deviceScaleFactor: s.ratio, hasTouch: !!s.touch, isMobile: !!s.touch };
    const bare = await browser.newPage(options);
    // Served from the app's own origin (a route, not a file), like the app.
    await bare.route(url + 'bare-webgl2.html', (r) => r.fulfill({ body: BARE, contentType: 'text/html' }));
    await bare.goto(url + 'bare-webgl2.html', { waitUntil: 'load', timeout: 120000 });
    const bareFps = await framesPerSecond(bare, () => window.frames_drawn);
    await bare.close();
    const page = await browser.newPage(options);
    await page.goto(url + '?nosw');
    await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready, null, { timeout: 60000 });
    await page.evaluate(() => window.wrenchlab.load(
      '#v1&lesson=nlink&step=3&frame=parent&terms=dynamic,joint,dalembert,euler,centrifugal,coriolis,gravity,external,distal&play=1&p.chain.count=20'));
    const appFps = await framesPerSecond(page, () => window.wrenchlab.frames);
    const st = await page.evaluate(() => window.wrenchlab.state());
    await page.close();
    const row = { ...s, bareFps, appFps, workMs: st.frame_work_ms, layout: st.layout?.screen, segments: st.segments };
    rows.push(row);
    console.log(`${s.name} ${s.width}×${s.height} @${s.ratio}: bare WebGL2 ${bareFps} fps, app ${appFps} fps ` +
                `(${(appFps / bareFps).toFixed(2)}), app's work ${st.frame_work_ms.toFixed(1)} ms per frame, layout ${row.layout}, ${st.segments} segments`);
  }
} finally {
  await browser.close();
  server.kill();
}
console.log('\n| screen | CSS px | pixel ratio | layout | bare WebGL2 fps | app fps | app / bare | app work ms/frame |');
console.log('|---|---|---:|---|---:|---:|---:|---:|');
for (const r of rows)
  console.log(`| ${r.name} | ${r.width}×${r.height} | ${r.ratio} | ${r.layout} | ${r.bareFps} | ${r.appFps} | ${(r.appFps / r.bareFps).toFixed(2)} | ${r.workMs.toFixed(1)} |`);
