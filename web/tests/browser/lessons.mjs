// Lessons and steps at 1280×800: every step of every lesson opens, fits its panels (in English, German
// and Portuguese), applies its axes and plot, with a screenshot each; the numbers shown equal the CLI's;
// a parameter changed gives the CLI's --set numbers and refits the view; a link carries the axes.
import { cli, framesLater, framesNow, artifacts, root } from '../harness.mjs';
import { layoutProblems, settledState, settleSeconds } from './layout.mjs';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Every lesson, every step: no console error, a drawn canvas, a screenshot per lesson; and the
// numbers the page shows equal the CLI's for the same state. Then the parameters and the axes.
export async function lessonWalkChecks(t) {
  const { page } = t;
  const index = JSON.parse(readFileSync(path.join(root, 'content/lessons/index.json'), 'utf8')).lessons;
  const { steps, compared, translatedSteps } = await everyStepChecks(t, index);
  const [h3, h5, h6, h20, h2] = await parameterChecks(t);
  await axesLinkChecks(t);
  // The language chosen last (Portuguese) is the page's stored preference: back to English, whose
  // button positions the checks after it click (mouse-keyboard.mjs, panels.mjs, import-export.mjs).
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=0&lang=en'));
  console.log(`browser: ${index.length} lessons, ${steps} steps walked (each fits its panels, lesson-<id>-step<k>.png, and ${translatedSteps} ` +
              `times in German and Portuguese), screenshots lesson-*.png; ${compared} numbers equal to the CLI's; ` +
              `view height for 3, 5, 6, 20, 2 segments: ${[h3, h5, h6, h20, h2].map((h) => h.toFixed(2)).join(', ')} m`);
}

// Each step in the three languages (its text fits, its axes and plot as the step says, a screenshot),
// and each lesson's numbers at step 1 against the CLI's.
async function everyStepChecks({ page, problems }, index) {
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
      if (!over.Lesson || over.Lesson.x || over.Lesson.y) problems.push(`lesson ${id} step ${k}: the text does not fit its panel ${JSON.stringify(over.Lesson)} within ${settleSeconds} s`);
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
        if (!o.Lesson || o.Lesson.x || o.Lesson.y) problems.push(`${what}: the text does not fit its panel ${JSON.stringify(o.Lesson)} within ${settleSeconds} s`);
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
  return { steps, compared, translatedSteps };
}

// A parameter dragged in the page gives the same numbers as the CLI's --set; the view refits when the
// chain outgrows it (or shrinks to a fraction of it), not for a small change. The view heights.
async function parameterChecks({ page, problems }) {
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
  return [h3, h5, h6, h20, h2];
}

// A link carries the axes: the ankle's own-axes step opened with world axes, then the CLI agrees; an
// unknown axes name is refused with a message.
async function axesLinkChecks({ page, problems }) {
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
}
