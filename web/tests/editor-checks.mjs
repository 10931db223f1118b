// The lesson editor in the real page, with the mouse and keyboard only (browser-test.mjs calls this in
// its session): the radial slider built from an empty model — two segments, a revolute and a prismatic
// joint, their motions — and a step showing the Coriolis term in the rod's frame; a reload mid-edit
// finds the edit; "Copy link" opened in a fresh page shows the shipped radial-slider lesson's numbers
// at the same time and frame; undo walks the construction back to the empty model. Then a link made
// by `wrenchlab-cli share` for every shipped lesson opens and shows the CLI's numbers.
// state().editor.controls gives each editor control's name and rectangle (CSS px), as a person sees
// them; the page is only ever driven by mouse moves, clicks, the wheel and keys.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { framesLater, framesNow } from './harness.mjs';

const sameNumbers = (ref, web, what, problems, tolerance = 1e-7) => {
  let compared = 0;
  for (let i = 0; i < ref.segments.length; ++i)
    for (const key of Object.keys(ref.segments[i].terms))
      for (const part of ['force', 'moment'])
        for (let c = 0; c < 3; ++c) {
          const a = ref.segments[i].terms[key][part][c], b = web.segments[i]?.terms[key]?.[part]?.[c];
          ++compared;
          if (!(Math.abs(a - b) <= tolerance * (1 + Math.abs(a)))) {
            problems.push(`${what}: ${ref.segments[i].name}.${key}.${part}[${c}] ${b} vs ${a}`);
            return compared;
          }
        }
  return compared;
};

export async function editorChecks({ browser, page, url, root, artifacts, problems, layoutProblems }) {
  const cli = path.join(root, 'build/native/tools/cli/wrenchlab-cli');
  const state = () => page.evaluate(() => window.wrenchlab.state());
  // An idle page draws nothing: a pointer twitch wakes it, then a few frames let ImGui settle.
  let twitch = 0, mouseX = 2, mouseY = 2;
  const moveTo = async (x, y) => { mouseX = x; mouseY = y; await page.mouse.move(x, y); };
  const settle = async (n = 3) => {
    const before = await framesNow(page);
    twitch = 1 - twitch;
    await page.mouse.move(mouseX + twitch, mouseY);  // within a control: a click held there stays on it
    await framesLater(page, n, before);
  };
  const hold = async (key) => { await page.keyboard.down(key); await framesLater(page); await page.keyboard.up(key); };
  const chord = async (modifiers, key) => {
    for (const m of modifiers) await page.keyboard.down(m);
    await hold(key);
    for (const m of [...modifiers].reverse()) await page.keyboard.up(m);
  };
  const lessonPanel = (st) => st.layout.panels.find((p) => p.name === 'Lesson');
  // Finds a control by its name, scrolling the Lesson panel with the wheel until it is in view.
  const reveal = async (label) => {
    for (let attempt = 0; attempt < 40; ++attempt) {
      const st = await state();
      const control = st.editor.controls.find((c) => c.label === label);
      const panel = lessonPanel(st);
      if (!control || !panel) {
        if (attempt === 5) console.log(`editor: waiting for "${label}"; controls: ${st.editor.controls.map((c) => c.label).join(' | ')}`);
        await settle();
        continue;
      }
      const [x, y, w, h] = control.rect, [px, py, pw, ph] = panel.rect;
      const top = py + 30, bottom = py + ph - 8;
      if (y >= top && y + h <= bottom) return [x + Math.min(w / 2, 40), y + h / 2];
      await moveTo(px + pw / 2, py + ph / 2);
      const before = await framesNow(page);
      await page.mouse.wheel(0, Math.max(-300, Math.min(300, (y + h / 2) - (py + ph / 2))));
      await framesLater(page, 3, before);
    }
    problems.push(`editor: no control "${label}" came into view`);
    return null;
  };
  const click = async (label) => {
    const at = await reveal(label);
    if (!at) return false;
    await moveTo(at[0], at[1]);
    await page.mouse.down();
    await settle();
    await page.mouse.up();
    await settle();
    return true;
  };
  // Types into a field: click it, select what is there (Ctrl+A), type, Enter.
  const type = async (label, text) => {
    if (!(await click(label))) return;
    await chord(['Control'], 'a');
    await page.keyboard.type(text, { delay: 5 });
    await settle();
    await hold('Enter');
    await settle();
  };
  // Picks an entry of a combo: the combo by name, then the entry in its open list.
  const pick = async (label, entry) => {
    if (!(await click(label))) return;
    await settle();
    const st = await state();
    const item = st.editor.controls.find((c) => c.label === entry);
    if (!item) { problems.push(`editor: "${entry}" is not in the list of ${label}`); await hold('Escape'); return; }
    const [x, y, w, h] = item.rect;
    await moveTo(x + Math.min(w / 2, 40), y + h / 2);
    await page.mouse.down(); await settle(); await page.mouse.up(); await settle();
  };
  const doc = async () => (await state()).editor.document;
  const started = Date.now();

  // The shipped lesson's numbers at step 2 (t = 0.6 s, the rod's frame at its axis): the reference.
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&t=0.6&frame=rod@rod.proximal&play=0'));
  await settle();
  const reference = (await page.evaluate(() => window.wrenchlab.snapshot())).samples[0];

  // Edit mode, a new lesson: an empty model.
  await click('Edit lesson');
  const entered = await state();
  if (!entered.editor.open) problems.push('editor: "Edit lesson" did not open the editor');
  // The lesson shown goes on at the step and instant it was at (it went back to the first step).
  if (entered.step !== 1 || Math.abs(entered.time - 0.6) > 1e-6)
    problems.push(`editor: "Edit lesson" at step 2, t = 0.6 s went to step ${entered.step + 1}, t = ${entered.time} s`);
  await click('new lesson');
  let d = await doc();
  if (!d || d.model.segments.length !== 0) problems.push(`editor: "New" did not start from an empty model: ${JSON.stringify(d?.model)}`);
  const undoAtEmpty = (await state()).editor.undo;

  // The rod: a revolute joint about z (the default), 1.5 m, 0.5 kg.
  await click('add segment');
  await type('segment1 name', 'rod');
  await type('rod joint name', 'turn');
  await type('rod length', '1.5');
  await type('rod mass', '0.5');
  // The bead on the rod: a prismatic joint along x at the rod's axis, a 1 kg point mass.
  await click('add segment');
  await type('segment1 name', 'bead');
  await type('bead joint name', 'slide');
  await pick('bead joint type', 'prismatic');
  await type('bead joint axis', '[1, 0, 0]');
  await type('bead joint position', '[0, 0, 0]');
  await type('bead length', '0.05');
  await type('bead com', '[0, 0, 0]');
  await pick('bead inertia kind', 'point');
  await type('gravity', '[0, 0, 0]');
  await type('duration', '4');
  d = await doc();
  const parentOk = d.model.segments[1]?.parent === 'rod' && d.model.segments[1]?.joint?.type === 'prismatic';
  if (!parentOk) problems.push(`editor: the bead is not a prismatic child of the rod: ${JSON.stringify(d.model.segments[1])}`);

  // A reload in the middle of the edit: the edit is there, with its history (kept a few times a second
  // while typing: a moment after the last key).
  await page.waitForTimeout(400);
  await settle();
  const beforeReload = await state();
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready, null, { timeout: 30000 });
  await settle(4);
  await settle(4);
  const afterReload = await state();
  if (!afterReload.editor.open || JSON.stringify(afterReload.editor.document) !== JSON.stringify(beforeReload.editor.document) ||
      afterReload.editor.undo !== beforeReload.editor.undo)
    problems.push(`editor: after a reload the edit was not restored (open ${afterReload.editor.open}, undo ${afterReload.editor.undo} vs ${beforeReload.editor.undo})`);
  await page.screenshot({ path: path.join(artifacts, 'editor-reloaded.png') });

  // The motions: the rod turns once in 2π s; the bead slides out at 1 m/s, pauses, comes back, pauses.
  await type('turn motion', '{"period": 6.283185307179586}');
  await type('slide motion', '{"constant": 0.1, "rate_pieces": {"pieces": [{"duration": 1, "rate": 1}, {"duration": 1, "rate": 0}, ' +
                             '{"duration": 1, "rate": -1}, {"duration": 1, "rate": 0}], "ramp": 0.1, "repeat": true}}');
  await page.screenshot({ path: path.join(artifacts, 'editor-motion.png') });
  // A step showing the Coriolis term (and the joint's) in the rod's frame at t = 0.6 s.
  await type('step 1 title', 'The Coriolis force');
  await pick('step 1 observer', 'rod@rod.proximal');
  await click('step 1 terms joint');
  await click('step 1 terms coriolis');
  await type('step 1 time', '0.6');
  await page.screenshot({ path: path.join(artifacts, 'editor-built.png') });
  const built = await state();
  // Undo's tooltip names the last edit as the user saw it: the step's heading and the field's caption.
  if (built.editor.undo_label !== 'step 1: The Coriolis force · time [s]')
    problems.push(`editor: the last edit is named "${built.editor.undo_label}" for Undo`);
  if (!built.editor.valid) problems.push(`editor: the built radial slider is not valid: ${built.editor.message}`);
  // The editor takes the Lesson panel's place in every layout: no overlaps, the mechanism framed.
  const sizes = [[1280, 800, 'laptop'], [390, 844, 'phone'], [768, 1024, 'tablet'], [1920, 1080, 'full-hd']];
  for (const [width, height, name] of sizes) {
    await page.setViewportSize({ width, height });
    await settle(4);
    await settle(4);
    const st = await state();
    if (layoutProblems) problems.push(...layoutProblems(st, width, height, `the editor at ${width}×${height}`));
    await page.screenshot({ path: path.join(artifacts, `editor-${name}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(4);

  // A typed mistake: the engine's message at the field, the last valid mechanism kept.
  await click('segment bead');
  await type('bead mass', '-1');
  if ((await state()).editor.undo_label !== 'segment 2: bead · mass') problems.push(`editor: a mass typed is named "${(await state()).editor.undo_label}" for Undo`);
  const wrong = await state();
  if (wrong.editor.valid || !wrong.editor.message.includes('model.segments[1].mass')) problems.push(`editor: mass -1 gave "${wrong.editor.message}"`);
  if (wrong.segments !== 2) problems.push('editor: an invalid edit replaced the mechanism');
  await page.screenshot({ path: path.join(artifacts, 'editor-error.png') });
  await type('bead mass', '1');
  // The same path twice as fast (motion.speed, the Motion section's speed field): the rod's rate (it turns
  // at 1 rad/s) doubles; the field emptied again leaves the default.
  const slow = await state();
  await type('motion speed', '2');
  const fast = await state();
  if (fast.editor.document.model.motion.speed !== 2 || !fast.editor.valid ||
      !(Math.abs(fast.state.qd[0] - 2 * slow.state.qd[0]) < 1e-9 && Math.abs(slow.state.qd[0] - 1) < 1e-9))
    problems.push(`editor: speed 2 gave ${JSON.stringify(fast.editor.document.model.motion.speed)}, rod rate ${fast.state?.qd?.[0]} (was ${slow.state?.qd?.[0]})`);
  if (await click('motion speed')) {
    await chord(['Control'], 'a');
    await hold('Backspace');
    await settle();
    await hold('Enter');
    await settle();
  }
  if ('speed' in ((await doc()).model.motion || {})) problems.push('editor: the emptied speed field stayed in the lesson');

  // Copy link; the link opened in a fresh page shows the shipped lesson's numbers.
  const linkedStep = (await page.evaluate(() => window.wrenchlab.state())).step;
  await click('copy a link to the lesson');
  await settle();
  const link = await page.evaluate(() => navigator.clipboard.readText()).catch(() => '');
  if (!link.includes('#v2&lesson=inline:')) problems.push(`editor: Copy link gave "${link.slice(0, 80)}"`);
  const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const other = await fresh.newPage();
  other.on('pageerror', (e) => problems.push(`editor link page: page error: ${e.message}`));
  other.on('console', (m) => { if (m.type() === 'error') problems.push(`editor link page: console error: ${m.text()}`); });
  await other.goto(link, { waitUntil: 'load' });
  await other.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready, null, { timeout: 30000 });
  const otherBefore = await framesNow(other);
  await other.mouse.move(640, 400);
  await other.mouse.move(641, 401);
  await framesLater(other, 4, otherBefore);
  const opened = await other.evaluate(() => window.wrenchlab.state());
  const shown = (await other.evaluate(() => window.wrenchlab.snapshot())).samples[0];
  if (opened.frame !== 'rod@rod.proximal' || Math.abs(opened.time - 0.6) > 1e-3 || opened.step !== linkedStep)
    problems.push(`editor link: frame ${opened.frame}, t = ${opened.time}, step ${opened.step} (the editor's page was at ${linkedStep})`);
  const compared = sameNumbers(reference, shown, 'the edited lesson by link vs the shipped radial slider', problems, 1e-9);
  await other.screenshot({ path: path.join(artifacts, 'editor-link-opened.png') });
  await fresh.close();

  // The step made a predict step of the Coriolis force on the bead (ticks and the explanation typed),
  // and an exercise whose students get their own bead mass (a row: the field picked, min, max, step
  // typed); the document, the engine's verdict and the lesson file Save writes have them.
  await click('step 1 segments bead');
  await click('step 1 predict coriolis');
  const explanation = 'Backwards (-y), against the turning: -2m w x v.';
  if (await click('step 1 explanation')) {
    await chord(['Control'], 'a');
    await page.keyboard.type(explanation, { delay: 5 });
    await settle();
    await click('step 1 title');  // leaves the multi-line field (Enter would start a new line)
  }
  let st = await state();
  const predictStep = st.editor.document?.steps?.[0];
  if (!st.editor.valid || JSON.stringify(predictStep?.predict) !== '["coriolis"]' || predictStep?.explanation !== explanation)
    problems.push(`editor: the predict step was not made (valid ${st.editor.valid}: ${st.editor.message}): ${JSON.stringify(predictStep)}`);
  await reveal('step 1 explanation');  // the predict fields in view for the screenshot
  await settle();
  await page.screenshot({ path: path.join(artifacts, 'editor-predict.png') });
  if (!(await state()).editor.controls.some((c) => c.label === 'add exercise')) await click('Exercises');  // unfolds the section
  await click('add exercise');
  await click('add exercise 1 vary');
  await pick('exercise 1 vary 1 path', 'segments[1].mass');
  await type('exercise 1 vary 1 min', '0.5');
  await type('exercise 1 vary 1 max', '2');
  await type('exercise 1 vary 1 step', '0.5');
  st = await state();
  const vary = st.editor.document?.exercises?.[0]?.vary;
  if (!st.editor.valid || JSON.stringify(vary) !== '{"segments[1].mass":[0.5,2,0.5]}')
    problems.push(`editor: the exercise's own numbers were not set (valid ${st.editor.valid}: ${st.editor.message}): ${JSON.stringify(vary)}`);
  await page.screenshot({ path: path.join(artifacts, 'editor-vary.png') });
  // The predict and own-numbers fields at the other sizes: each scrolled into view lies wholly inside the
  // editor's panel (nothing cut at a phone's width), the layout still without overlaps; screenshots of both.
  // The tablet before the phone, as a tablet turned: the tablet shows the lesson beside its tabs, and the
  // phone must come back to the editor's tab, not to the tablet's first tab.
  let fieldsSeen = 0;
  for (const [width, height, name] of [sizes[2], sizes[1], sizes[3]]) {
    await page.setViewportSize({ width, height });
    await settle(4);
    await settle(4);
    if (layoutProblems) problems.push(...layoutProblems(await state(), width, height, `the editor's new fields at ${width}×${height}`));
    for (const [label, shot] of [['step 1 predict coriolis', 'predict'], ['step 1 explanation', 'predict'],
                                 ['exercise 1 vary 1 path', 'vary'], ['exercise 1 vary 1 step', 'vary']]) {
      if (!(await reveal(label))) continue;
      await settle();
      const now = await state();
      const control = now.editor.controls.find((c) => c.label === label);
      const [px, , pw] = lessonPanel(now).rect;
      if (!control || control.rect[0] < px - 0.5 || control.rect[0] + control.rect[2] > px + pw + 0.5)
        problems.push(`editor at ${width}×${height}: "${label}" at ${JSON.stringify(control?.rect)} is cut by its panel (x ${px}, width ${pw})`);
      else ++fieldsSeen;
      if (label.endsWith('path') || label.endsWith('explanation'))
        await page.screenshot({ path: path.join(artifacts, `editor-${shot}-${name}.png`) });
    }
  }
  console.log(`browser: editor's predict and own-numbers fields inside their panel at phone, tablet and full HD: ${fieldsSeen} of 12 (editor-predict-*.png, editor-vary-*.png)`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(4);
  const download = page.waitForEvent('download', { timeout: 10000 }).catch(() => null);
  await click('save the lesson file');
  const file = await download;
  let savedChecks = 'not saved';
  if (!file) {
    problems.push('editor: Save downloaded no lesson file');
  } else {
    const savedPath = path.join(artifacts, 'editor-saved-lesson.json');
    await file.saveAs(savedPath);
    const saved = JSON.parse(execFileSync('cat', [savedPath]).toString());
    if (JSON.stringify(saved.steps?.[0]?.predict) !== '["coriolis"]' || saved.steps?.[0]?.explanation !== explanation ||
        JSON.stringify(saved.exercises?.[0]?.vary) !== '{"segments[1].mass":[0.5,2,0.5]}')
      problems.push(`editor: the saved lesson lacks the predict step or the own numbers: ${JSON.stringify(saved.steps?.[0])} ${JSON.stringify(saved.exercises?.[0])}`);
    else savedChecks = 'saved with both';
  }
  console.log(`browser: editor predict step (coriolis) and own numbers (segments[1].mass 0.5..2 by 0.5) made by mouse and keyboard, ${savedChecks}`);

  // Undo (Ctrl+Z) walks the whole construction back to the empty model.
  await moveTo(5, 5);
  let undos = 0;
  for (let guard = 0; guard < 200 && (await state()).editor.undo > undoAtEmpty; ++guard) {
    await chord(['Control'], 'z');
    ++undos;
  }
  d = await doc();
  if (!d || d.model.segments.length !== 0) problems.push(`editor: ${undos} undos did not walk back to the empty model: ${d?.model?.segments?.length} segments`);
  // And redo (Ctrl+Shift+Z) once brings the first segment back.
  await chord(['Control', 'Shift'], 'z');
  if ((await doc()).model.segments.length !== 1) problems.push('editor: Ctrl+Shift+Z did not redo the first segment');
  await click('preview as student');
  if ((await state()).editor.open) problems.push('editor: "Preview as student" did not leave Edit mode');
  console.log(`browser: the radial slider built in the editor by mouse and keyboard (${built.editor.undo - undoAtEmpty} commands), ` +
              `restored after a reload, its link opened in a fresh page with ${compared} numbers equal to the shipped lesson's; ` +
              `${undos} undos back to the empty model; ${((Date.now() - started) / 1000).toFixed(0)} s; editor-*.png`);

  // A link made by the CLI for every shipped lesson opens in the page and shows the CLI's numbers.
  const index = JSON.parse(execFileSync('cat', [path.join(root, 'content/lessons/index.json')]).toString()).lessons;
  let numbers = 0;
  for (const id of index) {
    const fragment = execFileSync(cli, ['share', id]).toString().trim();
    const ok = await page.evaluate((h) => window.wrenchlab.load(h), fragment + '&step=1');
    const st = await state();
    if (!ok || !st.segments) { problems.push(`share ${id}: the link did not open (${st.message})`); continue; }
    const web = (await page.evaluate(() => window.wrenchlab.snapshot())).samples[0];
    const ref = JSON.parse(execFileSync(cli, ['terms', '--link', fragment, '--lesson-step', '2', '--t', String(st.time), '--frame', st.frame,
                                              '--express', st.expressed_in, '--format', 'json']).toString()).samples[0];
    numbers += sameNumbers(ref, web, `share ${id}`, problems);
  }
  console.log(`browser: links made by wrenchlab-cli share for ${index.length} lessons opened in the page, ${numbers} numbers equal to the CLI's`);
}
