// Panels folded and moved by hand: a click on a folded panel's title (not only its small arrow) opens it
// and the arrow still folds and unfolds it (1280×800); a panel dragged by its title stays where it was
// put through step and lesson changes (the laptop screen).
import { framesLater, framesNow, waitForState } from '../harness.mjs';
import { fmt } from './layout.mjs';

// A click on a folded panel's title (not only on its small arrow) opens it; what each click leads to
// is waited for, 5 s at most.
export async function foldedTitleChecks({ page, problems, press }) {
  const tableOpen = async () => (await page.evaluate(() => window.wrenchlab.state())).panels.Table;
  const foldedBefore = await tableOpen();
  await press(120, 281);
  await waitForState(page, () => window.wrenchlab.state().panels.Table === true, null, 5);
  const openAfter = await tableOpen();
  if (foldedBefore !== false || openAfter !== true) problems.push(`a click on the folded Table title: open ${foldedBefore} → ${openAfter} (waited 5 s)`);
  else console.log('browser: a click on the folded Table title opened it');
  await press(22, 281);  // its arrow folds it
  await waitForState(page, () => window.wrenchlab.state().panels.Table === false, null, 5);
  const foldedAgain = await tableOpen();
  // … and the arrow of a folded panel still unfolds it (the title-click code once cancelled that).
  await press(22, 281);
  await waitForState(page, () => window.wrenchlab.state().panels.Table === true, null, 5);
  const arrowOpened = await tableOpen();
  if (foldedAgain !== false || arrowOpened !== true) problems.push(`the Table arrow: fold → open ${foldedAgain}, unfold → open ${arrowOpened} (waited 5 s for each)`);
  await press(22, 281);
  await page.waitForTimeout(300);
}

// A panel moved by hand stays where it was put, through step and lesson changes.
export async function movedPanelCheck({ problems, sc, tab }) {
  const st = await tab.evaluate(() => window.wrenchlab.state());
  const terms = st.layout.panels.find((p) => p.name === 'Terms and frame');
  const [x0, y0] = [terms.rect[0] + 150, terms.rect[1] + 10];
  // The paused page may be asleep: the pointer wakes it and hovers the title for a frame or two
  // before the press, so that ImGui sees the press on the title, not in the frame that woke it.
  const hovered = await framesNow(tab);
  await tab.mouse.move(x0, y0);
  await framesLater(tab, 2, hovered, 10000);
  await tab.mouse.down();
  await framesLater(tab, 1);
  for (let k = 1; k <= 8; ++k) { await tab.mouse.move(x0 - 40 * k, y0 + 20 * k); await framesLater(tab, 1); }
  await tab.mouse.up();
  await framesLater(tab, 2);
  // Where the drag ended, waited for (5 s at most): the last moves may reach the app a frame or more later.
  const moved = (await waitForState(tab, ([x, y]) => {
    const r = window.wrenchlab.state().layout.panels.find((p) => p.name === 'Terms and frame').rect;
    return Math.abs(r[0] - x) < 4 && Math.abs(r[1] - y) < 4;
  }, [terms.rect[0] - 320, terms.rect[1] + 160], 5)).layout.panels.find((p) => p.name === 'Terms and frame');
  const before = await framesNow(tab);
  await tab.evaluate(() => window.wrenchlab.load('#v1&lesson=radial-slider&step=2'));
  await framesLater(tab, 3, before, 10000);
  const kept = (await tab.evaluate(() => window.wrenchlab.state())).layout.panels.find((p) => p.name === 'Terms and frame');
  if (!(Math.abs(moved.rect[0] - (terms.rect[0] - 320)) < 4 && Math.abs(moved.rect[1] - (terms.rect[1] + 160)) < 4))
    problems.push(`${sc.name}: dragging the Terms title moved it to [${fmt(moved.rect)}], expected about ${terms.rect[0] - 320}, ${terms.rect[1] + 160} (waited 5 s)`);
  if (Math.abs(kept.rect[0] - moved.rect[0]) > 1 || Math.abs(kept.rect[1] - moved.rect[1]) > 1)
    problems.push(`${sc.name}: the Terms panel moved by hand went back to [${fmt(kept.rect)}] on another lesson`);
}
