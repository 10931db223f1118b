// Exercises and students: a name typed in the Exercises panel (reached with Tab) gives the numbers the
// CLI draws for that student, the CLI's answers are judged right, the verification code is confirmed by
// the CLI, and links with student= and seed= give the CLI's numbers too.
import { artifacts, cli, framesLater, framesNow, waitForState } from '../harness.mjs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// An exercise of their own (lesson/Variant.hpp): a name typed in the Exercises panel (reached with
// Tab, typed with the keyboard) gives the numbers the CLI draws for it; the CLI's answers are
// judged right; the verification code shown is confirmed by `wrenchlab-cli exercises --verify`.
export async function studentExerciseChecks({ page, problems, press, hold }) {
  const opened = await framesNow(page);
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&play=0'));
  await framesLater(page, 2, opened);
  // Step 1 predicts (its prediction box makes the Lesson panel taller): the Exercises title is
  // clicked once the left column has settled, its rectangle the same two frames apart.
  const exercisesPanel = async () => (await page.evaluate(() => window.wrenchlab.state())).layout.panels.find((p) => p.name === 'Exercises');
  let panel = await exercisesPanel();
  for (let i = 0; i < 8; ++i) {
    const f = await framesNow(page);
    await page.mouse.move(640, 30 + (i % 2));
    await framesLater(page, 2, f);
    const again = await exercisesPanel();
    if (JSON.stringify(again?.rect) === JSON.stringify(panel?.rect)) break;
    panel = again;
  }
  if (panel && panel.folded) await press(panel.rect[0] + 60, panel.rect[1] + 8);
  await framesLater(page);
  let focus = null;
  for (let k = 0; k < 120 && focus !== 'Your name or ID'; ++k) {
    await hold('Tab');
    focus = (await page.evaluate(() => window.wrenchlab.state())).focus;
  }
  if (focus !== 'Your name or ID') problems.push(`Tab never reached the Exercises panel's name field (last focus ${focus})`);
  await hold('Enter');  // Enter on a focused text field starts typing in it
  await page.keyboard.type('  Ana  SILVA', { delay: 30 });
  await hold('Enter');
  await framesLater(page);
  // The typed keys reach the field one by one: the student they make is waited for, 5 s at most.
  const st = await waitForState(page, () => window.wrenchlab.state().student?.key === 'ana silva', null, 5);
  const ref = JSON.parse(execFileSync(cli, ['exercises', 'radial-slider', '--student', 'ana silva']).toString());
  if (!st.student || st.student.key !== 'ana silva' || st.student.seed !== '0')
    problems.push(`typing "  Ana  SILVA" in the Exercises panel: student ${JSON.stringify(st.student)} (waited 5 s)`);
  else {
    let same = 0;
    ref.exercises.forEach((e, i) => {
      const shown = st.student.exercises[i];
      if (JSON.stringify(shown.parameters) !== JSON.stringify(e.parameters) || shown.prompt !== e.prompt)
        problems.push(`exercise ${e.id}: the page's numbers ${JSON.stringify(shown.parameters)} "${shown.prompt}" vs the CLI's ${JSON.stringify(e.parameters)} "${e.prompt}"`);
      else ++same;
    });
    const varied = ref.exercises.filter((e) => Object.keys(e.parameters).length);
    if (!varied.length) problems.push('radial-slider varies no exercise');
    // The screen-reader layer lists the same numbers.
    const layer = await page.evaluate(() => window.wrenchlab.accessible());
    for (const e of varied) {
      const i = ref.exercises.indexOf(e);
      for (const value of Object.values(e.parameters))
        if (!layer.exercises[i].numbers.includes(String(value))) problems.push(`the screen-reader layer's numbers "${layer.exercises[i].numbers}" lack ${value}`);
    }
    await page.screenshot({ path: path.join(artifacts, 'exercises-student.png') });
    // The CLI's answers, entered as a student would (the layer's answer action), are all right.
    for (let i = 0; i < ref.exercises.length; ++i)
      await page.evaluate(([k, a]) => window.wrenchlab.act('answer', `${k}:${a}`), [i, ref.exercises[i].answer]);
    await framesLater(page);
    const answered = await page.evaluate(() => window.wrenchlab.state());
    const right = answered.student.exercises.filter((e) => e.result === 'right').length;
    if (right !== ref.exercises.length) problems.push(`the CLI's answers: ${right} of ${ref.exercises.length} judged right`);
    const code = answered.student.code;
    let verified = '';
    try {
      verified = execFileSync(cli, ['exercises', 'radial-slider', '--student', 'Ana Silva', '--verify', code]).toString();
    } catch (e) { problems.push(`the page's code ${code} was refused by the CLI: ${e.stdout}`); }
    if (verified && !verified.includes(`confirms ${ref.exercises.length} of ${ref.exercises.length}`)) problems.push(`--verify ${code}: ${verified}`);
    // The link carries the student, and a wrong answer drops that exercise from the code.
    const link = await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&student=%20ana%20silva&seed=0'));
    const linked = await page.evaluate(() => window.wrenchlab.state());
    if (!link || !linked.student || JSON.stringify(linked.student.exercises.map((e) => e.parameters)) !== JSON.stringify(ref.exercises.map((e) => e.parameters)))
      problems.push(`a link with student=: ${JSON.stringify(linked.student)}`);
    const other = await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&student=Ana%20Silva&seed=7'));
    const set7 = await page.evaluate(() => window.wrenchlab.state());
    const ref7 = JSON.parse(execFileSync(cli, ['exercises', 'radial-slider', '--student', 'Ana Silva', '--seed', '7']).toString());
    if (!other || JSON.stringify(set7.student.exercises.map((e) => e.parameters)) !== JSON.stringify(ref7.exercises.map((e) => e.parameters)))
      problems.push(`set 7: the page's numbers differ from the CLI's`);
    console.log(`browser: typed "  Ana  SILVA" in the Exercises panel: ${same} exercises with the CLI's numbers and prompts ` +
                `(${varied.map((e) => JSON.stringify(e.parameters)).join(', ')}), ${right} CLI answers judged right, code ${code} ` +
                `${verified.includes('confirms') ? 'confirmed' : 'NOT confirmed'} by the CLI; links with student= and seed=7 give the CLI's numbers; screenshot exercises-student.png`);
  }
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1'));
}
