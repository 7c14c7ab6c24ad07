// The servers Lighthouse loads pages from: the app's own `scripts/start.mjs`, and a tiny static server.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createBrotliCompress, createGzip } from 'node:zlib';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { freePort, log, messageOf, sleep, tail } from './util.mjs';

const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

/** Polls `url` until it answers 200, or fails after `timeoutMs`, or as soon as `exited` settles. */
async function waitFor200(url, timeoutMs, exited) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const early = await Promise.race([exited, sleep(0).then(() => null)]);
    if (early) throw new Error(early);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

/**
 * Starts `node scripts/start.mjs` on a free port with a throw-away DATA_DIR and waits for `path` to answer 200.
 * `brand` sets the server's BRAND (the deployment it serves; its default brand when not given).
 * Resolves `{ origin, stop }`; `stop()` always kills the child and removes the data folder.
 */
export async function startApp(root, path, { brand } = {}) {
  const port = await freePort();
  // The server also opens its embedding demo, on PORT + 1 unless told: give it a free port of its own.
  let embedDemoPort = await freePort();
  while (embedDemoPort === port) embedDemoPort = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-lead-data-'));
  const output = tail();
  // NO_BUILD=1: serve the dist/ the bench built (or, with --no-build, found). Left to itself, `npm start` rebuilds
  // when a source is newer than dist/ (scripts/start.mjs); that build outlasts the 60 s wait, and goes on swapping
  // dist/ under the other pages' runs after this server is stopped. A dist/ with no finished build is still built.
  const env = { ...process.env, PORT: String(port), EMBED_DEMO_PORT: String(embedDemoPort), DATA_DIR: dataDir, NO_BUILD: '1' };
  if (brand) env.BRAND = brand;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = brand ? `[app ${brand}]` : '[app]';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output.push(chunk.toString());
      process.stderr.write(chunk.toString().replace(/^(?=.)/gm, `${label} `));
    });
  }
  const exitedPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(`the app server exited (${signal ?? `code ${code}`}): ${messageOf(output.text)}`));
    child.on('error', (error) => resolve(`the app server could not start: ${error.message}`));
  });
  // A crash of the benchmark itself must not leave the server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exitedPromise.then(() => true), sleep(STOP_GRACE_MS).then(() => false)]);
      if (!stopped) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const origin = `http://localhost:${port}`;
  try {
    log(`starting the app server on port ${port}`);
    // 127.0.0.1: the server listens on IPv4 and Node may try ::1 first for "localhost".
    await waitFor200(`http://127.0.0.1:${port}${path}`, READY_TIMEOUT_MS, exitedPromise);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

const ENCODERS = { gzip: createGzip, br: createBrotliCompress };

/** The Content-Encoding a server answers for `url` when the client accepts br and gzip ('identity' when none). */
export async function contentEncodingOf(url) {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' }, signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'identity';
}

/**
 * Serves a dist folder at `base` (`/` unless told; the card floor is built for `/application-frontend/`), with
 * index.html for any path that is not a file. `encoding` ('identity', 'gzip' or 'br') lets the floors be served
 * the way the app server serves the app, so that the Lighthouse figures compare like with like.
 */
export async function startStatic(distDir, encoding = 'identity', { base = '/' } = {}) {
  const encoder = ENCODERS[encoding];
  const server = createServer((request, response) => {
    let pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (pathname.startsWith(base)) pathname = `/${pathname.slice(base.length)}`;
    let file = normalize(join(distDir, pathname));
    if (!file.startsWith(distDir + sep) && file !== distDir) file = distDir;
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(distDir, 'index.html');
    const headers = { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' };
    const accepted = encoder && (request.headers['accept-encoding'] ?? '').includes(encoding);
    if (accepted) headers['Content-Encoding'] = encoding;
    response.writeHead(200, headers);
    const body = createReadStream(file);
    if (accepted) body.pipe(encoder()).pipe(response);
    else body.pipe(response);
  });
  const port = await freePort();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  return { origin: `http://localhost:${port}`, stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
