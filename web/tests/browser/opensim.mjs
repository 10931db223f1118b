// OpenSim's examples in the page (skipped without them, ../shared/opensim-examples or
// WRENCHLAB_OPENSIM_EXAMPLES): a whole trial chosen as loose files opens as a lesson with the CLI's
// numbers (1280×800); the model alone opens as a model to pose in its State panel (every screen).
import { cli, framesLater, framesNow, artifacts, root, settleFrames, waitForState } from '../harness.mjs';
import { showTab } from './tabs.mjs';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

// An OpenSim trial, chosen as loose files in the picker as a student would (the setup names
// "../IK/…" and "../ExperimentalData/…"; the page finds them among the chosen files by name):
// it opens as a lesson, its joint terms equal the CLI's for the same setup, the plot shows the
// knee's torque parts; the time it takes is reported. Skipped without OpenSim's examples.
export async function opensimTrialChecks({ page, problems, press }) {
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
    if (st.lesson !== 'opensim-trial') problems.push(`OpenSim trial did not open within 30 s: "${st.message}"`);
    else {
      const shown = await page.evaluate(() => window.wrenchlab.snapshot());
      const ref = JSON.parse(execFileSync(cli,
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

// A model to pose, and its State panel as a lecturer uses it (issue 32): OpenSim's gait model chosen
// without its coordinates opens as a model (two steps, a line saying how to add a motion, at rest at
// t = 0); every coordinate's name is whole (no text cut at the panel's edge); q's slider spans most of
// the panel; "+" turns a coordinate by exactly one degree; and a finger dragged along a slider moves it
// from where it was, by the slider's scale, never jumping to where the finger came down.
export async function poseModelChecks(tab, sc) {
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
  if (st.lesson !== 'opensim-trial') return [`${what}: subject01.osim alone did not open within 30 s: "${st.message}"`];
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
    st = await waitForState(tab, ([i, from]) => Math.abs(window.wrenchlab.state().state.q[i] * 180 / Math.PI - from - 1) < 1e-9, [k, q0], 5);
    if (!(Math.abs(deg(st) - q0 - 1) < 1e-9)) out.push(`${what}: + turned hip_flexion_r by ${deg(st) - q0}°, not 1° (waited 5 s)`);
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
