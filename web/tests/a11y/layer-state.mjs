// The State panel through the screen-reader layer (issue 17): a coordinate set by its field (a button
// and Enter), hold still, back to the motion; and a big model's State table listing the coordinates
// around the segment chosen.
import { press, state } from './page.mjs';

// The State panel through the layer (issue 17): the bead's slide set to 0.8 m, its torques listed,
// hold still, then back to the motion.
export async function stateSectionChecks(s) {
  const { page, problems } = s;
  await page.focus('#a11y-coordinate');
  await page.selectOption('#a11y-coordinate', 'slide');
  await page.focus('#a11y-coordinate-value');
  await page.fill('#a11y-coordinate-value', '0.8');
  await press(page, '#a11y-coordinate-set');
  const posed = await state(page);
  const slide = posed.state.coordinates.indexOf('slide');
  if (!posed.state.held || Math.abs(posed.state.q[slide] - 0.8) > 1e-12) problems.push(`layer: slide set to 0.8 m, the app holds ${JSON.stringify(posed.state)}`);
  await press(page, '#a11y-hold-still', 'Space');
  const still = await state(page);
  if (!still.state.hold_still || still.state.qd.some((v) => v !== 0)) problems.push(`layer: hold still gave ${JSON.stringify(still.state)}`);
  await page.waitForFunction(() => document.getElementById('a11y-state').tBodies[0].rows.length === 2 &&
    /m$/.test(document.getElementById('a11y-state').tBodies[0].rows[1].cells[1].textContent), null, { timeout: 3000 })
    .catch(() => problems.push('layer: the state table does not list the two coordinates with their values within 3 s'));
  await press(page, '#a11y [data-action="release"]');
  if ((await state(page)).state.held) problems.push('layer: Back to the motion left the state held');
  // Enter in the value field sets it too (the layer's key capture hands Enter to the field).
  await page.focus('#a11y-coordinate-value');
  await page.fill('#a11y-coordinate-value', '0.5');
  await page.keyboard.press('Enter');
  const entered = await state(page);
  if (!entered.state.held || Math.abs(entered.state.q[slide] - 0.5) > 1e-12) problems.push(`layer: slide typed 0.5 m and Enter, the app holds ${JSON.stringify(entered.state)}`);
  await press(page, '#a11y [data-action="release"]');
}

// A big model (more than 50 segments, app/scene/SceneDetail.hpp): the State table lists the coordinates of
// the segment chosen in the layer and the segments joined to it, and says so.
export async function bigModelCheck(s) {
  const { page, problems } = s;
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=3&p.chain.count=1000'));
  await page.selectOption('#a11y-segment', 'segment500');
  const big = await page.waitForFunction(() => {
    const rows = Array.from(document.getElementById('a11y-state').tBodies[0].rows).map((r) => r.cells[0].textContent).join(',');
    return rows === 'joint499,joint500,joint501' && /1000 segments: the coordinates of segment500/.test(document.getElementById('a11y-state-status').textContent);
  }, null, { timeout: 5000 }).then(() => true, () => false);
  if (!big) problems.push(`layer: 1000 segments, segment500 chosen: the state table lists ${await page.evaluate(() =>
    Array.from(document.getElementById('a11y-state').tBodies[0].rows).map((r) => r.cells[0].textContent).join(','))} and says "${
    await page.evaluate(() => document.getElementById('a11y-state-status').textContent)}" (waited 5 s)`);
}
