// Predict, then see at 1280×800 with the mouse and the keyboard: on each predict step the hidden arrow
// is nowhere, a drag on the scene sets its direction and a click on Reveal shows how far off it was,
// equal to the angle between the drag (worked out from the camera) and the CLI's force; the keys do the
// same; and a step in German. The phone's finger does it in predict-touch.mjs.
import { cli, artifacts, framesLater, framesNow, root, waitForState } from '../harness.mjs';
import { layoutProblems } from './layout.mjs';
import { cliForce, dragOnPlane, planeAngle } from './predict-geometry.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Frames after an action: an idle page sleeps half a second after the last input, so a slow frame
// under load may leave fewer than wanted; the pointer, moved off the panels, wakes it again.
const wakeFrames = async (page, n) => { const f = await framesNow(page); await page.mouse.move(640, 30); await framesLater(page, n, f); };
// Where Reveal is once the Lesson panel has settled (it scrolls the button into view, and grows or
// shrinks as the layout settles): the same rectangle two frames apart.
// Reveal clicked at once, press and release inside one frame (a quick click right after the drag):
// the platform's pointer queue (app/input/PointerQueue.hpp) hands ImGui the drag's release, the press and
// the release in three frames, each where it happened. Before it, ImGui 1.86's backend read the mouse
// once a frame and about one such click in five was lost (the drag went on to the button instead).
// One click, no second try: a missed click fails.
const clickReveal = async (page, r) => {
  await page.mouse.click(r[0] + r[2] / 2, r[1] + r[3] / 2);  // wakes the page: 6 frames at least
  await framesLater(page, 4);
};
const settledReveal = async (page) => {
  let rect = (await page.evaluate(() => window.wrenchlab.state())).predict?.reveal_rect;
  for (let i = 0; i < 8; ++i) {
    await wakeFrames(page, 2);
    const again = (await page.evaluate(() => window.wrenchlab.state())).predict?.reveal_rect;
    if (JSON.stringify(again) === JSON.stringify(rect)) return again;
    rect = again;
  }
  return rect;
};

// Predict, then see (1280×800, mouse and keyboard): on each predict step the hidden arrow is nowhere
// (not drawn: terms_shown, the screen-reader table), a mouse drag on the scene sets its direction,
// and a click on Reveal shows the angle, which equals the angle between the dragged direction
// (worked out here from the camera) and the CLI's force, to a degree; then the keyboard (→, Enter).
// What a click or key leads to is waited for, 5 s at most.
export async function predictChecks(t) {
  const { page, url, problems } = t;
  const index = JSON.parse(readFileSync(path.join(root, 'content/lessons/index.json'), 'utf8')).lessons;
  const predictSteps = [];
  for (const id of index) {
    const lesson = JSON.parse(readFileSync(path.join(root, 'content/lessons', id + '.json'), 'utf8'));
    lesson.steps.forEach((step, k) => { if (step.predict) predictSteps.push({ id, k, step }); });
  }
  if (predictSteps.length < 4) problems.push(`only ${predictSteps.length} predict steps in the lessons`);
  const angles = await predictByMouse(t, predictSteps);
  const { st, keyAngle } = await predictByKeys(t, predictSteps);
  const german = await predictInGerman(t);
  // The reveals unfolded the Table and Formulas (and they stay so, as the student left them): the
  // language walk after it (languages.mjs) checks the default layout, so the page starts afresh.
  await page.goto(url + '?nosw', { waitUntil: 'load' });
  await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready, null, { timeout: 30000 });
  await framesLater(page, 4, 0, 30000);
  console.log(`browser: predict, then see: ${predictSteps.length} steps by mouse drag and one quick click on Reveal each: ${angles.join(', ')}; ` +
              `by keys (→ × 3, Enter) ${st.predict.angle_deg?.toFixed(1)}° (expected ${keyAngle.toFixed(1)}°); predict-<lesson>-drawn/revealed.png; ` +
              `in German from the rod: "${german}" (predict-de-radial-slider-*.png)`);
}

// Every predict step by a mouse drag and one quick click on Reveal: the angles found.
async function predictByMouse({ page, problems }, predictSteps) {
  const angles = [];
  for (const { id, k, step } of predictSteps) {
    const what = `predict ${id} step ${k + 1}`;
    const term = step.predict[0];
    const before = await framesNow(page);
    await page.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=${k}`);
    await framesLater(page, 6, before, 20000);
    let st = await page.evaluate(() => window.wrenchlab.state());
    const layer = await page.evaluate(() => window.wrenchlab.accessible());
    if (!st.predict || st.predict.revealed || JSON.stringify(st.predict.hidden) !== JSON.stringify(step.predict))
      problems.push(`${what}: state().predict ${JSON.stringify(st.predict)}`);
    if (st.terms_shown.includes(term)) problems.push(`${what}: ${term} is shown before the reveal`);
    if (layer.segment.terms.some((t) => t.term.toLowerCase().replace(/'/g, '') === term)) problems.push(`${what}: the layer lists ${term} before the reveal`);
    if (!layer.predict || !layer.predict.open) problems.push(`${what}: the layer offers no prediction`);
    if (st.predict?.arrows[0].direction_deg !== null) problems.push(`${what}: a direction before any drag`);
    // A drag on the scene, away from the panels: 120 px right and 70 px up from the free area's middle.
    const free = st.layout.scene_free_rect;
    const [x0, y0, dx, dy] = [free[0] + 0.5 * free[2], free[1] + 0.6 * free[3], 120, -70];
    // With the page's text selected (a student's Ctrl+A; the screen-reader layer's text): a press on
    // the canvas once started the browser's own drag of that text, which swallowed the rest of the
    // drag and its release, so the button stayed down in the app and Reveal's click was lost.
    await page.evaluate(() => { const all = document.createRange(); all.selectNodeContents(document.body); getSelection().removeAllRanges(); getSelection().addRange(all); });
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    for (let s = 1; s <= 8; ++s) { await page.mouse.move(x0 + dx * s / 8, y0 + dy * s / 8); await framesLater(page, 1); }
    await page.mouse.up();
    await wakeFrames(page, 4);  // the Lesson panel brings Reveal into view once an arrow is drawn
    const pointer = (await waitForState(page, () => !window.wrenchlab.state().pointer.down, null, 5)).pointer;
    if (pointer.down) problems.push(`${what}: the button is still down in the app 5 s after the drag's release ${JSON.stringify(pointer)}`);
    st = await page.evaluate(() => window.wrenchlab.state());
    const drawn = st.predict?.arrows[0].direction_deg;
    if (typeof drawn !== 'number') { problems.push(`${what}: the drag drew no direction ${JSON.stringify(st.predict)}`); continue; }
    const n = st.predict.plane_normal;
    const dragged = dragOnPlane(st.camera, n, dx, dy);
    const truth = cliForce(cli, id, step, term, 'world', k);
    const expected = planeAngle(dragged, truth, n);
    await page.screenshot({ path: path.join(artifacts, `predict-${id}-drawn.png`) });
    // Reveal, clicked where the Lesson panel drew it.
    const r = await settledReveal(page);
    if (!r) { problems.push(`${what}: no Reveal button on screen`); continue; }
    await clickReveal(page, r);
    st = await waitForState(page, (term) => { const s = window.wrenchlab.state(); return s.predict.revealed && !s.predict.hidden.length && s.terms_shown.includes(term); }, term, 5);
    const shown = await page.evaluate(() => window.wrenchlab.accessible());
    if (!st.predict.revealed || st.predict.hidden.length || !st.terms_shown.includes(term))
      problems.push(`${what}: after Reveal: revealed ${st.predict.revealed}, hidden ${st.predict.hidden}, shown ${st.terms_shown} (waited 5 s)`);
    if (!(Math.abs(st.predict.angle_deg - expected) <= 1.0))
      problems.push(`${what}: Reveal says ${st.predict.angle_deg?.toFixed(2)}° off; the drag and the CLI's force are ${expected.toFixed(2)}° apart`);
    if (Math.abs(st.time - step.time) > 1e-9 || st.frame !== step.frame) problems.push(`${what}: revealed at t = ${st.time}, ${st.frame}`);
    if (!shown.segment.terms.length || !shown.predict.explanation) problems.push(`${what}: the layer after the reveal ${JSON.stringify(shown.predict)}`);
    if (!st.panels.Table) problems.push(`${what}: the Table did not unfold after the reveal`);
    angles.push(`${id} ${st.predict.angle_deg?.toFixed(1)}° (expected ${expected.toFixed(1)}°)`);
    await page.screenshot({ path: path.join(artifacts, `predict-${id}-revealed.png`) });
  }
  return angles;
}

// By keyboard on the radial slider: → three times (5° each, clockwise) from the plane's +x, Enter. The
// state revealed, and the angle expected.
async function predictByKeys({ page, problems, hold }, predictSteps) {
  const { id, k, step } = predictSteps.find((p) => p.id === 'radial-slider') || predictSteps[0];
  const before = await framesNow(page);
  await page.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=${k}`);
  await framesLater(page, 6, before, 20000);
  if ((await page.evaluate(() => window.wrenchlab.state())).focus !== null) await hold('Escape');
  // A frame between the presses: a release and the next press inside one frame would read as one press.
  for (let i = 0; i < 3; ++i) { await hold('ArrowRight'); await framesLater(page, 1); }
  // An arrow not drawn yet starts at 135° (kKeyStartDeg in app/player/Prediction.hpp: no lesson's answer).
  const keyStart = 135, keyDeg = keyStart - 15;
  let st = await waitForState(page, (d) => Math.abs((window.wrenchlab.state().predict.arrows[0].direction_deg ?? 999) - d) <= 1e-9, keyDeg, 5);
  if (Math.abs((st.predict.arrows[0].direction_deg ?? 999) - keyDeg) > 1e-9) problems.push(`predict by keys: → × 3 gave ${st.predict.arrows[0].direction_deg}°, expected ${keyDeg}° (${keyStart}° − 15°; waited 5 s)`);
  await hold('Enter');
  st = await waitForState(page, () => window.wrenchlab.state().predict.revealed, null, 5);
  // The CLI's force in the observer's axes, as an angle in the step's plane (xy): −2 m ω × ṙ = (0, −2, 0) N.
  const f = cliForce(cli, id, step, step.predict[0], 'observer', k);
  const trueDeg = Math.atan2(f[1], f[0]) * 180 / Math.PI;
  const keyAngle = Math.abs(((keyDeg - trueDeg) % 360 + 540) % 360 - 180);
  if (!st.predict.revealed || !(Math.abs(st.predict.angle_deg - keyAngle) <= 1e-6))
    problems.push(`predict by keys: Enter revealed ${st.predict.revealed}, ${st.predict.angle_deg}°; expected ${keyAngle}° (waited 5 s)`);
  return { st, keyAngle };
}

// One predict step in German, revealed: the drag starts on a segment (the rod), which on a predict
// step draws the arrow and turns no joint; the Reveal button is found by its German label
// ("Aufdecken"); the result sentence is German with the angle written for the language (a decimal
// comma if it had decimals), and the layer reads the step's German explanation.
async function predictInGerman({ page, problems }) {
  let german = '';
  const radial = JSON.parse(readFileSync(path.join(root, 'content/lessons/radial-slider.json'), 'utf8'));
  const kd = radial.steps.findIndex((s) => s.predict);
  const from = await framesNow(page);
  await page.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=radial-slider&step=${kd}&lang=de`);
  await framesLater(page, 6, from, 20000);
  let de = await page.evaluate(() => window.wrenchlab.state());
  const [ax, ay, bx, by] = de.state.segments_on_screen[0];  // the rod, from the axis out
  const [x0, y0, dx, dy] = [0.5 * (ax + bx), 0.5 * (ay + by), -60, -100];
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let s = 1; s <= 8; ++s) { await page.mouse.move(x0 + dx * s / 8, y0 + dy * s / 8); await framesLater(page, 1); }
  await page.mouse.up();
  await wakeFrames(page, 4);
  de = await page.evaluate(() => window.wrenchlab.state());
  if (de.language !== 'de') problems.push(`predict in German: language ${de.language}`);
  if (typeof de.predict?.arrows[0].direction_deg !== 'number') problems.push(`predict in German: a drag from the rod drew nothing ${JSON.stringify(de.predict)}`);
  if (de.state.held || de.state.turning) problems.push(`predict in German: a drag from the rod turned its joint (held ${de.state.held}, turning ${de.state.turning})`);
  const expected = planeAngle(dragOnPlane(de.camera, de.predict.plane_normal, dx, dy), cliForce(cli, 'radial-slider', radial.steps[kd], 'coriolis'),
                              de.predict.plane_normal);
  await page.screenshot({ path: path.join(artifacts, 'predict-de-radial-slider-drawn.png') });
  const r = await settledReveal(page);
  if (!r) problems.push('predict in German: no "Aufdecken" button on screen');
  else {
    await clickReveal(page, r);
    de = await waitForState(page, () => window.wrenchlab.state().predict?.revealed, null, 5);
    const layer = await page.evaluate(() => window.wrenchlab.accessible());
    german = de.predict?.result || '';
    if (!de.predict?.revealed || !(Math.abs(de.predict.angle_deg - expected) <= 1.0))
      problems.push(`predict in German: revealed ${de.predict?.revealed} (waited 5 s), ${de.predict?.angle_deg}° off; the drag and the CLI are ${expected.toFixed(2)}° apart`);
    if (!/^Ihr Pfeil für die Coriolis-Kraft weicht um \d+(,\d+)?° vom wahren ab/.test(german) || /\d\.\d/.test(german))
      problems.push(`predict in German: the result reads "${german}"`);
    if (layer.predict?.explanation !== radial.translations.de.steps[kd].explanation)
      problems.push(`predict in German: the layer's explanation is "${layer.predict?.explanation}"`);
    if (!/^Ihr Pfeil/.test(layer.predict?.arrows[0].result || '')) problems.push(`predict in German: the layer says "${layer.predict?.arrows[0].result}"`);
    problems.push(...layoutProblems(de, 1280, 800, 'predict in German, revealed'));
    await page.screenshot({ path: path.join(artifacts, 'predict-de-radial-slider-revealed.png') });
  }
  await page.evaluate(() => window.wrenchlab.setLanguage('en'));
  await wakeFrames(page, 2);
  return german;
}
