// Themes for the lecture hall: the light theme by link, kept in the address bar and in the projector
// layout (where arrow labels are on), the dark theme back; on the phone and the projector screens the
// light theme under the same layout rules. Screenshots look-*.png and screen-*-light-*.png.
import { artifacts, framesLater, framesNow } from '../harness.mjs';
import { layoutProblems } from './layout.mjs';
import path from 'node:path';

// The light theme by link and its state; arrow labels on in the projector layout, off by default in
// the laptop's (1280×800).
export async function themeChecks({ page, problems }) {
  const settle = async (hash) => {
    const before = await framesNow(page);
    await page.evaluate((h) => window.wrenchlab.load(h), hash);
    await framesLater(page, 6, before, 30000);
    return page.evaluate(() => window.wrenchlab.state());
  };
  const light = await settle('#v1&lesson=three-link-arm-spring&step=1&theme=light');
  if (light.theme !== 'light') problems.push(`a link with &theme=light: state().theme is ${light.theme}`);
  const hash = await page.evaluate(() => window.location.hash);
  if (!hash.includes('theme=light')) problems.push(`the address bar lost the light theme: ${hash}`);
  problems.push(...layoutProblems(light, 1280, 800, 'light theme, laptop'));
  await page.screenshot({ path: path.join(artifacts, 'look-light-laptop-three-link-arm-spring.png') });
  await page.evaluate(() => window.wrenchlab.setLayout('projector'));
  const projector = await settle('#v1&lesson=vinyl-needle&step=3');
  if (projector.theme !== 'light' || projector.arrow_labels !== true)
    problems.push(`projector layout, light: theme ${projector.theme}, arrow labels ${projector.arrow_labels} (expected light, on)`);
  await page.screenshot({ path: path.join(artifacts, 'look-light-projector-vinyl-needle.png') });
  await settle('#v1&lesson=three-link-arm-spring&step=3');
  await page.screenshot({ path: path.join(artifacts, 'look-light-projector-three-link-arm-spring.png') });
  const dark = await settle('#v1&lesson=three-link-arm-spring&step=3&theme=dark');
  if (dark.theme !== 'dark') problems.push(`a link with &theme=dark: state().theme is ${dark.theme}`);
  await page.screenshot({ path: path.join(artifacts, 'look-dark-projector-three-link-arm-spring.png') });
  await settle('#v1&lesson=vinyl-needle&step=3');
  await page.screenshot({ path: path.join(artifacts, 'look-dark-projector-vinyl-needle.png') });
  await page.evaluate(() => window.wrenchlab.setLayout('auto'));
  const laptop = await settle('#v1&lesson=vinyl-needle&step=3');
  if (laptop.arrow_labels !== false) problems.push(`laptop layout: arrow labels ${laptop.arrow_labels}, expected off by default`);
}

// The light theme on the phone and the projector: same layout rules, a screenshot to look at.
export async function screenThemeCheck({ problems, sc, tab }) {
  const before = await framesNow(tab);
  await tab.evaluate(() => window.wrenchlab.load('#v1&lesson=three-link-arm-spring&step=2&theme=light'));
  await framesLater(tab, 6, before, 30000);
  const st = await tab.evaluate(() => window.wrenchlab.state());
  if (st.theme !== 'light') problems.push(`${sc.name}: the light theme by link gave ${st.theme}`);
  problems.push(...layoutProblems(st, sc.width, sc.height, `${sc.name} light theme`));
  await tab.screenshot({ path: path.join(artifacts, `screen-${sc.name}-light-three-link-arm-spring.png`) });
  const back = await framesNow(tab);
  await tab.evaluate(() => window.wrenchlab.load('#v1&lesson=three-link-arm-spring&step=2&theme=dark'));
  await framesLater(tab, 6, back, 30000);
}
