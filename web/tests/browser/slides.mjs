// Pictures and recordings for slides: a 1920×1080 picture with a transparent background taken from a
// 1280×800 page (decoded here: its size and its see-through pixels), and a 2 s recording as WebM with the
// panels hidden while it plays.
import { artifacts, framesLater, framesNow, waitForState } from '../harness.mjs';
import { layoutProblems } from './layout.mjs';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

// A picture for slides: 1920×1080, transparent, from a 1280×800 page.
export async function pictureChecks({ page, problems }) {
  await page.evaluate(() => { window.wrenchlab.lastPicture = null; window.wrenchlab.picture(1920, 1080, true); });
  await page.waitForFunction(() => window.wrenchlab.lastPicture, null, { timeout: 30000 });
  const picture = await page.evaluate(async () => {
    const p = window.wrenchlab.lastPicture;
    const bitmap = await createImageBitmap(p.blob, { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
    const c = document.createElement('canvas');
    c.width = bitmap.width; c.height = bitmap.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(bitmap, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let clear = 0, opaque = 0;
    const colours = new Set();
    for (let i = 0; i < d.length; i += 4) {
      if (d[i + 3] === 0) clear++;
      else if (d[i + 3] === 255) { opaque++; if (colours.size < 5000) colours.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]); }
    }
    const bytes = new Uint8Array(await p.blob.arrayBuffer());
    let b64 = '';
    for (let i = 0; i < bytes.length; i += 0x8000) b64 += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { width: bitmap.width, height: bitmap.height, clear, opaque, colours: colours.size, png: btoa(b64), size: p.size };
  });
  writeFileSync(path.join(artifacts, 'look-picture-1920x1080.png'), Buffer.from(picture.png, 'base64'));
  const pixels = picture.width * picture.height;
  if (picture.width !== 1920 || picture.height !== 1080) problems.push(`a 1920×1080 picture came out ${picture.width}×${picture.height}`);
  if (!(picture.clear > 0.5 * pixels)) problems.push(`the transparent picture has ${picture.clear} see-through pixels of ${pixels}`);
  if (!(picture.opaque > 0.002 * pixels && picture.colours > 20))
    problems.push(`the picture shows little: ${picture.opaque} opaque pixels in ${picture.colours} colours`);
  const afterPicture = await page.evaluate(() => window.wrenchlab.state());
  problems.push(...layoutProblems(afterPicture, 1280, 800, 'after a picture'));
  console.log(`browser: picture ${picture.width}×${picture.height} (${(picture.size / 1e6).toFixed(1)} MB PNG): ` +
              `${picture.clear} transparent, ${picture.opaque} opaque pixels in ${picture.colours}+ colours; look-picture-1920x1080.png`);
}

// A recording of 2 s: panels hidden while it plays, a WebM at the end, the panels back (waited for,
// 5 s at most). (Headless Chromium's encoder delivers its first chunk only after about a second: a
// 0.6 s span gave 0 bytes.)
export async function recordingChecks({ page, problems }) {
  await page.evaluate(() => { window.wrenchlab.lastRecording = null; window.wrenchlab.record(0, 2); });
  await page.waitForFunction(() => window.wrenchlab.state().capture.recording, null, { timeout: 10000 });
  // The layout in state() is the last drawn frame's: the first frame of the recording may not be drawn
  // yet (CI once read the 9 panels of the frame before it), so the panels are counted two frames on.
  await framesLater(page, 2, undefined, 10000);
  const during = await page.evaluate(() => window.wrenchlab.state());
  const panelsDuring = during.layout.panels.length;
  await page.waitForFunction(() => window.wrenchlab.lastRecording, null, { timeout: 60000 });
  const recording = await page.evaluate(() => ({ size: window.wrenchlab.lastRecording.size, type: window.wrenchlab.lastRecording.type }));
  // The recording ended paused and the page may be asleep by the time the video is saved: a pointer
  // move wakes it for the frames that put the panels back.
  const woken = await framesNow(page);
  await page.mouse.move(700, 420);
  await framesLater(page, 4, woken);
  const after = await waitForState(page, () => { const s = window.wrenchlab.state(); return !s.capture.recording && s.layout.panels.length > 0; }, null, 5);
  if (!(recording.size > 1000) || !recording.type.startsWith('video/webm')) problems.push(`the recording: ${JSON.stringify(recording)}`);
  if (panelsDuring !== 0) problems.push(`${panelsDuring} panels on screen while recording`);
  if (after.capture.recording || after.layout.panels.length === 0 || after.playing)
    problems.push(`after recording: recording ${after.capture.recording}, ${after.layout.panels.length} panels, playing ${after.playing} (waited 5 s)`);
  console.log(`browser: recording 0–2 s → ${recording.type}, ${recording.size} bytes, ${panelsDuring} panels while recording; ` +
              `light theme by link, arrow labels on in the projector layout; look-*.png`);
}
