// Whether dist/ holds a whole build that is current: `npm run build` (scripts/build.ts)
// builds into a directory beside dist/ and writes this marker last, then swaps the directory in; a
// build that failed or was interrupted leaves dist/ as it was and never writes the marker into it.
// Plain JavaScript: `npm start` (scripts/start.mjs) reads it before anything is compiled (Node 24 reads
// the TypeScript module it imports as it is).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { BUILD_MARKER } from '../src/config/build-output.ts';

/** Written last into a finished build: when it started, and what its drawn first steps are. */
export { BUILD_MARKER };

/** What the build is made of: a change to any of these makes dist/ old. */
export const BUILD_SOURCES = [
  'src', 'public', 'locales', 'index.html', 'vite.config.ts', 'scripts/vite-plugins', 'vite.embed.config.ts', 'scripts/build.ts', 'scripts/prerender.ts',
  'package.json', 'package-lock.json',
];

/** The newest modification time under the sources, with the file that has it. */
export function newestSource(root, sources = BUILD_SOURCES) {
  let newest = { path: '', mtimeMs: 0 };
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (stat.mtimeMs > newest.mtimeMs) {
      newest = { path, mtimeMs: stat.mtimeMs };
    }
  };
  for (const source of sources) visit(join(root, source));
  return newest;
}

/** The marker of the build in `distDir`, or undefined when there is none or it is not one. */
export function readBuildMarker(distDir) {
  try {
    const marker = JSON.parse(readFileSync(join(distDir, BUILD_MARKER), 'utf8'));
    return marker && marker.complete === true && typeof marker.startedAt === 'number' ? marker : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `current`: serve it. Otherwise `complete` tells an old but whole build (NO_BUILD=1 may serve it)
 * from none at all (never served), and `reason` says which, naming the newer source.
 */
export function buildState(distDir, newest) {
  const marker = readBuildMarker(distDir);
  if (!marker) {
    const reason = existsSync(join(distDir, 'index.html'))
      ? `dist/ holds no finished build (no ${BUILD_MARKER}: a build that failed, was interrupted, or predates it)`
      : 'No build found in dist/';
    return { current: false, complete: false, reason };
  }
  // Sources written after the build started may or may not be in it.
  if (newest.mtimeMs > marker.startedAt) return { current: false, complete: true, reason: `${newest.path} is newer than the build in dist/` };
  return { current: true, complete: true, marker };
}

/**
 * What `npm start` says before it builds. A newcomer's first start builds from nothing, and that
 * build draws every brand's first step in Chromium (scripts/prerender.ts): say how long it takes, so
 * a minute of silence does not look like a hang.
 */
export function buildNotice(state, drawnPages) {
  if (state.complete) return `${state.reason}: building (npm run build)...`;
  return (
    `${state.reason}: building (npm run build). The first build also draws the first step of each brand (${drawnPages} pages) in Chromium ` +
    'and takes a minute or two; the next npm start serves it at once.'
  );
}
