// The tab bar of the phone and the tablet: a finger's tap on one of its tabs, and a tab's panel shown
// (what the touch checks use to reach the Exercises, Lesson and State panels).
import { framesLater, framesNow, waitForState } from '../harness.mjs';

// Shows a tab's panel: a tap when another tab is shown or the panel is folded away (a tap on the open
// tab folds it, so an open one is left as it is). The state once the panel is shown (waited for, 5 s
// at most: a loaded machine can take more than the tap's few frames), or the last one.
export async function showTab(tab, name) {
  const st = await tab.evaluate(() => window.wrenchlab.state());
  if (st.layout.active_tab === name && !st.layout.tab_folded) return st;
  const tapped = await tapTab(tab, name);
  if ((tapped.layout.active_tab === name && !tapped.layout.tab_folded) || !(tapped.layout.tabs || []).includes(name)) return tapped;
  return waitForState(tab, (n) => { const s = window.wrenchlab.state(); return s.layout.active_tab === n && !s.layout.tab_folded; }, name, 5);
}

// A finger's tap on a tab of the phone's or tablet's tab bar; the state once the page has drawn it.
export async function tapTab(tab, name) {
  const st = await tab.evaluate(() => window.wrenchlab.state());
  const bar = st.layout.panels.find((p) => p.name === 'Panels');
  const i = (st.layout.tabs || []).indexOf(name), columns = st.layout.tab_columns;
  if (!bar || i < 0) return st;
  const w = (bar.rect[2] - 12) / columns, before = await framesNow(tab);
  await tab.touchscreen.tap(bar.rect[0] + 6 + (i % columns + 0.5) * w, bar.rect[1] + 6 + (Math.floor(i / columns) + 0.5) * (st.touch_target_px + 4));
  await framesLater(tab, 4, before, 10000).catch(() => {});  // counted from before the tap: it wakes the page
  return tab.evaluate(() => window.wrenchlab.state());
}
