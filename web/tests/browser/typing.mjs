// Text typed on every screen: a paste, an input method's text, fast typing around a Backspace, Ctrl+C,
// and keys typed into a field that never reach the app's shortcuts; on touch screens a tap on a text
// field opening the on-screen keyboard, whose typing, deletions, rewrites and Enter reach the field.
import { settleFrames, waitForState } from '../harness.mjs';
import { showTab } from './tabs.mjs';

// On a touch screen, a tap on one of the app's text fields opens the on-screen keyboard (shell.js focuses
// its proxy field: a number pad for a number) and what that keyboard types reaches the field: characters
// (insertText sends them as a phone's keyboard does, an input event without key presses), a Backspace
// key, a keyboard's own deletion (the proxy's text shortened, an input event), a word the keyboard
// rewrites (deletions and characters in one event: they must land in that order) and Enter, which uses
// the name and lets the keyboard go. A tap off any field lets it go too.
export async function screenKeyboard(tab, what) {
  const out = [];
  const state = () => tab.evaluate(() => window.wrenchlab.state());
  const settle = (n = 3) => settleFrames(tab, n);
  const focused = () => tab.evaluate(() => [document.activeElement?.id || '', document.activeElement?.getAttribute('inputmode') || '']);
  await tab.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&play=0'));
  await settle(6);
  let st = await showTab(tab, 'Exercises');
  if (st.layout.active_tab !== 'Exercises') return [`${what}: no Exercises tab shown within 5 s of a tap (${JSON.stringify(st.layout.tabs)})`];
  // The panel is drawn a frame or two after the tab shows it (the page may still be catching up).
  await tab.waitForFunction(() => window.wrenchlab.state().text_fields.length >= 2, null, { timeout: 5000 }).catch(() => {});
  st = await state();
  const name = st.text_fields.find((f) => f.kind === 'text'), set = st.text_fields.find((f) => f.kind === 'number');
  if (!name || !set) return [`${what}: the Exercises tab shows no name and set fields within 5 s: ${JSON.stringify(st.text_fields)}`];
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
  if (typed !== 'Ana Lina') out.push(`${what}: the field reads "${typed}" after the keyboard rewrote "mo" as "na" ("Ana Lina" expected; waited 5 s)`);
  await tab.keyboard.press('Enter');
  await settle(6);
  // Enter sets the name and lets the keyboard go a frame or more later: waited for, 5 s at most.
  st = await waitForState(tab, () => window.wrenchlab.state().student?.name === 'Ana Lina' && document.activeElement?.id !== 'wl-text-proxy', null, 5);
  if (st.student?.name !== 'Ana Lina')
    out.push(`${what}: typed "Ana Lim", Backspace, "ma", the keyboard's Backspace, "o", "mo" rewritten to "na", Enter: the name is "${st.student?.name}", not "Ana Lina" (waited 5 s)`);
  const [afterId] = await focused();
  if (afterId === 'wl-text-proxy') out.push(`${what}: Enter left the on-screen keyboard open (waited 5 s)`);
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
export async function typingChecks(tab, what, touch) {
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
  if (!name) return [`${what}: no name field in the Exercises panel to type into within 5 s (${JSON.stringify(st.text_fields)})`];
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
  // The app hands the page's text to the proxy field once the field takes the keys: waited for, 5 s at most.
  await tab.waitForFunction(() => document.activeElement?.id === 'wl-text-proxy', null, { timeout: 5000 }).catch(() => {});
  const focused = await tab.evaluate(() => document.activeElement?.id || '');
  if (focused !== 'wl-text-proxy') out.push(`${what}: the name field took the keys but the page's text goes to "${focused}", not the proxy field (waited 5 s)`);
  await tab.evaluate(() => navigator.clipboard.writeText('José ω·²'));
  await tab.keyboard.press('Control+V');
  let typed = await typing('José ω·²');
  if (typed !== 'José ω·²') out.push(`${what}: Ctrl+V of "José ω·²" into the name field gave "${typed}" (waited 5 s)`);
  await tab.keyboard.insertText(' N·m −');
  typed = await typing('José ω·² N·m −');
  if (typed !== 'José ω·² N·m −') out.push(`${what}: " N·m −" as an input method's text gave "${typed}" (waited 5 s)`);
  await tab.keyboard.type('ab');
  await tab.keyboard.press('Backspace');
  await tab.keyboard.type('c');
  typed = await typing('José ω·² N·m −ac');
  if (typed !== 'José ω·² N·m −ac') out.push(`${what}: "ab", Backspace, "c" typed fast gave "${typed}" ("…−ac" expected; waited 5 s)`);
  await tab.keyboard.press('Control+A');
  await tab.keyboard.press('Control+C');
  await settle();
  // The copy reaches the clipboard a frame or more after the keys: read until it is there, 5 s at most.
  let copied = '';
  for (const end = Date.now() + 5000; ;) {
    copied = await tab.evaluate(() => navigator.clipboard.readText());
    if (copied === 'José ω·² N·m −ac' || Date.now() > end) break;
    await tab.waitForTimeout(100);
  }
  if (copied !== 'José ω·² N·m −ac') out.push(`${what}: Ctrl+A, Ctrl+C in the field copied "${copied}" (waited 5 s)`);
  await tab.keyboard.press('Enter');
  await settle(4);
  st = await waitForState(tab, () => window.wrenchlab.state().student?.name === 'José ω·² N·m −ac', null, 5);
  if (st.student?.name !== 'José ω·² N·m −ac') out.push(`${what}: Enter set the name "${st.student?.name}" (waited 5 s)`);
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
