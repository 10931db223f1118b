// Languages: a German browser gets the app in German (the layer's words, <html lang> and the canvas's
// name too), axe clean in German and in Portuguese with the layer shown, the layer's language menu, and
// the app's language menu reached by Tab and picked from with Space, Down and Enter.
import { artifacts } from '../harness.mjs';
import { axe } from './axe.mjs';
import { call, hold, openPage, state } from './page.mjs';
import path from 'node:path';

// A German browser gets the app in German; axe clean in German and with the layer; the layer's
// language menu switches to Portuguese; the app's language menu is reached by Tab.
export async function languageChecks({ browser, url, problems }) {
  const { context, page } = await openPage(browser, url, { viewport: { width: 1280, height: 800 }, locale: 'de-DE' }, problems, 'language');
  await call(page, (h) => window.wrenchlab.load(h), '#v1&lesson=radial-slider&step=1');
  // The layer follows the app a few times a second: wait for it to show the linked step.
  await page.waitForFunction(() => /^Schritt 2 von 6: /.test(document.getElementById('a11y-step').textContent), null, { timeout: 5000 })
    .catch(() => {});
  let st = await state(page);
  const words = await page.evaluate(() => ({ lang: document.documentElement.lang, time: document.getElementById('a11y-time-heading').textContent,
                                             step: document.getElementById('a11y-step').textContent,
                                             canvas: document.getElementById('canvas').getAttribute('aria-label') }));
  if (st.language !== 'de' || words.lang !== 'de') problems.push(`language: a de-DE browser got ${st.language}, <html lang="${words.lang}">`);
  if (words.time !== 'Zeit' || !/^Schritt 2 von 6: /.test(words.step) || !/Mechanismus/.test(words.canvas))
    problems.push(`language: the layer's words in German: ${JSON.stringify(words)} (waited 5 s)`);
  await axe(page, 'desktop in German', problems);
  await page.focus('#a11y-language');
  await axe(page, 'desktop in German with the screen-reader layer shown', problems);
  await page.screenshot({ path: path.join(artifacts, 'a11y-layer-de.png') });
  // The layer's own language menu: Portuguese, announced pages and all.
  await page.selectOption('#a11y-language', 'pt-BR');
  await page.waitForFunction(() => document.documentElement.lang === 'pt-BR', null, { timeout: 10000 }).catch(() => {});
  st = await state(page);
  const pt = await page.evaluate(() => ({ lang: document.documentElement.lang, next: document.querySelector('#a11y [data-action="next"]').textContent }));
  if (st.language !== 'pt-BR' || pt.lang !== 'pt-BR' || pt.next !== 'Próximo passo') problems.push(`language: the layer's menu to pt-BR: ${st.language}, ${JSON.stringify(pt)} (waited 10 s)`);
  await axe(page, 'desktop in Portuguese with the screen-reader layer shown', problems);
  // Back to German, and Tab on the canvas reaches the app's language menu ("Sprache").
  await page.selectOption('#a11y-language', 'de');
  await page.waitForFunction(() => document.documentElement.lang === 'de', null, { timeout: 10000 }).catch(() => {});
  await page.focus('#canvas');
  let reached = false, labels = [];
  for (let i = 0; i < 60 && !reached; ++i) {
    await hold(page, 'Tab');
    const f = (await state(page)).focus;
    labels.push(f);
    reached = f === 'Sprache';
  }
  if (!reached) problems.push(`language: Tab never reached the language menu (${labels.slice(0, 12).join(' | ')} …)`);
  else {
    // Space opens it on the language shown, Down and Enter pick the next one (Português), as any list;
    // each key once the page shows the last one's effect.
    const focusAway = (from) => page.waitForFunction((f) => window.wrenchlab.state().focus !== f, from, { timeout: 10000 }).catch(() => {});
    await hold(page, ' ');
    await focusAway('Sprache');
    const listed = (await state(page)).focus;
    await hold(page, 'ArrowDown');
    await focusAway(listed);
    const picked = (await state(page)).focus;
    await hold(page, 'Enter');
    await page.waitForFunction(() => window.wrenchlab.state().language !== 'de', null, { timeout: 10000 }).catch(() => {});
    st = await state(page);
    if (listed !== 'Deutsch' || picked !== 'Português (Brasil)' || st.language !== 'pt-BR')
      problems.push(`language: Space (on "${listed}"), Down (on "${picked}"), Enter on the language menu gave ${st.language} (waited 10 s)`);
  }
  console.log(`a11y: language: a de-DE browser opened in German (<html lang="de">, the layer and the canvas's name in German); ` +
              `the layer's menu switched to pt-BR; Tab reached the app's menu "Sprache"${reached ? ' and Down + Enter picked Português' : ''}`);
  await context.close();
}
