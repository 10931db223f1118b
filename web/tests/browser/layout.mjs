// The layout rules every screen is held to (checked after each lesson step, robot, theme and rotation):
// every shown panel inside the screen and no two overlapping; the mechanism's swept box drawn at least
// 60 % of its free area's smaller side; on a touch screen every control a fingertip; and every panel and
// the legend showing the instant state() reports. Also the wait for the Lesson panel to fit its text.
import { waitForState } from '../harness.mjs';

export const fmt = (r) => r.map((v) => v.toFixed(0)).join(', ');
const overlap = (a, b) => a[0] + 0.5 < b[0] + b[2] && b[0] + 0.5 < a[0] + a[2] && a[1] + 0.5 < b[1] + b[3] && b[1] + 0.5 < a[1] + a[3];

// The state once the Lesson panel has grown to its new text: the layout measures a panel's content in
// one frame and sizes it in the next, and a loaded machine can be a few frames behind the test (the
// page keeps drawing while it settles, then sleeps). Up to `settleSeconds`; what still overflows then
// is real (and its message says how long it had).
export const settleSeconds = 5;
export function settledState(page) {
  return waitForState(page, () => { const o = window.wrenchlab.state().panels_overflow?.Lesson; return o && !o.x && !o.y; }, null, settleSeconds);
}

// The layout state() reports, against the viewport (CSS px): every shown panel inside the screen and no
// two overlapping; the mechanism's swept box drawn at least 60 % of its free area's smaller side; and
// every panel and the legend showing the instant state() reports (while the motion plays, the panels'
// numbers may trail the legend by their refresh interval, never by more).
export function layoutProblems(st, width, height, what) {
  const out = [];
  const L = st.layout;
  if (!L || !Array.isArray(L.panels)) return [`${what}: state() has no layout`];
  const panels = L.panels;
  // On a touch screen every control shown is a fingertip (44 CSS px) each way (issue 14).
  if (!Array.isArray(st.small_touch_targets)) out.push(`${what}: state() has no small_touch_targets`);
  else for (const t of st.small_touch_targets) out.push(`${what}: "${t.label}" [${fmt(t.rect)}] is smaller than 44 CSS px on a touch screen`);
  for (const p of panels) {
    const [x, y, w, h] = p.rect;
    if (x < -1 || y < -1 || x + w > width + 1 || y + h > height + 1) out.push(`${what}: ${p.name} [${fmt(p.rect)}] leaves the ${width}×${height} screen`);
  }
  for (let a = 0; a < panels.length; ++a)
    for (let b = a + 1; b < panels.length; ++b)
      if (overlap(panels[a].rect, panels[b].rect)) out.push(`${what}: ${panels[a].name} [${fmt(panels[a].rect)}] overlaps ${panels[b].name} [${fmt(panels[b].rect)}]`);
  const free = L.scene_free_rect, mech = L.mechanism_rect;
  for (const p of panels) if (overlap(free, p.rect)) out.push(`${what}: the mechanism's area [${fmt(free)}] is under ${p.name}`);
  if (!(Math.max(mech[2], mech[3]) >= 0.6 * Math.min(free[2], free[3])))
    out.push(`${what}: the mechanism is drawn ${mech[2].toFixed(0)}×${mech[3].toFixed(0)} in a free area of ${free[2].toFixed(0)}×${free[3].toFixed(0)}`);
  // The mechanism itself is seen, not only the box of where it goes: its pose now spans at least 5 %
  // of the free area's smaller side (the falling lift framed on its whole fall drew a 4-px arm).
  const ends = (st.state && st.state.segments_on_screen) || [];
  if (ends.length) {
    const xs = ends.flatMap((e) => [e[0], e[2]]), ys = ends.flatMap((e) => [e[1], e[3]]);
    const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    if (!(span >= 0.05 * Math.min(free[2], free[3])))
      out.push(`${what}: the mechanism spans ${span.toFixed(1)} px now, in a free area of ${free[2].toFixed(0)}×${free[3].toFixed(0)}`);
  }
  const lag = st.playing ? 0.35 : 1e-9;
  for (const d of [...panels.map((p) => [p.name, p.drawn]), ['the legend', L.legend_drawn]]) {
    const [name, drawn] = d;
    if (!drawn) { out.push(`${what}: ${name} was never drawn`); continue; }
    if (!(Math.abs(drawn.time - st.time) <= lag) || drawn.observer !== st.frame)
      out.push(`${what}: ${name} shows t = ${drawn.time.toFixed(3)}, observer ${drawn.observer}; the page is at t = ${st.time.toFixed(3)}, observer ${st.frame}`);
  }
  return out;
}
