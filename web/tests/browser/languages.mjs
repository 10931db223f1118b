// Languages as a student meets them at 1280×800: the radial slider in German and the vinyl needle in
// Brazilian Portuguese, every step by link, their texts from the lesson's translation, numbers with a
// decimal comma, exercises answered in the language, screenshots lang-*.png; then back to English.
import { framesLater, framesNow, root, artifacts, waitForState } from '../harness.mjs';
import { layoutProblems, settledState, settleSeconds } from './layout.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Whether a text is a template with its {placeholders} filled in (a varied exercise's prompt shows the
// lesson's or a student's numbers where the translation has {mass}, {omega.z}, …).
function fillsTemplate(template, text) {
  const literal = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp('^' + literal.join('.+?') + '$', 's').test(text);
}

// A lesson in German and one in Brazilian Portuguese, every step, as a student does them: the
// language by link, the step titles and texts from the lesson's translation, the app's own words
// translated, numbers with a decimal comma (the layer's table and time), an exercise answered with a
// decimal comma and one by its translated choice label, screenshots of every step to look at
// (lang-<lang>-<lesson>-step<k>.png); then the language menu's hook back to English.
export async function languageWalkChecks(t) {
  const { page, problems } = t;
  const radial = JSON.parse(readFileSync(path.join(root, 'content/lessons/radial-slider.json'), 'utf8'));
  const german = await walkLesson(t, 'de', 'radial-slider', [[2, '2,0', 'right'], [2, '1,0', 'wrong'],
    [1, radial.translations.de.exercises[1].choices['−y, behind the rod'], 'right']]);
  const vinyl = JSON.parse(readFileSync(path.join(root, 'content/lessons/vinyl-needle.json'), 'utf8'));
  const portuguese = await walkLesson(t, 'pt-BR', 'vinyl-needle', [[1, '0,5', 'right'], [4, '4,0', 'right'],
    [3, '0', 'right'], [3, '1,0', 'wrong']]);
  // The page's own words follow: the layer's headings and the page title.
  const words = await page.evaluate(() => ({ heading: document.getElementById('a11y-time-heading').textContent, title: document.title }));
  if (words.heading !== 'Tempo' || !/dinâmica inversa/.test(words.title)) problems.push(`pt-BR: the page's words are "${words.heading}", "${words.title}"`);
  // Back to English by the language menu's hook; the link written to the address bar says so.
  await page.evaluate(() => window.wrenchlab.setLanguage('en'));
  await framesLater(page, 4);
  // The layer's <html lang> and the address bar follow a frame or more later: waited for, 5 s at most.
  await page.waitForFunction(() => window.wrenchlab.state().language === 'en' && document.documentElement.lang === 'en' && location.hash.includes('lang=en'),
                             null, { timeout: 5000 }).catch(() => {});
  const back = await page.evaluate(() => ({ st: window.wrenchlab.state(), lang: document.documentElement.lang, hash: location.hash }));
  if (back.st.language !== 'en' || back.lang !== 'en' || !back.hash.includes('lang=en'))
    problems.push(`back to English: language ${back.st.language}, <html lang="${back.lang}">, hash ${back.hash} (waited 5 s)`);
  console.log(`browser: German radial-slider: ${german}; Portuguese vinyl-needle: ${portuguese}; screenshots lang-*.png`);
}

// One lesson in one language, every step, its exercises answered (`answers`: [index, answer, result]),
// the Exercises panel opened and folded again by a click: what was said, for the log.
async function walkLesson({ page, problems, press }, lang, id, answers) {
  const lesson = JSON.parse(readFileSync(path.join(root, 'content/lessons', id + '.json'), 'utf8'));
  const texts = lesson.translations[lang];
  for (let k = 0; k < lesson.steps.length; ++k) {
    const before = await framesNow(page);
    await page.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=${k}&lang=${lang}`);
    await framesLater(page, 6, before, 20000);
    const st = await settledState(page);  // the Lesson panel grown to its text, 5 s at most
    const layer = await page.evaluate(() => window.wrenchlab.accessible());
    const what = `${lang} ${id} step ${k + 1}`;
    if (st.language !== lang || layer.language !== lang) problems.push(`${what}: language ${st.language} / ${layer.language}`);
    if (layer.step.title !== texts.steps[k].title || layer.step.text !== texts.steps[k].text) problems.push(`${what}: the step is not the translation's`);
    if (layer.lesson.title !== texts.title) problems.push(`${what}: lesson title "${layer.lesson.title}"`);
    // The layer (and <html lang>) is refreshed a moment after a drawn frame.
    await page.waitForFunction((l) => document.documentElement.lang === l, lang, { timeout: 5000 }).catch(() => {});
    const htmlLang = await page.evaluate(() => document.documentElement.lang);
    if (htmlLang !== lang) problems.push(`${what}: <html lang="${htmlLang}"> (waited 5 s)`);
    // Numbers with a decimal comma and "; " between a vector's parts; never a decimal point.
    const numbers = layer.segment.terms.flatMap((t) => [...t.force, ...t.moment]).concat([layer.time.now]);
    if (numbers.some((n) => /\d\.\d/.test(n))) problems.push(`${what}: a number with a decimal point: ${numbers.join(' ')}`);
    if (layer.list_separator !== '; ') problems.push(`${what}: list separator "${layer.list_separator}"`);
    problems.push(...layoutProblems(st, 1280, 800, what));
    const o = st.panels_overflow || {};
    if (!o.Lesson || o.Lesson.x || o.Lesson.y) problems.push(`${what}: the text does not fit its panel ${JSON.stringify(o.Lesson)} within ${settleSeconds} s`);
    await page.screenshot({ path: path.join(artifacts, `lang-${lang}-${id}-step${k + 1}.png`) });
  }
  // Answered at the lesson's first step: a later step may set fields (the vinyl's halved period)
  // that an exercise of no step of its own would be computed with.
  const from = await framesNow(page);
  await page.evaluate((h) => window.wrenchlab.load(h), `#v1&lesson=${id}&step=0&lang=${lang}`);
  await framesLater(page, 4, from, 20000);
  const said = [];
  for (const [index, answer, result] of answers) {
    await page.evaluate(([i, a]) => window.wrenchlab.act('answer', `${i}:${a}`), [index, answer]);
    const e = (await page.evaluate(() => window.wrenchlab.accessible())).exercises[index];
    if (e.result !== result) problems.push(`${lang} ${id}: exercise ${index + 1} answered "${answer}" is ${e.result}, expected ${result}`);
    if (!fillsTemplate(texts.exercises[index].prompt, e.prompt))
      problems.push(`${lang} ${id}: exercise ${index + 1}'s prompt "${e.prompt}" is not the translation's`);
    said.push(`"${answer}" ${e.result} (${e.feedback.split(' ')[0]})`);
  }
  // The Exercises panel opened by a click on its title, answered: a screenshot of the feedback in
  // this language; folded again by its arrow.
  const folded = (await page.evaluate(() => window.wrenchlab.state())).layout.panels.find((p) => p.name === 'Exercises');
  if (folded) {
    await press(folded.rect[0] + 120, folded.rect[1] + 8);
    await framesLater(page, 6);
    const opened = await waitForState(page, () => window.wrenchlab.state().panels.Exercises === true, null, 5);
    if (opened.panels.Exercises !== true) problems.push(`${lang} ${id}: a click on the Exercises title did not open it within 5 s`);
    problems.push(...layoutProblems(opened, 1280, 800, `${lang} ${id} with the Exercises open`));
    await page.screenshot({ path: path.join(artifacts, `lang-${lang}-${id}-exercises.png`) });
    // Open, it sits higher (the Lesson panel above gave it room): its arrow where it is now.
    const open = opened.layout.panels.find((p) => p.name === 'Exercises');
    await press(open.rect[0] + 12, open.rect[1] + 8);
    await framesLater(page, 4);
    if ((await waitForState(page, () => window.wrenchlab.state().panels.Exercises === false, null, 5)).panels.Exercises !== false)
      problems.push(`${lang} ${id}: the Exercises panel's arrow did not fold it again within 5 s`);
  }
  return `${lesson.steps.length} steps, answers ${said.join(', ')}`;
}
