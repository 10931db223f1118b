// Real-browser test: Debian's Chromium (software WebGL2) loads the served app, waits for
// window.wrenchlab.ready, and fails on any console error, page error, failed request or request to
// another origin; checks the canvas is not blank; measures frames per second over 3 s; saves a
// screenshot. `--selftest` checks that a page which throws is caught (the test can fail).
//
// This file is the table of contents: each feature's checks are in web/tests/browser/, one module per
// feature, each group of checks a function given the session (the page and the list of problems, in the
// failure messages' words). First the 1280×800 page that most checks share, then every screen in its own
// browser context. `--screens 4k,phone` runs only those screens (a developer's re-run; CI runs them all).
import { artifacts, dist, launchChromium, root, startServer } from './harness.mjs';
import { endChecks, freshPage, openSession } from './browser/session.mjs';
import { badInputChecks, copyLinkCheck } from './browser/links.mjs';
import { lessonWalkChecks } from './browser/lessons.mjs';
import { fitCheckFails, lessonFileChecks } from './browser/lesson-files.mjs';
import { userActionChecks } from './browser/mouse-keyboard.mjs';
import { foldedTitleChecks, movedPanelCheck } from './browser/panels.mjs';
import { csvImportExportChecks } from './browser/import-export.mjs';
import { opensimTrialChecks, poseModelChecks } from './browser/opensim.mjs';
import { robotFileChecks, robotLinkChecks, robotOnScreenChecks } from './browser/robots.mjs';
import { studentExerciseChecks } from './browser/exercises.mjs';
import { editorChecks } from './browser/editor.mjs';
import { zoomChecks } from './browser/zoom.mjs';
import { idleChecks } from './browser/idle.mjs';
import { screenThemeCheck, themeChecks } from './browser/themes.mjs';
import { pictureChecks, recordingChecks } from './browser/slides.mjs';
import { predictChecks } from './browser/predict.mjs';
import { languageWalkChecks } from './browser/languages.mjs';
import { openScreen, screenLessonWalk, screens } from './browser/screens.mjs';
import { predictByTouch } from './browser/predict-touch.mjs';
import { typedSliderChecks } from './browser/state-panel.mjs';
import { bonesOnScreenChecks, robotShellsCheck, ur5LessonShellsCheck } from './browser/meshes.mjs';
import { screenKeyboard, typingChecks } from './browser/typing.mjs';
import { foldTab, tapsAndRotation, touchList } from './browser/touch.mjs';
import { layoutProblems } from './browser/layout.mjs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

mkdirSync(artifacts, { recursive: true });
const selfTest = process.argv.includes('--selftest');
const screensArg = process.argv.indexOf('--screens');
const onlyScreens = screensArg > 0 ? new Set(process.argv[screensArg + 1].split(',')) : null;

// The 1280×800 page, one session through all of these, in this order (each leaves the page as the next
// expects it: the lesson file opened by ?lesson= is the address "Copy link" must not carry, the
// predict checks open the page afresh for the language walk).
async function laptopSession(t) {
  await badInputChecks(t);           // links.mjs: garbled links refused, a good link restored, a pasted one applied
  await lessonWalkChecks(t);         // lessons.mjs: every step of every lesson in three languages, the CLI's numbers
  await lessonFileChecks(t);         // lesson-files.mjs: ?lesson= opens a lecturer's file
  await fitCheckFails(t);            //   … and the fit check reports a too long and a too wide text
  await userActionChecks(t);         // mouse-keyboard.mjs: keys 1–9, observers, Space, scrub, parameter drags
  await foldedTitleChecks(t);        // panels.mjs: a folded panel's title and arrow
  await csvImportExportChecks(t);    // import-export.mjs: a CSV imported, a broken one refused, the series exported
  await opensimTrialChecks(t);       // opensim.mjs: an OpenSim trial from loose files
  await robotFileChecks(t);          // robots.mjs: ur5 files, the State panel, a segment dragged, a bad file
  await copyLinkCheck(t);            // links.mjs: "Copy link"
  await studentExerciseChecks(t);    // exercises.mjs: a student's own numbers, answers and code
  await freshPage(t);
  const { browser, page, url, problems } = t;
  await editorChecks({ browser, page, url, root, artifacts, problems, layoutProblems });  // editor.mjs: the lesson editor
  await zoomChecks(t);               // zoom.mjs: pinch, wheel, R, pixel ratio 2, presenter mode
  await idleChecks(t);               // idle.mjs: an idle page draws nothing and costs nothing
  await themeChecks(t);              // themes.mjs: light and dark themes, arrow labels
  await pictureChecks(t);            // slides.mjs: a transparent 1920×1080 picture
  await recordingChecks(t);          //   … and a WebM recording
  await predictChecks(t);            // predict.mjs: predict, then see, by mouse, keys and in German
  await languageWalkChecks(t);       // languages.mjs: a lesson in German and one in Portuguese, step by step
}

// One screen in its own browser context (screens.mjs), its feature groups in this order.
async function screenChecks(t, sc, counts) {
  const s = await openScreen(t, sc);                     // screens.mjs: its layout and language at the start
  const { problems, browser, url, tab, context } = s;
  await screenLessonWalk(s, counts);                     // screens.mjs: every lesson (every step on the phone)
  if (sc.name === 'phone') await predictByTouch(s);      // predict-touch.mjs: a finger draws, a tap reveals
  await robotOnScreenChecks(s);                          // robots.mjs: ur5.xml with its State panel (and the phone's swipe)
  if (!sc.touch) problems.push(...await typedSliderChecks(tab, sc.name));             // state-panel.mjs
  problems.push(...await robotLinkChecks(browser, url, tab, sc));                      // robots.mjs: the robot's link elsewhere
  problems.push(...await poseModelChecks(tab, sc));                                    // opensim.mjs: a model to pose
  problems.push(...await bonesOnScreenChecks(s));                                      // meshes.mjs: the walking trial with its bones
  if (sc.name === 'laptop') problems.push(...await robotShellsCheck(s));               // meshes.mjs: a robot with its shells
  if (['laptop', 'phone', 'projector'].includes(sc.name)) problems.push(...await ur5LessonShellsCheck(s));  // meshes.mjs: the UR5 lesson's shells chosen
  // Then typing and pasting on every screen, and on the touch screens the keyboard, the lists and
  // the folding tab (each opens its own lesson).
  problems.push(...await typingChecks(tab, sc.name, sc.touch));                        // typing.mjs
  if (sc.touch) problems.push(...await screenKeyboard(tab, sc.name));                  // typing.mjs
  if (sc.name === 'phone') problems.push(...await touchList(tab, sc.name), ...await foldTab(tab, sc.name, sc.width, sc.height));  // touch.mjs
  if (sc.name === 'phone' || sc.name === 'projector') await screenThemeCheck(s);      // themes.mjs
  if (sc.touch) await tapsAndRotation(s);                                              // touch.mjs
  if (sc.name === 'laptop') await movedPanelCheck(s);                                  // panels.mjs
  await context.close();
}

async function run(query) {
  const { server, url } = await startServer(dist);
  const browser = await launchChromium();
  const problems = [];
  try {
    const t = await openSession(browser, url, query, problems);  // session.mjs: loading, first frame, fps
    if (!selfTest) {
      await laptopSession(t);
      // Every screen it meets (screens.mjs): the phone walks every step, the others every lesson.
      const started = Date.now();
      const counts = { checked: 0, remeasured: 0 };
      const chosen = screens.filter((s) => !onlyScreens || onlyScreens.has(s.name));
      for (const sc of chosen) await screenChecks(t, sc, counts);
      console.log(`browser: ${chosen.length} screens, ${counts.checked} lesson steps (in English, German and Portuguese) checked for overlaps, ` +
                  `framing, stale panels and cut text in ${((Date.now() - started) / 1000).toFixed(0)} s (${counts.remeasured} measured again once settled); ` +
                  'screenshots screen-<screen>-<lesson>[-<lang>].png');
    }
    const shot = path.join(artifacts, selfTest ? 'browser-selftest.png' : 'browser.png');
    const variance = await endChecks(t, shot);  // session.mjs: not blank, opaque, no other origin
    return { problems, fps: t.fps, firstFrameMs: t.firstFrameMs, variance, requests: t.requests.length, shot };
  } finally {
    await browser.close();
    server.kill();
  }
}

const result = await run(selfTest ? '?selftest-throw&nosw' : '?nosw');
if (selfTest) {
  // The deliberate error must be reported: otherwise this test could never fail.
  const caught = result.problems.some((p) => p.includes('self-test'));
  console.log(`browser self-check: ${caught ? 'PASS' : 'FAIL'} (a throwing page ${caught ? 'is' : 'is NOT'} detected)`);
  process.exit(caught ? 0 : 1);
}
console.log(`browser: first frame ${result.firstFrameMs} ms, ${result.fps.toFixed(1)} fps over 3 s, ` +
  `pixel variance ${result.variance.toFixed(0)}, ${result.requests} requests, screenshot ${path.relative(root, result.shot)}`);
for (const p of result.problems) console.log('  FAIL ' + p);
process.exit(result.problems.length ? 1 : 0);
