// `npm start`: build when there is no whole build or when the sources changed since it was made (a
// pull, an edit), then serve it with the reference lead API on one origin.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { checkNodeRuntime } from './node-runtime.mjs';

// The server needs Node 24's node:sqlite: one line, before a build of a minute that it could not serve
// (and before anything in TypeScript is imported, which an older Node cannot read).
await checkNodeRuntime();
register();
const { buildNotice, buildState, newestSource } = await import('./build-state.mjs');
const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, 'dist');

// Only a whole build is served. dist/ is current when it holds the marker a finished build
// writes last (scripts/build.ts) and no source changed since that build started.
const newest = newestSource(root);
const state = buildState(distDir, { ...newest, path: newest.path.slice(root.length) });

if (!state.current && state.complete && process.env.NO_BUILD === '1') {
  console.warn(`WARNING: ${state.reason}, and NO_BUILD=1: serving the OLD build. Run npm run build to serve the current sources.`);
} else if (!state.current) {
  if (process.env.NO_BUILD === '1') console.warn(`NO_BUILD=1 ignored: ${state.reason}; a build that never finished is not served.`);
  const { BRANDS } = await import('../src/config/brands.ts');
  console.log(buildNotice(state, BRANDS.length));
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root, shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../lead-api/src/main.ts');
