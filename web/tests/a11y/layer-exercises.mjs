// Exercises through the screen-reader layer: one answered (its feedback shown and announced), and a
// student's own numbers: the name typed, the CLI's numbers for it listed, a right answer's verification
// code announced and confirmed by the CLI.
import { cli } from '../harness.mjs';
import { press } from './page.mjs';
import { execFileSync } from 'node:child_process';

// An exercise answered through the layer: its feedback appears and is announced. The exercise as answered.
export async function exerciseAnswerCheck(s) {
  const { page, problems } = s;
  const exercise = await page.evaluate(() => window.wrenchlab.accessible().exercises[0]);
  if (exercise.kind === 'choice') await press(page, `#a11y input[name="a11y-exercise-0"][value="${exercise.choices[0]}"]`, 'Space');
  else { await page.focus('#a11y-answer-0'); await page.keyboard.type('1'); await press(page, '#a11y-answer-0'); }
  const answered = await page.evaluate(() => window.wrenchlab.accessible().exercises[0]);
  if (answered.result === 'unanswered' || !answered.feedback) problems.push(`layer: the exercise was not checked ${JSON.stringify(answered)}`);
  await page.waitForFunction(() => document.getElementById('a11y-live').textContent.includes('Exercise 1:'), null, { timeout: 3000 })
    .then(() => ++s.announced, () => problems.push('layer: the exercise result was not announced within 3 s'));
  const feedback = await page.evaluate(() => document.getElementById('a11y-feedback-0').textContent);
  if (!/^(Right|Not quite)\./.test(feedback)) problems.push(`layer: the exercise's feedback reads "${feedback}"`);
  return answered;
}

// A student's own numbers through the layer: the name typed in its field and Enter; the numbers under
// the varied exercise are the CLI's for that name; a right answer gives a code, announced, that the
// CLI confirms. The code, and what the CLI said of it.
export async function studentCodeChecks(s) {
  const { page, problems } = s;
  await page.focus('#a11y-student-name');
  await page.keyboard.type('Ana Silva');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('a11y-student-status').textContent.includes('“Ana Silva”'), null, { timeout: 3000 })
    .catch(() => problems.push('layer: the student typed in the layer is not shown within 3 s'));
  const ref = JSON.parse(execFileSync(cli, ['exercises', 'radial-slider', '--student', 'Ana Silva']).toString());
  const k = ref.exercises.findIndex((e) => Object.keys(e.parameters).length);
  const numbers = await page.evaluate((i) => document.getElementById('a11y-numbers-' + i).textContent, k);
  if (k < 0 || !Object.values(ref.exercises[k].parameters).every((v) => numbers.includes(' = ' + v + ' ')))
    problems.push(`layer: exercise ${k + 1} lists "${numbers}", the CLI draws ${JSON.stringify(ref.exercises[k]?.parameters)}`);
  await page.fill(`#a11y-answer-${k}`, ref.exercises[k].answer);
  await press(page, `#a11y-exercises fieldset:nth-of-type(${k + 1}) button`);  // "Check answer"
  await page.waitForFunction(() => document.getElementById('a11y-live').textContent.includes('Verification code'), null, { timeout: 3000 })
    .then(() => ++s.announced, () => problems.push('layer: the verification code was not announced within 3 s'));
  const codeText = await page.evaluate(() => document.getElementById('a11y-code').textContent);
  const code = (codeText.match(/[0-9A-Z]{5}-[0-9A-Z]{5}/) || [''])[0];
  let confirmed = '';
  try { confirmed = execFileSync(cli, ['exercises', 'radial-slider', '--student', 'ana silva', '--verify', code]).toString(); } catch (e) { confirmed = String(e.stdout); }
  if (!confirmed.includes('confirms 1 of')) problems.push(`layer: the code "${codeText}" was not confirmed by the CLI: ${confirmed}`);
  return { code, confirmed };
}
