// Zoom and UI scale at 1280×800: a two-finger pinch on the scene zooms the camera, the mouse wheel
// zooms by a fixed step each notch and R fits the view again; a changed device pixel ratio (browser
// zoom, another monitor) rebuilds the UI at the new scale and presenter mode (F) enlarges it.
import { artifacts, waitForState } from '../harness.mjs';
import path from 'node:path';

const viewHeight = async (page) => (await page.evaluate(() => window.wrenchlab.state())).camera.view_height;

// Touch and UI scale: a two-finger pinch on the scene zooms the camera; a changed device pixel
// ratio (browser zoom, another monitor) rebuilds the UI at the new scale; presenter mode (F)
// enlarges it; all without errors and with a non-blank canvas. What each gesture, wheel notch and key
// leads to is waited for, 5 s at most.
export async function zoomChecks(t) {
  const { page } = t;
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=0&play=0'));
  await page.waitForTimeout(300);
  const cdp = await page.context().newCDPSession(page);
  const [before, after] = await pinchChecks(t, cdp);
  await wheelChecks(t, before);
  const [hiDpi, presenter, back] = await uiScaleChecks(t, cdp);
  console.log(`browser: pinch zoomed the view height ${before.toFixed(3)} → ${after.toFixed(3)}; UI scale 1 → ` +
              `${hiDpi.ui_scale} at pixel ratio 2 → ${presenter.ui_scale} in presenter mode → ${back.ui_scale}`);
}

// Two fingers spread on the scene zoom in: the view heights before and after.
async function pinchChecks({ page, problems }, cdp) {
  const before = await viewHeight(page);
  const fingers = (spread) => [{ x: 640 - spread, y: 420, id: 1 }, { x: 640 + spread, y: 420, id: 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
  for (let s = 50; s <= 160; s += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(s) });
    await page.waitForTimeout(20);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForTimeout(200);
  await waitForState(page, (h) => window.wrenchlab.state().camera.view_height < 0.5 * h, before, 5);
  const after = await viewHeight(page);
  if (!(after < 0.5 * before)) problems.push(`a pinch (fingers 80 → 320 px apart) did not zoom in: view height ${before} → ${after} (waited 5 s)`);
  return [before, after];
}

// Mouse wheel: one notch (100 px, Chromium's) away from the user zooms in by 1.15, towards the
// user zooms out; a long burst stays bounded and finite; R fits the view again (to `fitted`).
async function wheelChecks({ page, problems, hold }, fitted) {
  const height = () => viewHeight(page);
  const wheel = async (dy) => { await page.mouse.move(640, 420); await page.mouse.wheel(0, dy); await page.waitForTimeout(150); };
  const near = (want) => waitForState(page, (w) => Math.abs(window.wrenchlab.state().camera.view_height - w) < 1e-3 * w, want, 5);
  const before = fitted;
  const w0 = await height();
  await wheel(-100);
  await near(w0 / 1.15);
  const w1 = await height();
  await wheel(100);
  await near(w0);
  const w2 = await height();
  if (!(Math.abs(w1 - w0 / 1.15) < 1e-3 * w0 && Math.abs(w2 - w0) < 1e-3 * w0))
    problems.push(`one wheel notch: view height ${w0} → ${w1} (expected ${w0 / 1.15}) → ${w2} (expected ${w0}; waited 5 s for each)`);
  for (let i = 0; i < 40; ++i) await page.mouse.wheel(0, 1000);
  await page.waitForTimeout(300);
  const wOut = await height();
  if (!(Number.isFinite(wOut) && wOut < 1000 * w0)) problems.push(`40 fast wheel bursts out: view height ${wOut}`);
  await hold('r');
  await page.waitForTimeout(200);
  await near(before);
  const wReset = await height();
  if (!(wReset > 0 && Math.abs(wReset - before) < 1e-3 * before)) problems.push(`R did not reset the view: ${wReset} (fitted ${before}; waited 5 s)`);
  console.log(`browser: wheel notch in/out ${w0.toFixed(3)} → ${w1.toFixed(3)} → ${w2.toFixed(3)}; 40 bursts out → ${wOut.toFixed(1)}; R → ${wReset.toFixed(3)}`);
}

// The device pixel ratio 2 and presenter mode (F) at it, then back to 1: the states at each.
async function uiScaleChecks({ page, problems, hold }, cdp) {
  const scale = (want, presenting) => waitForState(page, ([w, p]) => { const s = window.wrenchlab.state(); return Math.abs(s.ui_scale - w) <= 1e-3 && !!s.presenter === p; },
                                                   [want, presenting], 5);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 800, deviceScaleFactor: 2, mobile: false });
  await page.waitForTimeout(500);
  const hiDpi = await scale(2, false);
  if (Math.abs(hiDpi.ui_scale - 2) > 1e-3) problems.push(`device pixel ratio 2: UI scale ${hiDpi.ui_scale}, expected 2 (waited 5 s)`);
  const pressF = () => hold('f');
  await pressF();
  await page.waitForTimeout(500);
  const presenter = await scale(3.5, true);
  if (!presenter.presenter || Math.abs(presenter.ui_scale - 3.5) > 1e-3)
    problems.push(`presenter mode at pixel ratio 2: UI scale ${presenter.ui_scale}, expected 3.5 (2 × 1.75; waited 5 s)`);
  await page.screenshot({ path: path.join(artifacts, 'presenter-hidpi.png') });
  await pressF();
  await cdp.send('Emulation.clearDeviceMetricsOverride');
  await page.waitForTimeout(500);
  const back = await scale(1, false);
  if (back.presenter || Math.abs(back.ui_scale - 1) > 1e-3) problems.push(`back to pixel ratio 1: UI scale ${back.ui_scale} (waited 5 s)`);
  return [hiDpi, presenter, back];
}
