// Robots (issues 17 and 32): ur5.urdf and ur5.xml picked through the page's file input, posed by a link,
// by "hold still", by the State panel's q slider and by dragging a segment, each time with the CLI's
// joint torques; a bad robot file refused; the State panel without overlap (1280×800, the projector
// layout, and on every screen as a tab or a panel); and a robot's link opened in a fresh browser.
import { artifacts, cli, framesLater, framesNow, root, waitForState } from '../harness.mjs';
import { layoutProblems } from './layout.mjs';
import { swipeOverSliders } from './state-panel.mjs';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const robots = path.join(root, 'content/models/robots');

// The CLI for the page's state: its printed joint torques (6 digits) and its JSON τ.
const cliTorques = (file, st) => {
  const args = ['--q', JSON.stringify(st.state.q), '--qd', JSON.stringify(st.state.qd), '--qdd', JSON.stringify(st.state.qdd), '--t', String(st.time)];
  const text = execFileSync(cli, ['terms', file, ...args]).toString();
  const line = text.split('\n').find((l) => l.startsWith('joint torques:')) || '';
  const printed = {};
  for (const m of line.matchAll(/(\S+) = (\S+)/g)) printed[m[1]] = m[2];
  const json = JSON.parse(execFileSync(cli, ['matrices', file, ...args, '--format', 'json']).toString());
  return { printed, tau: json.tau };
};

// What the robot checks at 1280×800 share: the state a few frames on; the page's joint torques against
// the CLI's (counted); a file picked through the file input, the state once its message names it.
function robotTools({ page, problems }) {
  const settled = async (since) => { await framesLater(page, 4, since, 20000); return page.evaluate(() => window.wrenchlab.state()); };
  let compared = 0;
  const sameTorques = async (file, what) => {
    const st = await page.evaluate(() => window.wrenchlab.state());
    const shown = await page.evaluate(() => window.wrenchlab.accessible().state.coordinates);
    const ref = cliTorques(file, st);
    st.state.coordinates.forEach((name, k) => {
      const page6 = Number(st.state.tau[k].toPrecision(6)), cli6 = Number(ref.printed[name]);
      // The CLI prints 6 significant digits, the page's panels 3 (with a typographic minus).
      const page3 = shown[k].tau.replace('−', '-'), cli3 = Number(ref.tau[k].toPrecision(3));
      if (!(Math.abs(page6 - cli6) <= 1e-12 * (1 + Math.abs(cli6))) || Math.abs(Number(page3) - cli3) > 1e-12 * (1 + Math.abs(cli3)) ||
          !(Math.abs(st.state.tau[k] - ref.tau[k]) <= 1e-9 * (1 + Math.abs(ref.tau[k]))))
        problems.push(`${what}: τ ${name} page ${st.state.tau[k]} (shown ${shown[k].tau}) vs CLI ${ref.printed[name]} / ${ref.tau[k]}`);
      ++compared;
    });
    return st;
  };
  // The file is read and opened a few frames after it is chosen, then the meshes it names are looked for
  // one per frame (ur5.urdf names the UR5's shells, not beside it): its message (naming it) once they are
  // read is waited for, 20 s at most.
  const pick = async (file) => {
    const since = await framesNow(page);
    await page.setInputFiles('input[type=file]', file);
    await page.waitForFunction((name) => { const s = window.wrenchlab.state(); return s.message.includes(name) && !s.bodies?.reading; },
                               path.basename(file), { timeout: 20000 }).catch(() => {});
    return settled(since);
  };
  return { settled, sameTorques, pick, compared: () => compared };
}

// --- Robot files and the State panel (issue 17) -------------------------------------------------
// ur5.urdf and ur5.xml opened through the page's file input as a user picks them; a pose set by a
// link, by the State panel's slider and by dragging a segment: each time the page's joint torques
// equal the CLI's for the same state (its printed digits, and its JSON to 1e-9); a bad file keeps
// the lesson; the State panel among the other panels without overlap, in the projector layout too.
export async function robotFileChecks(t) {
  const { page } = t;
  const tools = robotTools(t);
  await robotFilesByLink(t, tools);
  const st = await statePanelByHand(t, tools);
  await linkDraggedOnScene(t, tools, st);
  const refused = await badRobotFile(t, tools);
  await projectorStatePanel(t, tools);
  await page.evaluate(() => window.wrenchlab.setLayout('auto'));
  await tools.settled(await framesNow(page));
  console.log(`browser: ur5.urdf and ur5.xml opened through the file input; a state by link, hold still, the q slider ` +
              `and link3 dragged on the scene: ${tools.compared()} joint torques equal the CLI's (printed digits and 1e-9); a bad ` +
              `file refused ("${refused.message.slice(0, 70)}…"); robot-*.png`);
}

// Each robot file picked: it opens with its State panel, and a pose by link gives the CLI's torques.
async function robotFilesByLink({ page, problems }, { settled, sameTorques, pick }) {
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=1&play=0'));
  for (const name of ['ur5.urdf', 'ur5.xml']) {
    const st = await pick(path.join(robots, name));
    if (st.lesson !== 'robot' || !st.message.startsWith(`Opened ${name}`) || !/ignored: /.test(st.message))
      problems.push(`${name} through the file input: lesson ${st.lesson}, message "${st.message}" (waited 20 s)`);
    if (!st.panels.State) problems.push(`${name}: the State panel did not open with the robot (${JSON.stringify(st.panels)})`);
    problems.push(...layoutProblems(st, 1280, 800, `${name} with its State panel open`));
    await page.screenshot({ path: path.join(artifacts, `robot-${name.replace('.', '-')}.png`) });
    // A pose by link, moving: the torques are the CLI's for that state.
    const since = await framesNow(page);
    await page.evaluate(() => window.wrenchlab.load('#v1&lesson=robot&step=1&t=0&q=0.1,-1.2,1.4,-0.3,0.5,0.2&qd=0.5,-1,1.5,0.2,0,0.3&qdd=1,0.5,-0.5,0,2,0'));
    const linked = await settled(since);
    if (!linked.state.held || Math.abs(linked.state.q[1] + 1.2) > 1e-12 || Math.abs(linked.state.qd[2] - 1.5) > 1e-12)
      problems.push(`${name}: the link's state was not held: ${JSON.stringify(linked.state)}`);
    await sameTorques(path.join(robots, name), `${name}, state by link`);
  }
}

// The State panel: hold still, then drag the q slider of joint3 (the elbow); the motion is held.
// The state after it.
async function statePanelByHand({ page, problems }, { settled, sameTorques }) {
  await page.evaluate(() => window.wrenchlab.act('hold-still', 'on'));
  let st = await settled(await framesNow(page));
  if (!st.state.hold_still || st.state.qd.some((v) => v !== 0) || st.state.qdd.some((v) => v !== 0))
    problems.push(`hold still: ${JSON.stringify(st.state)}`);
  await sameTorques(path.join(robots, 'ur5.xml'), 'hold still (gravity alone)');
  const slider = st.state.controls['q of joint3'];
  if (!slider) problems.push(`no "q of joint3" slider among the State panel's controls: ${Object.keys(st.state.controls).join(', ')}`);
  else {
    const [x, y, w, h] = slider;
    const before = st.state.q[2];
    await page.evaluate(() => window.wrenchlab.act('play'));  // grabbing a slider pauses the motion
    await page.mouse.move(x + w / 2, y + h / 2);
    await page.mouse.down();
    for (let s = 1; s <= 6; ++s) { await page.mouse.move(x + w / 2 + (w / 4) * s / 6, y + h / 2); await framesLater(page, 1); }
    const during = await page.evaluate(() => window.wrenchlab.state());
    await page.mouse.up();
    st = await settled(await framesNow(page));
    if (during.playing || !(Math.abs(st.state.q[2] - before) > 0.1) || !st.state.held)
      problems.push(`the q slider of joint3: playing ${during.playing} while held, q ${before} → ${st.state.q[2]}, held ${st.state.held}`);
    await sameTorques(path.join(robots, 'ur5.xml'), 'the q slider of joint3');
  }
  return st;
}

// Drag the forearm (link3) on the scene (where `st` drew it): its joint turns, the torques follow.
async function linkDraggedOnScene({ page, problems }, { settled, sameTorques }, st) {
  const ends = st.state.segments_on_screen[3];
  const [x0, y0, x1, y1] = ends;
  const mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const [nx, ny] = [-(y1 - y0) / len, (x1 - x0) / len];  // across the link on the screen
  const qBefore = st.state.q.slice();
  await page.mouse.move(mx, my);
  await page.mouse.down();
  let turning = false;
  for (let s = 1; s <= 8; ++s) {
    await page.mouse.move(mx + 8 * s * nx, my + 8 * s * ny);
    await framesLater(page, 1);
    turning = turning || (await page.evaluate(() => window.wrenchlab.state().state.turning));
  }
  await page.mouse.up();
  st = await settled(await framesNow(page));
  const moved = st.state.q.map((v, k) => Math.abs(v - qBefore[k]) > 1e-6);
  if (!turning || moved.filter(Boolean).length !== 1 || !(Math.abs(st.state.q[2] - qBefore[2]) > 0.05))
    problems.push(`dragging link3 at (${mx.toFixed(0)}, ${my.toFixed(0)}): turning ${turning}, q ${qBefore.map((v) => v.toFixed(3))} → ${st.state.q.map((v) => v.toFixed(3))}`);
  await sameTorques(path.join(robots, 'ur5.xml'), 'link3 dragged on the scene');
  await page.screenshot({ path: path.join(artifacts, 'robot-dragged.png') });
}

// A bad robot file: the importer's one-line message, and the robot stays. The state then.
async function badRobotFile({ problems }, { pick }) {
  const bad = path.join(artifacts, 'broken-robot.urdf');
  writeFileSync(bad, '<robot name="broken"><link name="a"><inertial><mass value="-1"/></inertial></link></robot>\n');
  const refused = await pick(bad);
  if (refused.lesson !== 'robot' || !refused.error || !/^The robot model could not be opened: broken-robot\.urdf/.test(refused.message) || /\n/.test(refused.message))
    problems.push(`a bad robot file: lesson ${refused.lesson}, message "${refused.message}" (waited 20 s)`);
  return refused;
}

// The projector layout: the State panel folded under the terms; opened by a click (waited for, 5 s at
// most), nothing overlaps.
async function projectorStatePanel({ page, problems, press }, { settled }) {
  await page.evaluate(() => window.wrenchlab.setLayout('projector'));
  let st = await settled(await framesNow(page));
  const folded = st.layout.panels.find((p) => p.name === 'State');
  if (!folded) problems.push('projector layout: no State panel');
  else {
    await press(folded.rect[0] + folded.rect[2] / 2, folded.rect[1] + folded.rect[3] / 2);
    await settled(await framesNow(page));
    st = await waitForState(page, () => window.wrenchlab.state().panels.State === true, null, 5);
    if (!st.panels.State) problems.push('projector layout: a click on the State title did not open it within 5 s');
    problems.push(...layoutProblems(st, 1280, 800, 'projector layout with the State panel open'));
    await page.screenshot({ path: path.join(artifacts, 'robot-projector-state.png') });
  }
}

// A robot picked through the file input on this screen, its State panel shown (a tab on phones
// and tablets): no overlap, a screenshot to look at (issue 17). On the phone, a swipe over its sliders.
export async function robotOnScreenChecks({ problems, sc, context, tab }) {
  const before = await framesNow(tab);
  await tab.setInputFiles('input[type=file]', path.join(root, 'content/models/robots/ur5.xml'));
  await tab.waitForFunction(() => window.wrenchlab.state().lesson === 'robot', null, { timeout: 30000 }).catch(() => {});
  await framesLater(tab, 6, before, 30000);
  let st = await tab.evaluate(() => window.wrenchlab.state());
  if (st.lesson !== 'robot') problems.push(`${sc.name}: ur5.xml did not open within 30 s: "${st.message}"`);
  const tabs = st.layout.tabs || [];
  if (sc.touch && tabs.includes('State')) {
    const bar = st.layout.panels.find((p) => p.name === 'Panels');
    const columns = st.layout.tab_columns, i = tabs.indexOf('State'), w = (bar.rect[2] - 12) / columns;
    // One tap (touchstart and touchend in one frame; one tap is enough since the pointer queue). Its
    // panel is waited for, 5 s at most (a loaded machine can take more than a few frames).
    const tapped = await framesNow(tab);
    await tab.touchscreen.tap(bar.rect[0] + 6 + (i % columns + 0.5) * w, bar.rect[1] + 6 + (Math.floor(i / columns) + 0.5) * (st.touch_target_px + 4));
    await framesLater(tab, 4, tapped, 10000);
    st = await waitForState(tab, () => window.wrenchlab.state().layout.active_tab === 'State', null, 5);
    if (st.layout.active_tab !== 'State') problems.push(`${sc.name}: a tap on the State tab shows ${st.layout.active_tab} (waited 5 s)`);
    if (sc.name === 'phone') problems.push(...await swipeOverSliders(tab, context, sc.name));
  } else if (sc.touch) problems.push(`${sc.name}: no State tab (${JSON.stringify(tabs)})`);
  else if (!st.panels.State) problems.push(`${sc.name}: the State panel is not open with the robot`);
  problems.push(...layoutProblems(st, sc.width, sc.height, `${sc.name} robot with its State panel`));
  await tab.screenshot({ path: path.join(artifacts, `screen-${sc.name}-robot-state.png`) });
}

// An opened robot's link (issue 32): the page's address, the one "Copy link" copies, carries the robot's
// file; opened in a fresh browser (its own profile: it never saw the file) at the same screen, it shows
// the robot in the same pose with the same joint torques, and `wrenchlab-cli terms --link` gives them too.
export async function robotLinkChecks(browser, url, tab, sc) {
  const out = [];
  const what = sc.name;
  const act = async (a, v) => { const f = await framesNow(tab); await tab.evaluate(([x, y]) => window.wrenchlab.act(x, y), [a, v]); await framesLater(tab, 3, f, 10000).catch(() => {}); };
  let st = await tab.evaluate(() => window.wrenchlab.state());
  const names = st.state?.coordinates || [];
  if (st.lesson !== 'robot' || names.length < 3) return [`${what}: no robot open to send (${st.lesson}, ${names.length} coordinates)`];
  await act('coordinate', `${names[1]}:-40`);
  await act('coordinate', `${names[2]}:70`);
  await tab.waitForFunction(() => /&files=/.test(location.hash), null, { timeout: 5000 }).catch(() => {});
  const sent = await tab.evaluate(() => ({ hash: location.hash, st: window.wrenchlab.state() }));
  if (!/^#v2&files=[A-Za-z0-9_-]+&lesson=robot/.test(sent.hash)) return [`${what}: the robot's link does not carry its file within 5 s: ${sent.hash.slice(0, 80)}`];
  const fresh = await browser.newContext({ viewport: { width: sc.width, height: sc.height }, deviceScaleFactor: sc.ratio, hasTouch: sc.touch,
                                           isMobile: sc.touch, locale: sc.locale || 'en-US' });
  try {
    const page = await fresh.newPage();
    page.on('pageerror', (e) => out.push(`${what}: the robot's link: page error ${e.message}`));
    await page.goto(url + '?nosw' + sent.hash, { waitUntil: 'load' });
    await page.waitForFunction(() => window.wrenchlab && (window.wrenchlab.ready || window.wrenchlab.error), null, { timeout: 60000 });
    await page.waitForFunction(() => window.wrenchlab.state().lesson === 'robot', null, { timeout: 20000 }).catch(() => {});
    const got = await page.evaluate(() => window.wrenchlab.state());
    if (got.lesson !== 'robot' || got.message_is_error) out.push(`${what}: the robot's link opened "${got.lesson}" in a fresh browser (waited 20 s): "${got.message}"`);
    else {
      const gap = Math.max(...got.state.tau.map((t, k) => Math.abs(t - sent.st.state.tau[k])));
      const qGap = Math.max(...got.state.q.map((q, k) => Math.abs(q - sent.st.state.q[k])));
      if (!(gap < 1e-9 && qGap < 1e-9)) out.push(`${what}: the robot's link in a fresh browser: q off by ${qGap}, τ off by ${gap} N·m`);
      const viaCli = JSON.parse(execFileSync(cli, ['terms', '--link', sent.hash, '--format', 'json']).toString()).samples[0].tau;
      const cliGap = Math.max(...names.map((name, k) => Math.abs(viaCli[name] - sent.st.state.tau[k])));
      if (!(cliGap < 1e-9)) out.push(`${what}: terms --link of the robot's link: τ off by ${cliGap} N·m from the page's`);
      await page.screenshot({ path: path.join(artifacts, `screen-${what}-robot-link-opened.png`) });
      if (!out.length) console.log(`browser: ${what}: the robot's ${sent.hash.length}-character link opened it in a fresh browser, q and τ as sent ` +
                                  `(${gap.toExponential(1)} N·m; the CLI's terms --link ${cliGap.toExponential(1)})`);
    }
  } finally {
    await fresh.close();
  }
  return out;
}
