// Reduced motion and zoom: with prefers-reduced-motion a playing step opens paused with trails off (and
// without it, it plays); zoomed to 200 % the UI is built at twice the scale.
import { call, openPage, state } from './page.mjs';

// Reduced motion (in a page of its own), then zoom to 200 % in one without the preference.
export async function motionChecks({ browser, url, problems }) {
  const { context, page } = await openPage(browser, url, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' }, problems, 'motion');
  await call(page, (h) => window.wrenchlab.load(h), '#v1&lesson=radial-slider&step=0&play=1');  // a playing step
  let st = await state(page);
  if (!st.reduced_motion || st.playing || st.trails) problems.push(`motion: reduced motion ${st.reduced_motion}, playing ${st.playing}, trails ${st.trails}`);
  await context.close();
  const normal = await openPage(browser, url, { viewport: { width: 1280, height: 800 } }, problems, 'motion');
  await call(normal.page, (h) => window.wrenchlab.load(h), '#v1&lesson=radial-slider&step=0&play=1');
  st = await state(normal.page);
  if (st.reduced_motion || !st.playing) problems.push(`motion: without the preference the playing step is ${st.playing ? 'playing' : 'paused'}`);
  // Zoom 200 %: the CSS viewport halves and the pixel ratio doubles; the UI is rebuilt at twice the scale.
  const scale1 = st.ui_scale;
  const cdp = await normal.context.newCDPSession(normal.page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 640, height: 400, deviceScaleFactor: 2, mobile: false });
  await call(normal.page, () => window.dispatchEvent(new Event('resize')));
  // The UI is rebuilt at the new scale a frame or more later: waited for, 5 s at most.
  await normal.page.waitForFunction((s1) => Math.abs(window.wrenchlab.state().ui_scale / s1 - 2) < 0.05, scale1, { timeout: 5000 }).catch(() => {});
  st = await state(normal.page);
  if (!(Math.abs(st.ui_scale / scale1 - 2) < 0.05)) problems.push(`zoom: UI scale ${scale1} at 100 %, ${st.ui_scale} at 200 % (waited 5 s)`);
  console.log(`a11y: reduced motion opens the playing step paused with trails off; zoom 200 %: UI scale ${scale1} → ${st.ui_scale}`);
  await normal.context.close();
}
