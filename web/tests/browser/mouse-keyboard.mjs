// Mouse and keyboard at 1280×800 on the n-link lesson: every term toggled (keys 1–9), every observer
// picked from the menu, play and pause (Space), the time slider scrubbed and two parameters dragged;
// after each, the numbers shown equal the CLI's for the same state and the canvas is drawn.
import { cli, waitForState } from '../harness.mjs';
import { execFileSync } from 'node:child_process';

// The user's own actions, by mouse and keyboard on the n-link lesson: every term toggled (1–9),
// every observer frame picked from the menu, play/pause (Space), the time slider scrubbed, a
// parameter dragged. After each: a drawn canvas, and the numbers shown equal the CLI's for the
// same state (console errors fail the run wherever they occur). What each action leads to is waited
// for (5 s at most) before it is checked.
export async function userActionChecks({ page, problems, press, hold, pixelVariance }) {
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
    const ref = JSON.parse(execFileSync(cli, ['terms', 'nlink', '--t', String(st.time), '--frame', st.frame, ...sets,
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
    await waitForState(page, ([term, was]) => window.wrenchlab.state().terms_shown.includes(term) !== was, [keys[k - 1], before.includes(keys[k - 1])], 5);
    const st = await checkAction(`key ${k}`);
    if (before.includes(keys[k - 1]) === st.terms_shown.includes(keys[k - 1])) problems.push(`key ${k} did not toggle ${keys[k - 1]} within 5 s`);
  }
  const frames = ['world', 'own', 'parent', 'base'];
  for (const s of ['segment1', 'segment2', 'segment3']) frames.push(s, `${s}@${s}.proximal`);
  for (let k = 0; k < frames.length; ++k) {
    await click(1050, 51);
    await click(1000, 78 + 20 * k);
    await waitForState(page, (f) => window.wrenchlab.state().frame === f, frames[k], 5);
    const st = await checkAction(`observer ${frames[k]}`);
    if (st.frame !== frames[k]) problems.push(`menu item ${k}: observer ${st.frame}, expected ${frames[k]} (waited 5 s)`);
  }
  await key(' ');
  const t0 = (await page.evaluate(() => window.wrenchlab.state())).time;
  await page.waitForTimeout(600);
  await waitForState(page, (t) => window.wrenchlab.state().time > t + 0.05, t0, 5);
  await key(' ');
  await waitForState(page, () => !window.wrenchlab.state().playing, null, 5);
  const played = await checkAction('play, then pause');
  if (played.playing || !(played.time > t0 + 0.05)) problems.push(`Space, wait, Space: playing ${played.playing}, time ${t0} → ${played.time} (waited 5 s for each)`);
  await drag(100, 745, 330);
  await waitForState(page, (t) => Math.abs(window.wrenchlab.state().time - t) > 0.5, played.time, 5);
  const scrubbed = await checkAction('scrub');
  if (!(Math.abs(scrubbed.time - played.time) > 0.5)) problems.push(`scrubbing the time slider: ${played.time} → ${scrubbed.time} (waited 5 s)`);
  await click(120, 341);  // the folded Parameters panel
  await drag(137, 397, 177);  // mass of segment 1
  await waitForState(page, () => Math.abs((window.wrenchlab.state().parameters?.['chain.mass[0]'] ?? 0.7) - 0.7) > 0.05, null, 5);
  const massed = await checkAction('drag mass of segment 1');
  if (!(Math.abs((massed.parameters['chain.mass[0]'] ?? 0.7) - 0.7) > 0.05)) problems.push(`dragging the mass: ${JSON.stringify(massed.parameters)} (waited 5 s)`);
  await drag(34, 371, 44);  // number of segments
  await waitForState(page, () => window.wrenchlab.state().segments > 3, null, 5);
  const counted = await checkAction('drag number of segments');
  if (!(counted.segments > 3)) problems.push(`dragging the number of segments: ${counted.segments} (waited 5 s)`);
  await click(22, 341);  // fold Parameters again
  console.log(`browser: ${actions} user actions (keys 1–9, ${frames.length} observers from the menu, Space, scrub, two parameter drags), ` +
              `${numbers} numbers equal to the CLI's, canvas drawn after each; ${counted.segments} segments after the drag`);
}
