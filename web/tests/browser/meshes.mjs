// The bodies' own meshes in the page (issue 30), on every screen: OpenSim's walking trial chosen with
// its 19 bones (Geometry/*.vtp, 1.4 MB) as loose files opens, its bones are read one file per frame
// (the message line counts them; no frame is held long), and drawn see-through by default: the page's
// state says 19 meshes, the layout stays right, and a screenshot of each screen shows them
// (screen-<screen>-bones.png). Skipped without OpenSim's examples (../shared or WRENCHLAB_OPENSIM_EXAMPLES).
import { artifacts, framesLater, root, waitForState } from '../harness.mjs';
import { layoutProblems } from './layout.mjs';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

// ABB's IRB 2400 chosen with its meshes (its URDF names them package://abb_irb2400_support/…; the page
// finds them among the chosen files by name): its links' mass from the collision STLs (the URDF gives no
// <inertial>: τ is not zero), its 7 Collada shells read and drawn (laptop; screenshot
// robot-irb2400-shells.png). Skipped without ../shared/real-models.
export async function robotShellsCheck({ sc, tab }) {
  const pkg = path.join(root, '..', 'shared', 'real-models', 'ros', 'abb_irb2400_support');
  if (!existsSync(path.join(pkg, 'urdf', 'irb2400.urdf'))) {
    console.log(`browser: ${sc.name}: the IRB 2400's shells skipped (no ${pkg})`);
    return [];
  }
  const meshes = ['visual', 'collision'].map((d) => path.join(pkg, 'meshes', 'irb2400', d));
  const files = [path.join(pkg, 'urdf', 'irb2400.urdf'), ...meshes.flatMap((d) => readdirSync(d).map((f) => path.join(d, f)))];
  await tab.setInputFiles('input[type=file]', files);
  const st = await waitForState(tab, () => { const s = window.wrenchlab.state(); return s.lesson === 'robot' && s.bodies && !s.bodies.reading && s.bodies.meshes > 0; }, null, 30);
  const out = [];
  if (st.lesson !== 'robot' || st.bodies?.meshes !== 7 || st.bodies?.notes?.length || st.message_is_error)
    out.push(`${sc.name}: the IRB 2400 with its shells: lesson ${st.lesson}, ${st.bodies?.meshes} of 7 shells, notes ${JSON.stringify(st.bodies?.notes)}: "${st.message}" (waited 30 s)`);
  const tau = st.state?.tau || [];
  if (!(tau.length === 6 && Math.abs(tau[1]) > 1)) out.push(`${sc.name}: the IRB 2400's mass from its collision meshes: τ = ${JSON.stringify(tau)}`);
  await tab.screenshot({ path: path.join(artifacts, 'robot-irb2400-shells.png') });
  if (!out.length) console.log(`browser: ${sc.name}: the IRB 2400 chosen with its meshes: mass from its collision STLs (τ₂ = ${tau[1].toFixed(1)} N·m), ` +
                               `its 7 Collada shells drawn see-through (${st.bodies.triangles} triangles); robot-irb2400-shells.png`);
  return out;
}

// The robot-arm lesson (content: our UR5, whose URDF names ur_description's shells): opened by a link, it
// draws capsules and says nothing of the files it did not find; its 7 Collada shells (6.5 MB) chosen then
// are read one file per frame, no frame held longer than 50 ms, and drawn (screenshot
// <screen>-ur5-shells.png). Skipped without ../shared/real-models.
export async function ur5LessonShellsCheck({ sc, tab }) {
  const visual = path.join(root, '..', 'shared', 'real-models', 'ros', 'ur_description', 'meshes', 'ur5', 'visual');
  if (!existsSync(path.join(visual, 'base.dae'))) {
    console.log(`browser: ${sc.name}: the UR5's own shells skipped (no ${visual})`);
    return [];
  }
  const what = `${sc.name}: the robot-arm lesson's UR5`;
  const out = [];
  await tab.evaluate(() => window.wrenchlab.load('#v1&lesson=robot-arm-at-speed&step=1'));  // in the screen's language
  let st = await waitForState(tab, () => { const s = window.wrenchlab.state(); return s.lesson === 'robot-arm-at-speed' && s.bodies && !s.bodies.reading; }, null, 20);
  // Without its meshes: capsules, as ever, and not a word on the message line (the 7 files looked for are
  // in state().bodies.notes).
  if (st.bodies.meshes !== 0 || st.bodies.notes?.length !== 7 || st.message)
    out.push(`${what} without its meshes: ${st.bodies.meshes} drawn, ${st.bodies.notes?.length} notes, "${st.message}" (capsules expected, 7 files named, nothing said)`);
  const files = ['base', 'shoulder', 'upperarm', 'forearm', 'wrist1', 'wrist2', 'wrist3'].map((n) => path.join(visual, n + '.dae'));
  const started = Date.now();
  await tab.setInputFiles('input[type=file]', files);
  let sawProgress = false;
  const deadline = Date.now() + 60000;
  for (;;) {
    st = await tab.evaluate(() => window.wrenchlab.state());
    if (/(Reading the meshes of|Meshes von|Lendo as malhas de) ur5\.urdf/.test(st.message)) sawProgress = true;
    if (st.bodies && !st.bodies.reading && st.bodies.meshes > 0) break;
    if (Date.now() > deadline) break;
    await framesLater(tab, 1, undefined, 20000);
  }
  const openedMs = Date.now() - started;
  if (st.lesson !== 'robot-arm-at-speed' || st.bodies?.meshes !== 7 || st.bodies?.notes?.length || st.message_is_error)
    return [...out, `${what} with its shells chosen: lesson ${st.lesson}, ${st.bodies?.meshes} of 7 shells, notes ${JSON.stringify(st.bodies?.notes)}: "${st.message}"`];
  if (!sawProgress) out.push(`${what}: no progress line while its shells were read (last: "${st.message}")`);
  if (!(st.import_ms <= 50)) out.push(`${what}: reading its shells held a frame ${Number(st.import_ms).toFixed(0)} ms (50 ms at most)`);
  out.push(...layoutProblems(st, sc.width, sc.height, `${what} with its shells`));
  await tab.screenshot({ path: path.join(artifacts, `${sc.name}-ur5-shells.png`) });
  if (!out.length) console.log(`browser: ${what}: its 7 Collada shells (6.5 MB) chosen, read in ${openedMs} ms over ${st.import_frames} frames ` +
                               `(the longest held its frame ${Number(st.import_ms).toFixed(0)} ms), ${st.bodies.triangles} of ${st.bodies.file_triangles} triangles drawn; ${sc.name}-ur5-shells.png`);
  return out;
}

export async function bonesOnScreenChecks({ sc, tab }) {
  const what = sc.name;
  const examples = process.env.WRENCHLAB_OPENSIM_EXAMPLES || path.join(root, '..', 'shared', 'opensim-examples');
  const gait = path.join(examples, 'gait10dof18musc');
  if (!existsSync(path.join(gait, 'subject01.osim'))) {
    console.log(`browser: ${what}: the walking trial's bones skipped (no examples at ${examples})`);
    return [];
  }
  const out = [];
  const bones = readdirSync(path.join(gait, 'Geometry')).filter((f) => f.endsWith('.vtp')).map((f) => path.join(gait, 'Geometry', f));
  const files = ['subject01.osim', 'IK/subject01_walk_IK.mot', 'ExperimentalData/subject01_walk_grf.xml',
                 'ExperimentalData/subject01_walk_grf.mot'].map((f) => path.join(gait, f)).concat(bones);
  const started = Date.now();
  await tab.setInputFiles('input[type=file]', files);
  // The trial's stages, then its bones, one per frame: the progress line is seen on the way.
  let sawProgress = false;
  const deadline = Date.now() + 60000;
  let st;
  for (;;) {
    st = await tab.evaluate(() => window.wrenchlab.state());
    if (/Reading the meshes|Meshes von|Lendo as malhas|werden gelesen/.test(st.message)) sawProgress = true;
    if (st.lesson === 'opensim-trial' && st.bodies && !st.bodies.reading && st.bodies.meshes > 0) break;
    if (Date.now() > deadline) break;
    await framesLater(tab, 1, undefined, 20000);
  }
  const openedMs = Date.now() - started;
  if (st.lesson !== 'opensim-trial') return [`${what}: the walking trial with its bones did not open within 60 s: "${st.message}"`];
  if (st.bodies?.meshes !== bones.length || st.bodies?.notes?.length)
    out.push(`${what}: the walking trial's bones: ${st.bodies?.meshes} of ${bones.length} read, notes ${JSON.stringify(st.bodies?.notes)}`);
  if (st.bodies?.style !== 'see-through') out.push(`${what}: bones drawn ${st.bodies?.style}, see-through expected by default`);
  if (!sawProgress) out.push(`${what}: no progress line while the bones were read (last: "${st.message}")`);
  if (!(st.import_frames >= bones.length)) out.push(`${what}: the bones took ${st.import_frames} frames, one per file expected`);
  if (st.message_is_error) out.push(`${what}: the trial with its bones says "${st.message}"`);
  // Drawn: the scene's lit triangles include the bones' (37 463 as read, simplified for drawing to at most
  // 1000 a file, each vertex moved no more than state().bodies.largest_shift_mm).
  const boneTriangles = st.bodies.triangles;
  if (!(boneTriangles > 5000 && st.bodies.file_triangles === 37463)) out.push(`${what}: the bones: ${boneTriangles} triangles drawn of ${st.bodies.file_triangles}`);
  st = await waitForState(tab, ([n]) => (window.wrenchlab.state().render?.triangles || 0) > n, [boneTriangles], 5);
  if (!((st.render?.triangles || 0) > boneTriangles)) out.push(`${what}: the scene draws ${st.render?.triangles} triangles with ${boneTriangles} of bones (waited 5 s)`);
  out.push(...layoutProblems(st, sc.width, sc.height, `${what} walking trial with its bones`));
  await tab.screenshot({ path: path.join(artifacts, `screen-${sc.name}-bones.png`) });
  console.log(`browser: ${what}: the walking trial with its ${bones.length} bones opened in ${openedMs} ms over ${st.import_frames} frames ` +
              `(the longest held its frame ${Number(st.import_ms).toFixed(0)} ms), ${st.bodies.triangles} of ${st.bodies.file_triangles} triangles drawn see-through ` +
              `(simplified: no vertex moved more than ${Number(st.bodies.largest_shift_mm).toFixed(1)} mm); screen-${sc.name}-bones.png`);
  return out;
}
