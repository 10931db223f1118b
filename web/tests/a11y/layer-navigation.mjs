// The screen-reader layer's way round a lesson without the canvas: its lesson list (the arrows choose,
// Enter opens), Next and Previous step, a step changed in the app or by a presentation clicker, Play and
// Pause, a time typed in, an observer chosen; each announced by the polite live region.
import { framesLater } from '../harness.mjs';
import { hold, live, press, state } from './page.mjs';

// The lesson from the layer's own list, announced; the canvas's accessible name and description; a
// viewport that lets the user zoom.
export async function lessonListChecks(s) {
  const { page, problems } = s;
  await page.focus('#a11y-lesson');
  await page.selectOption('#a11y-lesson', 'radial-slider');
  if ((await state(page)).lesson !== 'radial-slider') problems.push(`layer: the lesson list opened ${(await state(page)).lesson}`);
  await page.waitForFunction(() => /^Step 1 of/.test(document.getElementById('a11y-step').textContent) &&
                                   document.getElementById('a11y-live').textContent.startsWith('Radial slider'), null, { timeout: 5000 })
    .catch(() => problems.push('layer: the lesson opened from the list was not announced with its title within 5 s'));
  const canvas = await page.evaluate(() => {
    const c = document.getElementById('canvas');
    return { label: c.getAttribute('aria-label'), described: document.getElementById(c.getAttribute('aria-describedby'))?.textContent };
  });
  if (!canvas.label || !canvas.described) problems.push(`layer: the canvas has no accessible name or description ${JSON.stringify(canvas)}`);
  const viewport = await page.evaluate(() => document.querySelector('meta[name=viewport]').content);
  if (/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?(\D|$)/.test(viewport)) problems.push(`layer: the viewport meta disables zoom: ${viewport}`);
}

// Arrows on the closed lesson list choose without opening each lesson (Chromium changes a closed
// list's value at every arrow); Enter opens the one chosen.
export async function lessonListByArrows(s) {
  const { page, problems } = s;
  await page.focus('#a11y-lesson');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const browsing = await state(page);
  const chosen = await page.evaluate(() => document.getElementById('a11y-lesson').value);
  if (browsing.lesson !== 'radial-slider' || chosen === 'radial-slider') problems.push(`layer: arrows on the lesson list opened ${browsing.lesson} (list at ${chosen})`);
  await page.keyboard.press('Enter');
  if ((await state(page)).lesson !== chosen) problems.push(`layer: Enter on the lesson list opened ${(await state(page)).lesson}, not ${chosen}`);
  // The State section follows the new model: its list on one of the new coordinates, its field
  // with that coordinate's value (an ASCII number a number field takes, negative ones too).
  await page.selectOption('#a11y-lesson', 'three-link-arm-spring');
  await page.waitForFunction(() => window.wrenchlab.state().lesson === 'three-link-arm-spring', null, { timeout: 5000 }).catch(() => {});
  await page.evaluate(() => window.wrenchlab.act('pause'));  // the field and the app read at one instant
  await page.waitForTimeout(600);
  // The layer follows the paused app a moment later: until its field shows the layer's value, 3 s at most.
  await page.waitForFunction(() => {
    const s = document.getElementById('a11y-coordinate'), v = document.getElementById('a11y-coordinate-value');
    const q = window.wrenchlab.accessible().state?.coordinates.find((c) => c.name === s.value);
    return s.value && v.value !== '' && q && Number(v.value) === Number(q.q_value);
  }, null, { timeout: 3000 }).catch(() => {});
  const field = await page.waitForFunction(() => {
    const s = document.getElementById('a11y-coordinate'), v = document.getElementById('a11y-coordinate-value');
    return s.value && v.value !== '' ? { name: s.value, value: v.value } : null;
  }, null, { timeout: 3000 }).then((h) => h.jsonValue(), () => null);
  const q = (await page.evaluate(() => window.wrenchlab.accessible())).state?.coordinates.find((c) => c.name === field?.name);
  if (!field || !q || Number(field.value) !== Number(q.q_value) || !/^-?[0-9.e+-]+$/.test(field.value))
    problems.push(`layer: after a lesson change the State section shows ${JSON.stringify(field)} (the layer's ${JSON.stringify(q)}; waited 3 s)`);
  await page.focus('#a11y-lesson');
  await page.selectOption('#a11y-lesson', 'radial-slider');
  await page.waitForFunction(() => window.wrenchlab.state().lesson === 'radial-slider', null, { timeout: 5000 }).catch(() => {});
}

// Every step with the layer's Next step button, the live region saying each; Previous; a step changed
// by a link, by Page Down in the app and by a presentation clicker. The number of steps.
export async function stepChecks(s) {
  const { page, problems } = s;
  const steps = (await page.evaluate(() => window.wrenchlab.accessible().step.count));
  for (let k = 1; k < steps; ++k) {
    await press(page, '#a11y [data-action="next"]');
    await page.waitForFunction((n) => window.wrenchlab.state().step === n, k, { timeout: 5000 }).catch(() => {});
    const ok = await page.waitForFunction((n) => document.getElementById('a11y-live').textContent.startsWith(`Step ${n + 1} of`), k, { timeout: 3000 })
      .then(() => true, () => false);
    if (ok) ++s.announced;
    else problems.push(`layer: after Next step the live region says "${await live(page)}", expected step ${k + 1} (waited 3 s)`);
  }
  if ((await state(page)).step !== steps - 1) problems.push(`layer: ${steps - 1} Next steps reached step ${(await state(page)).step} (waited 5 s for each)`);
  await press(page, '#a11y [data-action="previous"]');
  if ((await state(page)).step !== steps - 2) problems.push('layer: Previous step did not go back');
  if (await page.evaluate(() => document.querySelector('#a11y [data-action="next"]').getAttribute('aria-disabled') === 'true'))
    problems.push('layer: Next step is marked disabled before the last step');
  // A step change made in the app (Page Down on the canvas) is announced too.
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1'));
  await page.waitForFunction(() => document.getElementById('a11y-live').textContent.startsWith('Step 2 of'), null, { timeout: 3000 })
    .catch(() => problems.push('layer: a step opened by a link was not announced within 3 s'));
  await page.focus('#canvas');
  await hold(page, 'PageDown');
  await page.waitForFunction(() => document.getElementById('a11y-live').textContent.startsWith('Step 3 of'), null, { timeout: 3000 })
    .then(() => ++s.announced, () => problems.push('layer: Page Down in the app was not announced within 3 s'));
  // A presentation clicker: Page Down pressed and released within a millisecond, three times in a
  // row, all between two frames — each press turns one page (app/input/KeyQueue.hpp).
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=0'));
  await framesLater(page, 2);
  await page.waitForTimeout(1000);  // the page falls asleep, as it does while a lecturer talks
  for (let i = 0; i < 3; ++i) await page.keyboard.press('PageDown');
  await page.waitForFunction(() => window.wrenchlab.state().step === 3, null, { timeout: 3000 })
    .catch(async () => problems.push(`app: three quick Page Down presses (a clicker) reached step ${(await state(page)).step}, expected 3 (waited 3 s)`));
  return steps;
}

// Play and pause, a time typed in.
// The observer chosen.
export async function timeAndObserverChecks(s) {
  const { page, problems } = s;
  await press(page, '#a11y-play');
  if (!(await state(page)).playing) problems.push('layer: Play did not play');
  await page.waitForTimeout(300);
  await press(page, '#a11y-play');
  if ((await state(page)).playing) problems.push('layer: Pause did not pause');
  await page.focus('#a11y-time-input');
  await page.fill('#a11y-time-input', '0.5');
  await press(page, '#a11y-time-go');
  if (Math.abs((await state(page)).time - 0.5) > 1e-9) problems.push(`layer: time 0.5 typed, the app is at ${(await state(page)).time}`);
  // The new time is said (its result is not on the focused button).
  await page.waitForFunction(() => /^t = 0\.5 s \(from/.test(document.getElementById('a11y-live').textContent), null, { timeout: 3000 })
    .then(() => ++s.announced, async () => problems.push(`layer: the time set was not announced within 3 s ("${await live(page)}")`));
  // The observer from the layer's selector: the app switches, the live region says so.
  const observer = await page.evaluate(() => window.wrenchlab.accessible().observer);
  const other = observer.choices.find((c) => c.includes('@') && c !== observer.now) || observer.choices.find((c) => c !== observer.now);
  await page.focus('#a11y-observer');
  await page.selectOption('#a11y-observer', other);
  if ((await state(page)).frame !== other) problems.push(`layer: observer ${other} chosen, the app shows ${(await state(page)).frame}`);
  // The invariance in words, without the sign the panel leads with (read aloud: "equals equal").
  const invariance = await page.evaluate(() => document.getElementById('a11y-invariance').textContent);
  if (!/: equal/.test(invariance) || /[=≠]/.test(invariance)) problems.push(`layer: the invariance reads "${invariance}"`);
  // Said by its name ("rod, at its joint"), not its id ("rod@rod.proximal").
  await page.waitForFunction((o) => document.getElementById('a11y-live').textContent.startsWith('Observer ' + o), observer.names[other], { timeout: 3000 })
    .then(() => ++s.announced, () => problems.push('layer: the observer change was not announced within 3 s'));
  return other;
}
