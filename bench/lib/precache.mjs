// What the service worker downloads for one deployment, from the build's own sw.js.
// The manifest is the list Workbox injected; the deployment's part is what src/features/offline/
// precache-scope.ts keeps (the worker's own rule, loaded through tsx).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { register } from 'tsx/esm/api';
import { round } from './util.mjs';

/** The injected manifest: `[{"integrity":…,"revision":…,"url":…},…]` (keys sorted, the pages without integrity) is the only JSON array of url entries in sw.js. */
function manifestOf(serviceWorker) {
  const match = /\[\{"(?:integrity|revision)":[^\]]*\}\]/.exec(serviceWorker);
  if (!match) throw new Error('no precache manifest in sw.js');
  return JSON.parse(match[0]);
}

/** Files and gzip KB of the precache, for the whole build and for each deployment {brand, locales}. */
export async function precacheSizes(distDir, deployments) {
  register();
  const { precacheFor } = await import('../../src/features/offline/precache-scope.ts');
  const manifest = manifestOf(await readFile(join(distDir, 'sw.js'), 'utf8'));
  const gzipBytes = new Map();
  for (const { url } of manifest) gzipBytes.set(url, gzipSync(await readFile(join(distDir, url))).length);
  const total = (entries) => ({ files: entries.length, gzipKb: round(entries.reduce((sum, { url }) => sum + gzipBytes.get(url), 0) / 1024) });
  return {
    wholeBuild: total(manifest),
    deployments: deployments.map((deployment) => ({ ...deployment, ...total(precacheFor(manifest, deployment)) })),
  };
}
