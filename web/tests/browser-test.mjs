// Real-browser test: Debian's Chromium (software WebGL2) loads the served app, waits for
// window.wrenchlab.ready, and fails on any console error, page error, failed request or request to
// another origin; checks the canvas is not blank; measures frames per second over 3 s; saves a
// screenshot. `--selftest` checks that a page which throws is caught (the test can fail).
import { launchChromium, startServer, framesLater, framesNow } from './harness.mjs';
import { editorChecks } from './editor-checks.mjs';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = process.env.WRENCHLAB_DIST || path.join(root, 'build/web/dist');
const artifacts = path.join(root, 'build/test-artifacts');
mkdirSync(artifacts, { recursive: true });
const selfTest = process.argv.includes('--selftest');
// `--screens 4k,phone`: only those screens' checks (a developer's re-run; CI runs them all).
const screensArg = process.argv.indexOf('--screens');
const onlyScreens = screensArg > 0 ? new Set(process.argv[screensArg + 1].split(',')) : null;
// Whether a text is a template with its {placeholders} filled in (a varied exercise's prompt shows the
// lesson's or a student's numbers where the translation has {mass}, {omega.z}, …).
function fillsTemplate(template, text) {
  const literal = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp('^' + literal.join('.+?') + '$', 's').test(text);
}


const fmt = (r) => r.map((v) => v.toFixed(0)).join(', ');
const overlap = (a, b) => a[0] + 0.5 < b[0] + b[2] && b[0] + 0.5 < a[0] + a[2] && a[1] + 0.5 < b[1] + b[3] && b[1] + 0.5 < a[1] + a[3];

// The layout state() reports, against the viewport (CSS px): every shown panel inside the screen and no
// two overlapping; the mechanism's swept box drawn at least 60 % of its free area's smaller side; and
// every panel and the legend showing the instant state() reports (while the motion plays, the panels'
// numbers may trail the legend by their refresh interval, never by more).
// On a phone, a finger swiped up from a slider of the robot's State panel scrolls the panel and leaves
// the slider's value alone (shell.js holds the press back until it sees the swipe); dragged sideways,
// the slider follows the finger.
async function swipeOverSliders(tab, context, what) {
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

// Up to `count` more frames drawn (an idle page draws none: then it goes on after 10 s).
async function settleFrames(tab, count) {
  const f = await framesNow(tab);
  await framesLater(tab, count, f, 10000).catch(() => {});
}

// A finger's tap on a tab of the phone's or tablet's tab bar; the state once the page has drawn it.
// Shows a tab's panel: a tap when another tab is shown or the panel is folded away (a tap on the open
// tab folds it, so an open one is left as it is).
async function showTab(tab, name) {
  const st = await tab.evaluate(() => window.wrenchlab.state());
  if (st.layout.active_tab === name && !st.layout.tab_folded) return st;
  return tapTab(tab, name);
}

async function tapTab(tab, name) {
  const st = await tab.evaluate(() => window.wrenchlab.state());
  const bar = st.layout.panels.find((p) => p.name === 'Panels');
  const i = (st.layout.tabs || []).indexOf(name), columns = st.layout.tab_columns;
  if (!bar || i < 0) return st;
  const w = (bar.rect[2] - 12) / columns, before = await framesNow(tab);
  await tab.touchscreen.tap(bar.rect[0] + 6 + (i % columns + 0.5) * w, bar.rect[1] + 6 + (Math.floor(i / columns) + 0.5) * (st.touch_target_px + 4));
  await framesLater(tab, 4, before, 10000).catch(() => {});  // counted from before the tap: it wakes the page
  return tab.evaluate(() => window.wrenchlab.state());
}

// On a touch screen, a tap on one of the app's text fields opens the on-screen keyboard (shell.js focuses
// its proxy field: a number pad for a number) and what that keyboard types reaches the field: characters
// (insertText sends them as a phone's keyboard does, an input event without key presses), a Backspace
// key, a keyboard's own deletion (the proxy's text shortened, an input event), a word the keyboard
// rewrites (deletions and characters in one event: they must land in that order) and Enter, which uses
// the name and lets the keyboard go. A tap off any field lets it go too.
async function screenKeyboard(tab, what) {
  const out = [];
  const state = () => tab.evaluate(() => window.wrenchlab.state());
  const settle = (n = 3) => settleFrames(tab, n);
  const focused = () => tab.evaluate(() => [document.activeElement?.id || '', document.activeElement?.getAttribute('inputmode') || '']);
  await tab.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&play=0'));
  await settle(6);
  let st = await showTab(tab, 'Exercises');
  if (st.layout.active_tab !== 'Exercises') return [`${what}: no Exercises tab (${JSON.stringify(st.layout.tabs)})`];
  // The panel is drawn a frame or two after the tab shows it (the page may still be catching up).
  await tab.waitForFunction(() => window.wrenchlab.state().text_fields.length >= 2, null, { timeout: 5000 }).catch(() => {});
  st = await state();
  const name = st.text_fields.find((f) => f.kind === 'text'), set = st.text_fields.find((f) => f.kind === 'number');
  if (!name || !set) return [`${what}: the Exercises tab shows no name and set fields: ${JSON.stringify(st.text_fields)}`];
  const tapAt = async (r) => { await tab.touchscreen.tap(r[0] + r[2] / 2, r[1] + r[3] / 2); await settle(); };
  await tapAt(set.rect);
  const [setId, setMode] = await focused();
  if (setId !== 'wl-text-proxy' || setMode !== 'decimal') out.push(`${what}: a tap on the set field focused "${setId}" (inputmode "${setMode}"), not the number pad`);
  await tapAt(name.rect);
  const [nameId, nameMode] = await focused();
  if (nameId !== 'wl-text-proxy' || nameMode !== 'text') out.push(`${what}: a tap on the name field focused "${nameId}" (inputmode "${nameMode}"), not the keyboard`);
  await tab.keyboard.insertText('Ana Lim');
  await settle();
  await tab.keyboard.press('Backspace');
  await settle(4);
  await tab.keyboard.insertText('ma');
  await settle();
  await tab.evaluate(() => {  // the keyboard's own Backspace: its text one shorter
    const proxy = document.getElementById('wl-text-proxy');
    proxy.value = proxy.value.slice(0, -1);
    proxy.dispatchEvent(new InputEvent('input', { inputType: 'deleteContentBackward' }));
  });
  await settle(4);
  await tab.keyboard.insertText('o');
  await settle();
  await tab.evaluate(() => {  // the keyboard rewrites what it composed since the Backspace key ("mo" → "na")
    const proxy = document.getElementById('wl-text-proxy');
    proxy.value = proxy.value.replace(/mo$/, 'na');
    proxy.dispatchEvent(new InputEvent('input', { inputType: 'insertReplacementText' }));
  });
  // Each deletion takes a frame or two (queued as a key's press and release): Enter waits for them.
  await tab.waitForFunction(() => window.wrenchlab.state().typing === 'Ana Lina', null, { timeout: 5000 }).catch(() => {});
  const typed = (await state()).typing;
  if (typed !== 'Ana Lina') out.push(`${what}: the field reads "${typed}" after the keyboard rewrote "mo" as "na" ("Ana Lina" expected)`);
  await tab.keyboard.press('Enter');
  await settle(6);
  st = await state();
  if (st.student?.name !== 'Ana Lina')
    out.push(`${what}: typed "Ana Lim", Backspace, "ma", the keyboard's Backspace, "o", "mo" rewritten to "na", Enter: the name is "${st.student?.name}", not "Ana Lina"`);
  const [afterId] = await focused();
  if (afterId === 'wl-text-proxy') out.push(`${what}: Enter left the on-screen keyboard open`);
  await tapAt(name.rect);
  const lesson = st.layout.panels.find((p) => p.name === 'Time');
  await tab.touchscreen.tap(lesson.rect[0] + lesson.rect[2] - 20, lesson.rect[1] + lesson.rect[3] - 10);
  await settle();
  const [offId] = await focused();
  if (offId === 'wl-text-proxy') out.push(`${what}: a tap off the text field left the on-screen keyboard open`);
  if (!out.length) console.log(`browser: ${what}: a tap on a text field opens the on-screen keyboard (the set field a number pad); typed, deleted (key and keyboard), a word rewritten and Enter gave "${st.student.name}"; Enter and a tap elsewhere close it`);
  return out;
}

// Text as a lecturer types it, on every screen (issue 32): a paste (Ctrl+V) of "José ω·²" lands whole,
// text that comes as the page's text rather than keys (an input method, a compose key: insertText) too,
// fast typing keeps its order around a Backspace, Ctrl+A and Ctrl+C copy the field to the system's
// clipboard, and forty-one "1"s, "h", "p" and "f" typed fast into the field and then a click on the
// scene change nothing else (each is a shortcut outside a field: a term, help, presenter mode, play).
async function typingChecks(tab, what, touch) {
  const out = [];
  const state = () => tab.evaluate(() => window.wrenchlab.state());
  const settle = (n = 3) => settleFrames(tab, n);
  await tab.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(tab.url()).origin });
  await tab.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&play=0'));
  await settle(6);
  let st = await state();
  if (touch) st = await showTab(tab, 'Exercises');
  else if (st.panels.Exercises !== true) {
    const title = st.layout.panels.find((p) => p.name === 'Exercises');
    if (title) { await tab.mouse.click(title.rect[0] + 120, title.rect[1] + 8); await settle(6); }
  }
  await tab.waitForFunction(() => window.wrenchlab.state().text_fields.some((f) => f.kind === 'text'), null, { timeout: 5000 }).catch(() => {});
  st = await state();
  const name = st.text_fields.find((f) => f.kind === 'text');
  if (!name) return [`${what}: no name field in the Exercises panel to type into (${JSON.stringify(st.text_fields)})`];
  const at = [name.rect[0] + Math.min(20, name.rect[2] / 2), name.rect[1] + name.rect[3] / 2];
  const into = async () => {
    if (touch) await tab.touchscreen.tap(at[0], at[1]);
    else await tab.mouse.click(at[0], at[1]);
    await settle();
  };
  const typing = async (expected) => {
    await tab.waitForFunction((e) => window.wrenchlab.state().typing === e, expected, { timeout: 5000 }).catch(() => {});
    return (await state()).typing;
  };
  await into();
  const focused = await tab.evaluate(() => document.activeElement?.id || '');
  if (focused !== 'wl-text-proxy') out.push(`${what}: the name field took the keys but the page's text goes to "${focused}", not the proxy field`);
  await tab.evaluate(() => navigator.clipboard.writeText('José ω·²'));
  await tab.keyboard.press('Control+V');
  let typed = await typing('José ω·²');
  if (typed !== 'José ω·²') out.push(`${what}: Ctrl+V of "José ω·²" into the name field gave "${typed}"`);
  await tab.keyboard.insertText(' N·m −');
  typed = await typing('José ω·² N·m −');
  if (typed !== 'José ω·² N·m −') out.push(`${what}: " N·m −" as an input method's text gave "${typed}"`);
  await tab.keyboard.type('ab');
  await tab.keyboard.press('Backspace');
  await tab.keyboard.type('c');
  typed = await typing('José ω·² N·m −ac');
  if (typed !== 'José ω·² N·m −ac') out.push(`${what}: "ab", Backspace, "c" typed fast gave "${typed}" ("…−ac" expected)`);
  await tab.keyboard.press('Control+A');
  await tab.keyboard.press('Control+C');
  await settle();
  const copied = await tab.evaluate(() => navigator.clipboard.readText());
  if (copied !== 'José ω·² N·m −ac') out.push(`${what}: Ctrl+A, Ctrl+C in the field copied "${copied}"`);
  await tab.keyboard.press('Enter');
  await settle(4);
  st = await state();
  if (st.student?.name !== 'José ω·² N·m −ac') out.push(`${what}: Enter set the name "${st.student?.name}"`);
  // Fast typing, then a click or tap on the scene: nothing but the field changes.
  const looks = (s) => JSON.stringify([s.terms_shown, s.playing, s.presenter, s.panels, s.step, s.lesson, s.focus]);
  const before = looks(st);
  await into();
  await tab.keyboard.type('1'.repeat(41) + 'hpf');
  const scene = st.layout.scene_free_rect;
  const x = scene[0] + scene[2] / 2, y = scene[1] + scene[3] - 8;
  if (touch) await tab.touchscreen.tap(x, y);
  else await tab.mouse.click(x, y);
  await tab.waitForTimeout(1500);  // the queued presses trickle out, one a frame
  await settle(6);
  st = await state();
  if (looks(st) !== before) out.push(`${what}: 41 "1"s and "hpf" typed fast into the name field, then a click on the scene, changed ${before} → ${looks(st)}`);
  if (!out.length) console.log(`browser: ${what}: Ctrl+V pasted "José ω·²", an input method's " N·m −" and fast "ab⌫c" landed in order, Ctrl+C copied the field; ` +
                              `44 keys typed fast then a click on the scene changed nothing else`);
  return out;
}

// A slider's value typed (desktop screens): Ctrl+click, "-45" typed at once, Enter gives −45° to the
// digit (nothing typed right after the click is lost); a double-click opens the field with the value
// before the click, a text that is no number ("0x1p3", "12,5" in English) keeps the field open, and Esc
// leaves the value as it was.
async function typedSliderChecks(tab, what) {
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
  await tab.waitForFunction(([i]) => window.wrenchlab.state().typing === null, [k], { timeout: 5000 }).catch(() => {});
  await settleFrames(tab, 3);
  st = await state();
  if (!(Math.abs(deg(st) + 45) < 1e-4)) out.push(`${what}: Ctrl+click on "${label}", "-45" typed at once, Enter: q = ${deg(st)}°`);
  await tab.mouse.dblclick(x, y);
  await settleFrames(tab, 3);
  st = await state();
  if (!(Math.abs(deg(st) + 45) < 1e-4) || st.typing === null)
    out.push(`${what}: a double-click on "${label}" left q = ${deg(st)}° (−45 expected) and the field ${st.typing === null ? 'closed' : 'open'}`);
  for (const bad of ['0x1p3', '12,5']) {
    await tab.keyboard.press('Control+A');
    await tab.keyboard.type(bad);
    await tab.keyboard.press('Enter');
    await settleFrames(tab, 3);
    st = await state();
    if (st.typing !== bad || !(Math.abs(deg(st) + 45) < 1e-4)) out.push(`${what}: "${bad}" typed into "${label}", Enter: field ${JSON.stringify(st.typing)}, q = ${deg(st)}°`);
  }
  await tab.keyboard.press('Escape');
  await settleFrames(tab, 3);
  st = await state();
  if (st.typing !== null || !(Math.abs(deg(st) + 45) < 1e-4)) out.push(`${what}: Esc left the field ${JSON.stringify(st.typing)}, q = ${deg(st)}°`);
  if (!out.length) console.log(`browser: ${what}: "${label}" Ctrl+clicked and "-45" typed at once gave −45°; a double-click kept it; "0x1p3" and "12,5" kept the field open, Esc closed it`);
  return out;
}

// An opened robot's link (issue 32): the page's address, the one "Copy link" copies, carries the robot's
// file; opened in a fresh browser (its own profile: it never saw the file) at the same screen, it shows
// the robot in the same pose with the same joint torques, and `wrenchlab-cli terms --link` gives them too.
async function robotLinkChecks(browser, url, tab, sc, cli) {
  const out = [];
  const what = sc.name;
  const act = async (a, v) => { const f = await framesNow(tab); await tab.evaluate(([x, y]) => window.wrenchlab.act(x, y), [a, v]); await framesLater(tab, 3, f, 10000).catch(() => {}); };
  let st = await tab.evaluate(() => window.wrenchlab.state());
  const names = st.state?.coordinates || [];
  if (st.lesson !== 'robot' || names.length < 3) return [`${what}: no robot open to send (${st.lesson}, ${names.length} coordinates)`];
  await act('coordinate', `${names[1]}:-40`);
  await act('coordinate', `${names[2]}:70`);
  await tab.waitForFunction(() => /&files=/.test(location.hash), null, { timeout: 5000 }).catch(() => {});
  const sent = await tab.evaluate(() => ({ hash: location.hash, st: window.wrenchlab.state() }));
  if (!/^#v2&files=[A-Za-z0-9_-]+&lesson=robot/.test(sent.hash)) return [`${what}: the robot's link does not carry its file: ${sent.hash.slice(0, 80)}`];
  const fresh = await browser.newContext({ viewport: { width: sc.width, height: sc.height }, deviceScaleFactor: sc.ratio, hasTouch: sc.touch,
                                           isMobile: sc.touch, locale: sc.locale || 'en-US' });
  try {
    const page = await fresh.newPage();
    page.on('pageerror', (e) => out.push(`${what}: the robot's link: page error ${e.message}`));
    await page.goto(url + '?nosw' + sent.hash, { waitUntil: 'load' });
    await page.waitForFunction(() => window.wrenchlab && (window.wrenchlab.ready || window.wrenchlab.error), null, { timeout: 60000 });
    await page.waitForFunction(() => window.wrenchlab.state().lesson === 'robot', null, { timeout: 20000 }).catch(() => {});
    const got = await page.evaluate(() => window.wrenchlab.state());
    if (got.lesson !== 'robot' || got.message_is_error) out.push(`${what}: the robot's link opened "${got.lesson}" in a fresh browser: "${got.message}"`);
    else {
      const gap = Math.max(...got.state.tau.map((t, k) => Math.abs(t - sent.st.state.tau[k])));
      const qGap = Math.max(...got.state.q.map((q, k) => Math.abs(q - sent.st.state.q[k])));
      if (!(gap < 1e-9 && qGap < 1e-9)) out.push(`${what}: the robot's link in a fresh browser: q off by ${qGap}, τ off by ${gap} N·m`);
      const viaCli = JSON.parse(execFileSync(cli, ['terms', '--link', sent.hash, '--format', 'json']).toString()).samples[0].tau;
      const cliGap = Math.max(...names.map((name, k) => Math.abs(viaCli[name] - sent.st.state.tau[k])));
      if (!(cliGap < 1e-9)) out.push(`${what}: terms --link of the robot's link: τ off by ${cliGap} N·m from the page's`);
      await page.screenshot({ path: path.join(artifacts, `screen-${what}-robot-link-opened.png`) });
      if (!out.length) console.log(`browser: ${what}: the robot's ${sent.hash.length}-character link opened it in a fresh browser, q and τ as sent ` +
                                  `(${gap.toExponential(1)} N·m; the CLI's terms --link ${cliGap.toExponential(1)})`);
    }
  } finally {
    await fresh.close();
  }
  return out;
}

// A model to pose, and its State panel as a lecturer uses it (issue 32): OpenSim's gait model chosen
// without its coordinates opens as a model (two steps, a line saying how to add a motion, at rest at
// t = 0); every coordinate's name is whole (no text cut at the panel's edge); q's slider spans most of
// the panel; "+" turns a coordinate by exactly one degree; and a finger dragged along a slider moves it
// from where it was, by the slider's scale, never jumping to where the finger came down.
async function poseModelChecks(tab, sc) {
  const out = [];
  const what = sc.name;
  const examples = process.env.WRENCHLAB_OPENSIM_EXAMPLES || path.join(root, '..', 'shared', 'opensim-examples');
  const model = path.join(examples, 'gait10dof18musc', 'subject01.osim');
  if (!existsSync(model)) {
    console.log(`browser: ${what}: a model to pose skipped (no OpenSim examples at ${examples})`);
    return out;
  }
  const before = await framesNow(tab);
  await tab.setInputFiles('input[type=file]', model);
  await tab.waitForFunction(() => window.wrenchlab.state().lesson === 'opensim-trial', null, { timeout: 30000 }).catch(() => {});
  await framesLater(tab, 6, before, 30000);
  let st = await tab.evaluate(() => window.wrenchlab.state());
  if (st.lesson !== 'opensim-trial') return [`${what}: subject01.osim alone did not open: "${st.message}"`];
  // At rest at t = 0 (the demonstration's rates there are zero to rounding: cos(π/2) is 6e-17).
  if (st.step_count !== 2 || !(st.state?.qd || []).every((v) => Math.abs(v) < 1e-12)) out.push(`${what}: subject01.osim alone: ${st.step_count} steps, q̇ ${st.state?.qd}`);
  if (!/subject01\.osim/.test(st.message) || st.message_is_error) out.push(`${what}: subject01.osim alone says "${st.message}"`);
  if (sc.touch) st = await showTab(tab, 'State');
  await settleFrames(tab, 4);
  st = await tab.evaluate(() => window.wrenchlab.state());
  let panel = st.layout.panels.find((p) => p.name === 'State');
  if (!panel) return [...out, `${what}: no State panel for the OpenSim model`];
  if (st.panels_overflow?.State?.x) out.push(`${what}: the State panel cuts text at its edge (a coordinate's name)`);
  const names = st.state.coordinates;
  const sliderOf = (s, name) => Object.entries(s.state.controls).find(([label]) => label.endsWith(' ' + name) && /^q /.test(label));
  // Scrolled (a wheel, a finger's swipe) until hip_flexion_r's row is inside the panel.
  const inPanel = (s, r) => r && r[1] >= panel.rect[1] + 30 && r[1] + 3 * r[3] <= panel.rect[1] + panel.rect[3];
  for (let tries = 0; tries < 12 && !inPanel(st, sliderOf(st, 'hip_flexion_r')?.[1]); ++tries) {
    const x = panel.rect[0] + panel.rect[2] / 2, y = panel.rect[1] + panel.rect[3] * 0.6;
    if (sc.touch) {
      const cdp = await tab.context().newCDPSession(tab);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let k = 1; k <= 6; ++k) { await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - 15 * k }] }); await framesLater(tab, 1); }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    } else {
      await tab.mouse.move(x, y);
      await tab.mouse.wheel(0, 120);
    }
    await settleFrames(tab, 3);
    st = await tab.evaluate(() => window.wrenchlab.state());
    panel = st.layout.panels.find((p) => p.name === 'State');
  }
  const hip = sliderOf(st, 'hip_flexion_r');
  if (!hip) return [...out, `${what}: no q slider for hip_flexion_r among ${Object.keys(st.state.controls).slice(0, 6).join(', ')}`];
  const [hipLabel, r] = hip;
  if (!(r[2] >= 0.6 * panel.rect[2])) out.push(`${what}: q's slider is ${r[2].toFixed(0)} CSS px of a ${panel.rect[2].toFixed(0)} px panel`);
  const k = names.indexOf('hip_flexion_r');
  const deg = (s) => s.state.q[k] * 180 / Math.PI;
  // "+" beside the slider: one degree.
  const plus = Object.entries(st.state.controls).find(([label]) => /hip_flexion_r$/.test(label) && /(more|mehr|a mais)/.test(label));
  if (!plus) out.push(`${what}: no + button for hip_flexion_r`);
  else {
    const q0 = deg(st);
    const p = plus[1];
    if (sc.touch) await tab.touchscreen.tap(p[0] + p[2] / 2, p[1] + p[3] / 2);
    else await tab.mouse.click(p[0] + p[2] / 2, p[1] + p[3] / 2);
    await settleFrames(tab, 3);
    st = await tab.evaluate(() => window.wrenchlab.state());
    if (!(Math.abs(deg(st) - q0 - 1) < 1e-9)) out.push(`${what}: + turned hip_flexion_r by ${deg(st) - q0}°, not 1°`);
  }
  if (sc.touch) {
    // A finger put down at 30 % of the slider and moved 40 px right: the value moves by 40 px of the
    // slider's scale from where it was (no jump to the 30 % mark).
    const cdp = await tab.context().newCDPSession(tab);
    const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const now = (await tab.evaluate(() => window.wrenchlab.state()));
    const [, sr] = sliderOf(now, 'hip_flexion_r');
    const q0 = deg(now);
    const x0 = sr[0] + 0.3 * sr[2], y0 = sr[1] + sr[3] / 2;
    await touch('touchStart', x0, y0);
    for (let s = 1; s <= 8; ++s) { await touch('touchMove', x0 + 5 * s, y0); await framesLater(tab, 1); }
    await touch('touchEnd');
    await settleFrames(tab, 3);
    await cdp.detach();
    st = await tab.evaluate(() => window.wrenchlab.state());
    const range = 240;  // hip_flexion_r's range in subject01.osim: −120° … 120° (±2.0944 rad)
    const expected = 40 * range / sr[2];
    const moved = deg(st) - q0;
    if (!(moved > 0.5 * expected && moved < 1.5 * expected)) out.push(`${what}: a finger dragged 40 px along "${hipLabel}" moved it ${moved.toFixed(2)}° (the slider's scale gives ${expected.toFixed(2)}°)`);
  }
  await tab.screenshot({ path: path.join(artifacts, `screen-${what}-model-state.png`) });
  if (!out.length) console.log(`browser: ${what}: subject01.osim alone opened as a model to pose; names whole, q's slider ${r[2].toFixed(0)} of ${panel.rect[2].toFixed(0)} px, + is one degree` +
                              (sc.touch ? ', a finger drags from where the slider was' : ''));
  return out;
}

// On a touch screen an open list's entries are a fingertip tall (44 CSS px) like every other control:
// the lesson list opened with a tap, its entries measured, then closed with Escape.
async function touchList(tab, what) {
  const out = [];
  const settle = (n = 4) => settleFrames(tab, n);
  await tab.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=0&play=0'));
  await settle(6);
  let st = await tab.evaluate(() => window.wrenchlab.state());
  st = await showTab(tab, 'Lesson');  // another tab may have been left open
  await tab.waitForFunction(() => window.wrenchlab.state().editor.controls.some((c) => c.label === 'lesson'), null, { timeout: 5000 }).catch(() => {});
  st = await tab.evaluate(() => window.wrenchlab.state());
  const picker = st.editor.controls.find((c) => c.label === 'lesson');
  if (!picker) return [`${what}: no lesson list in the Lesson panel (${st.editor.controls.map((c) => c.label).join(', ')})`];
  await tab.touchscreen.tap(picker.rect[0] + 30, picker.rect[1] + picker.rect[3] / 2);
  await tab.waitForFunction(() => window.wrenchlab.state().editor.controls.some((c) => c.label.includes(' — ')), null, { timeout: 3000 }).catch(() => {});
  await settle();
  st = await tab.evaluate(() => window.wrenchlab.state());
  const entries = st.editor.controls.filter((c) => c.label.includes(' — '));
  if (!entries.length) {
    await tab.screenshot({ path: path.join(artifacts, `screen-${what}-lesson-list.png`) });
    return [`${what}: a tap on the lesson list at ${JSON.stringify(picker.rect)} opened no list (focus ${st.focus}, popups ${st.pointer?.popups}, ` +
            `Lesson panel ${JSON.stringify(st.layout.panels.find((p) => p.name === 'Lesson'))}); screen-${what}-lesson-list.png`];
  }
  if (entries.length < 5) out.push(`${what}: a tap on the lesson list opened ${entries.length} entries`);
  const short = entries.filter((c) => c.rect[3] < 43.5);
  if (short.length) out.push(`${what}: lesson list entries under 44 CSS px tall: ${short.map((c) => `${c.label} ${c.rect[3].toFixed(0)}`).join(', ')}`);
  if (st.small_touch_targets.length) out.push(`${what}: with the lesson list open, controls under 44 CSS px: ${JSON.stringify(st.small_touch_targets)}`);
  // A finger swiped up over the list scrolls it to its end, where "Open a model, trial or lesson file…"
  // is; a tap on that opens the browser's file picker (in the tap's own handler: a phone allows no other).
  const openLabel = st.language === 'en' ? 'Open a model, trial or lesson file…'
                                          : JSON.parse(readFileSync(path.join(root, 'web/i18n', `${st.language}.json`), 'utf8')).lessonOpenFile;
  const opener = (s) => s.editor.controls.find((c) => c.label === openLabel);
  const list = st.lists?.[0];
  if (!list || !(list.scroll_max > 0)) out.push(`${what}: the open lesson list does not scroll (${JSON.stringify(st.lists)}): its last entry may be out of reach`);
  // In view: its middle inside the list, and most of it (the list may end a few px short of the screen's edge).
  const inList = (s, c) => {
    const l = s.lists?.[0]?.rect;
    if (!c || !l) return false;
    const shown = Math.min(c.rect[1] + c.rect[3], l[1] + l[3]) - Math.max(c.rect[1], l[1]);
    return c.rect[1] + c.rect[3] / 2 < l[1] + l[3] && shown >= 0.75 * c.rect[3];
  };
  if (list) {
    const cdp = await tab.context().newCDPSession(tab);
    const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const x0 = list.rect[0] + list.rect[2] / 2, y0 = list.rect[1] + list.rect[3] * 0.8;
    for (let swipe = 0; swipe < 4 && !inList(st, opener(st)); ++swipe) {
      await touch('touchStart', x0, y0);
      for (let k = 1; k <= 8; ++k) { await touch('touchMove', x0, y0 - (list.rect[3] * 0.6) * k / 8); await framesLater(tab, 1); }
      await touch('touchEnd');
      await settle();
      st = await tab.evaluate(() => window.wrenchlab.state());
    }
    await cdp.detach();
    const item = opener(st);
    if (!inList(st, item)) {
      await tab.screenshot({ path: path.join(artifacts, `screen-${what}-lesson-list-swiped.png`) });
      out.push(`${what}: four swipes up did not bring "${openLabel}" into the lesson list (list ${JSON.stringify(st.lists)}, item ${JSON.stringify(item?.rect)})`);
    } else {
      await tab.screenshot({ path: path.join(artifacts, `screen-${what}-lesson-list-swiped.png`) });
      const chooser = tab.waitForEvent('filechooser', { timeout: 5000 }).catch(() => null);
      await tab.touchscreen.tap(item.rect[0] + item.rect[2] / 2, item.rect[1] + item.rect[3] / 2);
      const picked = await chooser;
      if (!picked) out.push(`${what}: a tap on "${item.label}" opened no file picker`);
      else if (!picked.isMultiple()) out.push(`${what}: the file picker takes one file (a trial is several)`);
      await settle();
      const after = await tab.evaluate(() => window.wrenchlab.state());
      if (after.pointer?.popups) await tab.keyboard.press('Escape');
    }
  }
  st = await tab.evaluate(() => window.wrenchlab.state());
  if (st.pointer?.popups) await tab.keyboard.press('Escape');
  await settle();
  if (!out.length) console.log(`browser: ${what}: the lesson list's ${entries.length} entries are ${entries[0].rect[3].toFixed(0)} CSS px tall; ` +
                              `swiped up, it shows "${openLabel}", whose tap opens the file picker`);
  return out;
}

// On a phone held upright, the open tab tapped again folds its panel away and the mechanism takes its
// room; tapped once more, the panel is back where it was.
async function foldTab(tab, what, width, height) {
  const out = [];
  const open = await tab.evaluate(() => window.wrenchlab.state());
  const active = open.layout.active_tab;
  let folded = await tapTab(tab, active);
  if (!folded.layout.tab_folded) {
    await tab.waitForFunction(() => window.wrenchlab.state().layout.tab_folded, null, { timeout: 5000 }).catch(() => {});
    folded = await tab.evaluate(() => window.wrenchlab.state());
  }
  if (!folded.layout.tab_folded || folded.layout.panels.some((p) => p.name === active))
    out.push(`${what}: the open ${active} tab tapped again left its panel (${JSON.stringify(folded.layout.panels.map((p) => p.name))})`);
  if (!(folded.layout.scene_free_rect[3] > open.layout.scene_free_rect[3] + 100))
    out.push(`${what}: the ${active} panel folded away, the mechanism's area went from ${open.layout.scene_free_rect[3]} to ${folded.layout.scene_free_rect[3]} px tall`);
  out.push(...layoutProblems(folded, width, height, `${what} with the ${active} panel folded away`));
  await tab.screenshot({ path: path.join(artifacts, `screen-${what}-tab-folded.png`) });
  let back = await tapTab(tab, active);
  // Under load the tap's press and release may take more than the four frames tapTab waits: wait for the
  // panel itself, five seconds at most (and say so if it never came).
  if (back.layout.tab_folded || !back.layout.panels.some((p) => p.name === active)) {
    await tab.waitForFunction((a) => { const s = window.wrenchlab.state(); return !s.layout.tab_folded && s.layout.panels.some((p) => p.name === a); },
                              active, { timeout: 5000 }).catch(() => {});
    back = await tab.evaluate(() => window.wrenchlab.state());
  }
  if (back.layout.tab_folded || !back.layout.panels.some((p) => p.name === active)) out.push(`${what}: the ${active} tab tapped a third time did not show its panel within 5 s`);
  if (!out.length) console.log(`browser: ${what}: the open ${active} tab tapped again folds its panel away (the mechanism ${open.layout.scene_free_rect[3].toFixed(0)} → ${folded.layout.scene_free_rect[3].toFixed(0)} px tall), once more shows it`);
  return out;
}

// The state once the Lesson panel has grown to its new text: the layout measures a panel's content in
// one frame and sizes it in the next, and a loaded machine can be a few frames behind the test (the
// page keeps drawing while it settles, then sleeps). Up to a second; what still overflows then is real.
async function settledState(page) {
  let st = await page.evaluate(() => window.wrenchlab.state());
  for (let i = 0; i < 10; ++i) {
    const o = st.panels_overflow?.Lesson;
    if (o && !o.x && !o.y) break;
    await page.waitForTimeout(100);
    st = await page.evaluate(() => window.wrenchlab.state());
  }
  return st;
}

function layoutProblems(st, width, height, what) {
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



// "Predict, then see": the direction a drag of (dx, dy) CSS px on the scene draws on the step's plane,
// worked out here from the camera's screen axes (orthographic: the drag moves dx·right − dy·up in the
// world) slid along the line of sight onto the plane (normal n); and the angle in degrees between two
// world vectors once both are put in that plane.
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const onPlane = (w, n, along) => { const k = dot(n, w) / dot(n, along); return w.map((x, i) => x - k * along[i]); };
function dragOnPlane(camera, n, dx, dy) {
  const w = camera.right.map((r, i) => dx * r - dy * camera.up[i]);
  return onPlane(w, n, camera.toward_viewer);
}
function planeAngle(a, b, n) {
  const pa = onPlane(a, n, n), pb = onPlane(b, n, n);
  const c = dot(pa, pb) / Math.sqrt(dot(pa, pa) * dot(pb, pb));
  return Math.acos(Math.max(-1, Math.min(1, c))) * 180 / Math.PI;
}
// The CLI's force of one term on one segment, in world axes, at the step's instant and observer.
// The CLI's force of `term` at the step's instant; a step that sets the model (`set`: gravity on, the base
// falling) is the lesson's step `k` (0-based), opened as such.
function cliForce(cli, id, step, term, express = 'world', k = -1) {
  const asStep = step.set && k >= 0 ? ['--lesson-step', String(k + 1)] : [];
  const out = JSON.parse(execFileSync(cli, ['terms', id, ...asStep, '--t', String(step.time), '--frame', step.frame, '--express', express,
                                            '--format', 'json']).toString()).samples[0];
  const seg = out.segments.find((s) => s.name === (step.segments || [])[0]) || out.segments[0];
  return seg.terms[term].force;
}

async function run(query) {
  const { server, url } = await startServer(dist);
  const browser = await launchChromium();
  const problems = [];
  const requests = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    // A hand's click and key press, held until the page has drawn two frames with it down (a key's
    // press and release inside one frame would be one frame of a key that was never down).
    const press = async (x, y) => { await page.mouse.move(x, y); await page.mouse.down(); await framesLater(page); await page.mouse.up(); };
    const hold = async (k) => { await page.keyboard.down(k); await framesLater(page); await page.keyboard.up(k); };
    // Not blank: a screenshot must have many distinct colours (UI text, lines, background).
    const pixelVariance = async (file) => {
      const png = await page.screenshot(file ? { path: file } : {});
      return page.evaluate(async (b64) => {
        const img = new Image();
        img.src = 'data:image/png;base64,' + b64;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width; c.height = img.height;
        const ctx = c.getContext('2d');
        ctx.drawImage(img, 0, 0);
        const d = ctx.getImageData(0, 0, c.width, c.height).data;
        let sum = 0, sum2 = 0, n = 0;
        for (let i = 0; i < d.length; i += 16) { const v = d[i] + d[i + 1] + d[i + 2]; sum += v; sum2 += v * v; n++; }
        const mean = sum / n;
        return sum2 / n - mean * mean;
      }, png.toString('base64'));
    };
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url.replace(/\/$/, '') });
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`failed request: ${r.url()} (${r.failure()?.errorText})`));
    page.on('request', (r) => requests.push(r.url()));
    const origin = new URL(url).origin;
    const started = Date.now();
    await page.goto(url + query, { waitUntil: 'load' });
    await page.waitForFunction(() => window.wrenchlab && (window.wrenchlab.ready || window.wrenchlab.error),
      null, { timeout: 30000 });
    const firstFrameMs = Date.now() - started;
    const state = await page.evaluate(() => ({ ready: window.wrenchlab.ready, error: window.wrenchlab.error }));
    if (!state.ready) problems.push(`page not ready: ${state.error}`);

    const f0 = await page.evaluate(() => window.wrenchlab.frames);
    await page.waitForTimeout(3000);
    const f1 = await page.evaluate(() => window.wrenchlab.frames);
    const fps = (f1 - f0) / 3;

    // Bad input reaches the page through its hooks: every garbled link and invalid parameter is
    // refused with a visible message while the lesson keeps running; a good link restores state.
    if (!selfTest) {
      const before = await page.evaluate(() => window.wrenchlab.state());
      // The URL part of the bad-input corpus, plus one very long hash.
      const badLinks = readFileSync(path.join(root, 'tests/bad-inputs/url/hashes.txt'), 'utf8').split('\n').filter(Boolean);
      badLinks.push('#v1&' + 'x'.repeat(6000));
      for (const hash of badLinks) {
        const ok = await page.evaluate((h) => window.wrenchlab.load(h), hash);
        const st = await page.evaluate(() => window.wrenchlab.state());
        if (!st.message) problems.push(`no message shown for the bad link ${hash.slice(0, 40)}`);
        if (st.lesson === undefined || st.segments < 1) problems.push(`state lost after ${hash.slice(0, 40)}`);
        if (ok && !hash.includes('p.') && !hash.includes('step=999')) problems.push(`bad link accepted: ${hash.slice(0, 40)}`);
      }
      for (const [pathName, value] of [['chain.mass[0]', '-1'], ['chain.count', '"abc"'], ['chain.length[0]', 'NaN'],
        ['segments[9].mass', '1'], ['chain.count', '0']]) {
        const ok = await page.evaluate(([a, b]) => window.wrenchlab.setParameter(a, b), [pathName, value]);
        if (ok) problems.push(`invalid parameter accepted: ${pathName}=${value}`);
      }
      const good = await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&t=0.6&frame=rod@rod.proximal&terms=joint,coriolis'));
      const st = await page.evaluate(() => window.wrenchlab.state());
      if (!good || st.lesson !== 'radial-slider' || st.step !== 1 || Math.abs(st.time - 0.6) > 1e-6 || st.frame !== 'rod@rod.proximal')
        problems.push(`a good link did not restore its state: ${JSON.stringify(st)}`);
      if (!(st.discrepancy < 1e-9)) problems.push(`joint wrench differs between frames: ${st.discrepancy}`);
      // Step 2 of the radial slider shows the bead only; a link must keep that, and so must a
      // parameter change (it rebuilds the model, not the step's choices).
      if (JSON.stringify(st.segments_shown) !== '["bead"]') problems.push(`the link's step shows segments ${JSON.stringify(st.segments_shown)}, expected ["bead"]`);
      await page.evaluate(() => window.wrenchlab.setParameter('segments[1].mass', '2'));
      const kept = await page.evaluate(() => window.wrenchlab.state());
      if (JSON.stringify(kept.segments_shown) !== '["bead"]') problems.push(`a parameter change showed segments ${JSON.stringify(kept.segments_shown)}`);
      // A link pasted into the open page's address bar (only the hash changes) is applied too, and a
      // link that does not set a parameter gets the lesson's value, not the one left from before.
      await page.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=1&p.chain.count=6'));
      await page.evaluate(() => { location.hash = '#v1&lesson=nlink&step=2'; });
      await page.waitForFunction(() => window.wrenchlab.state().step === 2, null, { timeout: 5000 }).catch(() => {});
      const pasted = await page.evaluate(() => window.wrenchlab.state());
      if (pasted.lesson !== 'nlink' || pasted.step !== 2 || pasted.segments !== 3)
        problems.push(`a link pasted into the address bar: lesson ${pasted.lesson}, step ${pasted.step}, ${pasted.segments} segments`);
      // Still alive: the pointer moves, and the page draws again (it draws nothing while idle).
      const f0b = await page.evaluate(() => window.wrenchlab.frames);
      await page.mouse.move(600, 300);
      await page.mouse.move(610, 310);
      await page.waitForTimeout(500);
      const f1b = await page.evaluate(() => window.wrenchlab.frames);
      if (f1b <= f0b) problems.push('the page stopped drawing after bad input');
      console.log(`browser: ${badLinks.length} bad links and 5 bad parameters refused with a message; ` +
        `a shared link restored lesson ${st.lesson}, step ${st.step}, t = ${st.time}, frame ${st.frame} (was ${before.lesson})`);
    }

    // Every lesson, every step: no console error, a drawn canvas, a screenshot per lesson; and the
    // numbers the page shows equal the CLI's for the same state.
    if (!selfTest) {
      const index = JSON.parse(readFileSync(path.join(root, 'content/lessons/index.json'), 'utf8')).lessons;
      const cli = path.join(root, 'build/native/tools/cli/wrenchlab-cli');
      let steps = 0, compared = 0, translatedSteps = 0;
      for (const id of index) {
        const lesson = JSON.parse(readFileSync(path.join(root, 'content/lessons', id + '.json'), 'utf8'));
        for (let k = 0; k < lesson.steps.length; ++k) {
          const before = await framesNow(page);
          if (!(await page.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=${k}`)))
            problems.push(`lesson ${id} step ${k} did not open`);
          await framesLater(page, 6, before, 20000);  // the layout settles within a few frames
          // The step's text fits the Lesson panel at 1280×800 (no scroll bar, nothing cut on the right),
          // the Terms panel needs no scroll bar and no formula runs past the Formulas panel's edge.
          const st = await settledState(page);
          const over = st.panels_overflow || {};
          if (!over.Lesson || over.Lesson.x || over.Lesson.y) problems.push(`lesson ${id} step ${k}: the text does not fit its panel ${JSON.stringify(over.Lesson)}`);
          if (over['Terms and frame'] && over['Terms and frame'].y) problems.push(`lesson ${id} step ${k}: the Terms panel scrolls`);
          if (over.Formulas && over.Formulas.x) problems.push(`lesson ${id} step ${k}: a formula runs past the Formulas panel`);
          problems.push(...layoutProblems(st, 1280, 800, `lesson ${id} step ${k} at 1280×800`));
          // The step's axes are applied ("expressed_in"), and the page says them in the snapshot.
          const expressed = lesson.steps[k].expressed_in || 'observer';
          if (st.expressed_in !== expressed) problems.push(`lesson ${id} step ${k}: numbers in ${st.expressed_in}, the step says ${expressed}`);
          const snap = await page.evaluate(() => window.wrenchlab.snapshot());
          if (snap.expressed_in !== expressed) problems.push(`lesson ${id} step ${k}: snapshot expressed_in ${snap.expressed_in}`);
          // A step that names a coordinate's torque parts opens the plot on them.
          const parts = lesson.steps[k].torque_parts;
          if (parts && (st.plot_shows !== 'torque parts' || st.plot_coordinate !== parts))
            problems.push(`lesson ${id} step ${k}: the plot shows ${st.plot_shows} of ${st.plot_coordinate}, the step asks for the torque parts of ${parts}`);
          await page.screenshot({ path: path.join(artifacts, `lesson-${id}-step${k + 1}.png`) });
          // The same step in German and in Portuguese (longer words, other line breaks): its text still
          // fits the Lesson panel, nothing runs past an edge, no panel overlaps another.
          for (const lang of ['de', 'pt-BR']) {
            const from = await framesNow(page);
            await page.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=${k}&lang=${lang}`);
            await framesLater(page, 6, from, 20000);
            const tr = await settledState(page);
            const o = tr.panels_overflow || {};
            const what = `lesson ${id} step ${k} in ${lang}`;
            if (tr.language !== lang) problems.push(`${what}: the page is in ${tr.language}`);
            if (tr.step_title !== lesson.translations[lang].steps[k].title) problems.push(`${what}: step title "${tr.step_title}"`);
            if (!o.Lesson || o.Lesson.x || o.Lesson.y) problems.push(`${what}: the text does not fit its panel ${JSON.stringify(o.Lesson)}`);
            if (o['Terms and frame'] && o['Terms and frame'].y) problems.push(`${what}: the Terms panel scrolls`);
            if (o.Formulas && o.Formulas.x) problems.push(`${what}: a formula runs past the Formulas panel`);
            problems.push(...layoutProblems(tr, 1280, 800, `${what} at 1280×800`));
            ++translatedSteps;
          }
          ++steps;
        }
        await page.evaluate(() => window.wrenchlab.setLanguage('en'));
        await page.screenshot({ path: path.join(artifacts, `lesson-${id}.png`) });
        // Compare at step 1 (a fixed time): the snapshot against the CLI at the same time and frame.
        await page.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=1`);
        const st = await page.evaluate(() => window.wrenchlab.state());
        const shown = await page.evaluate(() => window.wrenchlab.snapshot());
        const out = execFileSync(cli, ['terms', id, '--t', String(st.time), '--frame', st.frame, '--express', st.expressed_in,
          '--format', 'json']).toString();
        const ref = JSON.parse(out).samples[0];
        const web = shown.samples[0];
        for (let i = 0; i < ref.segments.length; ++i)
          for (const key of Object.keys(ref.segments[i].terms))
            for (const part of ['force', 'moment'])
              for (let c = 0; c < 3; ++c) {
                const a = ref.segments[i].terms[key][part][c], b = web.segments[i].terms[key][part][c];
                if (Math.abs(a - b) > 1e-7 * (1 + Math.abs(a))) problems.push(`${id}: ${ref.segments[i].name}.${key}.${part}[${c}] page ${b} vs CLI ${a}`);
                ++compared;
              }
      }
      // A parameter dragged in the page gives the same numbers as the CLI's --set.
      await page.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=1'));
      if (!(await page.evaluate(() => window.wrenchlab.setParameter('chain.count', '5')))) problems.push('chain.count=5 refused');
      const st = await page.evaluate(() => window.wrenchlab.state());
      const shown = await page.evaluate(() => window.wrenchlab.snapshot());
      const ref = JSON.parse(execFileSync(cli, ['terms', 'nlink', '--set', 'chain.count=5', '--t', String(st.time),
        '--frame', st.frame, '--format', 'json']).toString()).samples[0];
      if (shown.samples[0].segments.length !== 5) problems.push('parameter change did not rebuild the chain');
      for (let c = 0; c < 3; ++c) {
        const a = ref.segments[4].terms.joint.force[c], b = shown.samples[0].segments[4].terms.joint.force[c];
        if (Math.abs(a - b) > 1e-7 * (1 + Math.abs(a))) problems.push(`nlink n=5 joint force page ${b} vs CLI ${a}`);
      }
      // The view refits when the chain outgrows it (or shrinks to a fraction of it), not for a small change.
      const viewHeight = async (count) => {
        if (count && !(await page.evaluate((n) => window.wrenchlab.setParameter('chain.count', String(n)), count)))
          problems.push(`chain.count=${count} refused`);
        return (await page.evaluate(() => window.wrenchlab.state())).camera.view_height;
      };
      await page.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=1'));
      const h3 = await viewHeight(0), h5 = await viewHeight(5), h6 = await viewHeight(6), h20 = await viewHeight(20),
            h2 = await viewHeight(2);
      if (!(h5 > 1.25 * h3 && h6 === h5 && h20 > 2.5 * h6 && h2 < h20 / 4))
        problems.push(`view heights for 3, 5, 6, 20, 2 segments: ${[h3, h5, h6, h20, h2].map((h) => h.toFixed(2))}`);
      // A link carries the axes: the ankle's own-axes step opened with world axes, then the CLI agrees.
      await page.evaluate(() => window.wrenchlab.load('#v1&lesson=ankle-knee-3d&step=3&express=world'));
      const ax = await page.evaluate(() => window.wrenchlab.state());
      if (ax.expressed_in !== 'world') problems.push(`the link's express=world was not applied: ${ax.expressed_in}`);
      const axSnap = (await page.evaluate(() => window.wrenchlab.snapshot())).samples[0];
      const axRef = JSON.parse(execFileSync(cli, ['terms', 'ankle-knee-3d', '--t', String(ax.time), '--frame', ax.frame,
        '--express', 'world', '--format', 'json']).toString()).samples[0];
      for (let c = 0; c < 3; ++c) {
        const a = axRef.segments[0].terms.joint.moment[c], b = axSnap.segments[0].terms.joint.moment[c];
        if (Math.abs(a - b) > 1e-7 * (1 + Math.abs(a))) problems.push(`express=world: knee moment page ${b} vs CLI ${a}`);
      }
      await page.evaluate(() => window.wrenchlab.load('#v1&lesson=ankle-knee-3d&step=3&express=nowhere'));
      const axBad = await page.evaluate(() => window.wrenchlab.state());
      if (axBad.expressed_in !== 'own' || !axBad.error) problems.push(`an unknown express= was not refused with a message: ${JSON.stringify(axBad.expressed_in)}`);
      // The language chosen last (Portuguese) is the page's stored preference: back to English, whose
      // button positions the checks below click.
      await page.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=0&lang=en'));
      console.log(`browser: ${index.length} lessons, ${steps} steps walked (each fits its panels, lesson-<id>-step<k>.png, and ${translatedSteps} ` +
                  `times in German and Portuguese), screenshots lesson-*.png; ${compared} numbers equal to the CLI's; ` +
                  `view height for 3, 5, 6, 20, 2 segments: ${[h3, h5, h6, h20, h2].map((h) => h.toFixed(2)).join(', ')} m`);
    }

    // A lecturer's own lesson file, opened by URL parameter from the same site.
    if (!selfTest) {
      mkdirSync(path.join(dist, 'test-lessons'), { recursive: true });
      writeFileSync(path.join(dist, 'test-lessons', 'intro.json'), readFileSync(path.join(root, 'content/lessons/template.json')));
      await page.goto(url + '?nosw&lesson=test-lessons/intro.json', { waitUntil: 'load' });
      await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready && window.wrenchlab.state &&
        window.wrenchlab.state().lesson === 'my-lesson', null, { timeout: 20000 }).catch(() => {});
      const st = await page.evaluate(() => window.wrenchlab.state ? window.wrenchlab.state() : {});
      if (st.lesson !== 'my-lesson') problems.push(`?lesson= did not open the file: ${JSON.stringify(st)}`);
      else console.log('browser: ?lesson=test-lessons/intro.json opened a lesson file from the same site');

      // The fit check can fail: a step text too long for the Lesson panel, and one whose parenthesised
      // group (kept whole by the wrap) is wider than it, are both reported.
      const template = JSON.parse(readFileSync(path.join(root, 'content/lessons/template.json'), 'utf8'));
      template.id = 'too-long';
      template.steps[0].text = 'A sentence that goes on. '.repeat(150);
      template.steps[1].text = 'Short, but (' + 'unbreakable-'.repeat(12) + ') inside parentheses.';
      writeFileSync(path.join(dist, 'test-lessons', 'too-long.json'), JSON.stringify(template));
      await page.goto(url + '?nosw&lesson=test-lessons/too-long.json', { waitUntil: 'load' });
      await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready && window.wrenchlab.state &&
        window.wrenchlab.state().lesson === 'too-long', null, { timeout: 20000 }).catch(() => {});
      const longText = async (step) => {
        const before = await framesNow(page);
        await page.evaluate((k) => window.wrenchlab.load(`#v1&step=${k}`), step);
        await framesLater(page, 4, before, 10000);
        return ((await page.evaluate(() => window.wrenchlab.state())).panels_overflow || {}).Lesson || {};
      };
      const tall = await longText(0), wide = await longText(1);
      if (!tall.y) problems.push(`a 3750-character step text was not reported as overflowing: ${JSON.stringify(tall)}`);
      if (!wide.x) problems.push(`a too wide parenthesised group was not reported: ${JSON.stringify(wide)}`);
      console.log(`browser: the fit check reports a too long step text (${JSON.stringify(tall)}) and a too wide one (${JSON.stringify(wide)})`);

      // The user's own actions, by mouse and keyboard on the n-link lesson: every term toggled (1–9),
      // every observer frame picked from the menu, play/pause (Space), the time slider scrubbed, a
      // parameter dragged. After each: a drawn canvas, and the numbers shown equal the CLI's for the
      // same state (console errors fail the run wherever they occur).
      {
        const cliPath = path.join(root, 'build/native/tools/cli/wrenchlab-cli');
        const click = async (x, y) => { await press(x, y); await page.waitForTimeout(250); };
        const key = async (k) => { await hold(k); await page.waitForTimeout(150); };
        const drag = async (x0, y, x1) => {
          await page.mouse.move(x0, y); await page.mouse.down();
          for (let s = 1; s <= 8; ++s) { await page.mouse.move(x0 + (x1 - x0) * s / 8, y); await page.waitForTimeout(30); }
          await page.mouse.up(); await page.waitForTimeout(300);
        };
        let actions = 0, numbers = 0;
        const checkAction = async (what) => {
          ++actions;
          const st = await page.evaluate(() => window.wrenchlab.state());
          const shown = (await page.evaluate(() => window.wrenchlab.snapshot())).samples[0];
          const sets = Object.entries(st.parameters || {}).map(([p, v]) => ['--set', `${p}=${JSON.stringify(v)}`]).flat();
          const ref = JSON.parse(execFileSync(cliPath, ['terms', 'nlink', '--t', String(st.time), '--frame', st.frame, ...sets,
                                                        '--format', 'json']).toString()).samples[0];
          for (let i = 0; i < ref.segments.length; ++i)
            for (const k of Object.keys(ref.segments[i].terms))
              for (const part of ['force', 'moment'])
                for (let c = 0; c < 3; ++c) {
                  const a = ref.segments[i].terms[k][part][c], b = shown.segments[i]?.terms[k][part][c];
                  ++numbers;
                  if (!(Math.abs(a - b) <= 1e-7 * (1 + Math.abs(a)))) { problems.push(`${what}: ${k}.${part}[${c}] page ${b} vs CLI ${a}`); return st; }
                }
          if (!(st.discrepancy < 1e-9)) problems.push(`${what}: joint wrench differs between frames by ${st.discrepancy}`);
          const v = await pixelVariance();
          if (!(v > 50)) problems.push(`${what}: canvas looks blank (variance ${v})`);
          return st;
        };
        await page.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=1&play=0'));
        await page.waitForTimeout(300);
        const keys = ['dynamic', 'joint', 'dalembert', 'euler', 'centrifugal', 'coriolis', 'gravity', 'external', 'distal'];
        for (let k = 1; k <= 9; ++k) {
          const before = (await page.evaluate(() => window.wrenchlab.state())).terms_shown;
          await key(String(k));
          const st = await checkAction(`key ${k}`);
          if (before.includes(keys[k - 1]) === st.terms_shown.includes(keys[k - 1])) problems.push(`key ${k} did not toggle ${keys[k - 1]}`);
        }
        const frames = ['world', 'own', 'parent', 'base'];
        for (const s of ['segment1', 'segment2', 'segment3']) frames.push(s, `${s}@${s}.proximal`);
        for (let k = 0; k < frames.length; ++k) {
          await click(1050, 51);
          await click(1000, 78 + 20 * k);
          const st = await checkAction(`observer ${frames[k]}`);
          if (st.frame !== frames[k]) problems.push(`menu item ${k}: observer ${st.frame}, expected ${frames[k]}`);
        }
        await key(' ');
        const t0 = (await page.evaluate(() => window.wrenchlab.state())).time;
        await page.waitForTimeout(600);
        await key(' ');
        const played = await checkAction('play, then pause');
        if (played.playing || !(played.time > t0 + 0.05)) problems.push(`Space, wait, Space: playing ${played.playing}, time ${t0} → ${played.time}`);
        await drag(100, 745, 330);
        const scrubbed = await checkAction('scrub');
        if (!(Math.abs(scrubbed.time - played.time) > 0.5)) problems.push(`scrubbing the time slider: ${played.time} → ${scrubbed.time}`);
        await click(120, 341);  // the folded Parameters panel
        await drag(137, 397, 177);  // mass of segment 1
        const massed = await checkAction('drag mass of segment 1');
        if (!(Math.abs((massed.parameters['chain.mass[0]'] ?? 0.7) - 0.7) > 0.05)) problems.push(`dragging the mass: ${JSON.stringify(massed.parameters)}`);
        await drag(34, 371, 44);  // number of segments
        const counted = await checkAction('drag number of segments');
        if (!(counted.segments > 3)) problems.push(`dragging the number of segments: ${counted.segments}`);
        await click(22, 341);  // fold Parameters again
        console.log(`browser: ${actions} user actions (keys 1–9, ${frames.length} observers from the menu, Space, scrub, two parameter drags), ` +
                    `${numbers} numbers equal to the CLI's, canvas drawn after each; ${counted.segments} segments after the drag`);
      }

      // A click on a folded panel's title (not only on its small arrow) opens it.
      const tableOpen = async () => (await page.evaluate(() => window.wrenchlab.state())).panels.Table;
      const foldedBefore = await tableOpen();
      await press(120, 281);
      await page.waitForTimeout(300);
      const openAfter = await tableOpen();
      if (foldedBefore !== false || openAfter !== true) problems.push(`a click on the folded Table title: open ${foldedBefore} → ${openAfter}`);
      else console.log('browser: a click on the folded Table title opened it');
      await press(22, 281);  // its arrow folds it
      await page.waitForTimeout(300);
      const foldedAgain = await tableOpen();
      // … and the arrow of a folded panel still unfolds it (the title-click code once cancelled that).
      await press(22, 281);
      await page.waitForTimeout(300);
      const arrowOpened = await tableOpen();
      if (foldedAgain !== false || arrowOpened !== true) problems.push(`the Table arrow: fold → open ${foldedAgain}, unfold → open ${arrowOpened}`);
      await press(22, 281);
      await page.waitForTimeout(300);

      // Import and export through the Time window's buttons, as a user does: measured kinematics in
      // (the file picker), the page's numbers equal the CLI's on the same file; a broken file is
      // refused with its own name and line and the lesson keeps running; "Export CSV" downloads the
      // time series, named after the observer and moment point, with the CLI's numbers in it.
      {
        await page.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=1&play=0'));
        await page.waitForTimeout(300);
        const good = path.join(artifacts, 'import-reach.csv');
        const rows = ['# a made-up reach, 100 Hz', 'time,joint1 [deg],joint2,joint3 [rad]'];
        for (let i = 0; i <= 200; ++i) {
          const t = i / 100;
          rows.push(`${t.toFixed(2)},${(30 * Math.sin(t)).toFixed(6)},${(0.3 * t * t).toFixed(6)},${(0.2 + 0.1 * Math.cos(3 * t)).toFixed(6)}`);
        }
        writeFileSync(good, rows.join('\n') + '\n');
        const bad = path.join(artifacts, 'import-broken.csv');
        writeFileSync(bad, 'time,joint1,joint2,joint3\n0,0,0,0\n0.01,0,abc,0\n0.02,0,0,0\n');
        const importFile = async (file) => {
          const chooser = page.waitForEvent('filechooser', { timeout: 5000 }).catch(() => null);
          await press(335, 771);
          const opened = await chooser;
          if (!opened) {
            await page.screenshot({ path: path.join(artifacts, 'import-no-chooser.png') });
            const st = await page.evaluate(() => window.wrenchlab.state());
            problems.push(`"Import motion" at (335, 771) opened no file chooser (screenshot import-no-chooser.png; message "${st.message}")`);
            return st;
          }
          await opened.setFiles(file);
          await page.waitForFunction(() => /Import/.test(window.wrenchlab.state().message), null, { timeout: 5000 }).catch(() => {});
          await page.waitForTimeout(200);
          return page.evaluate(() => window.wrenchlab.state());
        };
        const imported = await importFile(good);
        if (!/^Imported import-reach\.csv/.test(imported.message)) problems.push(`import of a good CSV: "${imported.message}"`);
        const shown = await page.evaluate(() => window.wrenchlab.snapshot());
        const ref = JSON.parse(execFileSync(path.join(root, 'build/native/tools/cli/wrenchlab-cli'),
          ['terms', 'nlink', '--kinematics', good, '--t', String(imported.time), '--format', 'json']).toString()).samples[0];
        let compared = 0;
        for (let i = 0; i < ref.segments.length; ++i)
          for (const key of Object.keys(ref.segments[i].terms))
            for (const part of ['force', 'moment'])
              for (let c = 0; c < 3; ++c) {
                const a = ref.segments[i].terms[key][part][c], b = shown.samples[0].segments[i].terms[key][part][c];
                ++compared;
                if (Math.abs(a - b) > 1e-7 * (1 + Math.abs(a))) problems.push(`imported motion: ${key}.${part}[${c}] page ${b} vs CLI ${a}`);
              }
        const broken = await importFile(bad);
        if (!/import-broken\.csv:3/.test(broken.message) || /_opened|\/import\//.test(broken.message) || !broken.error)
          problems.push(`a broken CSV: message "${broken.message}" (expected its own name and line 3)`);
        const f0 = await page.evaluate(() => window.wrenchlab.frames);
        await page.mouse.move(600, 300);
        await page.waitForTimeout(300);
        if ((await page.evaluate(() => window.wrenchlab.frames)) <= f0) problems.push('the page stopped after a broken import');
        const download = page.waitForEvent('download', { timeout: 10000 });
        await press(140, 771);
        const file = await download;
        const saved = path.join(artifacts, file.suggestedFilename());
        await file.saveAs(saved);
        const lines = readFileSync(saved, 'utf8').trim().split('\n');
        const header = lines[0].split(','), first = lines[1].split(',').map(Number);
        if (file.suggestedFilename() !== 'nlink_observer-world_about-proximal.csv') problems.push(`export named ${file.suggestedFilename()}`);
        const col = header.indexOf('segment3.joint.force.x [N]');
        const ref0 = JSON.parse(execFileSync(path.join(root, 'build/native/tools/cli/wrenchlab-cli'),
          ['terms', 'nlink', '--kinematics', good, '--t', String(first[0]), '--format', 'json']).toString()).samples[0];
        const want = ref0.segments[2].terms.joint.force[0];
        if (header[0] !== 'time [s]' || lines.length < 100 || col < 0 || !(Math.abs(first[col] - want) < 1e-7 * (1 + Math.abs(want))))
          problems.push(`exported CSV: ${lines.length} lines, header ${header.slice(0, 3).join('|')}…, segment3 joint Fx ${first[col]} vs CLI ${want}`);
        console.log(`browser: imported a CSV (${compared} numbers equal the CLI's on the same file), a broken one refused ` +
                    `("${broken.message.slice(0, 60)}…"), exported ${file.suggestedFilename()} (${lines.length - 1} rows, CLI's numbers)`);
      }

      // An OpenSim trial, chosen as loose files in the picker as a student would (the setup names
      // "../IK/…" and "../ExperimentalData/…"; the page finds them among the chosen files by name):
      // it opens as a lesson, its joint terms equal the CLI's for the same setup, the plot shows the
      // knee's torque parts; the time it takes is reported. Skipped without OpenSim's examples.
      {
        const examples = process.env.WRENCHLAB_OPENSIM_EXAMPLES || path.join(root, '..', 'shared', 'opensim-examples');
        const gait = path.join(examples, 'gait10dof18musc');
        if (!existsSync(path.join(gait, 'subject01.osim'))) {
          console.log('browser: OpenSim trial skipped (no examples at ' + examples + ')');
        } else {
          const files = ['ID/walk_Setup_ID.xml', 'subject01.osim', 'IK/subject01_walk_IK.mot',
                         'ExperimentalData/subject01_walk_grf.xml', 'ExperimentalData/subject01_walk_grf.mot'].map((f) => path.join(gait, f));
          await page.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=1&play=0'));
          await page.waitForTimeout(200);
          const chooser = page.waitForEvent('filechooser', { timeout: 5000 });
          await press(335, 771);
          const started = Date.now();
          await (await chooser).setFiles(files);
          await page.waitForFunction(() => window.wrenchlab.state().lesson === 'opensim-trial', null, { timeout: 30000 }).catch(() => {});
          const openedMs = Date.now() - started;
          await page.evaluate(() => window.wrenchlab.load('#v1&lesson=opensim-trial&step=0&t=0.6&play=0'));
          const f = await page.evaluate(() => window.wrenchlab.frames);
          await page.waitForFunction((n) => window.wrenchlab.frames > n + 2, f);
          const st = await page.evaluate(() => window.wrenchlab.state());
          if (st.lesson !== 'opensim-trial') problems.push(`OpenSim trial did not open: "${st.message}"`);
          else {
            const shown = await page.evaluate(() => window.wrenchlab.snapshot());
            const ref = JSON.parse(execFileSync(path.join(root, 'build/native/tools/cli/wrenchlab-cli'),
              ['terms', files[0], '--t', String(st.time), '--format', 'json'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString()).samples[0];
            let compared = 0;
            for (let i = 0; i < ref.segments.length; ++i)
              for (const part of ['force', 'moment'])
                for (let c = 0; c < 3; ++c) {
                  const a = ref.segments[i].terms.joint[part][c], b = shown.samples[0].segments[i].terms.joint[part][c];
                  ++compared;
                  if (!(Math.abs(a - b) <= 1e-6 * (1 + Math.abs(a)))) problems.push(`OpenSim trial ${ref.segments[i].name} joint ${part}[${c}] page ${b} vs CLI ${a}`);
                }
            if (st.plot_shows !== 'torque parts' || !/knee/.test(st.plot_coordinate || '')) problems.push(`OpenSim trial plot: ${st.plot_shows} ${st.plot_coordinate}`);
            await page.screenshot({ path: path.join(artifacts, 'opensim-trial.png') });
            // It opens one stage per frame (setup, model, ground reactions, loads, coordinates, lesson),
            // so no frame waits for all of it: the longest stage is reported (a measurement, not asserted).
            if (!(st.import_ms > 0) || !(st.import_frames >= 5)) problems.push(`OpenSim trial: import_ms ${st.import_ms}, import_frames ${st.import_frames}`);
            console.log(`browser: OpenSim trial (gait10dof18musc, 5 files chosen together) opened in ${openedMs} ms ` +
                        `over ${st.import_frames} frames (the longest stage held its frame for ${st.import_ms.toFixed(0)} ms); ` +
                        `${compared} joint-wrench numbers equal the CLI's at t = ${st.time}; plot ${st.plot_shows} of ${st.plot_coordinate}; screenshot opensim-trial.png`);
          }
        }
      }
      // --- Robot files and the State panel (issue 17) -------------------------------------------------
      // ur5.urdf and ur5.xml opened through the page's file input as a user picks them; a pose set by a
      // link, by the State panel's slider and by dragging a segment: each time the page's joint torques
      // equal the CLI's for the same state (its printed digits, and its JSON to 1e-9); a bad file keeps
      // the lesson; the State panel among the other panels without overlap, in the projector layout too.
      {
        const cliPath = path.join(root, 'build/native/tools/cli/wrenchlab-cli');
        const robots = path.join(root, 'content/models/robots');
        const settled = async (since) => { await framesLater(page, 4, since, 20000); return page.evaluate(() => window.wrenchlab.state()); };
        // The CLI for the page's state: its printed joint torques (6 digits) and its JSON τ.
        const cliTorques = (file, st) => {
          const args = ['--q', JSON.stringify(st.state.q), '--qd', JSON.stringify(st.state.qd), '--qdd', JSON.stringify(st.state.qdd), '--t', String(st.time)];
          const text = execFileSync(cliPath, ['terms', file, ...args]).toString();
          const line = text.split('\n').find((l) => l.startsWith('joint torques:')) || '';
          const printed = {};
          for (const m of line.matchAll(/(\S+) = (\S+)/g)) printed[m[1]] = m[2];
          const json = JSON.parse(execFileSync(cliPath, ['matrices', file, ...args, '--format', 'json']).toString());
          return { printed, tau: json.tau };
        };
        let compared = 0;
        const sameTorques = async (file, what) => {
          const st = await page.evaluate(() => window.wrenchlab.state());
          const shown = await page.evaluate(() => window.wrenchlab.accessible().state.coordinates);
          const ref = cliTorques(file, st);
          st.state.coordinates.forEach((name, k) => {
            const page6 = Number(st.state.tau[k].toPrecision(6)), cli6 = Number(ref.printed[name]);
            // The CLI prints 6 significant digits, the page's panels 3 (with a typographic minus).
            const page3 = shown[k].tau.replace('−', '-'), cli3 = Number(ref.tau[k].toPrecision(3));
            if (!(Math.abs(page6 - cli6) <= 1e-12 * (1 + Math.abs(cli6))) || Math.abs(Number(page3) - cli3) > 1e-12 * (1 + Math.abs(cli3)) ||
                !(Math.abs(st.state.tau[k] - ref.tau[k]) <= 1e-9 * (1 + Math.abs(ref.tau[k]))))
              problems.push(`${what}: τ ${name} page ${st.state.tau[k]} (shown ${shown[k].tau}) vs CLI ${ref.printed[name]} / ${ref.tau[k]}`);
            ++compared;
          });
          return st;
        };
        const pick = async (file) => {
          const since = await framesNow(page);
          await page.setInputFiles('input[type=file]', file);
          await page.waitForFunction(() => /Opened|could not/.test(window.wrenchlab.state().message), null, { timeout: 20000 }).catch(() => {});
          return settled(since);
        };
        await page.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=1&play=0'));
        for (const name of ['ur5.urdf', 'ur5.xml']) {
          const st = await pick(path.join(robots, name));
          if (st.lesson !== 'robot' || !st.message.startsWith(`Opened ${name}`) || !/ignored: /.test(st.message))
            problems.push(`${name} through the file input: lesson ${st.lesson}, message "${st.message}"`);
          if (!st.panels.State) problems.push(`${name}: the State panel did not open with the robot (${JSON.stringify(st.panels)})`);
          problems.push(...layoutProblems(st, 1280, 800, `${name} with its State panel open`));
          await page.screenshot({ path: path.join(artifacts, `robot-${name.replace('.', '-')}.png`) });
          // A pose by link, moving: the torques are the CLI's for that state.
          const since = await framesNow(page);
          await page.evaluate(() => window.wrenchlab.load('#v1&lesson=robot&step=1&t=0&q=0.1,-1.2,1.4,-0.3,0.5,0.2&qd=0.5,-1,1.5,0.2,0,0.3&qdd=1,0.5,-0.5,0,2,0'));
          const linked = await settled(since);
          if (!linked.state.held || Math.abs(linked.state.q[1] + 1.2) > 1e-12 || Math.abs(linked.state.qd[2] - 1.5) > 1e-12)
            problems.push(`${name}: the link's state was not held: ${JSON.stringify(linked.state)}`);
          await sameTorques(path.join(robots, name), `${name}, state by link`);
        }
        // The State panel: hold still, then drag the q slider of joint3 (the elbow); the motion is held.
        await page.evaluate(() => window.wrenchlab.act('hold-still', 'on'));
        let st = await settled(await framesNow(page));
        if (!st.state.hold_still || st.state.qd.some((v) => v !== 0) || st.state.qdd.some((v) => v !== 0))
          problems.push(`hold still: ${JSON.stringify(st.state)}`);
        await sameTorques(path.join(robots, 'ur5.xml'), 'hold still (gravity alone)');
        const slider = st.state.controls['q of joint3'];
        if (!slider) problems.push(`no "q of joint3" slider among the State panel's controls: ${Object.keys(st.state.controls).join(', ')}`);
        else {
          const [x, y, w, h] = slider;
          const before = st.state.q[2];
          await page.evaluate(() => window.wrenchlab.act('play'));  // grabbing a slider pauses the motion
          await page.mouse.move(x + w / 2, y + h / 2);
          await page.mouse.down();
          for (let s = 1; s <= 6; ++s) { await page.mouse.move(x + w / 2 + (w / 4) * s / 6, y + h / 2); await framesLater(page, 1); }
          const during = await page.evaluate(() => window.wrenchlab.state());
          await page.mouse.up();
          st = await settled(await framesNow(page));
          if (during.playing || !(Math.abs(st.state.q[2] - before) > 0.1) || !st.state.held)
            problems.push(`the q slider of joint3: playing ${during.playing} while held, q ${before} → ${st.state.q[2]}, held ${st.state.held}`);
          await sameTorques(path.join(robots, 'ur5.xml'), 'the q slider of joint3');
        }
        // Drag the forearm (link3) on the scene: its joint turns, the torques follow.
        {
          const ends = st.state.segments_on_screen[3];
          const [x0, y0, x1, y1] = ends;
          const mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
          const len = Math.hypot(x1 - x0, y1 - y0) || 1;
          const [nx, ny] = [-(y1 - y0) / len, (x1 - x0) / len];  // across the link on the screen
          const qBefore = st.state.q.slice();
          await page.mouse.move(mx, my);
          await page.mouse.down();
          let turning = false;
          for (let s = 1; s <= 8; ++s) {
            await page.mouse.move(mx + 8 * s * nx, my + 8 * s * ny);
            await framesLater(page, 1);
            turning = turning || (await page.evaluate(() => window.wrenchlab.state().state.turning));
          }
          await page.mouse.up();
          st = await settled(await framesNow(page));
          const moved = st.state.q.map((v, k) => Math.abs(v - qBefore[k]) > 1e-6);
          if (!turning || moved.filter(Boolean).length !== 1 || !(Math.abs(st.state.q[2] - qBefore[2]) > 0.05))
            problems.push(`dragging link3 at (${mx.toFixed(0)}, ${my.toFixed(0)}): turning ${turning}, q ${qBefore.map((v) => v.toFixed(3))} → ${st.state.q.map((v) => v.toFixed(3))}`);
          await sameTorques(path.join(robots, 'ur5.xml'), 'link3 dragged on the scene');
          await page.screenshot({ path: path.join(artifacts, 'robot-dragged.png') });
        }
        // A bad robot file: the importer's one-line message, and the robot stays.
        const bad = path.join(artifacts, 'broken-robot.urdf');
        writeFileSync(bad, '<robot name="broken"><link name="a"><inertial><mass value="-1"/></inertial></link></robot>\n');
        const refused = await pick(bad);
        if (refused.lesson !== 'robot' || !refused.error || !/^The robot model could not be opened: broken-robot\.urdf/.test(refused.message) || /\n/.test(refused.message))
          problems.push(`a bad robot file: lesson ${refused.lesson}, message "${refused.message}"`);
        // The projector layout: the State panel folded under the terms; opened by a click, nothing overlaps.
        await page.evaluate(() => window.wrenchlab.setLayout('projector'));
        st = await settled(await framesNow(page));
        const folded = st.layout.panels.find((p) => p.name === 'State');
        if (!folded) problems.push('projector layout: no State panel');
        else {
          await press(folded.rect[0] + folded.rect[2] / 2, folded.rect[1] + folded.rect[3] / 2);
          st = await settled(await framesNow(page));
          if (!st.panels.State) problems.push('projector layout: a click on the State title did not open it');
          problems.push(...layoutProblems(st, 1280, 800, 'projector layout with the State panel open'));
          await page.screenshot({ path: path.join(artifacts, 'robot-projector-state.png') });
        }
        await page.evaluate(() => window.wrenchlab.setLayout('auto'));
        await settled(await framesNow(page));
        console.log(`browser: ur5.urdf and ur5.xml opened through the file input; a state by link, hold still, the q slider ` +
                    `and link3 dragged on the scene: ${compared} joint torques equal the CLI's (printed digits and 1e-9); a bad ` +
                    `file refused ("${refused.message.slice(0, 70)}…"); robot-*.png`);
      }
      // "Copy link" (bottom-left Time window) puts the page's whole address on the clipboard, so a
      // pasted link opens: the same page, the same lesson.
      await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1'));
      await page.waitForTimeout(300);
      await press(54, 771);
      await page.waitForTimeout(300);
      const copied = await page.evaluate(() => navigator.clipboard.readText()).catch((e) => `(clipboard: ${e.message})`);
      // The page was opened with ?lesson=…intro.json; the link shows a built-in lesson, so that
      // parameter must not come along (it would open the file over the link's lesson).
      // Its step counts as the Lesson panel does: the v1 link's step=1 is "Step 2", written step=2 in v2.
      const expectedStart = url + '?nosw#v2&';
      if (!copied.startsWith(expectedStart) || !copied.includes('lesson=radial-slider') || !/&step=2(&|$)/.test(copied))
        problems.push(`Copy link put "${copied.slice(0, 120)}" on the clipboard, expected ${expectedStart}…lesson=radial-slider…&step=2…`);
      else console.log(`browser: Copy link copied ${copied.slice(0, 70)}…`);

      // An exercise of their own (lesson/Variant.hpp): a name typed in the Exercises panel (reached with
      // Tab, typed with the keyboard) gives the numbers the CLI draws for it; the CLI's answers are
      // judged right; the verification code shown is confirmed by `wrenchlab-cli exercises --verify`.
      {
        const cli = path.join(root, 'build/native/tools/cli/wrenchlab-cli');
        const opened = await framesNow(page);
        await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&play=0'));
        await framesLater(page, 2, opened);
        // Step 1 predicts (its prediction box makes the Lesson panel taller): the Exercises title is
        // clicked once the left column has settled, its rectangle the same two frames apart.
        const exercisesPanel = async () => (await page.evaluate(() => window.wrenchlab.state())).layout.panels.find((p) => p.name === 'Exercises');
        let panel = await exercisesPanel();
        for (let i = 0; i < 8; ++i) {
          const f = await framesNow(page);
          await page.mouse.move(640, 30 + (i % 2));
          await framesLater(page, 2, f);
          const again = await exercisesPanel();
          if (JSON.stringify(again?.rect) === JSON.stringify(panel?.rect)) break;
          panel = again;
        }
        if (panel && panel.folded) await press(panel.rect[0] + 60, panel.rect[1] + 8);
        await framesLater(page);
        let focus = null;
        for (let k = 0; k < 120 && focus !== 'Your name or ID'; ++k) {
          await hold('Tab');
          focus = (await page.evaluate(() => window.wrenchlab.state())).focus;
        }
        if (focus !== 'Your name or ID') problems.push(`Tab never reached the Exercises panel's name field (last focus ${focus})`);
        await hold('Enter');  // Enter on a focused text field starts typing in it
        await page.keyboard.type('  Ana  SILVA', { delay: 30 });
        await hold('Enter');
        await framesLater(page);
        const st = await page.evaluate(() => window.wrenchlab.state());
        const ref = JSON.parse(execFileSync(cli, ['exercises', 'radial-slider', '--student', 'ana silva']).toString());
        if (!st.student || st.student.key !== 'ana silva' || st.student.seed !== '0')
          problems.push(`typing "  Ana  SILVA" in the Exercises panel: student ${JSON.stringify(st.student)}`);
        else {
          let same = 0;
          ref.exercises.forEach((e, i) => {
            const shown = st.student.exercises[i];
            if (JSON.stringify(shown.parameters) !== JSON.stringify(e.parameters) || shown.prompt !== e.prompt)
              problems.push(`exercise ${e.id}: the page's numbers ${JSON.stringify(shown.parameters)} "${shown.prompt}" vs the CLI's ${JSON.stringify(e.parameters)} "${e.prompt}"`);
            else ++same;
          });
          const varied = ref.exercises.filter((e) => Object.keys(e.parameters).length);
          if (!varied.length) problems.push('radial-slider varies no exercise');
          // The screen-reader layer lists the same numbers.
          const layer = await page.evaluate(() => window.wrenchlab.accessible());
          for (const e of varied) {
            const i = ref.exercises.indexOf(e);
            for (const value of Object.values(e.parameters))
              if (!layer.exercises[i].numbers.includes(String(value))) problems.push(`the screen-reader layer's numbers "${layer.exercises[i].numbers}" lack ${value}`);
          }
          await page.screenshot({ path: path.join(artifacts, 'exercises-student.png') });
          // The CLI's answers, entered as a student would (the layer's answer action), are all right.
          for (let i = 0; i < ref.exercises.length; ++i)
            await page.evaluate(([k, a]) => window.wrenchlab.act('answer', `${k}:${a}`), [i, ref.exercises[i].answer]);
          await framesLater(page);
          const answered = await page.evaluate(() => window.wrenchlab.state());
          const right = answered.student.exercises.filter((e) => e.result === 'right').length;
          if (right !== ref.exercises.length) problems.push(`the CLI's answers: ${right} of ${ref.exercises.length} judged right`);
          const code = answered.student.code;
          let verified = '';
          try {
            verified = execFileSync(cli, ['exercises', 'radial-slider', '--student', 'Ana Silva', '--verify', code]).toString();
          } catch (e) { problems.push(`the page's code ${code} was refused by the CLI: ${e.stdout}`); }
          if (verified && !verified.includes(`confirms ${ref.exercises.length} of ${ref.exercises.length}`)) problems.push(`--verify ${code}: ${verified}`);
          // The link carries the student, and a wrong answer drops that exercise from the code.
          const link = await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&student=%20ana%20silva&seed=0'));
          const linked = await page.evaluate(() => window.wrenchlab.state());
          if (!link || !linked.student || JSON.stringify(linked.student.exercises.map((e) => e.parameters)) !== JSON.stringify(ref.exercises.map((e) => e.parameters)))
            problems.push(`a link with student=: ${JSON.stringify(linked.student)}`);
          const other = await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&student=Ana%20Silva&seed=7'));
          const set7 = await page.evaluate(() => window.wrenchlab.state());
          const ref7 = JSON.parse(execFileSync(cli, ['exercises', 'radial-slider', '--student', 'Ana Silva', '--seed', '7']).toString());
          if (!other || JSON.stringify(set7.student.exercises.map((e) => e.parameters)) !== JSON.stringify(ref7.exercises.map((e) => e.parameters)))
            problems.push(`set 7: the page's numbers differ from the CLI's`);
          console.log(`browser: typed "  Ana  SILVA" in the Exercises panel: ${same} exercises with the CLI's numbers and prompts ` +
                      `(${varied.map((e) => JSON.stringify(e.parameters)).join(', ')}), ${right} CLI answers judged right, code ${code} ` +
                      `${verified.includes('confirms') ? 'confirmed' : 'NOT confirmed'} by the CLI; links with student= and seed=7 give the CLI's numbers; screenshot exercises-student.png`);
        }
        await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1'));
      }
    }

    // The lesson editor, by mouse and keyboard (web/tests/editor-checks.mjs), in this session.
    if (!selfTest) {
      await page.goto(url + '?nosw', { waitUntil: 'load' });
      await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready, null, { timeout: 30000 });
      await editorChecks({ browser, page, url, root, artifacts, problems, layoutProblems });
    }

    // Touch and UI scale: a two-finger pinch on the scene zooms the camera; a changed device pixel
    // ratio (browser zoom, another monitor) rebuilds the UI at the new scale; presenter mode (F)
    // enlarges it; all without errors and with a non-blank canvas.
    if (!selfTest) {
      await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=0&play=0'));
      await page.waitForTimeout(300);
      const cdp = await page.context().newCDPSession(page);
      const before = (await page.evaluate(() => window.wrenchlab.state())).camera.view_height;
      const fingers = (spread) => [{ x: 640 - spread, y: 420, id: 1 }, { x: 640 + spread, y: 420, id: 2 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
      for (let s = 50; s <= 160; s += 10) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(s) });
        await page.waitForTimeout(20);
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(200);
      const after = (await page.evaluate(() => window.wrenchlab.state())).camera.view_height;
      if (!(after < 0.5 * before)) problems.push(`a pinch (fingers 80 → 320 px apart) did not zoom in: view height ${before} → ${after}`);

      // Mouse wheel: one notch (100 px, Chromium's) away from the user zooms in by 1.15, towards the
      // user zooms out; a long burst stays bounded and finite; R fits the view again.
      const height = async () => (await page.evaluate(() => window.wrenchlab.state())).camera.view_height;
      const wheel = async (dy) => { await page.mouse.move(640, 420); await page.mouse.wheel(0, dy); await page.waitForTimeout(150); };
      const w0 = await height();
      await wheel(-100);
      const w1 = await height();
      await wheel(100);
      const w2 = await height();
      if (!(Math.abs(w1 - w0 / 1.15) < 1e-3 * w0 && Math.abs(w2 - w0) < 1e-3 * w0))
        problems.push(`one wheel notch: view height ${w0} → ${w1} (expected ${w0 / 1.15}) → ${w2} (expected ${w0})`);
      for (let i = 0; i < 40; ++i) await page.mouse.wheel(0, 1000);
      await page.waitForTimeout(300);
      const wOut = await height();
      if (!(Number.isFinite(wOut) && wOut < 1000 * w0)) problems.push(`40 fast wheel bursts out: view height ${wOut}`);
      await hold('r');
      await page.waitForTimeout(200);
      const wReset = await height();
      if (!(wReset > 0 && Math.abs(wReset - before) < 1e-3 * before)) problems.push(`R did not reset the view: ${wReset} (fitted ${before})`);
      console.log(`browser: wheel notch in/out ${w0.toFixed(3)} → ${w1.toFixed(3)} → ${w2.toFixed(3)}; 40 bursts out → ${wOut.toFixed(1)}; R → ${wReset.toFixed(3)}`);

      await cdp.send('Emulation.setDeviceMetricsOverride', { width: 1280, height: 800, deviceScaleFactor: 2, mobile: false });
      await page.waitForTimeout(500);
      const hiDpi = await page.evaluate(() => window.wrenchlab.state());
      if (Math.abs(hiDpi.ui_scale - 2) > 1e-3) problems.push(`device pixel ratio 2: UI scale ${hiDpi.ui_scale}, expected 2`);
      const pressF = () => hold('f');
      await pressF();
      await page.waitForTimeout(500);
      const presenter = await page.evaluate(() => window.wrenchlab.state());
      if (!presenter.presenter || Math.abs(presenter.ui_scale - 3.5) > 1e-3)
        problems.push(`presenter mode at pixel ratio 2: UI scale ${presenter.ui_scale}, expected 3.5 (2 × 1.75)`);
      await page.screenshot({ path: path.join(artifacts, 'presenter-hidpi.png') });
      await pressF();
      await cdp.send('Emulation.clearDeviceMetricsOverride');
      await page.waitForTimeout(500);
      const back = await page.evaluate(() => window.wrenchlab.state());
      if (back.presenter || Math.abs(back.ui_scale - 1) > 1e-3) problems.push(`back to pixel ratio 1: UI scale ${back.ui_scale}`);
      console.log(`browser: pinch zoomed the view height ${before.toFixed(3)} → ${after.toFixed(3)}; UI scale 1 → ` +
                  `${hiDpi.ui_scale} at pixel ratio 2 → ${presenter.ui_scale} in presenter mode → ${back.ui_scale}`);
    }

    // An idle page costs nothing: paused, with no input, it draws no frame for 5 s.
    if (!selfTest) {
      await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&play=0'));
      await page.waitForTimeout(1500);
      // The renderer's main-thread time (Chrome's TaskDuration) over the 5 s: what the idle page costs a core.
      const metrics = await page.context().newCDPSession(page);
      await metrics.send('Performance.enable');
      const busy = async () => (await metrics.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
      const idle0 = (await page.evaluate(() => window.wrenchlab.state())).frames_drawn;
      const busy0 = await busy(), wall0 = Date.now();
      await page.waitForTimeout(5000);
      const idleShare = (await busy() - busy0) / ((Date.now() - wall0) / 1000);
      const idle1 = (await page.evaluate(() => window.wrenchlab.state())).frames_drawn;
      await metrics.detach();
      if (idle1 !== idle0) problems.push(`the idle page drew ${idle1 - idle0} frames in 5 s`);
      // Asleep: the app stopped asking for animation frames (what keeps an idle page's cost near zero),
      // and the renderer's main thread is busy under 2 % of the time (the issue's bound for a battery).
      const asleep = await page.evaluate(() => window.wrenchlab.sleeping === true);
      if (!asleep) problems.push('the idle page still asks for animation frames (window.wrenchlab.sleeping is not set)');
      if (!(idleShare < 0.02)) problems.push(`the idle page kept its main thread busy ${(100 * idleShare).toFixed(1)} % of the time`);
      await page.mouse.move(700, 400);
      await page.waitForTimeout(300);
      const woke = (await page.evaluate(() => window.wrenchlab.state())).frames_drawn;
      if (!(woke > idle1)) problems.push('the idle page did not draw again when the pointer moved');
      console.log(`browser: paused and idle, ${idle1 - idle0} frames drawn in 5 s, the animation-frame loop stopped, main thread ` +
                  `busy ${(100 * idleShare).toFixed(2)} % of the time; the pointer woke it (${woke - idle1} frames)`);
    }

    // The look for the lecture hall: the light theme by link and its state; arrow labels on in the
    // projector layout; a picture for slides at 1920×1080 with a transparent background (decoded here:
    // its size and its see-through pixels); a short recording as WebM. Screenshots look-*.png.
    if (!selfTest) {
      const settle = async (hash) => {
        const before = await framesNow(page);
        await page.evaluate((h) => window.wrenchlab.load(h), hash);
        await framesLater(page, 6, before, 30000);
        return page.evaluate(() => window.wrenchlab.state());
      };
      const light = await settle('#v1&lesson=three-link-arm-spring&step=1&theme=light');
      if (light.theme !== 'light') problems.push(`a link with &theme=light: state().theme is ${light.theme}`);
      const hash = await page.evaluate(() => window.location.hash);
      if (!hash.includes('theme=light')) problems.push(`the address bar lost the light theme: ${hash}`);
      problems.push(...layoutProblems(light, 1280, 800, 'light theme, laptop'));
      await page.screenshot({ path: path.join(artifacts, 'look-light-laptop-three-link-arm-spring.png') });
      await page.evaluate(() => window.wrenchlab.setLayout('projector'));
      const projector = await settle('#v1&lesson=vinyl-needle&step=3');
      if (projector.theme !== 'light' || projector.arrow_labels !== true)
        problems.push(`projector layout, light: theme ${projector.theme}, arrow labels ${projector.arrow_labels} (expected light, on)`);
      await page.screenshot({ path: path.join(artifacts, 'look-light-projector-vinyl-needle.png') });
      await settle('#v1&lesson=three-link-arm-spring&step=3');
      await page.screenshot({ path: path.join(artifacts, 'look-light-projector-three-link-arm-spring.png') });
      const dark = await settle('#v1&lesson=three-link-arm-spring&step=3&theme=dark');
      if (dark.theme !== 'dark') problems.push(`a link with &theme=dark: state().theme is ${dark.theme}`);
      await page.screenshot({ path: path.join(artifacts, 'look-dark-projector-three-link-arm-spring.png') });
      await settle('#v1&lesson=vinyl-needle&step=3');
      await page.screenshot({ path: path.join(artifacts, 'look-dark-projector-vinyl-needle.png') });
      await page.evaluate(() => window.wrenchlab.setLayout('auto'));
      const laptop = await settle('#v1&lesson=vinyl-needle&step=3');
      if (laptop.arrow_labels !== false) problems.push(`laptop layout: arrow labels ${laptop.arrow_labels}, expected off by default`);

      // A picture for slides: 1920×1080, transparent, from a 1280×800 page.
      await page.evaluate(() => { window.wrenchlab.lastPicture = null; window.wrenchlab.picture(1920, 1080, true); });
      await page.waitForFunction(() => window.wrenchlab.lastPicture, null, { timeout: 30000 });
      const picture = await page.evaluate(async () => {
        const p = window.wrenchlab.lastPicture;
        const bitmap = await createImageBitmap(p.blob, { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
        const c = document.createElement('canvas');
        c.width = bitmap.width; c.height = bitmap.height;
        const ctx = c.getContext('2d');
        ctx.drawImage(bitmap, 0, 0);
        const d = ctx.getImageData(0, 0, c.width, c.height).data;
        let clear = 0, opaque = 0;
        const colours = new Set();
        for (let i = 0; i < d.length; i += 4) {
          if (d[i + 3] === 0) clear++;
          else if (d[i + 3] === 255) { opaque++; if (colours.size < 5000) colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]); }
        }
        const bytes = new Uint8Array(await p.blob.arrayBuffer());
        let b64 = '';
        for (let i = 0; i < bytes.length; i += 0x8000) b64 += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return { width: bitmap.width, height: bitmap.height, clear, opaque, colours: colours.size, png: btoa(b64), size: p.size };
      });
      writeFileSync(path.join(artifacts, 'look-picture-1920x1080.png'), Buffer.from(picture.png, 'base64'));
      const pixels = picture.width * picture.height;
      if (picture.width !== 1920 || picture.height !== 1080) problems.push(`a 1920×1080 picture came out ${picture.width}×${picture.height}`);
      if (!(picture.clear > 0.5 * pixels)) problems.push(`the transparent picture has ${picture.clear} see-through pixels of ${pixels}`);
      if (!(picture.opaque > 0.002 * pixels && picture.colours > 20))
        problems.push(`the picture shows little: ${picture.opaque} opaque pixels in ${picture.colours} colours`);
      const afterPicture = await page.evaluate(() => window.wrenchlab.state());
      problems.push(...layoutProblems(afterPicture, 1280, 800, 'after a picture'));
      console.log(`browser: picture ${picture.width}×${picture.height} (${(picture.size / 1e6).toFixed(1)} MB PNG): ` +
                  `${picture.clear} transparent, ${picture.opaque} opaque pixels in ${picture.colours}+ colours; look-picture-1920x1080.png`);

      // A recording of 2 s: panels hidden while it plays, a WebM at the end, the panels back. (Headless
      // Chromium's encoder delivers its first chunk only after about a second: a 0.6 s span gave 0 bytes.)
      await page.evaluate(() => { window.wrenchlab.lastRecording = null; window.wrenchlab.record(0, 2); });
      await page.waitForFunction(() => window.wrenchlab.state().capture.recording, null, { timeout: 10000 });
      // The layout in state() is the last drawn frame's: the first frame of the recording may not be drawn
      // yet (CI once read the 9 panels of the frame before it), so the panels are counted two frames on.
      await framesLater(page, 2, undefined, 10000);
      const during = await page.evaluate(() => window.wrenchlab.state());
      const panelsDuring = during.layout.panels.length;
      await page.waitForFunction(() => window.wrenchlab.lastRecording, null, { timeout: 60000 });
      const recording = await page.evaluate(() => ({ size: window.wrenchlab.lastRecording.size, type: window.wrenchlab.lastRecording.type }));
      // The recording ended paused and the page may be asleep by the time the video is saved: a pointer
      // move wakes it for the frames that put the panels back.
      const woken = await framesNow(page);
      await page.mouse.move(700, 420);
      await framesLater(page, 4, woken);
      const after = await page.evaluate(() => window.wrenchlab.state());
      if (!(recording.size > 1000) || !recording.type.startsWith('video/webm')) problems.push(`the recording: ${JSON.stringify(recording)}`);
      if (panelsDuring !== 0) problems.push(`${panelsDuring} panels on screen while recording`);
      if (after.capture.recording || after.layout.panels.length === 0 || after.playing)
        problems.push(`after recording: recording ${after.capture.recording}, ${after.layout.panels.length} panels, playing ${after.playing}`);
      console.log(`browser: recording 0–2 s → ${recording.type}, ${recording.size} bytes, ${panelsDuring} panels while recording; ` +
                  `light theme by link, arrow labels on in the projector layout; look-*.png`);
    }

    // Predict, then see (1280×800, mouse and keyboard): on each predict step the hidden arrow is nowhere
    // (not drawn: terms_shown, the screen-reader table), a mouse drag on the scene sets its direction,
    // and a click on Reveal shows the angle, which equals the angle between the dragged direction
    // (worked out here from the camera) and the CLI's force, to a degree; then the keyboard (→, Enter).
    if (!selfTest) {
      const index = JSON.parse(readFileSync(path.join(root, 'content/lessons/index.json'), 'utf8')).lessons;
      const cli = path.join(root, 'build/native/tools/cli/wrenchlab-cli');
      const predictSteps = [];
      for (const id of index) {
        const lesson = JSON.parse(readFileSync(path.join(root, 'content/lessons', id + '.json'), 'utf8'));
        lesson.steps.forEach((step, k) => { if (step.predict) predictSteps.push({ id, k, step }); });
      }
      if (predictSteps.length < 4) problems.push(`only ${predictSteps.length} predict steps in the lessons`);
      const angles = [];
      // Frames after an action: an idle page sleeps half a second after the last input, so a slow frame
      // under load may leave fewer than wanted; the pointer, moved off the panels, wakes it again.
      const wakeFrames = async (n) => { const f = await framesNow(page); await page.mouse.move(640, 30); await framesLater(page, n, f); };
      // Where Reveal is once the Lesson panel has settled (it scrolls the button into view, and grows or
      // shrinks as the layout settles): the same rectangle two frames apart.
      // Reveal clicked at once, press and release inside one frame (a quick click right after the drag):
      // the platform's pointer queue (app/input/PointerQueue.hpp) hands ImGui the drag's release, the press and
      // the release in three frames, each where it happened. Before it, ImGui 1.86's backend read the mouse
      // once a frame and about one such click in five was lost (the drag went on to the button instead).
      // One click, no second try: a missed click fails.
      const clickReveal = async (r) => {
        await page.mouse.click(r[0] + r[2] / 2, r[1] + r[3] / 2);  // wakes the page: 6 frames at least
        await framesLater(page, 4);
      };
      const settledReveal = async () => {
        let rect = (await page.evaluate(() => window.wrenchlab.state())).predict?.reveal_rect;
        for (let i = 0; i < 8; ++i) {
          await wakeFrames(2);
          const again = (await page.evaluate(() => window.wrenchlab.state())).predict?.reveal_rect;
          if (JSON.stringify(again) === JSON.stringify(rect)) return again;
          rect = again;
        }
        return rect;
      };
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
        await wakeFrames(4);  // the Lesson panel brings Reveal into view once an arrow is drawn
        const pointer = (await page.evaluate(() => window.wrenchlab.state())).pointer;
        if (pointer.down) problems.push(`${what}: the button is still down in the app after the drag's release ${JSON.stringify(pointer)}`);
        st = await page.evaluate(() => window.wrenchlab.state());
        const drawn = st.predict?.arrows[0].direction_deg;
        if (typeof drawn !== 'number') { problems.push(`${what}: the drag drew no direction ${JSON.stringify(st.predict)}`); continue; }
        const n = st.predict.plane_normal;
        const dragged = dragOnPlane(st.camera, n, dx, dy);
        const truth = cliForce(cli, id, step, term, 'world', k);
        const expected = planeAngle(dragged, truth, n);
        await page.screenshot({ path: path.join(artifacts, `predict-${id}-drawn.png`) });
        // Reveal, clicked where the Lesson panel drew it.
        const r = await settledReveal();
        if (!r) { problems.push(`${what}: no Reveal button on screen`); continue; }
        await clickReveal(r);
        st = await page.evaluate(() => window.wrenchlab.state());
        const shown = await page.evaluate(() => window.wrenchlab.accessible());
        if (!st.predict.revealed || st.predict.hidden.length || !st.terms_shown.includes(term))
          problems.push(`${what}: after Reveal: revealed ${st.predict.revealed}, hidden ${st.predict.hidden}, shown ${st.terms_shown}`);
        if (!(Math.abs(st.predict.angle_deg - expected) <= 1.0))
          problems.push(`${what}: Reveal says ${st.predict.angle_deg?.toFixed(2)}° off; the drag and the CLI's force are ${expected.toFixed(2)}° apart`);
        if (Math.abs(st.time - step.time) > 1e-9 || st.frame !== step.frame) problems.push(`${what}: revealed at t = ${st.time}, ${st.frame}`);
        if (!shown.segment.terms.length || !shown.predict.explanation) problems.push(`${what}: the layer after the reveal ${JSON.stringify(shown.predict)}`);
        if (!st.panels.Table) problems.push(`${what}: the Table did not unfold after the reveal`);
        angles.push(`${id} ${st.predict.angle_deg?.toFixed(1)}° (expected ${expected.toFixed(1)}°)`);
        await page.screenshot({ path: path.join(artifacts, `predict-${id}-revealed.png`) });
      }
      // By keyboard on the radial slider: → three times (5° each, clockwise) from the plane's +x, Enter.
      const { id, k, step } = predictSteps.find((p) => p.id === 'radial-slider') || predictSteps[0];
      const before = await framesNow(page);
      await page.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=${k}`);
      await framesLater(page, 6, before, 20000);
      if ((await page.evaluate(() => window.wrenchlab.state())).focus !== null) await hold('Escape');
      // A frame between the presses: a release and the next press inside one frame would read as one press.
      for (let i = 0; i < 3; ++i) { await hold('ArrowRight'); await framesLater(page, 1); }
      let st = await page.evaluate(() => window.wrenchlab.state());
      // An arrow not drawn yet starts at 135° (kKeyStartDeg in app/player/Prediction.hpp: no lesson's answer).
      const keyStart = 135, keyDeg = keyStart - 15;
      if (Math.abs((st.predict.arrows[0].direction_deg ?? 999) - keyDeg) > 1e-9) problems.push(`predict by keys: → × 3 gave ${st.predict.arrows[0].direction_deg}°, expected ${keyDeg}° (${keyStart}° − 15°)`);
      await hold('Enter');
      st = await page.evaluate(() => window.wrenchlab.state());
      // The CLI's force in the observer's axes, as an angle in the step's plane (xy): −2 m ω × ṙ = (0, −2, 0) N.
      const f = cliForce(cli, id, step, step.predict[0], 'observer', k);
      const trueDeg = Math.atan2(f[1], f[0]) * 180 / Math.PI;
      const keyAngle = Math.abs(((keyDeg - trueDeg) % 360 + 540) % 360 - 180);
      if (!st.predict.revealed || !(Math.abs(st.predict.angle_deg - keyAngle) <= 1e-6))
        problems.push(`predict by keys: Enter revealed ${st.predict.revealed}, ${st.predict.angle_deg}°; expected ${keyAngle}°`);
      // One predict step in German, revealed: the drag starts on a segment (the rod), which on a predict
      // step draws the arrow and turns no joint; the Reveal button is found by its German label
      // ("Aufdecken"); the result sentence is German with the angle written for the language (a decimal
      // comma if it had decimals), and the layer reads the step's German explanation.
      let german = '';
      {
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
        await wakeFrames(4);
        de = await page.evaluate(() => window.wrenchlab.state());
        if (de.language !== 'de') problems.push(`predict in German: language ${de.language}`);
        if (typeof de.predict?.arrows[0].direction_deg !== 'number') problems.push(`predict in German: a drag from the rod drew nothing ${JSON.stringify(de.predict)}`);
        if (de.state.held || de.state.turning) problems.push(`predict in German: a drag from the rod turned its joint (held ${de.state.held}, turning ${de.state.turning})`);
        const expected = planeAngle(dragOnPlane(de.camera, de.predict.plane_normal, dx, dy), cliForce(cli, 'radial-slider', radial.steps[kd], 'coriolis'),
                                    de.predict.plane_normal);
        await page.screenshot({ path: path.join(artifacts, 'predict-de-radial-slider-drawn.png') });
        const r = await settledReveal();
        if (!r) problems.push('predict in German: no "Aufdecken" button on screen');
        else {
          await clickReveal(r);
          de = await page.evaluate(() => window.wrenchlab.state());
          const layer = await page.evaluate(() => window.wrenchlab.accessible());
          german = de.predict?.result || '';
          if (!de.predict?.revealed || !(Math.abs(de.predict.angle_deg - expected) <= 1.0))
            problems.push(`predict in German: revealed ${de.predict?.revealed}, ${de.predict?.angle_deg}° off; the drag and the CLI are ${expected.toFixed(2)}° apart`);
          if (!/^Ihr Pfeil für die Coriolis-Kraft weicht um \d+(,\d+)?° vom wahren ab/.test(german) || /\d\.\d/.test(german))
            problems.push(`predict in German: the result reads "${german}"`);
          if (layer.predict?.explanation !== radial.translations.de.steps[kd].explanation)
            problems.push(`predict in German: the layer's explanation is "${layer.predict?.explanation}"`);
          if (!/^Ihr Pfeil/.test(layer.predict?.arrows[0].result || '')) problems.push(`predict in German: the layer says "${layer.predict?.arrows[0].result}"`);
          problems.push(...layoutProblems(de, 1280, 800, 'predict in German, revealed'));
          await page.screenshot({ path: path.join(artifacts, 'predict-de-radial-slider-revealed.png') });
        }
        await page.evaluate(() => window.wrenchlab.setLanguage('en'));
        await wakeFrames(2);
      }
      // The reveals unfolded the Table and Formulas (and they stay so, as the student left them): the
      // walks below check the default layout, so the page starts afresh.
      await page.goto(url + '?nosw', { waitUntil: 'load' });
      await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready, null, { timeout: 30000 });
      await framesLater(page, 4, 0, 30000);
      console.log(`browser: predict, then see: ${predictSteps.length} steps by mouse drag and one quick click on Reveal each: ${angles.join(', ')}; ` +
                  `by keys (→ × 3, Enter) ${st.predict.angle_deg?.toFixed(1)}° (expected ${keyAngle.toFixed(1)}°); predict-<lesson>-drawn/revealed.png; ` +
                  `in German from the rod: "${german}" (predict-de-radial-slider-*.png)`);
    }

    // A lesson in German and one in Brazilian Portuguese, every step, as a student does them: the
    // language by link, the step titles and texts from the lesson's translation, the app's own words
    // translated, numbers with a decimal comma (the layer's table and time), an exercise answered with a
    // decimal comma and one by its translated choice label, screenshots of every step to look at
    // (lang-<lang>-<lesson>-step<k>.png); then the language menu's hook back to English.
    if (!selfTest) {
      const walk = async (lang, id, answers) => {
        const lesson = JSON.parse(readFileSync(path.join(root, 'content/lessons', id + '.json'), 'utf8'));
        const texts = lesson.translations[lang];
        for (let k = 0; k < lesson.steps.length; ++k) {
          const before = await framesNow(page);
          await page.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=${k}&lang=${lang}`);
          await framesLater(page, 6, before, 20000);
          const st = await page.evaluate(() => window.wrenchlab.state());
          const layer = await page.evaluate(() => window.wrenchlab.accessible());
          const what = `${lang} ${id} step ${k + 1}`;
          if (st.language !== lang || layer.language !== lang) problems.push(`${what}: language ${st.language} / ${layer.language}`);
          if (layer.step.title !== texts.steps[k].title || layer.step.text !== texts.steps[k].text) problems.push(`${what}: the step is not the translation's`);
          if (layer.lesson.title !== texts.title) problems.push(`${what}: lesson title "${layer.lesson.title}"`);
          // The layer (and <html lang>) is refreshed a moment after a drawn frame.
          await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 5000 }).catch(() => {});
          const htmlLang = await page.evaluate(() => document.documentElement.lang);
          if (htmlLang !== lang) problems.push(`${what}: <html lang="${htmlLang}">`);
          // Numbers with a decimal comma and "; " between a vector's parts; never a decimal point.
          const numbers = layer.segment.terms.flatMap((t) => [...t.force, ...t.moment]).concat([layer.time.now]);
          if (numbers.some((n) => /\d\.\d/.test(n))) problems.push(`${what}: a number with a decimal point: ${numbers.join(' ')}`);
          if (layer.list_separator !== '; ') problems.push(`${what}: list separator "${layer.list_separator}"`);
          problems.push(...layoutProblems(st, 1280, 800, what));
          const o = st.panels_overflow || {};
          if (!o.Lesson || o.Lesson.x || o.Lesson.y) problems.push(`${what}: the text does not fit its panel ${JSON.stringify(o.Lesson)}`);
          await page.screenshot({ path: path.join(artifacts, `lang-${lang}-${id}-step${k + 1}.png`) });
        }
        // Answered at the lesson's first step: a later step may set fields (the vinyl's halved period)
        // that an exercise of no step of its own would be computed with.
        const from = await framesNow(page);
        await page.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=0&lang=${lang}`);
        await framesLater(page, 4, from, 20000);
        const said = [];
        for (const [index, answer, result] of answers) {
          await page.evaluate(([i, a]) => window.wrenchlab.act('answer', `${i}:${a}`), [index, answer]);
          const e = (await page.evaluate(() => window.wrenchlab.accessible())).exercises[index];
          if (e.result !== result) problems.push(`${lang} ${id}: exercise ${index + 1} answered "${answer}" is ${e.result}, expected ${result}`);
          if (!fillsTemplate(texts.exercises[index].prompt, e.prompt))
            problems.push(`${lang} ${id}: exercise ${index + 1}'s prompt "${e.prompt}" is not the translation's`);
          said.push(`"${answer}" ${e.result} (${e.feedback.split(' ')[0]})`);
        }
        // The Exercises panel opened by a click on its title, answered: a screenshot of the feedback in
        // this language; folded again by its arrow.
        const folded = (await page.evaluate(() => window.wrenchlab.state())).layout.panels.find((p) => p.name === 'Exercises');
        if (folded) {
          await press(folded.rect[0] + 120, folded.rect[1] + 8);
          await framesLater(page, 6);
          const opened = await page.evaluate(() => window.wrenchlab.state());
          if (opened.panels.Exercises !== true) problems.push(`${lang} ${id}: a click on the Exercises title did not open it`);
          problems.push(...layoutProblems(opened, 1280, 800, `${lang} ${id} with the Exercises open`));
          await page.screenshot({ path: path.join(artifacts, `lang-${lang}-${id}-exercises.png`) });
          // Open, it sits higher (the Lesson panel above gave it room): its arrow where it is now.
          const open = opened.layout.panels.find((p) => p.name === 'Exercises');
          await press(open.rect[0] + 12, open.rect[1] + 8);
          await framesLater(page, 4);
          if ((await page.evaluate(() => window.wrenchlab.state())).panels.Exercises !== false)
            problems.push(`${lang} ${id}: the Exercises panel's arrow did not fold it again`);
        }
        return `${lesson.steps.length} steps, answers ${said.join(', ')}`;
      };
      const radial = JSON.parse(readFileSync(path.join(root, 'content/lessons/radial-slider.json'), 'utf8'));
      const german = await walk('de', 'radial-slider', [[2, '2,0', 'right'], [2, '1,0', 'wrong'],
        [1, radial.translations.de.exercises[1].choices['−y, behind the rod'], 'right']]);
      const vinyl = JSON.parse(readFileSync(path.join(root, 'content/lessons/vinyl-needle.json'), 'utf8'));
      const portuguese = await walk('pt-BR', 'vinyl-needle', [[1, '0,5', 'right'], [4, '4,0', 'right'],
        [3, '0', 'right'], [3, '1,0', 'wrong']]);
      // The page's own words follow: the layer's headings and the page title.
      const words = await page.evaluate(() => ({ heading: document.getElementById('a11y-time-heading').textContent, title: document.title }));
      if (words.heading !== 'Tempo' || !/dinâmica inversa/.test(words.title)) problems.push(`pt-BR: the page's words are "${words.heading}", "${words.title}"`);
      // Back to English by the language menu's hook; the link written to the address bar says so.
      await page.evaluate(() => window.wrenchlab.setLanguage('en'));
      await framesLater(page, 4);
      const back = await page.evaluate(() => ({ st: window.wrenchlab.state(), lang: document.documentElement.lang, hash: location.hash }));
      if (back.st.language !== 'en' || back.lang !== 'en' || !back.hash.includes('lang=en'))
        problems.push(`back to English: language ${back.st.language}, <html lang="${back.lang}">, hash ${back.hash}`);
      console.log(`browser: German radial-slider: ${german}; Portuguese vinyl-needle: ${portuguese}; screenshots lang-*.png`);
    }

    // Every screen it meets: a phone (390×844 at pixel ratio 3, touch), a tablet (768×1024 at 2, touch),
    // a laptop (1280×800 at 1 and 2), a projector (1920×1080) and a 4K screen: every lesson opens with
    // no panel overlapping another or leaving the screen, the mechanism framed to at least 60 % of its
    // free area's smaller side, every panel showing the legend's instant, and no text cut at a panel's
    // edge; a screenshot of each. The phone walks every step (the 1280×800 walk above did too).
    if (!selfTest) {
      const index = JSON.parse(readFileSync(path.join(root, 'content/lessons/index.json'), 'utf8')).lessons;
      const screens = [
        { name: 'phone', width: 390, height: 844, ratio: 3, touch: true, screen: 'phone', allSteps: true, locale: 'de-DE', shots: true },
        { name: 'tablet', width: 768, height: 1024, ratio: 2, touch: true, screen: 'tablet', locale: 'pt' },
        { name: 'laptop', width: 1280, height: 800, ratio: 1, touch: false, screen: 'desktop' },
        { name: 'laptop-hidpi', width: 1280, height: 800, ratio: 2, touch: false, screen: 'desktop' },
        { name: 'projector', width: 1920, height: 1080, ratio: 1, touch: false, screen: 'desktop' },
        { name: '4k', width: 3840, height: 2160, ratio: 1, touch: false, screen: 'desktop' },
      ];
      const started = Date.now();
      let checked = 0, remeasured = 0;
      const chosen = screens.filter((s) => !onlyScreens || onlyScreens.has(s.name));
      for (const sc of chosen) {
        // The browser's language picks the app's: the phone's is German, the tablet's Portuguese (pt → pt-BR).
        const context = await browser.newContext({ viewport: { width: sc.width, height: sc.height }, deviceScaleFactor: sc.ratio,
                                                   hasTouch: sc.touch, isMobile: sc.touch, locale: sc.locale || 'en-US' });
        const tab = await context.newPage();
        tab.on('console', (m) => { if (m.type() === 'error') problems.push(`${sc.name}: console error: ${m.text()}`); });
        tab.on('pageerror', (e) => problems.push(`${sc.name}: page error: ${e.message}`));
        await tab.goto(url + '?nosw', { waitUntil: 'load' });
        await tab.waitForFunction(() => window.wrenchlab && (window.wrenchlab.ready || window.wrenchlab.error), null, { timeout: 60000 });
        const first = await tab.evaluate(() => window.wrenchlab.state());
        if (first.layout?.screen !== sc.screen) problems.push(`${sc.name}: layout ${first.layout?.screen}, expected ${sc.screen}`);
        const expectedLanguage = { 'de-DE': 'de', pt: 'pt-BR' }[sc.locale] || 'en';
        const htmlLang = await tab.evaluate(() => document.documentElement.lang);
        if (first.language !== expectedLanguage || htmlLang !== expectedLanguage)
          problems.push(`${sc.name}: a browser in ${sc.locale || 'en-US'} opened the app in ${first.language} (<html lang="${htmlLang}">), expected ${expectedLanguage}`);
        if (sc.touch && !(first.touch_target_px >= 44)) problems.push(`${sc.name}: touch targets ${first.touch_target_px} CSS px, fewer than 44`);
        for (const id of index) {
          const lesson = JSON.parse(readFileSync(path.join(root, 'content/lessons', id + '.json'), 'utf8'));
          const steps = sc.allSteps ? lesson.steps.length : 1;
          // German words are long, Portuguese sentences too: the phone shows its steps in the three
          // languages in turn, the other screens the first step in English and in German or Portuguese
          // (lesson by lesson). Every step in all three languages is walked at 1280×800 above.
          const order = ['en', 'de', 'pt-BR'];
          const lessonIndex = index.indexOf(id);
          const visits = [];
          for (let k = 0; k < steps; ++k) visits.push([k, sc.allSteps ? order[(k + lessonIndex) % 3] : 'en']);
          if (!sc.allSteps) visits.push([0, order[1 + (lessonIndex % 2)]]);
          for (const [k, lang] of visits) {
            const before = await framesNow(tab);
            await tab.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=${k}&lang=${lang}`);
            await framesLater(tab, 6, before, 30000);
            let st = await tab.evaluate(() => window.wrenchlab.state());
            const what = `${sc.name} ${id} step ${k + 1} (${lang})`;
            // Text measured while the layout still settles (a loaded machine: six frames were once not
            // enough for the projector's Lesson panel in Portuguese) is measured again, six frames later
            // (the pointer wakes the page); what still runs past its panel then is a failure.
            const textOver = (s) => s.layout.panels.some((p) => ['Lesson', 'Terms and frame', 'Formulas', 'Exercises'].includes(p.name) && p.scroll[0] > 0.5) ||
                                    (!sc.touch && (!s.panels_overflow?.Lesson || s.panels_overflow.Lesson.y));
            if (textOver(st)) {
              const again = await framesNow(tab);
              await tab.mouse.move(sc.width / 2, 2);
              await framesLater(tab, 6, again, 30000);
              st = await tab.evaluate(() => window.wrenchlab.state());
              ++remeasured;
            }
            if (st.language !== lang) problems.push(`${what}: shown in ${st.language}`);
            problems.push(...layoutProblems(st, sc.width, sc.height, what));
            // No line of text runs past its panel's edge (phones scroll long texts down, never sideways).
            for (const p of st.layout.panels)
              if (['Lesson', 'Terms and frame', 'Formulas', 'Exercises'].includes(p.name) && p.scroll[0] > 0.5)
                problems.push(`${what}: a line in ${p.name} is ${p.scroll[0].toFixed(0)} px wider than the panel`);
            if (!sc.touch) {
              const over = st.panels_overflow?.Lesson;
              if (!over || over.y) problems.push(`${what}: the lesson text does not fit its panel ${JSON.stringify(over)}`);
            }
            ++checked;
          }
          if (sc.shots && sc.name === 'phone')
            for (const lang of ['de', 'pt-BR']) {
              const before = await framesNow(tab);
              await tab.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=0&lang=${lang}`);
              await framesLater(tab, 6, before, 30000);
              await tab.screenshot({ path: path.join(artifacts, `screen-${sc.name}-${id}-${lang}.png`) });
            }
          const before = await framesNow(tab);
          await tab.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=0&lang=en`);
          await framesLater(tab, 6, before, 30000);
          await tab.screenshot({ path: path.join(artifacts, `screen-${sc.name}-${id}.png`) });
        }
        if (sc.name === 'phone') {
          // Predict, then see by touch: a finger drawn across the scene sets the direction, a tap on
          // Reveal shows the angle (equal to the one between the finger's direction and the CLI's force).
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
                                        cliForce(path.join(root, 'build/native/tools/cli/wrenchlab-cli'), 'radial-slider', step, 'coriolis'),
                                        st.predict.plane_normal);
            const tapFrom = await framesNow(tab);
            await tab.touchscreen.tap(r[0] + r[2] / 2, r[1] + r[3] / 2);
            await framesLater(tab, 4, tapFrom, 10000);
            st = await tab.evaluate(() => window.wrenchlab.state());
            if (!st.predict.revealed || !(Math.abs(st.predict.angle_deg - expected) <= 1.0))
              problems.push(`phone: a tap on Reveal: revealed ${st.predict.revealed}, ${st.predict.angle_deg}°; the finger and the CLI are ${expected.toFixed(2)}° apart`);
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
        {
          // A robot picked through the file input on this screen, its State panel shown (a tab on phones
          // and tablets): no overlap, a screenshot to look at (issue 17).
          const before = await framesNow(tab);
          await tab.setInputFiles('input[type=file]', path.join(root, 'content/models/robots/ur5.xml'));
          await tab.waitForFunction(() => window.wrenchlab.state().lesson === 'robot', null, { timeout: 30000 }).catch(() => {});
          await framesLater(tab, 6, before, 30000);
          let st = await tab.evaluate(() => window.wrenchlab.state());
          if (st.lesson !== 'robot') problems.push(`${sc.name}: ur5.xml did not open: "${st.message}"`);
          const tabs = st.layout.tabs || [];
          if (sc.touch && tabs.includes('State')) {
            const bar = st.layout.panels.find((p) => p.name === 'Panels');
            const columns = st.layout.tab_columns, i = tabs.indexOf('State'), w = (bar.rect[2] - 12) / columns;
            // One tap (touchstart and touchend in one frame; one tap is enough since the pointer queue).
            const tapped = await framesNow(tab);
            await tab.touchscreen.tap(bar.rect[0] + 6 + (i % columns + 0.5) * w, bar.rect[1] + 6 + (Math.floor(i / columns) + 0.5) * (st.touch_target_px + 4));
            await framesLater(tab, 4, tapped, 10000);
            st = await tab.evaluate(() => window.wrenchlab.state());
            if (st.layout.active_tab !== 'State') problems.push(`${sc.name}: a tap on the State tab shows ${st.layout.active_tab}`);
            if (sc.name === 'phone') problems.push(...await swipeOverSliders(tab, context, sc.name));
          } else if (sc.touch) problems.push(`${sc.name}: no State tab (${JSON.stringify(tabs)})`);
          else if (!st.panels.State) problems.push(`${sc.name}: the State panel is not open with the robot`);
          problems.push(...layoutProblems(st, sc.width, sc.height, `${sc.name} robot with its State panel`));
          await tab.screenshot({ path: path.join(artifacts, `screen-${sc.name}-robot-state.png`) });
          if (!sc.touch) problems.push(...await typedSliderChecks(tab, sc.name));
          problems.push(...await robotLinkChecks(browser, url, tab, sc, path.join(root, 'build/native/tools/cli/wrenchlab-cli')));
          problems.push(...await poseModelChecks(tab, sc));
          // Then typing and pasting on every screen, and on the touch screens the keyboard, the lists and
          // the folding tab (each opens its own lesson).
          problems.push(...await typingChecks(tab, sc.name, sc.touch));
          if (sc.touch) problems.push(...await screenKeyboard(tab, sc.name));
          if (sc.name === 'phone') problems.push(...await touchList(tab, sc.name), ...await foldTab(tab, sc.name, sc.width, sc.height));
        }
        if (sc.name === 'phone' || sc.name === 'projector') {
          // The light theme on the phone and the projector: same layout rules, a screenshot to look at.
          const before = await framesNow(tab);
          await tab.evaluate(() => window.wrenchlab.load('#v1&lesson=three-link-arm-spring&step=2&theme=light'));
          await framesLater(tab, 6, before, 30000);
          const st = await tab.evaluate(() => window.wrenchlab.state());
          if (st.theme !== 'light') problems.push(`${sc.name}: the light theme by link gave ${st.theme}`);
          problems.push(...layoutProblems(st, sc.width, sc.height, `${sc.name} light theme`));
          await tab.screenshot({ path: path.join(artifacts, `screen-${sc.name}-light-three-link-arm-spring.png`) });
          const back = await framesNow(tab);
          await tab.evaluate(() => window.wrenchlab.load('#v1&lesson=three-link-arm-spring&step=2&theme=dark'));
          await framesLater(tab, 6, back, 30000);
        }
        if (sc.touch) {
          // Taps: a tab shows its panel; Play on the time controls plays, and again pauses.
          const st = await tab.evaluate(() => window.wrenchlab.state());
          const bar = st.layout.panels.find((p) => p.name === 'Panels');
          const tabs = st.layout.tabs;
          if (!bar || tabs.length < 2) problems.push(`${sc.name}: no tab bar (${JSON.stringify(tabs)})`);
          else {
            const columns = st.layout.tab_columns;
            const target = tabs.indexOf('Formulas') >= 0 ? 'Formulas' : tabs[1];
            const i = tabs.indexOf(target);
            const w = (bar.rect[2] - 12) / columns;
            const before = await framesNow(tab);
            await tab.touchscreen.tap(bar.rect[0] + 6 + (i % columns + 0.5) * w, bar.rect[1] + 6 + (Math.floor(i / columns) + 0.5) * (st.touch_target_px + 4));
            await framesLater(tab, 3, before, 10000);
            // The tap's release lands in a frame of its own (the pointer queue): on a loaded machine
            // three frames after it may still be too soon, so wait for the tab (up to 5 s) first.
            await tab.waitForFunction((t) => window.wrenchlab.state().layout.active_tab === t, target, { timeout: 5000 }).catch(() => {});
            const tapped = await tab.evaluate(() => window.wrenchlab.state());
            if (tapped.layout.active_tab !== target) problems.push(`${sc.name}: a tap on the ${target} tab shows ${tapped.layout.active_tab}`);
            problems.push(...layoutProblems(tapped, sc.width, sc.height, `${sc.name} after the ${target} tab`));
            await tab.screenshot({ path: path.join(artifacts, `screen-${sc.name}-tab-${target}.png`) });
          }
          const time = st.layout.panels.find((p) => p.name === 'Time');
          const wasPlaying = st.playing;
          const before = await framesNow(tab);
          await tab.touchscreen.tap(time.rect[0] + 30, time.rect[1] + 8 + st.touch_target_px / 2);
          await framesLater(tab, 3, before, 10000);
          // As with the tab above: the release may land a few frames later on a loaded machine.
          await tab.waitForFunction((w) => window.wrenchlab.state().playing !== w, wasPlaying, { timeout: 5000 }).catch(() => {});
          const played = await tab.evaluate(() => window.wrenchlab.state());
          if (played.playing === wasPlaying) problems.push(`${sc.name}: a tap on Play/Pause left playing ${played.playing}`);
          // A rotation lays the panels out again for landscape and keeps the lesson, step and observer.
          const rotateFrom = await framesNow(tab);
          await tab.setViewportSize({ width: sc.height, height: sc.width });
          await framesLater(tab, 4, rotateFrom, 30000);
          const rotated = await tab.evaluate(() => window.wrenchlab.state());
          if (rotated.layout.orientation !== 'landscape' || rotated.lesson !== played.lesson || rotated.step !== played.step ||
              rotated.frame !== played.frame)
            problems.push(`${sc.name} rotated: ${rotated.layout.orientation}, lesson ${rotated.lesson} step ${rotated.step} ` +
                          `(was ${played.lesson} step ${played.step})`);
          problems.push(...layoutProblems(rotated, sc.height, sc.width, `${sc.name} rotated to ${sc.height}×${sc.width}`));
          await tab.screenshot({ path: path.join(artifacts, `screen-${sc.name}-landscape.png`) });
        }
        if (sc.name === 'laptop') {
          // A panel moved by hand stays where it was put, through step and lesson changes.
          const st = await tab.evaluate(() => window.wrenchlab.state());
          const terms = st.layout.panels.find((p) => p.name === 'Terms and frame');
          const [x0, y0] = [terms.rect[0] + 150, terms.rect[1] + 10];
          // The paused page may be asleep: the pointer wakes it and hovers the title for a frame or two
          // before the press, so that ImGui sees the press on the title, not in the frame that woke it.
          const hovered = await framesNow(tab);
          await tab.mouse.move(x0, y0);
          await framesLater(tab, 2, hovered, 10000);
          await tab.mouse.down();
          await framesLater(tab, 1);
          for (let k = 1; k <= 8; ++k) { await tab.mouse.move(x0 - 40 * k, y0 + 20 * k); await framesLater(tab, 1); }
          await tab.mouse.up();
          await framesLater(tab, 2);
          const moved = (await tab.evaluate(() => window.wrenchlab.state())).layout.panels.find((p) => p.name === 'Terms and frame');
          const before = await framesNow(tab);
          await tab.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=2'));
          await framesLater(tab, 3, before, 10000);
          const kept = (await tab.evaluate(() => window.wrenchlab.state())).layout.panels.find((p) => p.name === 'Terms and frame');
          if (!(Math.abs(moved.rect[0] - (terms.rect[0] - 320)) < 4 && Math.abs(moved.rect[1] - (terms.rect[1] + 160)) < 4))
            problems.push(`${sc.name}: dragging the Terms title moved it to [${fmt(moved.rect)}], expected about ${terms.rect[0] - 320}, ${terms.rect[1] + 160}`);
          if (Math.abs(kept.rect[0] - moved.rect[0]) > 1 || Math.abs(kept.rect[1] - moved.rect[1]) > 1)
            problems.push(`${sc.name}: the Terms panel moved by hand went back to [${fmt(kept.rect)}] on another lesson`);
        }
        await context.close();
      }
      console.log(`browser: ${chosen.length} screens, ${checked} lesson steps (in English, German and Portuguese) checked for overlaps, ` +
                  `framing, stale panels and cut text in ${((Date.now() - started) / 1000).toFixed(0)} s (${remeasured} measured again once settled); ` +
                  'screenshots screen-<screen>-<lesson>[-<lang>].png');
    }

    const shot = path.join(artifacts, selfTest ? 'browser-selftest.png' : 'browser.png');
    const variance = await pixelVariance(shot);
    if (!(variance > 50)) problems.push(`canvas looks blank (pixel variance ${variance.toFixed(1)})`);

    // The context has an alpha channel (a faster read-back in software WebGL), so every pixel the app
    // leaves must be opaque, or the page would show through the scene and the windows.
    const seeThrough = await page.evaluate(() => {
      const src = document.getElementById('canvas');
      const c = document.createElement('canvas');
      c.width = src.width; c.height = src.height;
      const ctx = c.getContext('2d');
      ctx.drawImage(src, 0, 0);
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i] !== 255) n++;
      return n;
    });
    if (seeThrough !== 0) problems.push(`${seeThrough} canvas pixels are not opaque`);
    for (const r of requests) if (!r.startsWith(origin) && !r.startsWith('data:') && !r.startsWith('blob:'))
      problems.push(`request to another origin: ${r}`);
    return { problems, fps, firstFrameMs, variance, requests: requests.length, shot };
  } finally {
    await browser.close();
    server.kill();
  }
}

const result = await run(selfTest ? '?selftest-throw&nosw' : '?nosw');
if (selfTest) {
  // The deliberate error must be reported: otherwise this test could never fail.
  const caught = result.problems.some((p) => p.includes('self-test'));
  console.log(`browser self-check: ${caught ? 'PASS' : 'FAIL'} (a throwing page ${caught ? 'is' : 'is NOT'} detected)`);
  process.exit(caught ? 0 : 1);
}
console.log(`browser: first frame ${result.firstFrameMs} ms, ${result.fps.toFixed(1)} fps over 3 s, ` +
  `pixel variance ${result.variance.toFixed(0)}, ${result.requests} requests, screenshot ${path.relative(root, result.shot)}`);
for (const p of result.problems) console.log('  FAIL ' + p);
process.exit(result.problems.length ? 1 : 0);
