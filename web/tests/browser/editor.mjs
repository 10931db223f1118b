// The lesson editor in the real page, with the mouse and keyboard only (browser-test.mjs calls this in
// its session), as a lecturer's first hour goes: "New" opens a small valid pendulum, which becomes the
// radial slider — the segment and its joint renamed (each taken when its field is left, every reference
// renamed with it as one command), the rod pointed along +x with the direction buttons, a bead added on
// it as a prismatic joint along +x (the axis buttons), the motions made in their forms (one turn per 2π s;
// rate pieces out, pause, back, pause, on a constant), and a step showing the Coriolis term in the rod's
// frame: the same edits as tests/web/EditorTests.cpp's "the radial slider built from New's pendulum".
// The model built is the shipped one's; a reload mid-edit finds the edit; "Copy link" opened in a fresh
// page shows the shipped radial-slider lesson's numbers at the same time and frame; a name refused and a
// wrong mass are said under their fields. Then a predict step, text pasted with Greek letters and accents,
// and an exercise (its quantity found in the searchable list, its unit typed "N·m", the students' own bead
// mass) are saved in the lesson file; undo walks the whole construction back to New's pendulum. Then a link
// made by `wrenchlab-cli share` for every shipped lesson opens and shows the CLI's numbers.
// state().editor.controls gives each editor control's name and rectangle (CSS px), as a person sees
// them; state().editor.body where the sections scroll under the fixed toolbar; state().typing the text of
// the field being typed into. The page is only ever driven by mouse moves, clicks, the wheel and keys.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { framesLater, framesNow } from '../harness.mjs';

// Every term's force and moment of every segment: how many numbers `ref` has, and how many of them the
// page's `web` shows equally (the first difference is a problem, and stops the count).
const sameNumbers = (ref, web, what, problems, tolerance = 1e-7) => {
  let compared = 0, total = 0;
  for (const s of ref.segments) total += Object.keys(s.terms).length * 6;
  for (let i = 0; i < ref.segments.length; ++i)
    for (const key of Object.keys(ref.segments[i].terms))
      for (const part of ['force', 'moment'])
        for (let c = 0; c < 3; ++c) {
          const a = ref.segments[i].terms[key][part][c], b = web.segments?.[i]?.terms?.[key]?.[part]?.[c];
          if (!(Math.abs(a - b) <= tolerance * (1 + Math.abs(a)))) {
            problems.push(`${what}: ${ref.segments[i].name}.${key}.${part}[${c}] ${b} vs ${a}`);
            return { compared, total };
          }
          ++compared;
        }
  return { compared, total };
};

// JSON with its objects' keys sorted: two documents compare equal whatever order their keys came in.
const canonical = (v) => JSON.stringify(v, (k, x) => (x && typeof x === 'object' && !Array.isArray(x)
  ? Object.fromEntries(Object.keys(x).sort().map((key) => [key, x[key]])) : x));

export async function editorChecks({ browser, page, url, root, artifacts, problems, layoutProblems }) {
  const cli = path.join(root, 'build/native/tools/cli/wrenchlab-cli');
  const state = () => page.evaluate(() => window.wrenchlab.state());
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  // An idle page draws nothing: a pointer twitch wakes it, then a few frames let ImGui settle.
  let twitch = 0, mouseX = 2, mouseY = 2;
  const moveTo = async (x, y) => { mouseX = x; mouseY = y; await page.mouse.move(x, y); };
  const settle = async (n = 3) => {
    const before = await framesNow(page);
    twitch = 1 - twitch;
    // Within the page (a pointer left outside it by a smaller viewport wakes nothing), and within a
    // control: a click held there stays on it.
    const { width, height } = page.viewportSize();
    mouseX = Math.min(mouseX, width - 3);
    mouseY = Math.min(mouseY, height - 3);
    await page.mouse.move(mouseX + twitch, mouseY);
    await framesLater(page, n, before);
  };
  // Frames until the state satisfies `ok` (the page kept awake), or `seconds` pass: the last state.
  const until = async (ok, seconds = 10) => {
    const end = Date.now() + seconds * 1000;
    let st = await state();
    while (!ok(st) && Date.now() < end) {
      await settle(1);
      st = await state();
    }
    return st;
  };
  const hold = async (key) => { await page.keyboard.down(key); await framesLater(page); await page.keyboard.up(key); };
  const chord = async (modifiers, key) => {
    for (const m of modifiers) await page.keyboard.down(m);
    await hold(key);
    for (const m of [...modifiers].reverse()) await page.keyboard.up(m);
  };
  const lessonPanel = (st) => st.layout.panels.find((p) => p.name === 'Lesson');
  // The toolbar and the verdict above the scrolling sections: always in view while the editor is open.
  const fixed = new Set(['preview as student', 'undo', 'redo', 'new lesson', 'start from the lesson shown', 'open a lesson or model file',
                         'save the lesson file', 'copy a link to the lesson', 'show the field', "dismiss the editor's message", 'save the file instead']);
  // Finds a control by its name, scrolling the editor's sections (or the Lesson panel) with the wheel
  // until it is in view (a tall one, a multi-line field, its first lines; `nearTop`: near the top of the
  // sections, to show what follows it): the point to click it at, or null.
  const reveal = async (label, nearTop = false) => {
    let lastY = null;
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
      const body = st.editor.open && st.editor.body && !fixed.has(label) ? st.editor.body : [py + 18, ph - 24];
      const top = body[0] + 2, bottom = Math.min(body[0] + body[1], py + ph) - 2;
      const shown = Math.min(h, 36);
      // Near the top where the sections scroll that far (not a control near their end).
      const high = !nearTop || y <= top + 40 || y === lastY;
      if (y >= top && y + shown <= bottom && high) return [x + Math.min(w / 2, 40), y + Math.min(h / 2, 12)];
      lastY = y;
      await moveTo(px + pw / 2, (top + bottom) / 2);
      const before = await framesNow(page);
      const aim = nearTop ? top + 20 : (top + bottom) / 2;
      await page.mouse.wheel(0, Math.max(-300, Math.min(300, (y + shown / 2) - aim)));
      await framesLater(page, 3, before);
    }
    problems.push(`editor: no control "${label}" came into view`);
    return null;
  };
  const press = async (x, y) => {
    await moveTo(x, y);
    await page.mouse.down();
    await settle();
    await page.mouse.up();
    await settle();
  };
  const click = async (label) => {
    const at = await reveal(label);
    if (!at) return false;
    await press(at[0], at[1]);
    return true;
  };
  // The text being typed reaches the field exactly (state().typing); false, with a problem, if not.
  const typed = async (text, what) => {
    const st = await until((s) => s.typing === text, 10);
    if (st.typing !== text) { problems.push(`editor: ${what}: the field holds "${st.typing}", not "${text}"`); return false; }
    return true;
  };
  // Types into a field as a person does: click it, select what is there (Ctrl+A), type, Enter (which
  // leaves a one-line field). Characters beyond ASCII come as an input method's text.
  const type = async (label, text) => {
    if (!(await click(label))) return false;
    await chord(['Control'], 'a');
    for (const piece of text.match(/[\x20-\x7e]+|[^\x20-\x7e]+/g) || []) {
      if (/^[\x20-\x7e]+$/.test(piece)) await page.keyboard.type(piece, { delay: 5 });
      else await page.keyboard.insertText(piece);
    }
    const ok = await typed(text, `typed into "${label}"`);
    await hold('Enter');
    await until((s) => s.typing === null, 5);
    return ok;
  };
  // Picks an entry of a combo's open list: the combo by name, then the entry inside the list (scrolled
  // to with the wheel when the list is longer than its window).
  const pick = async (label, entry) => {
    if (!(await click(label))) return false;
    for (let attempt = 0; attempt < 20; ++attempt) {
      const st = await state();
      const inside = (c, r) => c.rect[1] + c.rect[3] / 2 > r[1] && c.rect[1] + c.rect[3] / 2 < r[1] + r[3] &&
                               c.rect[0] + 4 > r[0] && c.rect[0] < r[0] + r[2];
      const list = st.lists[st.lists.length - 1];
      const item = list && st.editor.controls.find((c) => c.label === entry && c.rect[0] >= list.rect[0] - 1 && c.rect[0] < list.rect[0] + list.rect[2]);
      if (!list || !item) {
        if (attempt < 3) { await settle(); continue; }
        problems.push(`editor: "${entry}" is not in the list of "${label}" (${list ? 'open' : 'no list open'})`);
        await hold('Escape');
        return false;
      }
      const r = list.rect;
      if (inside(item, [r[0], r[1] + 4, r[2], r[3] - 8])) {
        await press(item.rect[0] + Math.min(item.rect[2] / 2, 40), item.rect[1] + item.rect[3] / 2);
        return true;
      }
      await moveTo(r[0] + r[2] / 2, r[1] + r[3] / 2);
      const before = await framesNow(page);
      await page.mouse.wheel(0, Math.max(-200, Math.min(200, (item.rect[1] + item.rect[3] / 2) - (r[1] + r[3] / 2))));
      await framesLater(page, 3, before);
    }
    problems.push(`editor: "${entry}" of "${label}" never came into its list's view`);
    return false;
  };
  // Leaves a multi-line field (where Enter starts a new line) as a person does: a click into a one-line
  // field nearby, which Enter then leaves.
  const leaveFor = async (label) => {
    if (!(await click(label))) return;
    await hold('Enter');
    await until((s) => s.typing === null, 5);
  };
  const doc = async () => (await state()).editor.document;
  // The editor's notice (restored, link copied) dismissed, as a lecturer does before working on.
  const dismiss = async () => {
    if (!(await state()).editor.controls.some((c) => c.label === "dismiss the editor's message")) return;
    await click("dismiss the editor's message");
    await until((s) => !s.editor.notice, 5);
  };
  const started = Date.now();

  // The shipped lesson's numbers at step 2 (t = 0.6 s, the rod's frame at its axis): the reference.
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&t=0.6&frame=rod@rod.proximal&play=0'));
  await settle();
  const reference = (await page.evaluate(() => window.wrenchlab.snapshot())).samples[0];
  const shippedModel = JSON.parse(readFileSync(path.join(root, 'content/models/radial-slider.json'), 'utf8'));

  // Edit mode: the lesson shown, at the step and instant it was at (not its first).
  await click('Edit lesson');
  const entered = await until((s) => s.editor.open);
  if (!entered.editor.open) problems.push('editor: "Edit lesson" did not open the editor');
  if (entered.step !== 1 || Math.abs(entered.time - 0.6) > 1e-6)
    problems.push(`editor: "Edit lesson" at step 2, t = 0.6 s went to step ${entered.step + 1}, t = ${entered.time} s`);
  // New: a small valid lesson, a pendulum swinging (not an empty model), one command after the lesson shown.
  const undoAtEntry = entered.editor.undo;
  await click('new lesson');
  let st = await until((s) => s.editor.document?.model?.segments?.[0]?.name === 'segment1' && s.editor.undo > undoAtEntry);
  const pendulum = st.editor.document;
  const pendulumOk = pendulum?.model?.segments?.length === 1 && pendulum.model.segments[0].joint?.name === 'joint1' &&
                     Array.isArray(pendulum.model.motion?.joint1?.sinusoids) && pendulum.steps?.length === 1;
  if (!pendulumOk || !st.editor.valid || st.segments !== 1)
    problems.push(`editor: "New" did not open a valid pendulum (valid ${st.editor.valid}: ${st.editor.message}; ${st.segments} segments shown): ${JSON.stringify(pendulum?.model)}`);
  const undoAtNew = st.editor.undo;
  await page.screenshot({ path: path.join(artifacts, 'editor-new.png') });

  // The rod. Its name is taken when the field is left: not while it is typed.
  if (await click('segment1 name')) {
    await chord(['Control'], 'a');
    await page.keyboard.type('rod', { delay: 5 });
    await typed('rod', 'the first segment\'s name');
    if ((await doc()).model.segments[0].name !== 'segment1') problems.push('editor: a segment\'s name was taken while it was still being typed');
    await hold('Enter');
  }
  st = await until((s) => s.editor.document.model.segments[0].name === 'rod');
  if (st.editor.document.model.segments[0].name !== 'rod' || st.editor.undo !== undoAtNew + 1)
    problems.push(`editor: Enter did not take the name "rod" as one command (${st.editor.document.model.segments[0].name}, ${st.editor.undo - undoAtNew} commands)`);
  // Its joint renamed: the motion keyed by the coordinate follows, in the same command.
  const undoBeforeJoint = st.editor.undo;
  await type('rod joint name', 'turn');
  st = await until((s) => s.editor.document.model.segments[0].joint?.name === 'turn');
  const motionKeys = Object.keys(st.editor.document.model.motion || {}).join(', ');
  if (st.editor.document.model.segments[0].joint?.name !== 'turn' || motionKeys !== 'turn' || st.editor.undo !== undoBeforeJoint + 1)
    problems.push(`editor: the joint renamed "turn" left the motion for "${motionKeys}" (${st.editor.undo - undoBeforeJoint} commands)`);
  await click('rod direction +x');
  await type('rod length', '1.5');
  await type('rod mass', '0.5');
  // The bead: added on the rod (selected), continuing it along +x; a prismatic joint along x at the rod's
  // axis, a 1 kg point mass.
  await click('add segment');
  st = await until((s) => s.editor.document.model.segments.length === 2);
  const added = st.editor.document.model.segments[1];
  if (added?.parent !== 'rod' || canonical(added?.direction) !== '[1,0,0]')
    problems.push(`editor: Add segment on the rod gave ${JSON.stringify(added)} (the rod's child along +x expected)`);
  await type(`${added?.name} name`, 'bead');
  await type('bead joint name', 'slide');
  await pick('bead joint type', 'prismatic');
  await click('bead joint axis +x');
  await type('bead joint position', '[0, 0, 0]');
  await type('bead length', '0.05');
  await type('bead com', '[0, 0, 0]');
  await pick('bead inertia kind', 'point');
  await type('gravity', '[0, 0, 0]');
  // A name already taken is refused when the field is left, and says why under the field.
  const beforeRefused = await state();
  await type('bead name', 'rod');
  st = await until((s) => (s.editor.field_messages || []).some((m) => m.pointer === '/model/segments/1/name'));
  const refused = (st.editor.field_messages || []).find((m) => m.pointer === '/model/segments/1/name');
  const nameField = st.editor.controls.find((c) => c.label === 'bead name');
  if (canonical(st.editor.document) !== canonical(beforeRefused.editor.document) || st.editor.undo !== beforeRefused.editor.undo)
    problems.push('editor: the name "rod" for the bead (taken by the rod) changed the lesson');
  else if (!refused || !nameField || !(refused.rect[1] >= nameField.rect[1] + nameField.rect[3] - 1 && refused.rect[1] < nameField.rect[1] + nameField.rect[3] + 40))
    problems.push(`editor: the refused name's message is not under the bead's name field: ${JSON.stringify(refused)} vs ${JSON.stringify(nameField?.rect)}`);
  else await page.screenshot({ path: path.join(artifacts, 'editor-name-refused.png') });

  // A reload in the middle of the edit: the edit is there, with its history (kept a few times a second
  // while typing: once the stored copy is the edit's).
  const kept = async () => {
    for (let i = 0; i < 60; ++i) {
      const now = await state();
      const stored = await page.evaluate(() => { try { return JSON.parse(localStorage.getItem('wrenchlab-editor') || 'null'); } catch (e) { return null; } });
      if (stored && stored.undo?.length === now.editor.undo && canonical(stored.document) === canonical(now.editor.document)) return now;
      await settle(2);
    }
    problems.push('editor: the edit was not kept in the page\'s storage');
    return state();
  };
  const beforeReload = await kept();
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready, null, { timeout: 30000 });
  const afterReload = await until((s) => s.editor.open && s.editor.document);
  if (!afterReload.editor.open || canonical(afterReload.editor.document) !== canonical(beforeReload.editor.document) ||
      afterReload.editor.undo !== beforeReload.editor.undo)
    problems.push(`editor: after a reload the edit was not restored (open ${afterReload.editor.open}, undo ${afterReload.editor.undo} vs ${beforeReload.editor.undo})`);
  await page.screenshot({ path: path.join(artifacts, 'editor-reloaded.png') });
  if (!afterReload.editor.notice) problems.push('editor: a restored edit was not said');
  await dismiss();

  // The motions, in their forms: the rod turns once in 2π s; the bead slides out at 1 m/s, pauses, comes
  // back, pauses, from 0.1 m (rate pieces: two pieces more like the last, the third one's rate −1; a
  // constant added to them).
  await pick('turn motion kind', 'period');
  await pick('slide motion kind', 'rate pieces');
  await click('add slide piece');
  await click('add slide piece');
  await type('slide piece 3 rate', '-1');
  await pick('slide add part', 'constant');
  await type('slide constant value', '0.1');
  await click('slide preview qd');  // the preview numbers the rate: 1, 0, −1, 0 m/s
  await reveal('slide preview qd', true);
  await page.screenshot({ path: path.join(artifacts, 'editor-motion.png') });
  // A step showing the Coriolis term (and the joint's) in the rod's frame at t = 0.6 s.
  await type('step 1 title', 'The Coriolis force');
  await pick('step 1 observer', 'rod@rod.proximal');
  await click('step 1 terms joint');
  await click('step 1 terms coriolis');
  await click('step 1 plays');  // unticked: the step is at an instant
  await type('step 1 time', '0.6');
  await reveal('step 1 title');
  await page.screenshot({ path: path.join(artifacts, 'editor-built.png') });
  const built = await until((s) => s.editor.valid && s.editor.document?.steps?.[0]?.time === 0.6);
  // One command per field typed and left, button pressed, entry picked or box ticked: 28 (the name refused none).
  const commands = built.editor.undo - undoAtNew;
  if (commands !== 28) problems.push(`editor: the radial slider took ${commands} commands, not 28 (one per field typed, button, pick or tick)`);
  // The model is the shipped radial slider's, field for field (its name and description aside).
  const model = built.editor.document.model;
  for (const key of ['duration', 'gravity', 'segments', 'motion'])
    if (canonical(model[key]) !== canonical(shippedModel[key]))
      problems.push(`editor: the built model's ${key} ${canonical(model[key])} is not the shipped radial slider's ${canonical(shippedModel[key])}`);
  const step = built.editor.document.steps[0];
  if (canonical([step.title, step.frame, step.terms, step.time]) !== canonical(['The Coriolis force', 'rod@rod.proximal', ['joint', 'coriolis'], 0.6]))
    problems.push(`editor: the step built is ${JSON.stringify(step)}`);
  // Undo's tooltip names the last edit as the user saw it: the step's heading and the field's caption.
  if (built.editor.undo_label !== 'step 1: The Coriolis force · time [s]')
    problems.push(`editor: the last edit is named "${built.editor.undo_label}" for Undo`);
  if (!built.editor.valid) problems.push(`editor: the built radial slider is not valid: ${built.editor.message}`);
  // The editor takes the Lesson panel's place in every layout: no overlaps, the mechanism framed.
  await dismiss();
  const sizes = [[1280, 800, 'laptop'], [390, 844, 'phone'], [768, 1024, 'tablet'], [1920, 1080, 'full-hd']];
  const bodyHeights = [];  // where the sections scroll under the fixed toolbar
  for (const [width, height, name] of sizes) {
    await page.setViewportSize({ width, height });
    await settle(4);
    await settle(4);
    const sized = await state();
    if (layoutProblems) problems.push(...layoutProblems(sized, width, height, `the editor at ${width}×${height}`));
    bodyHeights.push(`${(sized.editor.body?.[1] ?? 0).toFixed(0)} px on the ${name}${sized.editor.toolbar_pinned ? '' : ' (toolbar scrolling with the fields)'}`);
    // Where the toolbar stays put, the fields get most of the panel; where it cannot (a phone's short
    // tab panel), it scrolls with them: the fields are never left one row.
    const lessonRect = sized.layout.panels.find((p) => p.name === 'Lesson')?.rect;
    if (lessonRect && sized.editor.body && sized.editor.body[1] < 0.5 * lessonRect[3])
      problems.push(`editor at ${width}×${height}: the fields scroll in ${sized.editor.body[1].toFixed(0)} of the panel's ${lessonRect[3].toFixed(0)} px`);
    await page.screenshot({ path: path.join(artifacts, `editor-${name}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(4);

  // A renamed segment renames every reference (the bead's parent, the step's observer) as one command,
  // which one undo (Ctrl+Z) takes back whole.
  await click('segment rod');
  const beforeRename = await state();
  await type('rod name', 'arm');
  st = await until((s) => s.editor.document.model.segments[0].name === 'arm');
  const renamedDoc = st.editor.document;
  if (renamedDoc.model.segments[1].parent !== 'arm' || renamedDoc.steps[0].frame !== 'arm@arm.proximal' || st.editor.undo !== beforeRename.editor.undo + 1 || !st.editor.valid)
    problems.push(`editor: the rod renamed "arm": parent ${renamedDoc.model.segments[1].parent}, observer ${renamedDoc.steps[0].frame}, ` +
                  `${st.editor.undo - beforeRename.editor.undo} commands, valid ${st.editor.valid}`);
  await moveTo(5, 5);
  await chord(['Control'], 'z');
  st = await until((s) => s.editor.undo === beforeRename.editor.undo);
  if (canonical(st.editor.document) !== canonical(beforeRename.editor.document)) problems.push('editor: one undo did not take the rename back whole');

  // A typed mistake: the engine's message under the field, the last valid mechanism kept.
  await click('segment bead');
  await type('bead mass', '-1');
  const wrong = await until((s) => !s.editor.valid);
  if (wrong.editor.undo_label !== 'segment 2: bead · mass') problems.push(`editor: a mass typed is named "${wrong.editor.undo_label}" for Undo`);
  if (wrong.editor.valid || !wrong.editor.message.includes('model.segments[1].mass')) problems.push(`editor: mass -1 gave "${wrong.editor.message}"`);
  if (wrong.segments !== 2) problems.push('editor: an invalid edit replaced the mechanism');
  const massMessage = (wrong.editor.field_messages || []).find((m) => m.pointer === '/model/segments/1/mass');
  const massField = wrong.editor.controls.find((c) => c.label === 'bead mass');
  if (!massMessage || !massField || !(massMessage.rect[1] >= massField.rect[1] + massField.rect[3] - 1 && massMessage.rect[1] < massField.rect[1] + massField.rect[3] + 40))
    problems.push(`editor: mass -1's message is not under the mass field: ${JSON.stringify(wrong.editor.field_messages)} vs ${JSON.stringify(massField?.rect)}`);
  await page.screenshot({ path: path.join(artifacts, 'editor-error.png') });
  await type('bead mass', '1');
  await until((s) => s.editor.valid);
  // The same path twice as fast (motion.speed, the Motion section's speed field): the rod's rate (it turns
  // at 1 rad/s) doubles; the field emptied again leaves the default.
  const slow = await state();
  await type('motion speed', '2');
  const fast = await until((s) => s.editor.document.model.motion.speed === 2 && s.editor.valid && Math.abs(s.state.qd[0] - 2) < 1e-9);
  if (fast.editor.document.model.motion.speed !== 2 || !fast.editor.valid ||
      !(Math.abs(fast.state.qd[0] - 2 * slow.state.qd[0]) < 1e-9 && Math.abs(slow.state.qd[0] - 1) < 1e-9))
    problems.push(`editor: speed 2 gave ${JSON.stringify(fast.editor.document.model.motion.speed)}, rod rate ${fast.state?.qd?.[0]} (was ${slow.state?.qd?.[0]})`);
  if (await click('motion speed')) {
    await chord(['Control'], 'a');
    await hold('Backspace');
    await typed('', 'the speed field emptied');
    await hold('Enter');
  }
  st = await until((s) => !('speed' in (s.editor.document.model.motion || {})));
  if ('speed' in (st.editor.document.model.motion || {})) problems.push('editor: the emptied speed field stayed in the lesson');

  // Copy link; the link opened in a fresh page shows the shipped lesson's numbers.
  const linkedStep = st.step;
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await click('copy a link to the lesson');
  let link = '';
  for (let i = 0; i < 20 && !link.includes('#v2&lesson=inline:'); ++i) {
    link = await page.evaluate(() => navigator.clipboard.readText()).catch(() => '');
    if (!link.includes('#v2&lesson=inline:')) await settle(2);
  }
  if (!link.includes('#v2&lesson=inline:')) problems.push(`editor: Copy link gave "${link.slice(0, 80)}"`);
  let numbers = { compared: 0, total: 0 };
  if (link.includes('#v2&lesson=inline:')) {
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
    numbers = sameNumbers(reference, shown, 'the edited lesson by link vs the shipped radial slider', problems, 1e-9);
    if (numbers.total < 100 || numbers.compared !== numbers.total)
      problems.push(`editor link: ${numbers.compared} of ${numbers.total} numbers equal to the shipped lesson's (every one of at least 100 expected)`);
    await other.screenshot({ path: path.join(artifacts, 'editor-link-opened.png') });
    await fresh.close();
  }

  // The step made a predict step of the Coriolis force on the bead (ticks and the explanation typed).
  await click('step 1 segments bead');
  await click('step 1 predict coriolis');
  const explanation = 'Backwards (-y), against the turning: -2m w x v.';
  if (await click('step 1 explanation')) {
    await chord(['Control'], 'a');
    await page.keyboard.type(explanation, { delay: 5 });
    await typed(explanation, 'the explanation');
    await leaveFor('step 1 title');
  }
  // The step's text: Greek letters and accents pasted (Ctrl+V) and given as an input method's text land exactly.
  const stepText = 'ω = 2 rad/s, José';
  if (await click('step 1 text')) {
    await chord(['Control'], 'a');
    await page.evaluate(() => navigator.clipboard.writeText('ω = 2 rad/s'));
    await page.keyboard.press('Control+V');
    await typed('ω = 2 rad/s', 'Ctrl+V of "ω = 2 rad/s" into the step\'s text');
    await page.keyboard.insertText(', José');
    await typed(stepText, 'an input method\'s ", José" after it');
    await leaveFor('step 1 title');
  }
  st = await until((s) => s.editor.document?.steps?.[0]?.text === stepText && s.typing === null);
  const predictStep = st.editor.document?.steps?.[0];
  if (predictStep?.text !== stepText) problems.push(`editor: the step's text is "${predictStep?.text}", not "${stepText}"`);
  if (!st.editor.valid || JSON.stringify(predictStep?.predict) !== '["coriolis"]' || predictStep?.explanation !== explanation ||
      JSON.stringify(predictStep?.segments) !== '["bead"]')
    problems.push(`editor: the predict step was not made (valid ${st.editor.valid}: ${st.editor.message}): ${JSON.stringify(predictStep)}`);
  await reveal('step 1 title', true);  // the text pasted in view
  await settle();
  await page.screenshot({ path: path.join(artifacts, 'editor-step-text.png') });
  await reveal('step 1 explanation');  // the predict fields in view for the screenshot
  await settle();
  await page.screenshot({ path: path.join(artifacts, 'editor-predict.png') });

  // An exercise: the motor's share of torque the Coriolis effect needs (C.turn, found by typing in the
  // quantity list's search), asked as a magnitude at t = 0.6 s in N·m (the unit typed), each student
  // with their own bead mass (a row: the field picked, min, max, step typed).
  if (!(await state()).editor.controls.some((c) => c.label === 'add exercise')) await click('Exercises');  // unfolds the section
  await click('add exercise');
  st = await until((s) => s.editor.document?.exercises?.length === 1);
  const fresh1 = st.editor.document.exercises?.[0];
  if (fresh1?.quantity !== 'tau.turn' || fresh1?.segment !== 'bead') problems.push(`editor: a new exercise is ${JSON.stringify(fresh1)}`);
  let found = [];
  if (await click('exercise 1 quantity')) {
    st = await until((s) => s.typing !== null, 5);  // the search field has the keys as the list opens
    await page.keyboard.type('C turn', { delay: 5 });
    await typed('C turn', 'the quantity search');
    st = await until((s) => s.editor.controls.some((c) => c.label === 'C.turn'), 5);
    // The open list's rows: drawn right after its search field, before the exercise's next field.
    const search = st.editor.controls.findIndex((c) => c.label === 'exercise 1 quantity search');
    const after = search < 0 ? [] : st.editor.controls.slice(search + 1).map((c) => c.label);
    const next = after.findIndex((label) => label.startsWith('exercise 1 '));
    found = next < 0 ? after : after.slice(0, next);
    if (found[0] !== 'C.turn') problems.push(`editor: "C turn" typed in the quantity search listed ${JSON.stringify(found)}`);
    await page.screenshot({ path: path.join(artifacts, 'editor-quantity-search.png') });
    await hold('Enter');
  }
  st = await until((s) => s.editor.document?.exercises?.[0]?.quantity === 'C.turn' && s.lists.length === 0, 5);
  const engineUnit = st.editor.document?.exercises?.[0]?.unit;
  if (st.editor.document?.exercises?.[0]?.quantity !== 'C.turn' || st.lists.length) problems.push(`editor: Enter in the quantity search picked ${st.editor.document?.exercises?.[0]?.quantity}`);
  await pick('exercise 1 kind', 'magnitude');
  await type('exercise 1 time', '0.6');
  const unit = 'N·m';
  if (await click('exercise 1 unit')) {
    await chord(['Control'], 'a');
    await hold('Backspace');
    await typed('', 'the unit field emptied');
    await page.keyboard.type('N', { delay: 5 });
    await page.keyboard.insertText('·');
    await page.keyboard.type('m', { delay: 5 });
    await typed(unit, 'the unit typed');
    await hold('Enter');
  }
  const prompt = 'How large a torque does the motor give for the Coriolis effect at t = 0.6 s?';
  if (await click('exercise 1 prompt')) {
    await chord(['Control'], 'a');
    await page.keyboard.type(prompt, { delay: 5 });
    await typed(prompt, 'the exercise\'s question');
    await leaveFor('exercise 1 id');
  }
  await click('add exercise 1 vary');
  await pick('exercise 1 vary 1 path', 'segments[1].mass');
  await type('exercise 1 vary 1 min', '0.5');
  await type('exercise 1 vary 1 max', '2');
  await type('exercise 1 vary 1 step', '0.5');
  st = await until((s) => s.editor.valid && JSON.stringify(s.editor.document?.exercises?.[0]?.vary) === '{"segments[1].mass":[0.5,2,0.5]}');
  const exercise = st.editor.document?.exercises?.[0];
  if (!st.editor.valid || JSON.stringify(exercise?.vary) !== '{"segments[1].mass":[0.5,2,0.5]}')
    problems.push(`editor: the exercise's own numbers were not set (valid ${st.editor.valid}: ${st.editor.message}): ${JSON.stringify(exercise?.vary)}`);
  if (exercise?.unit !== unit || exercise?.kind !== 'magnitude' || exercise?.time !== 0.6 || exercise?.prompt !== prompt)
    problems.push(`editor: the exercise is ${JSON.stringify(exercise)}`);
  await reveal('exercise 1 unit');
  await settle();
  await page.screenshot({ path: path.join(artifacts, 'editor-exercise.png') });
  await reveal('exercise 1 vary 1 step');
  await settle();
  await page.screenshot({ path: path.join(artifacts, 'editor-vary.png') });
  // The predict and own-numbers fields at the other sizes: each scrolled into view lies wholly inside the
  // editor's panel (nothing cut at a phone's width), the layout still without overlaps; screenshots of both.
  // The tablet before the phone, as a tablet turned: the tablet shows the lesson beside its tabs, and the
  // phone must come back to the editor's tab, not to the tablet's first tab.
  await dismiss();
  const fieldsChecked = ['step 1 predict coriolis', 'step 1 explanation', 'exercise 1 unit', 'exercise 1 vary 1 path', 'exercise 1 vary 1 step'];
  let fieldsSeen = 0, fieldsTried = 0;
  for (const [width, height, name] of [sizes[2], sizes[1], sizes[3]]) {
    await page.setViewportSize({ width, height });
    await settle(4);
    await settle(4);
    if (layoutProblems) problems.push(...layoutProblems(await state(), width, height, `the editor's new fields at ${width}×${height}`));
    for (const label of fieldsChecked) {
      ++fieldsTried;
      if (!(await reveal(label))) continue;
      await settle();
      const now = await state();
      const control = now.editor.controls.find((c) => c.label === label);
      const [px, , pw] = lessonPanel(now).rect;
      if (!control || control.rect[0] < px - 0.5 || control.rect[0] + control.rect[2] > px + pw + 0.5)
        problems.push(`editor at ${width}×${height}: "${label}" at ${JSON.stringify(control?.rect)} is cut by its panel (x ${px}, width ${pw})`);
      else ++fieldsSeen;
      if (label.endsWith('path') || label.endsWith('explanation'))
        await page.screenshot({ path: path.join(artifacts, `editor-${label.endsWith('path') ? 'vary' : 'predict'}-${name}.png`) });
    }
  }
  if (fieldsSeen !== fieldsTried) problems.push(`editor: ${fieldsSeen} of ${fieldsTried} predict, unit and own-numbers fields wholly inside their panel`);
  console.log(`browser: editor's predict, unit and own-numbers fields inside their panel at phone, tablet and full HD: ${fieldsSeen} of ${fieldsTried} ` +
              `(the sections scroll in ${bodyHeights.join(', ')} under the toolbar; editor-predict-*.png, editor-vary-*.png)`);
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
    const saved = JSON.parse(readFileSync(savedPath, 'utf8'));
    const s0 = saved.steps?.[0], e0 = saved.exercises?.[0];
    if (JSON.stringify(s0?.predict) !== '["coriolis"]' || s0?.explanation !== explanation || s0?.text !== stepText ||
        JSON.stringify(e0?.vary) !== '{"segments[1].mass":[0.5,2,0.5]}' || e0?.unit !== unit || e0?.quantity !== 'C.turn')
      problems.push(`editor: the saved lesson lacks the predict step, its text, the own numbers or the unit: ${JSON.stringify(s0)} ${JSON.stringify(e0)}`);
    else savedChecks = `saved with both, the step's text "${s0.text}" and the exercise's unit "${e0.unit}" exactly`;
  }
  console.log(`browser: editor predict step (coriolis) and own numbers (segments[1].mass 0.5..2 by 0.5) made by mouse and keyboard, ${savedChecks}; ` +
              `"C turn" searched found ${JSON.stringify(found.slice(0, 3))} (the engine's unit "${engineUnit}"); editor-predict.png, editor-exercise.png`);

  // Undo (Ctrl+Z) walks the whole construction back to New's pendulum, one command at a time.
  await moveTo(5, 5);
  let undos = 0;
  const undoStart = (await state()).editor.undo;
  for (let guard = 0; guard < 300 && (await state()).editor.undo > undoAtNew; ++guard) {
    const depth = (await state()).editor.undo;
    await chord(['Control'], 'z');
    const now = await until((s) => s.editor.undo < depth, 5);
    if (now.editor.undo !== depth - 1) { problems.push(`editor: Ctrl+Z went from ${depth} to ${now.editor.undo} commands`); break; }
    ++undos;
  }
  st = await state();
  if (canonical(st.editor.document) !== canonical(pendulum) || undos !== undoStart - undoAtNew || !st.editor.valid)
    problems.push(`editor: ${undos} undos did not walk back to New's pendulum (valid ${st.editor.valid}): ${JSON.stringify(st.editor.document?.model?.segments)}`);
  // And redo (Ctrl+Shift+Z) once brings the rod's name back.
  await chord(['Control', 'Shift'], 'z');
  st = await until((s) => s.editor.document.model.segments[0].name === 'rod', 5);
  if (st.editor.document.model.segments[0].name !== 'rod') problems.push('editor: Ctrl+Shift+Z did not redo the rod\'s name');
  await click('preview as student');
  st = await until((s) => !s.editor.open, 5);
  if (st.editor.open) problems.push('editor: "Preview as student" did not leave Edit mode');
  console.log(`browser: the radial slider built from New's pendulum in the editor by mouse and keyboard (${commands} commands; its model the shipped one's), ` +
              `restored after a reload, its link opened in a fresh page with ${numbers.compared} of ${numbers.total} numbers equal to the shipped lesson's; ` +
              `${undos} undos back to New's pendulum; ${((Date.now() - started) / 1000).toFixed(0)} s; editor-*.png`);

  // A link made by the CLI for every shipped lesson opens in the page and shows the CLI's numbers.
  const index = JSON.parse(readFileSync(path.join(root, 'content/lessons/index.json'), 'utf8')).lessons;
  let cliNumbers = 0;
  for (const id of index) {
    const fragment = execFileSync(cli, ['share', id]).toString().trim();
    const ok = await page.evaluate((h) => window.wrenchlab.load(h), fragment + '&step=1');
    const now = await state();
    if (!ok || !now.segments) { problems.push(`share ${id}: the link did not open (${now.message})`); continue; }
    const web = (await page.evaluate(() => window.wrenchlab.snapshot())).samples[0];
    const ref = JSON.parse(execFileSync(cli, ['terms', '--link', fragment, '--lesson-step', '2', '--t', String(now.time), '--frame', now.frame,
                                              '--express', now.expressed_in, '--format', 'json']).toString()).samples[0];
    const { compared, total } = sameNumbers(ref, web, `share ${id}`, problems);
    if (total === 0) problems.push(`share ${id}: the CLI gave no numbers to compare`);
    cliNumbers += compared;
  }
  console.log(`browser: links made by wrenchlab-cli share for ${index.length} lessons opened in the page, ${cliNumbers} numbers equal to the CLI's`);
}
