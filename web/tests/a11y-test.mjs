// Accessibility in a real browser (Debian's Chromium via playwright-core, as browser-test.mjs):
//  - axe-core (pinned in package.json) on the page in each layout (phone, tablet, desktop, projector),
//    and with the screen-reader layer shown; any serious or critical violation fails;
//  - the keyboard walk: Tab moves the focus (state().focus) to a new control each time, round all of
//    them, past the time controls, the observer selector and Next step; Shift+Tab goes back; Enter and
//    Space press the focused control; while a control has focus Space and the arrows are its, and Esc
//    gives the shortcuts back;
//  - the screen-reader layer: a lesson done end to end with its DOM controls only (steps, play/pause,
//    time, observer, an exercise answered, a student's own numbers and their verification code), its
//    table of terms, and the polite live region announcing a step, an observer, an exercise's result and
//    a code;
//  - prefers-reduced-motion: a playing step opens paused, trails off; the viewport lets the user zoom,
//    and at 200 % the UI is built at twice the scale.
//
// This file is the table of contents: each part's checks are in web/tests/a11y/, one module per
// feature, each in a browser context of its own. A11Y_ONLY=axe|keyboard|layer|language|motion runs one
// part (while working on it).
import { dist, launchChromium, startServer, artifacts } from './harness.mjs';
import { axeInEveryLayout } from './a11y/axe.mjs';
import { keyboardChecks } from './a11y/keyboard.mjs';
import { layerChecks } from './a11y/layer.mjs';
import { languageChecks } from './a11y/languages.mjs';
import { motionChecks } from './a11y/motion.mjs';
import { mkdirSync } from 'node:fs';

mkdirSync(artifacts, { recursive: true });
const only = process.env.A11Y_ONLY || '';
const part = (name) => !only || only === name;

async function run() {
  const { server, url } = await startServer(dist);
  const browser = await launchChromium();
  const problems = [];
  const t = { browser, url, problems };
  try {
    if (part('axe')) await axeInEveryLayout(t);      // axe.mjs: axe in the phone, tablet, desktop and projector layouts
    if (part('keyboard')) await keyboardChecks(t);   // keyboard.mjs: the Tab ring, keys on controls, long panels
    if (part('layer')) await layerChecks(t);         // layer.mjs: a lesson end to end through the screen-reader layer
    if (part('language')) await languageChecks(t);   // languages.mjs: a German browser, the language menus
    if (part('motion')) await motionChecks(t);       // motion.mjs: reduced motion, zoom to 200 %
  } catch (e) {
    problems.push(`exception: ${e.stack || e}`);
  } finally {
    await browser.close();
    server.kill();
  }
  if (problems.length) {
    for (const p of problems) console.log('FAIL ' + p);
    process.exit(1);
  }
  console.log('PASS a11y: axe clean (no serious or critical) in 4 layouts, with the layer shown, and in German and Portuguese; keyboard walk; layer end to end; languages; reduced motion; zoom');
}

run();
