// Loading and layout on every screen it meets: a phone (390×844 at pixel ratio 3, touch), a tablet
// (768×1024 at 2, touch), a laptop (1280×800 at 1 and 2), a projector (1920×1080) and a 4K screen, each
// opened in a browser of its own language; every lesson (every step on the phone) checked against the
// layout rules, in English, German and Portuguese, with a screenshot of each (screen-<screen>-<lesson>.png).
import { artifacts, framesLater, framesNow, root } from '../harness.mjs';
import { layoutProblems } from './layout.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const screens = [
  { name: 'phone', width: 390, height: 844, ratio: 3, touch: true, screen: 'phone', allSteps: true, locale: 'de-DE', shots: true },
  { name: 'tablet', width: 768, height: 1024, ratio: 2, touch: true, screen: 'tablet', locale: 'pt' },
  { name: 'laptop', width: 1280, height: 800, ratio: 1, touch: false, screen: 'desktop' },
  { name: 'laptop-hidpi', width: 1280, height: 800, ratio: 2, touch: false, screen: 'desktop' },
  { name: 'projector', width: 1920, height: 1080, ratio: 1, touch: false, screen: 'desktop' },
  { name: '4k', width: 3840, height: 2160, ratio: 1, touch: false, screen: 'desktop' },
];

// A browser context of the screen's size, pixel ratio, touch and language with the page open in it:
// the screen's session (what the checks on it are given). The page starts in the layout for the screen
// and in the browser's language, its touch targets a fingertip on a touch screen.
export async function openScreen({ browser, url, problems }, sc) {
  // The browser's language picks the app's: the phone's is German, the tablet's Portuguese (pt → pt-BR).
  const context = await browser.newContext({ viewport: { width: sc.width, height: sc.height }, deviceScaleFactor: sc.ratio,
                                             hasTouch: sc.touch, isMobile: sc.touch, locale: sc.locale || 'en-US' });
  const tab = await context.newPage();
  tab.on('console', (m) => { if (m.type() === 'error') problems.push(`${sc.name}: console error: ${m.text()}`); });
  tab.on('pageerror', (e) => problems.push(`${sc.name}: page error: ${e.message}`));
  await tab.goto(url + '?nosw', { waitUntil: 'load' });
  await tab.waitForFunction(() => window.wrenchlab && (window.wrenchlab.ready || window.wrenchlab.error), null, { timeout: 60000 });
  const first = await tab.evaluate(() => window.wrenchlab.state());
  if (first.layout?.screen !== sc.screen) problems.push(`${sc.name}: layout ${first.layout?.screen}, expected ${sc.screen}`);
  const expectedLanguage = { 'de-DE': 'de', pt: 'pt-BR' }[sc.locale] || 'en';
  // The layer sets <html lang> a moment after a drawn frame: waited for, 5 s at most.
  await tab.waitForFunction((l) => document.documentElement.lang === l, expectedLanguage, { timeout: 5000 }).catch(() => {});
  const htmlLang = await tab.evaluate(() => document.documentElement.lang);
  if (first.language !== expectedLanguage || htmlLang !== expectedLanguage)
    problems.push(`${sc.name}: a browser in ${sc.locale || 'en-US'} opened the app in ${first.language} (<html lang="${htmlLang}">, waited 5 s), expected ${expectedLanguage}`);
  if (sc.touch && !(first.touch_target_px >= 44)) problems.push(`${sc.name}: touch targets ${first.touch_target_px} CSS px, fewer than 44`);
  return { browser, url, problems, sc, context, tab };
}

// Whether a line of text runs past its panel's edge (phones scroll long texts down, never sideways), or
// on a desktop screen the lesson's text does not fit its panel.
const textOver = (s, touch) => s.layout.panels.some((p) => ['Lesson', 'Terms and frame', 'Formulas', 'Exercises'].includes(p.name) && p.scroll[0] > 0.5) ||
                               (!touch && (!s.panels_overflow?.Lesson || s.panels_overflow.Lesson.y));

// Every lesson on this screen: no panel overlapping another or leaving the screen, the mechanism framed
// to at least 60 % of its free area's smaller side, every panel showing the legend's instant, and no
// text cut at a panel's edge; a screenshot of each. The phone walks every step. Counts the steps checked
// and those measured again once settled into `counts`.
export async function screenLessonWalk({ problems, sc, tab }, counts) {
  const index = JSON.parse(readFileSync(path.join(root, 'content/lessons/index.json'), 'utf8')).lessons;
  for (const id of index) {
    const lesson = JSON.parse(readFileSync(path.join(root, 'content/lessons', id + '.json'), 'utf8'));
    const steps = sc.allSteps ? lesson.steps.length : 1;
    // German words are long, Portuguese sentences too: the phone shows its steps in the three
    // languages in turn, the other screens the first step in English and in German or Portuguese
    // (lesson by lesson). Every step in all three languages is walked at 1280×800 (lessons.mjs).
    const order = ['en', 'de', 'pt-BR'];
    const lessonIndex = index.indexOf(id);
    const visits = [];
    for (let k = 0; k < steps; ++k) visits.push([k, sc.allSteps ? order[(k + lessonIndex) % 3] : 'en']);
    if (!sc.allSteps) visits.push([0, order[1 + (lessonIndex % 2)]]);
    for (const [k, lang] of visits) {
      const before = await framesNow(tab);
      await tab.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=${k}&lang=${lang}`);
      await framesLater(tab, 6, before, 30000);
      let st = await tab.evaluate(() => window.wrenchlab.state());
      const what = `${sc.name} ${id} step ${k + 1} (${lang})`;
      // Text measured while the layout still settles (a loaded machine: six frames were once not
      // enough for the projector's Lesson panel in Portuguese) is measured again, six frames later
      // (the pointer wakes the page), and waited for until it fits, 5 s at most; what still runs past
      // its panel then is a failure.
      if (textOver(st, sc.touch)) {
        const again = await framesNow(tab);
        await tab.mouse.move(sc.width / 2, 2);
        await framesLater(tab, 6, again, 30000);
        st = await tab.evaluate(() => window.wrenchlab.state());
        for (const end = Date.now() + 5000; textOver(st, sc.touch) && Date.now() < end;) {
          await tab.waitForTimeout(100);
          st = await tab.evaluate(() => window.wrenchlab.state());
        }
        ++counts.remeasured;
      }
      if (st.language !== lang) problems.push(`${what}: shown in ${st.language}`);
      problems.push(...layoutProblems(st, sc.width, sc.height, what));
      // No line of text runs past its panel's edge (phones scroll long texts down, never sideways).
      for (const p of st.layout.panels)
        if (['Lesson', 'Terms and frame', 'Formulas', 'Exercises'].includes(p.name) && p.scroll[0] > 0.5)
          problems.push(`${what}: a line in ${p.name} is ${p.scroll[0].toFixed(0)} px wider than the panel (measured again for 5 s)`);
      if (!sc.touch) {
        const over = st.panels_overflow?.Lesson;
        if (!over || over.y) problems.push(`${what}: the lesson text does not fit its panel ${JSON.stringify(over)} (measured again for 5 s)`);
      }
      ++counts.checked;
    }
    if (sc.shots && sc.name === 'phone')
      for (const lang of ['de', 'pt-BR']) {
        const before = await framesNow(tab);
        await tab.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=0&lang=${lang}`);
        await framesLater(tab, 6, before, 30000);
        await tab.screenshot({ path: path.join(artifacts, `screen-${sc.name}-${id}-${lang}.png`) });
      }
    const before = await framesNow(tab);
    await tab.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=0&lang=en`);
    await framesLater(tab, 6, before, 30000);
    await tab.screenshot({ path: path.join(artifacts, `screen-${sc.name}-${id}.png`) });
  }
}
