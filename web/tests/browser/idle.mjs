// An idle page costs nothing: paused and without input it draws no frame, stops asking for animation
// frames and keeps its main thread nearly free; the pointer wakes it.
import { waitForState } from '../harness.mjs';

// An idle page costs nothing: paused, with no input, it draws no frame for 5 s.
export async function idleChecks({ page, problems }) {
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=1&play=0'));
  await page.waitForTimeout(1500);
  // It falls asleep half a second after the last input, the last frame drawn: waited for (10 s at most)
  // before the 5 s are measured, or a loaded machine's late frames would count as the idle page's.
  await page.waitForFunction(() => window.wrenchlab.sleeping === true, null, { timeout: 10000 }).catch(() => {});
  // The renderer's main-thread time (Chrome's TaskDuration) over the 5 s: what the idle page costs a core.
  const metrics = await page.context().newCDPSession(page);
  await metrics.send('Performance.enable');
  const busy = async () => (await metrics.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const idle0 = (await page.evaluate(() => window.wrenchlab.state())).frames_drawn;
  const busy0 = await busy(), wall0 = Date.now();
  await page.waitForTimeout(5000);
  const idleShare = (await busy() - busy0) / ((Date.now() - wall0) / 1000);
  const idle1 = (await page.evaluate(() => window.wrenchlab.state())).frames_drawn;
  await metrics.detach();
  if (idle1 !== idle0) problems.push(`the idle page drew ${idle1 - idle0} frames in 5 s`);
  // Asleep: the app stopped asking for animation frames (what keeps an idle page's cost near zero),
  // and the renderer's main thread is busy under 2 % of the time (the bound for a battery).
  const asleep = await page.evaluate(() => window.wrenchlab.sleeping === true);
  if (!asleep) problems.push('the idle page still asks for animation frames (window.wrenchlab.sleeping is not set; waited 10 s, then 5 s)');
  if (!(idleShare < 0.02)) problems.push(`the idle page kept its main thread busy ${(100 * idleShare).toFixed(1)} % of the time`);
  await page.mouse.move(700, 400);
  const woke = (await waitForState(page, (n) => window.wrenchlab.state().frames_drawn > n, idle1, 5)).frames_drawn;
  if (!(woke > idle1)) problems.push('the idle page did not draw again within 5 s of a pointer move');
  console.log(`browser: paused and idle, ${idle1 - idle0} frames drawn in 5 s, the animation-frame loop stopped, main thread ` +
              `busy ${(100 * idleShare).toFixed(2)} % of the time; the pointer woke it (${woke - idle1} frames)`);
}
