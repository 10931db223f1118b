// The page served as docs/deploy.md tells a host to: Debian's nginx with tools/deploy/nginx-wrenchlab.conf
// on loopback, the built files with their .gz and .br (./wrenchlab build web). Checks that
//   1. the page opens through nginx in Chromium (ready, no console error, no failed request), the wasm
//      arriving compressed as application/wasm;
//   2. a lecture hall of 300 students fetching the page's files at once (300 connections open
//      together, each student's six files, a third each asking for brotli, gzip or neither) gets every
//      file: status 200, the right type and encoding, and after decoding exactly the built bytes.
// Usage: node web/tests/deploy-test.mjs [--students 300]
import { launchChromium } from './harness.mjs';
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = process.env.WRENCHLAB_DIST || path.join(root, 'build/web/dist');
const studentsArg = process.argv.indexOf('--students');
const students = studentsArg > 0 ? Number(process.argv[studentsArg + 1]) : 300;
const FILES = ['index.html', 'shell.js', 'sw.js', 'app.js', 'app.wasm', 'app.data'];
const TYPES = { html: 'text/html', js: 'text/javascript', wasm: 'application/wasm', data: 'application/octet-stream' };

const fail = (message) => { console.error('deploy: FAIL ' + message); process.exitCode = 1; };
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
if (!nginxBinary) {
  console.error('deploy: FAIL nginx is not installed (Debian packages nginx and libnginx-mod-http-brotli-static; ./wrenchlab setup installs them)');
  process.exit(1);
}
for (const f of FILES)
  for (const ext of ['', '.gz', '.br'])
    if (!existsSync(path.join(dist, f + ext))) {
      console.error(`deploy: FAIL ${path.join(dist, f + ext)} is missing (./wrenchlab build web writes it)`);
      process.exit(1);
    }
// What a student downloads, the editor included, stays within 1 MiB gzip (issue 18's budget).
{
  const gzipBytes = FILES.reduce((sum, f) => sum + readFileSync(path.join(dist, f + '.gz')).length, 0);
  const brotliBytes = FILES.reduce((sum, f) => sum + readFileSync(path.join(dist, f + '.br')).length, 0);
  if (gzipBytes > 1048576) fail(`the page is ${(gzipBytes / 1048576).toFixed(3)} MiB gzip, over its 1 MiB budget`);
  else console.log(`deploy: the page is ${(gzipBytes / 1048576).toFixed(3)} MiB gzip, ${(brotliBytes / 1048576).toFixed(3)} MiB brotli (budget 1 MiB gzip)`);
}

const freePort = () => new Promise((resolve) => {
  const s = net.createServer();
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

// A host's folder: the built files copied as a deploy would, readable by nginx's worker user.
const prefix = mkdtempSync(path.join(os.tmpdir(), 'wrenchlab-nginx-'));
chmodSync(prefix, 0o755);
const www = path.join(prefix, 'www');
cpSync(dist, www, { recursive: true, preserveTimestamps: true });
execFileSync('chmod', ['-R', 'a+rX', www]);
const port = await freePort();
const server = readFileSync(path.join(root, 'tools/deploy/nginx-wrenchlab.conf'), 'utf8')
  .replace(/^(\s*)listen\s+\d+;/m, `$1listen 127.0.0.1:${port};`)
  .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${www};`);
const conf = path.join(prefix, 'nginx.conf');
writeFileSync(conf, `# written by web/tests/deploy-test.mjs around tools/deploy/nginx-wrenchlab.conf
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  sendfile on;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${server}
}
`);
const nginx = spawn(nginxBinary, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
let nginxErrors = '';
nginx.stderr.on('data', (c) => { nginxErrors += c; });
const base = `http://127.0.0.1:${port}/`;

function get(file, encoding, agent) {
  return new Promise((resolve) => {
    const headers = encoding === 'identity' ? { 'Accept-Encoding': 'identity' } : { 'Accept-Encoding': encoding };
    const req = http.get(base + file, { agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', (e) => resolve({ error: e.message }));
    });
    req.on('error', (e) => resolve({ error: e.message }));
    req.setTimeout(120000, () => req.destroy(new Error('timed out')));
  });
}

try {
  // nginx is up when it answers.
  let up = false, last = null;
  for (let i = 0; i < 100 && !up; ++i) {
    const r = await get('index.html', 'identity', undefined);
    last = r.error || r.status;
    up = r.status === 200;
    if (!up) await new Promise((r2) => setTimeout(r2, 100));
  }
  if (!up) throw new Error(`nginx did not answer (${JSON.stringify(last)}): ` + nginxErrors.trim());

  // 1. The page through nginx in the browser.
  const browser = await launchChromium();
  try {
    // The service worker is kept out: once it claims the page it answers the page's own fetch of
    // app.wasm, and what this check is about is what nginx sends to the browser.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const problems = [];
    let wasmResponse = null;  // a promise of { status, headers }: the headers arrive after the event
    page.on('console', (m) => { if (m.type() === 'error') problems.push('console: ' + m.text()); });
    page.on('requestfailed', (r) => problems.push('failed: ' + r.url()));
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('/app.wasm'))
        wasmResponse = r.allHeaders().then((headers) => ({ status: r.status(), headers }));
    });
    await page.goto(base, { waitUntil: 'load' });
    await page.waitForFunction(() => window.wrenchlab && window.wrenchlab.ready, null, { timeout: 60000 });
    const wasm = wasmResponse ? await wasmResponse : {};
    if (!wasmResponse) problems.push('the page did not fetch app.wasm');
    const st = await page.evaluate(() => window.wrenchlab.state());
    if (!st.lesson) problems.push('no lesson open');
    if (wasm.headers?.['content-type'] !== 'application/wasm') problems.push(`app.wasm came as ${wasm.headers?.['content-type']}`);
    if (!['br', 'gzip'].includes(wasm.headers?.['content-encoding'])) problems.push(`app.wasm came uncompressed (${wasm.headers?.['content-encoding']})`);
    for (const p of problems) fail('page through nginx: ' + p);
    if (!problems.length)
      console.log(`deploy: the page opened through nginx (lesson ${st.lesson}); app.wasm came as application/wasm, ` +
                  `Content-Encoding ${wasm.headers['content-encoding']}, Cache-Control ${wasm.headers['cache-control']}`);
  } finally {
    await browser.close();
  }

  // 2. A lecture hall at once.
  const original = Object.fromEntries(FILES.map((f) => [f, readFileSync(path.join(dist, f))]));
  const agent = new http.Agent({ keepAlive: true, maxSockets: students });
  const encodings = ['br', 'gzip', 'identity'];
  const started = Date.now();
  let wire = 0, ok = 0;
  const counts = { br: 0, gzip: 0, identity: 0 };
  const errors = [];
  await Promise.all(Array.from({ length: students }, async (_, student) => {
    const encoding = encodings[student % 3];
    for (const file of FILES) {
      const r = await get(file, encoding, agent);
      const where = `student ${student + 1}, ${file} (${encoding})`;
      if (r.error) { errors.push(`${where}: ${r.error}`); continue; }
      if (r.status !== 200) { errors.push(`${where}: status ${r.status}`); continue; }
      const sent = r.headers['content-encoding'] || 'identity';
      if (sent !== encoding) { errors.push(`${where}: sent as ${sent}`); continue; }
      const type = TYPES[file.split('.').pop()];
      if (!(r.headers['content-type'] || '').startsWith(type)) { errors.push(`${where}: type ${r.headers['content-type']}`); continue; }
      const body = sent === 'br' ? zlib.brotliDecompressSync(r.body) : sent === 'gzip' ? zlib.gunzipSync(r.body) : r.body;
      if (!body.equals(original[file])) { errors.push(`${where}: ${body.length} bytes differ from the built ${original[file].length}`); continue; }
      wire += r.body.length;
      ++counts[encoding];
      ++ok;
    }
  }));
  agent.destroy();
  const seconds = (Date.now() - started) / 1000;
  const total = students * FILES.length;
  for (const e of errors.slice(0, 10)) fail(e);
  if (errors.length > 10) fail(`… and ${errors.length - 10} more`);
  if (ok !== total) fail(`${ok} of ${total} responses complete and equal to the built files`);
  else
    console.log(`deploy: ${students} students at once (${students} connections), ${total} requests in ${seconds.toFixed(1)} s: ` +
                `all 200 with the built bytes (${counts.br} as brotli, ${counts.gzip} as gzip, ${counts.identity} plain); ` +
                `${(wire / 1048576).toFixed(0)} MB on the wire`);
} catch (e) {
  fail(e.message);
} finally {
  nginx.kill('SIGTERM');
  await new Promise((r) => nginx.once('exit', r));
  if (nginxErrors.includes('[emerg]') || nginxErrors.includes('[alert]')) fail('nginx said: ' + nginxErrors.trim());
  rmSync(prefix, { recursive: true, force: true });
}
if (!process.exitCode) console.log('deploy: PASS');
