// Predict, then see through the screen-reader layer: the hidden term absent from the table, the plot's
// words and the formulas' numbers, its switch refusing; an angle typed sets the prediction, Reveal
// shows it and the live region says how far off it was. axe on the layer's predict section.
import { artifacts } from '../harness.mjs';
import { axe } from './axe.mjs';
import { press, state } from './page.mjs';
import path from 'node:path';

// Predict, then see through the layer: on the radial slider's predict step the Coriolis force is not
// in the table; an angle typed in degrees sets the prediction, Reveal shows it, and the live region
// says how far off it was (the true arrow: −2 m ω × ṙ along −y, −90°; typed −80°: 10° off).
export async function layerPredictChecks(s) {
  const { page, problems } = s;
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1'));
  const predictShown = await page.waitForFunction(() => !document.getElementById('a11y-predict').hidden, null, { timeout: 5000 })
    .then(() => true, () => false);
  if (!predictShown) problems.push('layer: no prediction section on a predict step within 5 s');
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
    await press(page, '#a11y-reveal');
    const revealed = (await state(page)).predict;
    if (!revealed.revealed || !(Math.abs(revealed.angle_deg - 10) < 1e-6)) problems.push(`layer: Reveal gave ${JSON.stringify(revealed)}`);
    await page.waitForFunction(() => /Your arrow for the Coriolis force is 10° off/.test(document.getElementById('a11y-live').textContent), null, { timeout: 3000 })
      .then(() => ++s.announced, () => problems.push('layer: the revealed angle was not announced within 3 s'));
    const rowsAfter = await page.evaluate(() => Array.from(document.getElementById('a11y-terms').tBodies[0].rows).map((r) => r.cells[0].textContent));
    if (!rowsAfter.includes('Coriolis')) problems.push(`layer: the Coriolis force is not in the table after the reveal (${rowsAfter})`);
  }
}
