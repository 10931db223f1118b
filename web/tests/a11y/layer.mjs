// The screen-reader layer (web/shell.js's hidden HTML): a lesson done end to end with its DOM controls
// only, in one page, each feature's checks in its own module in this order; the announcements checked
// are counted in `announced`. Then Shift+Tab back into it from the canvas, and axe with it shown.
import { artifacts } from '../harness.mjs';
import { axe } from './axe.mjs';
import { lessonListByArrows, lessonListChecks, stepChecks, timeAndObserverChecks } from './layer-navigation.mjs';
import { termSwitchChecks, termTableCheck } from './layer-terms.mjs';
import { exerciseAnswerCheck, studentCodeChecks } from './layer-exercises.mjs';
import { bigModelCheck, stateSectionChecks } from './layer-state.mjs';
import { layerPredictChecks } from './layer-predict.mjs';
import { hold, openPage } from './page.mjs';
import path from 'node:path';

// The screen-reader layer: a lesson end to end without the canvas.
export async function layerChecks({ browser, url, problems }) {
  const { context, page } = await openPage(browser, url, { viewport: { width: 1280, height: 800 } }, problems, 'layer');
  const s = { page, problems, announced: 0 };
  await lessonListChecks(s);                        // layer-navigation.mjs
  await lessonListByArrows(s);
  const steps = await stepChecks(s);
  const other = await timeAndObserverChecks(s);
  const table = await termTableCheck(s);            // layer-terms.mjs
  await termSwitchChecks(s);
  const answered = await exerciseAnswerCheck(s);    // layer-exercises.mjs
  await stateSectionChecks(s);                      // layer-state.mjs
  const { code, confirmed } = await studentCodeChecks(s);  // layer-exercises.mjs
  await bigModelCheck(s);                           // layer-state.mjs
  await layerPredictChecks(s);                      // layer-predict.mjs
  await backIntoTheLayer(s);
  console.log(`a11y: layer: ${steps} steps by Next step, Previous, Play/Pause, a typed time, observer ${other}, ` +
              `${table.rows} table rows, exercise 1 "${answered.result}", a coordinate set, hold still, back to the motion; ` +
              `a student's numbers and code ${code} (CLI: ${confirmed.includes('confirms') ? 'confirmed' : 'not confirmed'}); ` +
              `${s.announced} announcements checked`);
  await context.close();
}

// From the canvas, with no control of the app focused, Shift+Tab comes back into the layer.
async function backIntoTheLayer({ page, problems }) {
  await page.focus('#canvas');
  await hold(page, 'Tab', true);
  if (!(await page.evaluate(() => document.getElementById('a11y').contains(document.activeElement))))
    problems.push('layer: Shift+Tab from the canvas did not come back to the layer');
  // The layer shows itself while a control in it has focus: axe once more with it on screen.
  await page.focus('#a11y [data-action="next"]');
  await page.screenshot({ path: path.join(artifacts, 'a11y-layer.png') });
  await axe(page, 'desktop with the screen-reader layer shown', problems);
}
