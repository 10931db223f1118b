// The screen-reader layer's terms: its table (one row per shown term, five columns) and its term
// switches, check boxes that show a term in the app and add its table row, formula and plot sentence.
import { state } from './page.mjs';

// The terms table: one row per shown term, five columns, numbers in it. The table as read.
export async function termTableCheck(s) {
  const { page, problems } = s;
  const table = await page.evaluate(() => {
    const t = document.getElementById('a11y-terms');
    return { hidden: t.hidden, rows: t.tBodies[0].rows.length, cells: t.tBodies[0].rows[0]?.cells.length,
             first: t.tBodies[0].rows[0]?.textContent, caption: t.caption.textContent };
  });
  const shown = (await state(page)).terms_shown.length;
  if (table.hidden || table.rows !== shown || table.cells !== 5) problems.push(`layer: the terms table ${JSON.stringify(table)} for ${shown} terms`);
  return table;
}

// The term switches (the Terms panel's toggles as check boxes): the Centrifugal box switches the
// term on in the app and adds its table row, its formula and its plot curve; off takes them away.
export async function termSwitchChecks(s) {
  const { page, problems } = s;
  const box = '#a11y-term-centrifugal';
  const layerText = () => page.evaluate(() => ({
    rows: Array.from(document.getElementById('a11y-terms').tBodies[0].rows).map((r) => r.cells[0].textContent),
    formulas: Array.from(document.querySelectorAll('#a11y-formulas li')).map((li) => li.textContent),
    plot: Array.from(document.querySelectorAll('#a11y-plot li')).map((li) => li.textContent),
    plotWhat: document.getElementById('a11y-plot-what').textContent,
  }));
  const boxes = await page.evaluate(() => document.querySelectorAll('#a11y-term-boxes input[type=checkbox]').length);
  if (boxes !== 9) problems.push(`layer: ${boxes} term switches, expected 9`);
  const wasOn = await page.evaluate((b) => document.querySelector(b).checked, box);
  if (wasOn !== (await state(page)).terms_shown.includes('centrifugal')) problems.push('layer: the Centrifugal switch disagrees with the app');
  if (wasOn) await page.click(box);  // off first
  await page.click(box);
  const on = await state(page);
  if (!on.terms_shown.includes('centrifugal')) problems.push('layer: the Centrifugal switch did not show the term');
  const shownText = await page.waitForFunction(() =>
    Array.from(document.getElementById('a11y-terms').tBodies[0].rows).some((r) => /^centrifugal$/i.test(r.cells[0].textContent)) &&
    Array.from(document.querySelectorAll('#a11y-plot li')).some((li) => /^centrifugal: (least .* N, first at t = .* s; largest .* N, first at t = .* s|.* N throughout)\.$/i.test(li.textContent)) &&
    Array.from(document.querySelectorAll('#a11y-formulas li')).some((li) => /^F_cf = .* = .* N$/.test(li.textContent)), null, { timeout: 3000 })
    .then(() => true, () => false);
  const withCf = await layerText();
  if (!shownText) problems.push(`layer: Centrifugal on, the layer reads ${JSON.stringify(withCf)} (waited 3 s)`);
  if (!/^The plot shows the size of each shown term's force on bead from t = /.test(withCf.plotWhat)) problems.push(`layer: the plot is described as "${withCf.plotWhat}"`);
  await page.click(box);
  const offText = await page.waitForFunction(() =>
    !Array.from(document.querySelectorAll('#a11y-plot li')).some((li) => /^centrifugal/i.test(li.textContent)), null, { timeout: 3000 })
    .then(() => true, () => false);
  if ((await state(page)).terms_shown.includes('centrifugal') || !offText) problems.push(`layer: Centrifugal off, the app shows ${(await state(page)).terms_shown}, the layer reads ${JSON.stringify(await layerText())} (waited 3 s)`);
  if (wasOn) await page.click(box);
  console.log(`a11y: layer: term switches (9), formulas ${withCf.formulas.length} (${withCf.formulas[0] || ''}), plot: ${withCf.plot.join(' ')}`);
}
