// The State panel's sliders by hand on every screen: on the phone a finger's swipe over them scrolls
// the panel and leaves their values alone, while a sideways drag moves one; on the desktop screens a
// value typed into a slider (Ctrl+click, a double-click), a text that is no number refused, Esc.
import { framesLater, settleFrames, waitForState } from '../harness.mjs';

// On a phone, a finger swiped up from a slider of the robot's State panel scrolls the panel and leaves
// the slider's value alone (shell.js holds the press back until it sees the swipe); dragged sideways,
// the slider follows the finger.
export async function swipeOverSliders(tab, context, what) {
  const out = [];
  const cdp = await context.newCDPSession(tab);
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  // The finger moves at once, as a real swipe does: shell.js decides on the first move (it needs no
  // frame in between), and a press it holds becomes a press after 350 ms without one, which a wait for
  // a frame on a slow machine could outlast.
  const drag = async (x0, y0, dx, dy) => {
    await touch('touchStart', x0, y0);
    for (let s = 1; s <= 8; ++s) { await touch('touchMove', x0 + dx * s / 8, y0 + dy * s / 8); await framesLater(tab, 1); }
    await touch('touchEnd');
    await framesLater(tab, 3);
    return tab.evaluate(() => window.wrenchlab.state());
  };
  const visibleSlider = (st) => {
    const panel = st.layout.panels.find((p) => p.name === 'State');
    const name = Object.keys(st.state?.controls || {}).find((label) => {
      const r = st.state.controls[label];
      return /^q of /.test(label) && r[1] > panel.rect[1] + 10 && r[1] + r[3] < panel.rect[1] + panel.rect[3] - 10;
    });
    return { panel, name, rect: name && st.state.controls[name] };
  };
  const st = await tab.evaluate(() => window.wrenchlab.state());
  const { panel, name, rect } = visibleSlider(st);
  if (!panel || !(panel.scroll[1] > 40)) return [`${what}: the robot's State panel does not scroll (${JSON.stringify(panel)}): no swipe to test`];
  if (!name) return [`${what}: no q slider inside the State panel: ${Object.keys(st.state?.controls || {}).join(', ')}`];
  const swiped = await drag(rect[0] + rect[2] / 2, rect[1] + rect[3] / 2, 0, -120);
  const after = swiped.layout.panels.find((p) => p.name === 'State');
  if (JSON.stringify(swiped.state.q) !== JSON.stringify(st.state.q)) out.push(`${what}: a swipe up from "${name}" changed q ${st.state.q} → ${swiped.state.q}`);
  if (!(after.scroll_y > panel.scroll_y + 40)) out.push(`${what}: a swipe up from "${name}" scrolled the State panel ${panel.scroll_y} → ${after.scroll_y} px`);
  const sideways = visibleSlider(swiped);
  if (!sideways.name) out.push(`${what}: no q slider left in view after the swipe`);
  else {
    const r = sideways.rect;
    const dragged = await drag(r[0] + r[2] * 0.3, r[1] + r[3] / 2, r[2] * 0.4, 0);
    if (JSON.stringify(dragged.state.q) === JSON.stringify(swiped.state.q)) out.push(`${what}: a sideways drag on "${sideways.name}" left q as it was`);
    console.log(`browser: ${what}: a swipe up from "${name}" scrolled the State panel by ${(after.scroll_y - panel.scroll_y).toFixed(0)} px ` +
                `and left q alone; dragged sideways, "${sideways.name}" moved`);
  }
  await cdp.detach();
  return out;
}

// A slider's value typed (desktop screens): Ctrl+click, "-45" typed at once, Enter gives −45° to the
// digit (nothing typed right after the click is lost); a double-click opens the field with the value
// before the click, a text that is no number ("0x1p3", "12,5" in English) keeps the field open, and Esc
// leaves the value as it was.
export async function typedSliderChecks(tab, what) {
  const out = [];
  const state = () => tab.evaluate(() => window.wrenchlab.state());
  let st = await state();
  const label = Object.keys(st.state?.controls || {}).find((l) => /^q of /.test(l));
  if (!label) return [`${what}: no q slider in the State panel (${Object.keys(st.state?.controls || {}).join(', ')})`];
  const k = st.state.coordinates.indexOf(label.replace(/^q of /, ''));
  const r = st.state.controls[label], x = r[0] + r[2] * 0.7, y = r[1] + r[3] / 2;
  const deg = (s) => s.state.q[k] * 180 / Math.PI;
  await tab.keyboard.down('Control');
  await tab.mouse.click(x, y);
  await tab.keyboard.up('Control');
  await tab.keyboard.type('-45');
  await tab.keyboard.press('Enter');
  // What each key leads to is waited for, 5 s at most (the keys reach the app a frame or more later).
  st = await waitForState(tab, ([i]) => { const s = window.wrenchlab.state(); return s.typing === null && Math.abs(s.state.q[i] * 180 / Math.PI + 45) < 1e-4; }, [k], 5);
  if (!(Math.abs(deg(st) + 45) < 1e-4)) out.push(`${what}: Ctrl+click on "${label}", "-45" typed at once, Enter: q = ${deg(st)}° (waited 5 s)`);
  await tab.mouse.dblclick(x, y);
  st = await waitForState(tab, ([i]) => { const s = window.wrenchlab.state(); return s.typing !== null && Math.abs(s.state.q[i] * 180 / Math.PI + 45) < 1e-4; }, [k], 5);
  if (!(Math.abs(deg(st) + 45) < 1e-4) || st.typing === null)
    out.push(`${what}: a double-click on "${label}" left q = ${deg(st)}° (−45 expected) and the field ${st.typing === null ? 'closed' : 'open'} (waited 5 s)`);
  for (const bad of ['0x1p3', '12,5']) {
    await tab.keyboard.press('Control+A');
    await tab.keyboard.type(bad);
    await tab.keyboard.press('Enter');
    await settleFrames(tab, 3);
    st = await waitForState(tab, ([i, b]) => { const s = window.wrenchlab.state(); return s.typing === b && Math.abs(s.state.q[i] * 180 / Math.PI + 45) < 1e-4; }, [k, bad], 5);
    if (st.typing !== bad || !(Math.abs(deg(st) + 45) < 1e-4)) out.push(`${what}: "${bad}" typed into "${label}", Enter: field ${JSON.stringify(st.typing)}, q = ${deg(st)}° (waited 5 s)`);
  }
  await tab.keyboard.press('Escape');
  st = await waitForState(tab, ([i]) => { const s = window.wrenchlab.state(); return s.typing === null && Math.abs(s.state.q[i] * 180 / Math.PI + 45) < 1e-4; }, [k], 5);
  if (st.typing !== null || !(Math.abs(deg(st) + 45) < 1e-4)) out.push(`${what}: Esc left the field ${JSON.stringify(st.typing)}, q = ${deg(st)}° (waited 5 s)`);
  if (!out.length) console.log(`browser: ${what}: "${label}" Ctrl+clicked and "-45" typed at once gave −45°; a double-click kept it; "0x1p3" and "12,5" kept the field open, Esc closed it`);
  return out;
}
