// Predict, then see on the phone: a finger drawn across the scene sets the direction and a tap on
// Reveal shows the angle (equal to the one between the finger's direction and the CLI's force); the
// same step in German through the screen-reader layer's actions. Screenshots predict-phone-*.png.
import { artifacts, cli, framesLater, framesNow, root, waitForState } from '../harness.mjs';
import { layoutProblems } from './layout.mjs';
import { cliForce, dragOnPlane, planeAngle } from './predict-geometry.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Predict, then see by touch: a finger drawn across the scene sets the direction, a tap on
// Reveal shows the angle (equal to the one between the finger's direction and the CLI's force).
export async function predictByTouch({ problems, sc, context, tab }) {
  const lesson = JSON.parse(readFileSync(path.join(root, 'content/lessons/radial-slider.json'), 'utf8'));
  const k = lesson.steps.findIndex((s) => s.predict);
  const step = lesson.steps[k];
  const before = await framesNow(tab);
  await tab.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=radial-slider&step=${k}`);
  await framesLater(tab, 6, before, 30000);
  let st = await tab.evaluate(() => window.wrenchlab.state());
  const free = st.layout.scene_free_rect;
  const [x0, y0, dx, dy] = [free[0] + 0.5 * free[2], free[1] + 0.6 * free[3], -60, -80];
  const cdp = await context.newCDPSession(tab);
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', x0, y0);
  for (let s = 1; s <= 8; ++s) { await touch('touchMove', x0 + dx * s / 8, y0 + dy * s / 8); await framesLater(tab, 1); }
  const lifted = await framesNow(tab);
  await touch('touchEnd');
  await framesLater(tab, 2, lifted);
  st = await tab.evaluate(() => window.wrenchlab.state());
  await tab.screenshot({ path: path.join(artifacts, 'predict-phone-drawn.png') });
  const drawn = st.predict?.arrows[0].direction_deg;
  let r = st.predict?.reveal_rect;
  for (let i = 0; i < 8 && r; ++i) {  // the Lesson tab scrolls Reveal into view: wait until it stays put
    const f = await framesNow(tab);
    await touch('touchStart', 5, 5);  // a touch on the legend wakes the page (no drag: it lifts at once)
    await touch('touchEnd');
    await framesLater(tab, 2, f, 10000);
    const again = (await tab.evaluate(() => window.wrenchlab.state())).predict?.reveal_rect;
    if (JSON.stringify(again) === JSON.stringify(r)) break;
    r = again;
  }
  if (typeof drawn !== 'number' || !r) problems.push(`phone: a finger drew no direction or no Reveal ${JSON.stringify(st.predict)}`);
  else {
    const expected = planeAngle(dragOnPlane(st.camera, st.predict.plane_normal, dx, dy),
                                cliForce(cli, 'radial-slider', step, 'coriolis'),
                                st.predict.plane_normal);
    const tapFrom = await framesNow(tab);
    await tab.touchscreen.tap(r[0] + r[2] / 2, r[1] + r[3] / 2);
    await framesLater(tab, 4, tapFrom, 10000);
    st = await waitForState(tab, () => window.wrenchlab.state().predict.revealed, null, 5);
    if (!st.predict.revealed || !(Math.abs(st.predict.angle_deg - expected) <= 1.0))
      problems.push(`phone: a tap on Reveal: revealed ${st.predict.revealed} (waited 5 s), ${st.predict.angle_deg}°; the finger and the CLI are ${expected.toFixed(2)}° apart`);
    problems.push(...layoutProblems(st, sc.width, sc.height, 'phone after a reveal'));
    await tab.screenshot({ path: path.join(artifacts, 'predict-phone-revealed.png') });
    console.log(`browser: phone: a finger drew the Coriolis force, a tap revealed it ${st.predict.angle_deg?.toFixed(1)}° off ` +
                `(expected ${expected.toFixed(1)}°); predict-phone-drawn/revealed.png`);
  }
  // The same step in German on the phone, through the layer's actions: the prediction box and the
  // result as a student there reads them (predict-phone-de-drawn/revealed.png).
  const deFrom = await framesNow(tab);
  await tab.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=radial-slider&step=${k}&lang=de`);
  await framesLater(tab, 6, deFrom, 30000);
  const actThen = async (action, value) => {  // an action, then the frames it wakes the page for
    const f = await framesNow(tab);
    await tab.evaluate(([a, v]) => window.wrenchlab.act(a, v), [action, value]);
    await framesLater(tab, 4, f, 10000);
  };
  await actThen('predict-angle', '-60');
  await tab.screenshot({ path: path.join(artifacts, 'predict-phone-de-drawn.png') });
  await actThen('reveal', '');
  const deSt = await tab.evaluate(() => window.wrenchlab.state());
  if (!deSt.predict?.revealed || !/^Ihr Pfeil für die Coriolis-Kraft weicht um 30° vom wahren ab/.test(deSt.predict.result || ''))
    problems.push(`phone in German: revealed ${deSt.predict?.revealed}, "${deSt.predict?.result}"`);
  problems.push(...layoutProblems(deSt, sc.width, sc.height, 'phone in German after a reveal'));
  await tab.screenshot({ path: path.join(artifacts, 'predict-phone-de-revealed.png') });
  await actThen('language', 'en');
}
