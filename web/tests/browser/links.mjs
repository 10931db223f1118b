// Links and sharing: garbled links and invalid parameters (tests/bad-inputs/url) refused with a message
// while the lesson keeps running, a good link restoring its state, a link pasted into the address bar
// applied; and "Copy link" putting the page's whole address on the clipboard.
import { root, waitForState } from '../harness.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Bad input reaches the page through its hooks: every garbled link and invalid parameter is
// refused with a visible message while the lesson keeps running; a good link restores state.
export async function badInputChecks({ page, problems }) {
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
  // The hash change reaches the page as an event: waited for, the whole state it should give (5 s at most).
  const pasted = await waitForState(page, () => { const s = window.wrenchlab.state(); return s.lesson === 'nlink' && s.step === 2 && s.segments === 3; }, null, 5);
  if (pasted.lesson !== 'nlink' || pasted.step !== 2 || pasted.segments !== 3)
    problems.push(`a link pasted into the address bar: lesson ${pasted.lesson}, step ${pasted.step}, ${pasted.segments} segments (waited 5 s for nlink, step 2, 3 segments)`);
  // Still alive: the pointer moves, and the page draws again (it draws nothing while idle).
  const f0b = await page.evaluate(() => window.wrenchlab.frames);
  await page.mouse.move(600, 300);
  await page.mouse.move(610, 310);
  await page.waitForFunction((f) => window.wrenchlab.frames > f, f0b, { timeout: 5000 }).catch(() => {});
  const f1b = await page.evaluate(() => window.wrenchlab.frames);
  if (f1b <= f0b) problems.push('the page stopped drawing after bad input (no frame within 5 s of a pointer move)');
  console.log(`browser: ${badLinks.length} bad links and 5 bad parameters refused with a message; ` +
    `a shared link restored lesson ${st.lesson}, step ${st.step}, t = ${st.time}, frame ${st.frame} (was ${before.lesson})`);
}

// "Copy link" (bottom-left Time window) puts the page's whole address on the clipboard, so a
// pasted link opens: the same page, the same lesson.
export async function copyLinkCheck({ page, url, problems, press }) {
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1'));
  await page.waitForTimeout(300);
  await press(54, 771);
  // The page was opened with ?lesson=…intro.json; the link shows a built-in lesson, so that
  // parameter must not come along (it would open the file over the link's lesson).
  // Its step counts as the Lesson panel does: the v1 link's step=1 is "Step 2", written step=2 in v2.
  const expectedStart = url + '?nosw#v2&';
  const right = (text) => text.startsWith(expectedStart) && text.includes('lesson=radial-slider') && /&step=2(&|$)/.test(text);
  // The click's release reaches the app a frame or more later: the clipboard is read until it holds
  // the link, 5 s at most.
  let copied = '';
  for (const end = Date.now() + 5000; ;) {
    copied = await page.evaluate(() => navigator.clipboard.readText()).catch((e) => `(clipboard: ${e.message})`);
    if (right(copied) || Date.now() > end) break;
    await page.waitForTimeout(100);
  }
  if (!right(copied))
    problems.push(`Copy link put "${copied.slice(0, 120)}" on the clipboard (waited 5 s), expected ${expectedStart}…lesson=radial-slider…&step=2…`);
  else console.log(`browser: Copy link copied ${copied.slice(0, 70)}…`);
}
