// Imports and exports through the Time window's buttons, as a user does: measured kinematics (a CSV)
// imported through the file picker gives the CLI's numbers on the same file, a broken file is refused
// with its own name and line, and "Export CSV" downloads the series with the CLI's numbers in it.
import { artifacts, cli } from '../harness.mjs';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Import and export through the Time window's buttons, as a user does: measured kinematics in
// (the file picker), the page's numbers equal the CLI's on the same file; a broken file is
// refused with its own name and line and the lesson keeps running; "Export CSV" downloads the
// time series, named after the observer and moment point, with the CLI's numbers in it.
export async function csvImportExportChecks({ page, problems, press }) {
  await page.evaluate(() => window.wrenchlab.load('#v1&lesson=nlink&step=1&play=0'));
  await page.waitForTimeout(300);
  const good = path.join(artifacts, 'import-reach.csv');
  const rows = ['# a made-up reach, 100 Hz', 'time,joint1 [deg],joint2,joint3 [rad]'];
  for (let i = 0; i <= 200; ++i) {
    const t = i / 100;
    rows.push(`${t.toFixed(2)},${(30 * Math.sin(t)).toFixed(6)},${(0.3 * t * t).toFixed(6)},${(0.2 + 0.1 * Math.cos(3 * t)).toFixed(6)}`);
  }
  writeFileSync(good, rows.join('\n') + '\n');
  const bad = path.join(artifacts, 'import-broken.csv');
  writeFileSync(bad, 'time,joint1,joint2,joint3\n0,0,0,0\n0.01,0,abc,0\n0.02,0,0,0\n');
  const importFile = async (file) => {
    const chooser = page.waitForEvent('filechooser', { timeout: 5000 }).catch(() => null);
    await press(335, 771);
    const opened = await chooser;
    if (!opened) {
      await page.screenshot({ path: path.join(artifacts, 'import-no-chooser.png') });
      const st = await page.evaluate(() => window.wrenchlab.state());
      problems.push(`"Import motion" at (335, 771) opened no file chooser (screenshot import-no-chooser.png; message "${st.message}")`);
      return st;
    }
    await opened.setFiles(file);
    // Until the message names this file (the one before may be the last import's), 5 s at most.
    await page.waitForFunction((name) => window.wrenchlab.state().message.includes(name), path.basename(file), { timeout: 5000 }).catch(() => {});
    return page.evaluate(() => window.wrenchlab.state());
  };
  const imported = await importFile(good);
  if (!/^Imported import-reach\.csv/.test(imported.message)) problems.push(`import of a good CSV: "${imported.message}" (waited 5 s)`);
  const shown = await page.evaluate(() => window.wrenchlab.snapshot());
  const ref = JSON.parse(execFileSync(cli,
    ['terms', 'nlink', '--kinematics', good, '--t', String(imported.time), '--format', 'json']).toString()).samples[0];
  let compared = 0;
  for (let i = 0; i < ref.segments.length; ++i)
    for (const key of Object.keys(ref.segments[i].terms))
      for (const part of ['force', 'moment'])
        for (let c = 0; c < 3; ++c) {
          const a = ref.segments[i].terms[key][part][c], b = shown.samples[0].segments[i].terms[key][part][c];
          ++compared;
          if (Math.abs(a - b) > 1e-7 * (1 + Math.abs(a))) problems.push(`imported motion: ${key}.${part}[${c}] page ${b} vs CLI ${a}`);
        }
  const broken = await importFile(bad);
  if (!/import-broken\.csv:3/.test(broken.message) || /_opened|\/import\//.test(broken.message) || !broken.error)
    problems.push(`a broken CSV: message "${broken.message}" (expected its own name and line 3 within 5 s)`);
  const f0 = await page.evaluate(() => window.wrenchlab.frames);
  await page.mouse.move(600, 300);
  await page.waitForFunction((f) => window.wrenchlab.frames > f, f0, { timeout: 5000 }).catch(() => {});
  if ((await page.evaluate(() => window.wrenchlab.frames)) <= f0) problems.push('the page stopped after a broken import (no frame within 5 s of a pointer move)');
  const download = page.waitForEvent('download', { timeout: 10000 });
  await press(140, 771);
  const file = await download;
  const saved = path.join(artifacts, file.suggestedFilename());
  await file.saveAs(saved);
  const lines = readFileSync(saved, 'utf8').trim().split('\n');
  const header = lines[0].split(','), first = lines[1].split(',').map(Number);
  if (file.suggestedFilename() !== 'nlink_observer-world_about-proximal.csv') problems.push(`export named ${file.suggestedFilename()}`);
  const col = header.indexOf('segment3.joint.force.x [N]');
  const ref0 = JSON.parse(execFileSync(cli,
    ['terms', 'nlink', '--kinematics', good, '--t', String(first[0]), '--format', 'json']).toString()).samples[0];
  const want = ref0.segments[2].terms.joint.force[0];
  if (header[0] !== 'time [s]' || lines.length < 100 || col < 0 || !(Math.abs(first[col] - want) < 1e-7 * (1 + Math.abs(want))))
    problems.push(`exported CSV: ${lines.length} lines, header ${header.slice(0, 3).join('|')}…, segment3 joint Fx ${first[col]} vs CLI ${want}`);
  console.log(`browser: imported a CSV (${compared} numbers equal the CLI's on the same file), a broken one refused ` +
              `("${broken.message.slice(0, 60)}…"), exported ${file.suggestedFilename()} (${lines.length - 1} rows, CLI's numbers)`);
}
