// The two builds the benchmark compares: the app (`npm run build`: vite build, then the drawn first steps) and a bare React 19 page.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { log, messageOf, tail } from './util.mjs';

const BUILD_TIMEOUT_MS = 10 * 60_000;

/** Runs the app's production build into `<root>/dist`; resolves with `{ ok, ms, error? }`, never rejects. */
export function buildApp(root) {
  const started = Date.now();
  return new Promise((resolve) => {
    const output = tail();
    const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS);
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        process.stderr.write(chunk);
        output.push(chunk.toString());
      });
    }
    const done = (ok, error) => {
      clearTimeout(timer);
      resolve({ ok, ms: Date.now() - started, ...(error ? { error } : {}) });
    };
    child.on('error', (error) => done(false, `could not start npm run build: ${error.message}`));
    child.on('close', (code, signal) => {
      if (code === 0) return done(true);
      done(false, `npm run build exited with ${signal ?? `code ${code}`}: ${messageOf(output.text)}`);
    });
  });
}

const BARE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A bare React 19 page, the floor the app is measured against." />
    <title>Bare React</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;

const BARE_MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <h1>Hello from a bare React page</h1>
  </StrictMode>,
);
`;

/** Generates and builds the bare React + Vite page in `workDir`; returns its dist folder. */
export async function buildBare(workDir) {
  const started = Date.now();
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  await writeFile(join(workDir, 'index.html'), BARE_HTML);
  await writeFile(join(workDir, 'main.jsx'), BARE_MAIN);
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = join(workDir, 'dist');
  log(`building the bare React page in ${workDir}`);
  await build({
    root: workDir,
    configFile: false,
    // Keep Vite's cache out of the app's node_modules/.vite.
    cacheDir: join(workDir, '.vite'),
    plugins: [react()],
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`no index.html in ${outDir} after the build`);
  return { ok: true, ms: Date.now() - started, distDir: outDir };
}
