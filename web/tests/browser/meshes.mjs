// The bodies' own meshes in the page (issue 30), on every screen: OpenSim's walking trial chosen with
// its 19 bones (Geometry/*.vtp, 1.4 MB) as loose files opens, its bones are read one file per frame
// (the message line counts them; no frame is held long), and drawn see-through by default: the page's
// state says 19 meshes, the layout stays right, and a screenshot of each screen shows them
// (screen-<screen>-bones.png). Skipped without OpenSim's examples (../shared or WRENCHLAB_OPENSIM_EXAMPLES).
import { artifacts, framesLater, root, waitForState } from '../harness.mjs';
import { layoutProblems } from './layout.mjs';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

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
  // Drawn: the scene's lit triangles include the bones' (37 000 of them).
  st = await waitForState(tab, () => (window.wrenchlab.state().render?.triangles || 0) > 30000, null, 5);
  if (!((st.render?.triangles || 0) > 30000)) out.push(`${what}: the scene draws ${st.render?.triangles} triangles with the bones (more than 30 000 expected)`);
  out.push(...layoutProblems(st, sc.width, sc.height, `${what} walking trial with its bones`));
  await tab.screenshot({ path: path.join(artifacts, `screen-${sc.name}-bones.png`) });
  console.log(`browser: ${what}: the walking trial with its ${bones.length} bones opened in ${openedMs} ms over ${st.import_frames} frames ` +
              `(the longest held its frame ${Number(st.import_ms).toFixed(0)} ms), ${st.bodies.triangles} triangles see-through; screen-${sc.name}-bones.png`);
  return out;
}
