// Accessibility in a real browser (Debian's Chromium via playwright-core, as browser-test.mjs):
//  - axe-core (pinned in package.json) on the page in each layout (phone, tablet, desktop, projector),
//    and with the screen-reader layer shown; any serious or critical violation fails;
//  - the keyboard walk: Tab moves the focus (state().focus) to a new control each time, round all of
//    them, past the time controls, the observer selector and Next step; Shift+Tab goes back; Enter and
//    Space press the focused control; while a control has focus Space and the arrows are its, and Esc
//    gives the shortcuts back;
//  - the screen-reader layer: a lesson done end to end with its DOM controls only (steps, play/pause,
//    time, observer, an exercise answered, a student's own numbers and their verification code), its
//    table of terms, and the polite live region announcing a step, an observer, an exercise's result and
//    a code;
//  - prefers-reduced-motion: a playing step opens paused, trails off; the viewport lets the user zoom,
//    and at 200 % the UI is built at twice the scale.
import { launchChromium, startServer, framesLater, framesNow } from './harness.mjs';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = process.env.WRENCHLAB_DIST || path.join(root, 'build/web/dist');
const artifacts = path.join(root, 'build/test-artifacts');
mkdirSync(artifacts, { recursive: true });
// A11Y_ONLY=axe|keyboard|layer|language|motion runs one part (while working on it).
const only = process.env.A11Y_ONLY || '';
const part = (name) => !only || only === name;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');


const state = (page) => page.evaluate(() => window.wrenchlab.state());
// A hook call (a link, a layout) and the frames it wakes.
async function call(page, fn, arg, frames = 6) {
  const before = await framesNow(page);
  const result = await page.evaluate(fn, arg);
  await framesLater(page, frames, before);
  return result;
}

// A key held until the page has drawn two frames with it down (a press inside one frame is missed).
async function hold(page, key, shift = false) {
  if (shift) await page.keyboard.down('Shift');
  await page.keyboard.down(key);
  await framesLater(page);
  const before = await framesNow(page);
  await page.keyboard.up(key);
  if (shift) await page.keyboard.up('Shift');
  await framesLater(page, 2, before);
}

async function openPage(browser, url, options, problems, what) {
  // bypassCSP: axe is injected as an inline script, which the page's own policy refuses.
  const context = await browser.newContext({ bypassCSP: true, ...options });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${what}: console error: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`${what}: page error: ${e.message}`));
  await page.goto(url + '?nosw', { waitUntil: 'load' });
  await page.waitForFunction(() => window.wrenchlab && (window.wrenchlab.ready || window.wrenchlab.error), null, { timeout: 60000 });
  await page.waitForFunction(() => document.getElementById('a11y-step').textContent !== '', null, { timeout: 10000 });
  return { context, page };
}

// axe-core on the page as it is now: the violations by impact, the serious and critical ones named.
async function axe(page, what, problems) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length,
                                      target: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of result) {
    counts[v.impact] = (counts[v.impact] || 0) + v.nodes;
    if (v.impact === 'serious' || v.impact === 'critical')
      problems.push(`${what}: axe ${v.impact} ${v.id} (${v.help}) on ${v.target.join(', ')}`);
  }
  const others = result.filter((v) => v.impact !== 'serious' && v.impact !== 'critical').map((v) => `${v.id} (${v.impact})`);
  console.log(`a11y: axe ${what}: ${counts.critical} critical, ${counts.serious} serious, ${counts.moderate} moderate, ` +
              `${counts.minor} minor${others.length ? ' [' + others.join(', ') + ']' : ''}`);
  return counts;
}

async function run() {
  const { server, url } = await startServer(dist);
  const browser = await launchChromium();
  const problems = [];
  try {
    // --- axe in every layout --------------------------------------------------------------------
    const layouts = [
      { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true, screen: 'phone' },
      { name: 'tablet', viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, screen: 'tablet' },
      { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, screen: 'desktop' },
      { name: 'projector', viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1, screen: 'projector', setLayout: 'projector' },
    ];
    for (const l of part('axe') ? layouts : []) {
      const { context, page } = await openPage(browser, url, { viewport: l.viewport, deviceScaleFactor: l.deviceScaleFactor,
                                                              hasTouch: !!l.hasTouch, isMobile: !!l.isMobile }, problems, l.name);
      if (l.setLayout) await call(page, (n) => window.wrenchlab.setLayout(n), l.setLayout);
      const st = await state(page);
      if (st.layout.screen !== l.screen) problems.push(`${l.name}: layout ${st.layout.screen}, expected ${l.screen}`);
      await axe(page, `${l.name} (${l.viewport.width}×${l.viewport.height})`, problems);
      if (l.name === 'desktop') {
        // The check can fail: a button without a name added to the page is a critical violation.
        await page.evaluate(() => { const b = document.createElement('button'); b.id = 'a11y-selfcheck'; document.body.appendChild(b); });
        const caught = [];
        const counts = await axe(page, 'self-check (a nameless button added)', caught);
        if (!(counts.critical >= 1) || !caught.some((c) => c.includes('button-name'))) problems.push('axe self-check: a nameless button was not reported');
        await page.evaluate(() => document.getElementById('a11y-selfcheck').remove());
      }
      await context.close();
    }

    // --- the keyboard walk (desktop) ---------------------------------------------------------------
    if (part('keyboard')) {
      const { context, page } = await openPage(browser, url, { viewport: { width: 1280, height: 800 } }, problems, 'keyboard');
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

      // To Next step with Tab, then Enter presses it; Space too.
      const tabTo = async (pattern) => {
        for (let i = 0; i < total + 1; ++i) {
          if (pattern.test((await state(page)).focus || '')) return true;
          await hold(page, 'Tab');
        }
        return false;
      };
      if (!(await tabTo(/^Next >$/))) problems.push('keyboard: could not Tab to Next >');
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
      if (!(await tabTo(/^observer$/))) problems.push('keyboard: could not Tab to the observer selector');
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
      const after = await state(page);
      if (after.frame === before.frame || after.frame !== picked)
        problems.push(`keyboard: the observer is ${after.frame} (was ${before.frame}) after Space (focus on "${listed}"), Down ("${picked}"), Enter`);
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

      // The Exercises panel opened by keyboard is longer than its place: Tab still reaches every one of
      // its controls (it scrolls them into view) before leaving it, Page Down with a control focused
      // pages through the panel and leaves the step alone, and the term toggles go column by column.
      {
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
      {
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
      await context.close();
    }

    // --- the screen-reader layer: a lesson end to end without the canvas ---------------------------
    if (part('layer')) {
      const { context, page } = await openPage(browser, url, { viewport: { width: 1280, height: 800 } }, problems, 'layer');
      // The lesson from the layer's own list.
      await page.focus('#a11y-lesson');
      await page.selectOption('#a11y-lesson', 'radial-slider');
      if ((await state(page)).lesson !== 'radial-slider') problems.push(`layer: the lesson list opened ${(await state(page)).lesson}`);
      await page.waitForFunction(() => /^Step 1 of/.test(document.getElementById('a11y-step').textContent) &&
                                       document.getElementById('a11y-live').textContent.startsWith('Radial slider'), null, { timeout: 5000 })
        .catch(() => problems.push('layer: the lesson opened from the list was not announced with its title'));
      const canvas = await page.evaluate(() => {
        const c = document.getElementById('canvas');
        return { label: c.getAttribute('aria-label'), described: document.getElementById(c.getAttribute('aria-describedby'))?.textContent };
      });
      if (!canvas.label || !canvas.described) problems.push(`layer: the canvas has no accessible name or description ${JSON.stringify(canvas)}`);
      const viewport = await page.evaluate(() => document.querySelector('meta[name=viewport]').content);
      if (/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?(\D|$)/.test(viewport)) problems.push(`layer: the viewport meta disables zoom: ${viewport}`);
      // Arrows on the closed lesson list choose without opening each lesson (Chromium changes a closed
      // list's value at every arrow); Enter opens the one chosen.
      {
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
        const field = await page.waitForFunction(() => {
          const s = document.getElementById('a11y-coordinate'), v = document.getElementById('a11y-coordinate-value');
          return s.value && v.value !== '' ? { name: s.value, value: v.value } : null;
        }, null, { timeout: 3000 }).then((h) => h.jsonValue(), () => null);
        const q = (await page.evaluate(() => window.wrenchlab.accessible())).state?.coordinates.find((c) => c.name === field?.name);
        if (!field || !q || Number(field.value) !== Number(q.q_value) || !/^-?[0-9.e+-]+$/.test(field.value))
          problems.push(`layer: after a lesson change the State section shows ${JSON.stringify(field)} (the layer's ${JSON.stringify(q)})`);
        await page.focus('#a11y-lesson');
        await page.selectOption('#a11y-lesson', 'radial-slider');
        await page.waitForFunction(() => window.wrenchlab.state().lesson === 'radial-slider', null, { timeout: 5000 }).catch(() => {});
      }
      const live = () => page.evaluate(() => document.getElementById('a11y-live').textContent);
      const press = async (selector, key = 'Enter') => { await page.focus(selector); await page.keyboard.press(key); };
      // Every step with the layer's Next step button, the live region saying each.
      const steps = (await page.evaluate(() => window.wrenchlab.accessible().step.count));
      let announced = 0;
      for (let k = 1; k < steps; ++k) {
        await press('#a11y [data-action="next"]');
        await page.waitForFunction((n) => window.wrenchlab.state().step === n, k, { timeout: 5000 }).catch(() => {});
        const ok = await page.waitForFunction((n) => document.getElementById('a11y-live').textContent.startsWith(`Step ${n + 1} of`), k, { timeout: 3000 })
          .then(() => true, () => false);
        if (ok) ++announced;
        else problems.push(`layer: after Next step the live region says "${await live()}", expected step ${k + 1}`);
      }
      if ((await state(page)).step !== steps - 1) problems.push(`layer: ${steps - 1} Next steps reached step ${(await state(page)).step}`);
      await press('#a11y [data-action="previous"]');
      if ((await state(page)).step !== steps - 2) problems.push('layer: Previous step did not go back');
      if (await page.evaluate(() => document.querySelector('#a11y [data-action="next"]').getAttribute('aria-disabled') === 'true'))
        problems.push('layer: Next step is marked disabled before the last step');
      // A step change made in the app (Page Down on the canvas) is announced too.
      await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1'));
      await page.waitForFunction(() => document.getElementById('a11y-live').textContent.startsWith('Step 2 of'), null, { timeout: 3000 })
        .catch(() => problems.push('layer: a step opened by a link was not announced'));
      await page.focus('#canvas');
      await hold(page, 'PageDown');
      await page.waitForFunction(() => document.getElementById('a11y-live').textContent.startsWith('Step 3 of'), null, { timeout: 3000 })
        .then(() => ++announced, () => problems.push('layer: Page Down in the app was not announced'));
      // A presentation clicker: Page Down pressed and released within a millisecond, three times in a
      // row, all between two frames — each press turns one page (app/input/KeyQueue.hpp).
      await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=0'));
      await framesLater(page, 2);
      await page.waitForTimeout(1000);  // the page falls asleep, as it does while a lecturer talks
      for (let i = 0; i < 3; ++i) await page.keyboard.press('PageDown');
      await page.waitForFunction(() => window.wrenchlab.state().step === 3, null, { timeout: 3000 })
        .catch(async () => problems.push(`app: three quick Page Down presses (a clicker) reached step ${(await state(page)).step}, expected 3`));
      // Play and pause, a time typed in.
      await press('#a11y-play');
      if (!(await state(page)).playing) problems.push('layer: Play did not play');
      await page.waitForTimeout(300);
      await press('#a11y-play');
      if ((await state(page)).playing) problems.push('layer: Pause did not pause');
      await page.focus('#a11y-time-input');
      await page.fill('#a11y-time-input', '0.5');
      await press('#a11y-time-go');
      if (Math.abs((await state(page)).time - 0.5) > 1e-9) problems.push(`layer: time 0.5 typed, the app is at ${(await state(page)).time}`);
      // The new time is said (its result is not on the focused button).
      await page.waitForFunction(() => /^t = 0\.5 s \(from/.test(document.getElementById('a11y-live').textContent), null, { timeout: 3000 })
        .then(() => ++announced, async () => problems.push(`layer: the time set was not announced ("${await live()}")`));
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
        .then(() => ++announced, () => problems.push('layer: the observer change was not announced'));
      // The terms table: one row per shown term, five columns, numbers in it.
      const table = await page.evaluate(() => {
        const t = document.getElementById('a11y-terms');
        return { hidden: t.hidden, rows: t.tBodies[0].rows.length, cells: t.tBodies[0].rows[0]?.cells.length,
                 first: t.tBodies[0].rows[0]?.textContent, caption: t.caption.textContent };
      });
      const shown = (await state(page)).terms_shown.length;
      if (table.hidden || table.rows !== shown || table.cells !== 5) problems.push(`layer: the terms table ${JSON.stringify(table)} for ${shown} terms`);
      // The term switches (the Terms panel's toggles as check boxes): the Centrifugal box switches the
      // term on in the app and adds its table row, its formula and its plot curve; off takes them away.
      {
        const box = '#a11y-term-centrifugal';
        const layerText = () => page.evaluate(() => ({
          rows: Array.from(document.getElementById('a11y-terms').tBodies[0].rows).map((r) => r.cells[0].textContent),
          formulas: Array.from(document.querySelectorAll('#a11y-formulas li')).map((li) => li.textContent),
          plot: Array.from(document.querySelectorAll('#a11y-plot li')).map((li) => li.textContent),
          plotWhat: document.getElementById('a11y-plot-what').textContent,
        }));
        const boxes = await page.evaluate(() => document.querySelectorAll('#a11y-term-boxes input[type=checkbox]').length);
        if (boxes !== 9) problems.push(`layer: ${boxes} term switches, expected 9`);
        const wasOn = await page.evaluate((b) => document.querySelector(b).checked, box);
        if (wasOn !== (await state(page)).terms_shown.includes('centrifugal')) problems.push('layer: the Centrifugal switch disagrees with the app');
        if (wasOn) await page.click(box);  // off first
        await page.click(box);
        const on = await state(page);
        if (!on.terms_shown.includes('centrifugal')) problems.push('layer: the Centrifugal switch did not show the term');
        const shownText = await page.waitForFunction(() =>
          Array.from(document.getElementById('a11y-terms').tBodies[0].rows).some((r) => /^centrifugal$/i.test(r.cells[0].textContent)) &&
          Array.from(document.querySelectorAll('#a11y-plot li')).some((li) => /^centrifugal: (least .* N, first at t = .* s; largest .* N, first at t = .* s|.* N throughout)\.$/i.test(li.textContent)) &&
          Array.from(document.querySelectorAll('#a11y-formulas li')).some((li) => /^F_cf = .* = .* N$/.test(li.textContent)), null, { timeout: 3000 })
          .then(() => true, () => false);
        const withCf = await layerText();
        if (!shownText) problems.push(`layer: Centrifugal on, the layer reads ${JSON.stringify(withCf)}`);
        if (!/^The plot shows the size of each shown term's force on bead from t = /.test(withCf.plotWhat)) problems.push(`layer: the plot is described as "${withCf.plotWhat}"`);
        await page.click(box);
        const offText = await page.waitForFunction(() =>
          !Array.from(document.querySelectorAll('#a11y-plot li')).some((li) => /^centrifugal/i.test(li.textContent)), null, { timeout: 3000 })
          .then(() => true, () => false);
        if ((await state(page)).terms_shown.includes('centrifugal') || !offText) problems.push(`layer: Centrifugal off, the app shows ${(await state(page)).terms_shown}, the layer reads ${JSON.stringify(await layerText())}`);
        if (wasOn) await page.click(box);
        console.log(`a11y: layer: term switches (9), formulas ${withCf.formulas.length} (${withCf.formulas[0] || ''}), plot: ${withCf.plot.join(' ')}`);
      }
      // An exercise answered through the layer: its feedback appears and is announced.
      const exercise = await page.evaluate(() => window.wrenchlab.accessible().exercises[0]);
      if (exercise.kind === 'choice') await press(`#a11y input[name="a11y-exercise-0"][value="${exercise.choices[0]}"]`, 'Space');
      else { await page.focus('#a11y-answer-0'); await page.keyboard.type('1'); await press('#a11y-answer-0'); }
      const answered = await page.evaluate(() => window.wrenchlab.accessible().exercises[0]);
      if (answered.result === 'unanswered' || !answered.feedback) problems.push(`layer: the exercise was not checked ${JSON.stringify(answered)}`);
      await page.waitForFunction(() => document.getElementById('a11y-live').textContent.includes('Exercise 1:'), null, { timeout: 3000 })
        .then(() => ++announced, () => problems.push('layer: the exercise result was not announced'));
      const feedback = await page.evaluate(() => document.getElementById('a11y-feedback-0').textContent);
      if (!/^(Right|Not quite)\./.test(feedback)) problems.push(`layer: the exercise's feedback reads "${feedback}"`);
      // The State panel through the layer (issue 17): the bead's slide set to 0.8 m, its torques listed,
      // hold still, then back to the motion.
      await page.focus('#a11y-coordinate');
      await page.selectOption('#a11y-coordinate', 'slide');
      await page.focus('#a11y-coordinate-value');
      await page.fill('#a11y-coordinate-value', '0.8');
      await press('#a11y-coordinate-set');
      const posed = await state(page);
      const slide = posed.state.coordinates.indexOf('slide');
      if (!posed.state.held || Math.abs(posed.state.q[slide] - 0.8) > 1e-12) problems.push(`layer: slide set to 0.8 m, the app holds ${JSON.stringify(posed.state)}`);
      await press('#a11y-hold-still', 'Space');
      const still = await state(page);
      if (!still.state.hold_still || still.state.qd.some((v) => v !== 0)) problems.push(`layer: hold still gave ${JSON.stringify(still.state)}`);
      await page.waitForFunction(() => document.getElementById('a11y-state').tBodies[0].rows.length === 2 &&
        /m$/.test(document.getElementById('a11y-state').tBodies[0].rows[1].cells[1].textContent), null, { timeout: 3000 })
        .catch(() => problems.push('layer: the state table does not list the two coordinates with their values'));
      await press('#a11y [data-action="release"]');
      if ((await state(page)).state.held) problems.push('layer: Back to the motion left the state held');
      // Enter in the value field sets it too (the layer's key capture hands Enter to the field).
      await page.focus('#a11y-coordinate-value');
      await page.fill('#a11y-coordinate-value', '0.5');
      await page.keyboard.press('Enter');
      const entered = await state(page);
      if (!entered.state.held || Math.abs(entered.state.q[slide] - 0.5) > 1e-12) problems.push(`layer: slide typed 0.5 m and Enter, the app holds ${JSON.stringify(entered.state)}`);
      await press('#a11y [data-action="release"]');
      // A student's own numbers through the layer: the name typed in its field and Enter; the numbers under
      // the varied exercise are the CLI's for that name; a right answer gives a code, announced, that the
      // CLI confirms.
      await page.focus('#a11y-student-name');
      await page.keyboard.type('Ana Silva');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.getElementById('a11y-student-status').textContent.includes('“Ana Silva”'), null, { timeout: 3000 })
        .catch(() => problems.push('layer: the student typed in the layer is not shown'));
      const cli = path.join(root, 'build/native/tools/cli/wrenchlab-cli');
      const ref = JSON.parse(execFileSync(cli, ['exercises', 'radial-slider', '--student', 'Ana Silva']).toString());
      const k = ref.exercises.findIndex((e) => Object.keys(e.parameters).length);
      const numbers = await page.evaluate((i) => document.getElementById('a11y-numbers-' + i).textContent, k);
      if (k < 0 || !Object.values(ref.exercises[k].parameters).every((v) => numbers.includes(' = ' + v + ' ')))
        problems.push(`layer: exercise ${k + 1} lists "${numbers}", the CLI draws ${JSON.stringify(ref.exercises[k]?.parameters)}`);
      await page.fill(`#a11y-answer-${k}`, ref.exercises[k].answer);
      await press(`#a11y-exercises fieldset:nth-of-type(${k + 1}) button`);  // "Check answer"
      await page.waitForFunction(() => document.getElementById('a11y-live').textContent.includes('Verification code'), null, { timeout: 3000 })
        .then(() => ++announced, () => problems.push('layer: the verification code was not announced'));
      const codeText = await page.evaluate(() => document.getElementById('a11y-code').textContent);
      const code = (codeText.match(/[0-9A-Z]{5}-[0-9A-Z]{5}/) || [''])[0];
      let confirmed = '';
      try { confirmed = execFileSync(cli, ['exercises', 'radial-slider', '--student', 'ana silva', '--verify', code]).toString(); } catch (e) { confirmed = String(e.stdout); }
      if (!confirmed.includes('confirms 1 of')) problems.push(`layer: the code "${codeText}" was not confirmed by the CLI: ${confirmed}`);
      // A big model (more than 50 segments, app/scene/SceneDetail.hpp): the State table lists the coordinates of
      // the segment chosen in the layer and the segments joined to it, and says so.
      await page.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=3&p.chain.count=1000'));
      await page.selectOption('#a11y-segment', 'segment500');
      const big = await page.waitForFunction(() => {
        const rows = Array.from(document.getElementById('a11y-state').tBodies[0].rows).map((r) => r.cells[0].textContent).join(',');
        return rows === 'joint499,joint500,joint501' && /1000 segments: the coordinates of segment500/.test(document.getElementById('a11y-state-status').textContent);
      }, null, { timeout: 5000 }).then(() => true, () => false);
      if (!big) problems.push(`layer: 1000 segments, segment500 chosen: the state table lists ${await page.evaluate(() =>
        Array.from(document.getElementById('a11y-state').tBodies[0].rows).map((r) => r.cells[0].textContent).join(','))} and says "${
        await page.evaluate(() => document.getElementById('a11y-state-status').textContent)}"`);
      // Predict, then see through the layer: on the radial slider's predict step the Coriolis force is not
      // in the table; an angle typed in degrees sets the prediction, Reveal shows it, and the live region
      // says how far off it was (the true arrow: −2 m ω × ṙ along −y, −90°; typed −80°: 10° off).
      await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1'));
      const predictShown = await page.waitForFunction(() => !document.getElementById('a11y-predict').hidden, null, { timeout: 5000 })
        .then(() => true, () => false);
      if (!predictShown) problems.push('layer: no prediction section on a predict step');
      else {
        const rowsBefore = await page.evaluate(() => Array.from(document.getElementById('a11y-terms').tBodies[0].rows).map((r) => r.cells[0].textContent));
        if (rowsBefore.includes('Coriolis')) problems.push(`layer: the Coriolis force is in the table before the reveal (${rowsBefore})`);
        // Nor in the plot's words, nor as numbers in the formulas; its switch says why it stays off and
        // cannot be switched on.
        const hidden = await page.evaluate(() => ({
          plot: document.getElementById('a11y-plot').textContent,
          formula: Array.from(document.querySelectorAll('#a11y-formulas li')).map((li) => li.textContent).find((t) => t.startsWith('F_cor')) || '',
          label: document.getElementById('a11y-term-coriolis').parentElement.textContent,
          disabled: document.getElementById('a11y-term-coriolis').getAttribute('aria-disabled'),
        }));
        if (/Coriolis/.test(hidden.plot) || !/after you reveal/.test(hidden.formula) || hidden.disabled !== 'true' || !/hidden until you reveal/.test(hidden.label))
          problems.push(`layer: before the reveal the Coriolis force shows through: ${JSON.stringify(hidden)}`);
        await page.click('#a11y-term-coriolis', { force: true });  // aria-disabled: Playwright would wait for it
        if ((await state(page)).terms_shown.includes('coriolis')) problems.push('layer: the hidden Coriolis switch showed the term before the reveal');
        await page.focus('#a11y-predict-angle-0');
        await page.fill('#a11y-predict-angle-0', '-80');
        await page.keyboard.press('Enter');
        const set = (await state(page)).predict;
        if (!set || set.arrows[0].direction_deg !== -80) problems.push(`layer: the typed angle gave ${JSON.stringify(set && set.arrows[0])}`);
        await page.screenshot({ path: path.join(artifacts, 'a11y-layer-predict.png') });
        await axe(page, 'the screen-reader layer on a predict step', problems);
        await press('#a11y-reveal');
        const revealed = (await state(page)).predict;
        if (!revealed.revealed || !(Math.abs(revealed.angle_deg - 10) < 1e-6)) problems.push(`layer: Reveal gave ${JSON.stringify(revealed)}`);
        await page.waitForFunction(() => /Your arrow for the Coriolis force is 10° off/.test(document.getElementById('a11y-live').textContent), null, { timeout: 3000 })
          .then(() => ++announced, () => problems.push('layer: the revealed angle was not announced'));
        const rowsAfter = await page.evaluate(() => Array.from(document.getElementById('a11y-terms').tBodies[0].rows).map((r) => r.cells[0].textContent));
        if (!rowsAfter.includes('Coriolis')) problems.push(`layer: the Coriolis force is not in the table after the reveal (${rowsAfter})`);
      }
      // From the canvas, with no control of the app focused, Shift+Tab comes back into the layer.
      await page.focus('#canvas');
      await hold(page, 'Tab', true);
      if (!(await page.evaluate(() => document.getElementById('a11y').contains(document.activeElement))))
        problems.push('layer: Shift+Tab from the canvas did not come back to the layer');
      // The layer shows itself while a control in it has focus: axe once more with it on screen.
      await page.focus('#a11y [data-action="next"]');
      await page.screenshot({ path: path.join(artifacts, 'a11y-layer.png') });
      await axe(page, 'desktop with the screen-reader layer shown', problems);
      console.log(`a11y: layer: ${steps} steps by Next step, Previous, Play/Pause, a typed time, observer ${other}, ` +
                  `${table.rows} table rows, exercise 1 "${answered.result}", a coordinate set, hold still, back to the motion; ` +
                  `a student's numbers and code ${code} (CLI: ${confirmed.includes('confirms') ? 'confirmed' : 'not confirmed'}); ` +
                  `${announced} announcements checked`);
      await context.close();
    }

    // --- languages: a German browser gets the app in German; axe clean in German and with the layer;
    // the layer's language menu switches to Portuguese; the app's language menu is reached by Tab ---
    if (part('language')) {
      const { context, page } = await openPage(browser, url, { viewport: { width: 1280, height: 800 }, locale: 'de-DE' }, problems, 'language');
      await call(page, (h) => window.wrenchlab.load(h), '#v1&lesson=radial-slider&step=1');
      // The layer follows the app a few times a second: wait for it to show the linked step.
      await page.waitForFunction(() => /^Schritt 2 von 6: /.test(document.getElementById('a11y-step').textContent), null, { timeout: 5000 })
        .catch(() => {});
      let st = await state(page);
      const words = await page.evaluate(() => ({ lang: document.documentElement.lang, time: document.getElementById('a11y-time-heading').textContent,
                                                 step: document.getElementById('a11y-step').textContent,
                                                 canvas: document.getElementById('canvas').getAttribute('aria-label') }));
      if (st.language !== 'de' || words.lang !== 'de') problems.push(`language: a de-DE browser got ${st.language}, <html lang="${words.lang}">`);
      if (words.time !== 'Zeit' || !/^Schritt 2 von 6: /.test(words.step) || !/Mechanismus/.test(words.canvas))
        problems.push(`language: the layer's words in German: ${JSON.stringify(words)}`);
      await axe(page, 'desktop in German', problems);
      await page.focus('#a11y-language');
      await axe(page, 'desktop in German with the screen-reader layer shown', problems);
      await page.screenshot({ path: path.join(artifacts, 'a11y-layer-de.png') });
      // The layer's own language menu: Portuguese, announced pages and all.
      await page.selectOption('#a11y-language', 'pt-BR');
      await page.waitForFunction(() => document.documentElement.lang === 'pt-BR', null, { timeout: 10000 }).catch(() => {});
      st = await state(page);
      const pt = await page.evaluate(() => ({ lang: document.documentElement.lang, next: document.querySelector('#a11y [data-action="next"]').textContent }));
      if (st.language !== 'pt-BR' || pt.lang !== 'pt-BR' || pt.next !== 'Próximo passo') problems.push(`language: the layer's menu to pt-BR: ${st.language}, ${JSON.stringify(pt)}`);
      await axe(page, 'desktop in Portuguese with the screen-reader layer shown', problems);
      // Back to German, and Tab on the canvas reaches the app's language menu ("Sprache").
      await page.selectOption('#a11y-language', 'de');
      await page.waitForFunction(() => document.documentElement.lang === 'de', null, { timeout: 10000 }).catch(() => {});
      await page.focus('#canvas');
      let reached = false, labels = [];
      for (let i = 0; i < 60 && !reached; ++i) {
        await hold(page, 'Tab');
        const f = (await state(page)).focus;
        labels.push(f);
        reached = f === 'Sprache';
      }
      if (!reached) problems.push(`language: Tab never reached the language menu (${labels.slice(0, 12).join(' | ')} …)`);
      else {
        // Space opens it on the language shown, Down and Enter pick the next one (Português), as any list;
        // each key once the page shows the last one's effect.
        const focusAway = (from) => page.waitForFunction((f) => window.wrenchlab.state().focus !== f, from, { timeout: 10000 }).catch(() => {});
        await hold(page, ' ');
        await focusAway('Sprache');
        const listed = (await state(page)).focus;
        await hold(page, 'ArrowDown');
        await focusAway(listed);
        const picked = (await state(page)).focus;
        await hold(page, 'Enter');
        await page.waitForFunction(() => window.wrenchlab.state().language !== 'de', null, { timeout: 10000 }).catch(() => {});
        st = await state(page);
        if (listed !== 'Deutsch' || picked !== 'Português (Brasil)' || st.language !== 'pt-BR')
          problems.push(`language: Space (on "${listed}"), Down (on "${picked}"), Enter on the language menu gave ${st.language}`);
      }
      console.log(`a11y: language: a de-DE browser opened in German (<html lang="de">, the layer and the canvas's name in German); ` +
                  `the layer's menu switched to pt-BR; Tab reached the app's menu "Sprache"${reached ? ' and Down + Enter picked Português' : ''}`);
      await context.close();
    }

    // --- reduced motion, and zoom to 200 % ---------------------------------------------------------
    if (part('motion')) {
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
      st = await state(normal.page);
      if (!(Math.abs(st.ui_scale / scale1 - 2) < 0.05)) problems.push(`zoom: UI scale ${scale1} at 100 %, ${st.ui_scale} at 200 %`);
      console.log(`a11y: reduced motion opens the playing step paused with trails off; zoom 200 %: UI scale ${scale1} → ${st.ui_scale}`);
      await normal.context.close();
    }
  } catch (e) {
    problems.push(`exception: ${e.stack || e}`);
  } finally {
    await browser.close();
    server.kill();
  }
  if (problems.length) {
    for (const p of problems) console.log('FAIL ' + p);
    process.exit(1);
  }
  console.log('PASS a11y: axe clean (no serious or critical) in 4 layouts, with the layer shown, and in German and Portuguese; keyboard walk; layer end to end; languages; reduced motion; zoom');
}

run();
