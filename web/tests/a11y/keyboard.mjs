// The keyboard walk at 1280×800: Tab moves the focus (state().focus) to a new control each time, round
// all of them, panel by panel and the left column first; Shift+Tab goes back; Enter and Space press the
// focused control; while a control has focus Space and the arrows are its, and Esc gives the shortcuts
// back; Tab reaches every control of a long Exercises panel, and Page Down the Formulas panel's formulas.
import { artifacts, root } from '../harness.mjs';
import { call, hold, openPage, state } from './page.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The keyboard walk, its groups in order in one page.
export async function keyboardChecks({ browser, url, problems }) {
  const { context, page } = await openPage(browser, url, { viewport: { width: 1280, height: 800 } }, problems, 'keyboard');
  const total = await tabRing(page, problems);
  await keysOnControls(page, problems, total);
  await exercisesPanelByKeyboard(page, problems);
  await formulasByPageDown(page, problems);
  await context.close();
}

// Tab until the focus matches `pattern` (once round the `total` controls at most): whether it did.
async function tabTo(page, pattern, total) {
  for (let i = 0; i < total + 1; ++i) {
    if (pattern.test((await state(page)).focus || '')) return true;
    await hold(page, 'Tab');
  }
  return false;
}

// Tab round the whole ring of controls, each panel's in one run and the left column's before the
// right one's; Shift+Tab back one; a screenshot of the focus ring. The number of controls.
async function tabRing(page, problems) {
  await call(page, (h) => window.wrenchlab.load(h), '#v1&lesson=radial-slider&step=1');
  if ((await state(page)).focus !== null) problems.push('keyboard: a control has focus before any key');
  await hold(page, 'Tab');
  let st = await state(page);
  const total = st.keyboard_controls;
  const visited = [st.focus];
  const panelsVisited = [st.focus_panel];
  let stuck = 0;
  for (let i = 1; i < total + 2; ++i) {
    await hold(page, 'Tab');
    const now = await state(page);
    const f = now.focus;
    if (f === null || f === visited[visited.length - 1]) ++stuck;
    visited.push(f);
    panelsVisited.push(now.focus_panel);
  }
  // Tab takes the panels where they are on the screen: each panel's controls in one run, and every
  // panel of the screen's left half before any of its right half (not the order the app draws them).
  {
    const round = panelsVisited.slice(0, total);
    const runs = round.filter((p, i) => i === 0 || p !== round[i - 1]);
    if (new Set(runs).size !== runs.length) problems.push(`keyboard: Tab leaves a panel and comes back to it: ${runs.join(' → ')}`);
    const centreX = (name) => {
      const r = st.layout.panels.find((q) => q.name === name)?.rect;
      return r ? r[0] + r[2] / 2 : NaN;
    };
    const half = st.layout.scene_free_rect[0] + st.layout.scene_free_rect[2] / 2;
    const sides = runs.map((p) => (centreX(p) < half ? 'left' : 'right'));
    const firstRight = sides.indexOf('right');
    if (!(firstRight > 0) || sides.slice(firstRight).includes('left'))
      problems.push(`keyboard: Tab does not take the left column before the right one: ${runs.map((p, i) => `${p} (${sides[i]})`).join(' → ')}`);
    console.log(`a11y: keyboard: panels in Tab order ${runs.join(' → ')}`);
  }
  const distinct = new Set(visited.filter((f) => f !== null));
  console.log(`a11y: keyboard: ${visited.length} Tab presses over ${total} controls, ${distinct.size} distinct labels; ` +
              `first ${visited.slice(0, 8).join(' | ')}`);
  if (!(total >= 15)) problems.push(`keyboard: only ${total} controls to Tab through`);
  if (stuck > 0) problems.push(`keyboard: focus did not move on ${stuck} Tab presses`);
  for (const want of [['the time controls', /^(Play|Pause)$/], ['the time slider', /^t \[s\]$/], ['the observer selector', /^observer$/],
                      ['Next step', /^Next >$/], ['a term toggle', /Coriolis/i]])
    if (!visited.some((f) => f && want[1].test(f))) problems.push(`keyboard: Tab never reached ${want[0]} (${visited.join(' | ')})`);
  // Round the whole ring: Tab once per control comes back to where it started.
  if (visited[total] !== visited[0]) problems.push(`keyboard: ${total} Tabs from "${visited[0]}" end on "${visited[total]}"`);
  // Shift+Tab goes back one.
  const here = (await state(page)).focus;
  await hold(page, 'Tab', true);
  const back = (await state(page)).focus;
  const at = visited.lastIndexOf(here);
  if (back !== visited[at - 1]) problems.push(`keyboard: Shift+Tab from "${here}" went to "${back}", expected "${visited[at - 1]}"`);
  await page.screenshot({ path: path.join(artifacts, 'a11y-focus-ring.png') });
  return total;
}

// To Next step with Tab, then Enter presses it; Space too. The observer selector by Space, Down and
// Enter; Esc gives the keys back to Space and →.
async function keysOnControls(page, problems, total) {
  let st;
  if (!(await tabTo(page, /^Next >$/, total))) problems.push('keyboard: could not Tab to Next >');
  const step0 = (await state(page)).step;
  await hold(page, 'Enter');
  st = await state(page);
  if (st.step !== step0 + 1) problems.push(`keyboard: Enter on Next > went from step ${step0} to ${st.step}`);
  await hold(page, ' ');
  st = await state(page);
  if (st.step !== step0 + 2) problems.push(`keyboard: Space on Next > went from step ${step0 + 1} to ${st.step}`);
  if (st.playing) problems.push('keyboard: Space on a focused button also played the motion');
  // The observer selector: Space opens its list, Down and Enter pick the next observer, and the
  // arrows did not move the time meanwhile.
  if (!(await tabTo(page, /^observer$/, total))) problems.push('keyboard: could not Tab to the observer selector');
  const before = await state(page);
  // Each key once the page shows the last one's effect (a slow software-WebGL frame under load).
  const focusAway = (from) => page.waitForFunction((f) => window.wrenchlab.state().focus !== f, from, { timeout: 10000 }).catch(() => {});
  await hold(page, ' ');
  await focusAway('observer');  // the list is open, its first entry focused
  const listed = (await state(page)).focus;
  await hold(page, 'ArrowDown');
  await focusAway(listed);
  // An entry reads "own — at its distal point": the observer is the part before the dash.
  const picked = ((await state(page)).focus || '').split(' — ')[0];
  await hold(page, 'Enter');
  await page.waitForFunction((p) => window.wrenchlab.state().frame === p, picked, { timeout: 5000 }).catch(() => {});
  const after = await state(page);
  if (after.frame === before.frame || after.frame !== picked)
    problems.push(`keyboard: the observer is ${after.frame} (was ${before.frame}) after Space (focus on "${listed}"), Down ("${picked}"), Enter (waited 5 s)`);
  if (Math.abs(after.time - before.time) > 1e-9) problems.push(`keyboard: the arrows moved the time (${before.time} → ${after.time}) while a control had focus`);
  // Esc gives the keys back: focus null, then Space plays and → steps the time.
  await hold(page, 'Escape');
  if ((await state(page)).focus !== null) await hold(page, 'Escape');
  st = await state(page);
  if (st.focus !== null) problems.push(`keyboard: Esc left the focus on "${st.focus}"`);
  await hold(page, ' ');
  st = await state(page);
  if (!st.playing) problems.push('keyboard: Space after Esc did not play');
  await hold(page, ' ');
  const t0 = (await state(page)).time;
  await hold(page, 'ArrowRight');
  if (!((await state(page)).time > t0)) problems.push('keyboard: → after Esc did not step the time');
  console.log(`a11y: keyboard: Enter and Space pressed Next > (step ${step0} → ${step0 + 2}); observer ${before.frame} → ${after.frame} ` +
              'by Space, Down, Enter; Esc gave Space and → back to play and time');
}

// The Exercises panel opened by keyboard is longer than its place: Tab still reaches every one of
// its controls (it scrolls them into view) before leaving it, Page Down with a control focused
// pages through the panel and leaves the step alone, and the term toggles go column by column.
async function exercisesPanelByKeyboard(page, problems) {
  const lesson = JSON.parse(readFileSync(path.join(root, 'content/lessons/radial-slider.json'), 'utf8'));
  const expected = 3 + lesson.exercises.reduce((n, e) => n + (e.kind === 'sign' ? 3 : e.kind === 'magnitude' ? 2 : Object.keys(e.choices).length), 0);
  await call(page, (h) => window.wrenchlab.load(h), '#v1&lesson=radial-slider&step=2&play=0');
  await hold(page, 'Escape');
  let unfolded = false;
  const walked = [];
  for (let i = 0; i < 80 && !unfolded; ++i) {
    await hold(page, 'Tab');
    walked.push((await state(page)).focus);
    if (/^unfold Exercises$/.test((await state(page)).focus || '')) { await hold(page, ' '); unfolded = true; }
  }
  if (!unfolded) problems.push(`keyboard: Tab never reached "unfold Exercises": ${walked.slice(0, 50).join(' | ')}`);
  const panel = (await state(page)).layout.panels.find((q) => q.name === 'Exercises');
  // Opened by keyboard, it takes the place the layout gives it (it was once left at its title
  // bar's height: the keyboard's press on its arrow read as a resize by hand).
  if (!(panel?.rect[3] > 150)) problems.push(`keyboard: the Exercises panel opened by keyboard is ${panel?.rect[3]} px tall`);
  const exercises = [];
  for (let i = 0; i < expected + 5; ++i) {
    await hold(page, 'Tab');
    const now = await state(page);
    if (now.focus_panel !== 'Exercises') break;
    exercises.push(now.focus);
  }
  if (!unfolded || exercises.length !== expected)
    problems.push(`keyboard: Tab reached ${exercises.length} of the Exercises panel's ${expected} controls (${panel?.rect[3]} px tall): ${exercises.join(' | ')}`);
  await hold(page, 'Tab', true);  // back into the panel
  const stepBefore = (await state(page)).step;
  await hold(page, 'PageDown');
  const paged = await state(page);
  if (paged.step !== stepBefore || paged.focus_panel !== 'Exercises') problems.push(`keyboard: Page Down in the Exercises panel went to step ${paged.step} (was ${stepBefore}), focus in ${paged.focus_panel}`);
  await hold(page, 'Escape');
  await hold(page, 'PageDown');
  if ((await state(page)).step !== stepBefore + 1) problems.push('keyboard: Page Down with no control focused did not go to the next step');
  const toggles = [];
  for (let i = 0; i < 80 && toggles.length < 9; ++i) {
    await hold(page, 'Tab');
    const f = (await state(page)).focus || '';
    if (/^[1-9]  /.test(f)) toggles.push(f.slice(0, 1));
    else if (toggles.length) break;
  }
  if (toggles.join('') !== '12789' + '3456') problems.push(`keyboard: the term toggles in Tab order ${toggles.join(' ')}, expected the acting column (1 2 7 8 9), then the fictitious one (3 4 5 6)`);
  console.log(`a11y: keyboard: Tab reached all ${exercises.length} Exercises controls of a ${Math.round(panel?.rect[3])}-px panel; ` +
              `Page Down paged it (step kept), and with no focus went to the next step; term toggles ${toggles.join(' ')}`);
}

// The Formulas panel's text runs on below its one control (the n-link lesson's step 5 shows six
// formulas): Page Down lands on one formula after another, scrolling each into view, down to the
// last; Tab passes over them, from the control to the next panel and from a formula too.
async function formulasByPageDown(page, problems) {
  await call(page, (h) => window.wrenchlab.load(h), '#v1&lesson=nlink&step=4&play=0');
  await hold(page, 'Escape');
  let reached = false;
  for (let i = 0; i < 80 && !reached; ++i) {
    await hold(page, 'Tab');
    reached = (await state(page)).focus_panel === 'Formulas';
  }
  const shown = await page.evaluate(() => Array.from(document.querySelectorAll('#a11y-formulas li')).map((li) => li.textContent));
  // On along the panel's controls (its fold arrow, the segment) to the first control past them.
  let comboFocus = (await state(page)).focus, afterCombo = await state(page);
  for (let i = 0; i < 6 && afterCombo.focus_panel === 'Formulas'; ++i) {
    comboFocus = afterCombo.focus;
    await hold(page, 'Tab');
    afterCombo = await state(page);
  }
  await hold(page, 'Tab', true);
  if ((await state(page)).focus !== comboFocus) problems.push(`keyboard: Shift+Tab from "${afterCombo.focus}" did not go back to "${comboFocus}"`);
  const landed = [];
  for (let i = 0; i < shown.length + 4; ++i) {
    await hold(page, 'PageDown');
    const f = (await state(page)).focus;
    if (f !== landed[landed.length - 1]) landed.push(f);
  }
  const last = await state(page);
  const isFormula = (f) => shown.some((text) => f && text.startsWith(f));
  if (!reached || shown.length < 6) problems.push(`keyboard: Formulas panel: focus reached it ${reached}, ${shown.length} formulas shown`);
  else if (!landed.every(isFormula) || !shown[shown.length - 1].startsWith(last.focus) || last.focus_panel !== 'Formulas' || last.step !== 4)
    problems.push(`keyboard: Page Down in the Formulas panel landed on ${landed.join(' | ')} (step ${last.step}); the last formula is "${shown[shown.length - 1]}"`);
  if (afterCombo.focus_panel === 'Formulas') problems.push(`keyboard: Tab from the Formulas panel's "${comboFocus}" never left it`);
  await hold(page, 'Tab');
  const afterFormula = await state(page);
  if (afterFormula.focus_panel !== afterCombo.focus_panel || afterFormula.focus !== afterCombo.focus)
    problems.push(`keyboard: Tab from a formula went to "${afterFormula.focus}" in ${afterFormula.focus_panel}, from the panel's control to "${afterCombo.focus}"`);
  console.log(`a11y: keyboard: Page Down in the Formulas panel landed on ${landed.length} of ${shown.length} formulas, the last "${last.focus}"; ` +
              `Tab from there and from its control went on to "${afterFormula.focus}" (${afterFormula.focus_panel})`);
}
