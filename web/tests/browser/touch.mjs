// Touch screens (phone and tablet): taps on a tab and on Play, a rotation to landscape; on the phone
// the lesson list's entries a fingertip tall, swiped to its end where a tap opens the file picker, and
// the open tab tapped again folding its panel away.
import { artifacts, framesLater, framesNow, root, settleFrames, waitForState } from '../harness.mjs';
import { layoutProblems } from './layout.mjs';
import { showTab, tapTab } from './tabs.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Taps: a tab shows its panel; Play on the time controls plays, and again pauses. A rotation lays the
// panels out again for landscape. What each leads to is waited for, 5 s at most.
export async function tapsAndRotation({ problems, sc, tab }) {
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
    if (tapped.layout.active_tab !== target) problems.push(`${sc.name}: a tap on the ${target} tab shows ${tapped.layout.active_tab} (waited 5 s)`);
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
  if (played.playing === wasPlaying) problems.push(`${sc.name}: a tap on Play/Pause left playing ${played.playing} (waited 5 s)`);
  // A rotation lays the panels out again for landscape and keeps the lesson, step and observer.
  const rotateFrom = await framesNow(tab);
  await tab.setViewportSize({ width: sc.height, height: sc.width });
  await framesLater(tab, 4, rotateFrom, 30000);
  const rotated = await waitForState(tab, () => window.wrenchlab.state().layout.orientation === 'landscape', null, 5);
  if (rotated.layout.orientation !== 'landscape' || rotated.lesson !== played.lesson || rotated.step !== played.step ||
      rotated.frame !== played.frame)
    problems.push(`${sc.name} rotated: ${rotated.layout.orientation}, lesson ${rotated.lesson} step ${rotated.step} ` +
                  `(was ${played.lesson} step ${played.step}; waited 5 s)`);
  problems.push(...layoutProblems(rotated, sc.height, sc.width, `${sc.name} rotated to ${sc.height}×${sc.width}`));
  await tab.screenshot({ path: path.join(artifacts, `screen-${sc.name}-landscape.png`) });
}

// On a touch screen an open list's entries are a fingertip tall (44 CSS px) like every other control:
// the lesson list opened with a tap, its entries measured, then closed with Escape.
export async function touchList(tab, what) {
  const out = [];
  const settle = (n = 4) => settleFrames(tab, n);
  await tab.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=0&play=0'));
  await settle(6);
  let st = await tab.evaluate(() => window.wrenchlab.state());
  st = await showTab(tab, 'Lesson');  // another tab may have been left open
  await tab.waitForFunction(() => window.wrenchlab.state().editor.controls.some((c) => c.label === 'lesson'), null, { timeout: 5000 }).catch(() => {});
  st = await tab.evaluate(() => window.wrenchlab.state());
  const picker = st.editor.controls.find((c) => c.label === 'lesson');
  if (!picker) return [`${what}: no lesson list in the Lesson panel within 5 s (${st.editor.controls.map((c) => c.label).join(', ')})`];
  await tab.touchscreen.tap(picker.rect[0] + 30, picker.rect[1] + picker.rect[3] / 2);
  await tab.waitForFunction(() => window.wrenchlab.state().editor.controls.some((c) => c.label.includes(' — ')), null, { timeout: 3000 }).catch(() => {});
  await settle();
  st = await tab.evaluate(() => window.wrenchlab.state());
  const entries = st.editor.controls.filter((c) => c.label.includes(' — '));
  if (!entries.length) {
    await tab.screenshot({ path: path.join(artifacts, `screen-${what}-lesson-list.png`) });
    return [`${what}: a tap on the lesson list at ${JSON.stringify(picker.rect)} opened no list within 3 s (focus ${st.focus}, popups ${st.pointer?.popups}, ` +
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
      if (!picked) out.push(`${what}: a tap on "${item.label}" opened no file picker within 5 s`);
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
export async function foldTab(tab, what, width, height) {
  const out = [];
  const open = await tab.evaluate(() => window.wrenchlab.state());
  const active = open.layout.active_tab;
  let folded = await tapTab(tab, active);
  if (!folded.layout.tab_folded) {
    await tab.waitForFunction(() => window.wrenchlab.state().layout.tab_folded, null, { timeout: 5000 }).catch(() => {});
    folded = await tab.evaluate(() => window.wrenchlab.state());
  }
  if (!folded.layout.tab_folded || folded.layout.panels.some((p) => p.name === active))
    out.push(`${what}: the open ${active} tab tapped again left its panel within 5 s (${JSON.stringify(folded.layout.panels.map((p) => p.name))})`);
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
