// Lesson files: a lecturer's own lesson file opened by URL parameter (?lesson=) from the same site, and
// the fit check shown to fail on a step text too long, and one too wide, for the Lesson panel.
import { dist, framesLater, framesNow, root, waitForState } from '../harness.mjs';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A lecturer's own lesson file, opened by URL parameter from the same site.
export async function lessonFileChecks({ page, url, problems }) {
  mkdirSync(path.join(dist, 'test-lessons'), { recursive: true });
  writeFileSync(path.join(dist, 'test-lessons', 'intro.json'), readFileSync(path.join(root, 'content/lessons/template.json')));
  await page.goto(url + '?nosw&lesson=test-lessons/intro.json', { waitUntil: 'load' });
  await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready && window.wrenchlab.state &&
    window.wrenchlab.state().lesson === 'my-lesson', null, { timeout: 20000 }).catch(() => {});
  const st = await page.evaluate(() => window.wrenchlab.state ? window.wrenchlab.state() : {});
  if (st.lesson !== 'my-lesson') problems.push(`?lesson= did not open the file within 20 s: ${JSON.stringify(st)}`);
  else console.log('browser: ?lesson=test-lessons/intro.json opened a lesson file from the same site');
}

// The fit check can fail: a step text too long for the Lesson panel, and one whose parenthesised
// group (kept whole by the wrap) is wider than it, are both reported.
export async function fitCheckFails({ page, url, problems }) {
  const template = JSON.parse(readFileSync(path.join(root, 'content/lessons/template.json'), 'utf8'));
  template.id = 'too-long';
  template.steps[0].text = 'A sentence that goes on. '.repeat(150);
  template.steps[1].text = 'Short, but (' + 'unbreakable-'.repeat(12) + ') inside parentheses.';
  writeFileSync(path.join(dist, 'test-lessons', 'too-long.json'), JSON.stringify(template));
  await page.goto(url + '?nosw&lesson=test-lessons/too-long.json', { waitUntil: 'load' });
  await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready && window.wrenchlab.state &&
    window.wrenchlab.state().lesson === 'too-long', null, { timeout: 20000 }).catch(() => {});
  // The layout measures the text in one frame and reports it in the next: the overflow along `axis` is
  // waited for, 5 s at most.
  const longText = async (step, axis) => {
    const before = await framesNow(page);
    await page.evaluate((k) => window.wrenchlab.load(`#v1&step=${k}`), step);
    await framesLater(page, 4, before, 10000);
    const st = await waitForState(page, (a) => window.wrenchlab.state().panels_overflow?.Lesson?.[a], axis, 5);
    return (st.panels_overflow || {}).Lesson || {};
  };
  const tall = await longText(0, 'y'), wide = await longText(1, 'x');
  if (!tall.y) problems.push(`a 3750-character step text was not reported as overflowing within 5 s: ${JSON.stringify(tall)}`);
  if (!wide.x) problems.push(`a too wide parenthesised group was not reported within 5 s: ${JSON.stringify(wide)}`);
  console.log(`browser: the fit check reports a too long step text (${JSON.stringify(tall)}) and a too wide one (${JSON.stringify(wide)})`);
}
