// What every browser script here shares: Debian's Chromium with the flags that give software WebGL
// (TOOLCHAIN.md), the built page served on a free port, and waiting for the page's frames.
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/// The built page the tests serve (WRENCHLAB_DIST: another copy of it), where they leave screenshots and
/// files to look at, and the CLI whose numbers the page's must equal.
export const dist = process.env.WRENCHLAB_DIST || path.join(root, 'build/web/dist');
export const artifacts = path.join(root, 'build/test-artifacts');
export const cli = path.join(root, 'build/native/tools/cli/wrenchlab-cli');

export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

/// Debian's Chromium with those flags (and `extra` ones); playwright gives every launch a fresh profile.
export function launchChromium(extra = []) {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_FLAGS, ...extra] });
}

/// tools/serve.py on a free port, serving `dist`: resolves to { server, url } once it listens.
export function startServer(dist) {
  return new Promise((resolve, reject) => {
    const server = spawn('python3', [path.join(root, 'tools/serve.py'), '--port', '0', '--root', dist]);
    server.stdout.on('data', (chunk) => {
      const m = String(chunk).match(/http:\/\/localhost:(\d+)\//);
      if (m) resolve({ server, url: `http://127.0.0.1:${m[1]}/` });
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    setTimeout(() => reject(new Error('server did not start')), 10000);
  });
}

/// The frames the page has drawn so far.
export const framesNow = (page) => page.evaluate(() => window.wrenchlab.frames);

/// Waits until the page has drawn `count` frames more than `since` (default: now). An idle page draws
/// none: count from before the action that wakes it, or the frames it draws may be over already.
export async function framesLater(page, count = 2, since = undefined, timeout = 20000) {
  const f = since ?? await framesNow(page);
  await page.waitForFunction(([n, c]) => window.wrenchlab.frames >= n + c, [f, count], { timeout });
}

/// Up to `count` more frames drawn (an idle page draws none: then it goes on after 10 s).
export async function settleFrames(page, count) {
  const f = await framesNow(page);
  await framesLater(page, count, f, 10000).catch(() => {});
}

/// Waits until `ok` (run in the page, given `arg`) is true, `seconds` at most, and returns the page's
/// state() then, whether it came or not: the check that follows fails on it and says it waited that long.
/// What an action leads to is waited for this way, never a fixed number of frames or milliseconds, which
/// a loaded machine can outrun.
export async function waitForState(page, ok, arg, seconds) {
  await page.waitForFunction(ok, arg, { timeout: seconds * 1000 }).catch(() => {});
  return page.evaluate(() => window.wrenchlab.state());
}
