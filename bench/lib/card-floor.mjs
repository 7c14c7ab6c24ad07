// The card floor: the design card's libraries taking over a drawn form, built from the project's own
// node_modules (the same React, TanStack Router and Query, i18next as the product), so the app's first step is
// compared with a measured floor of its own libraries. The sources are bench/floors/card-sliced/ (the `sliced`
// variant of ../shared/floors/card-sliced): a tiny entry that, after the drawn form's first paint, imports each
// library chunk in its own task, then hydrates inside startTransition.
//
// Two Vite builds through the JS API: the client into bench/.work/card-floor/dist/ (base /application-frontend/),
// then an SSR build of src/ssr.tsx into bench/.work/card-floor/ssr/, whose render() (react-dom/server's
// renderToString on a memory history) draws the first step into the client's index.html.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { log } from './util.mjs';

export const CARD_FLOOR_BASE = '/application-frontend/';
export const CARD_FLOOR_PATH = `${CARD_FLOOR_BASE}initial-details`;
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * TanStack Router renders one Suspense boundary more in the browser than on the server, so hydrating the server's
 * markup as it is fails (React error 418) and React draws the whole form again. Doubling its one
 * `<!--$-->…<!--/$-->` pair gives the browser the markup it would have drawn itself (the fix of
 * ../shared/floors/card-sliced/ssr-run.mjs). Any other number of pairs means the libraries changed: stop there
 * rather than measure a failed hydration.
 */
function asBrowserDraws(html) {
  const pairs = html.split('<!--$-->').length - 1;
  if (pairs !== 1 || html.split('<!--/$-->').length - 1 !== 1) {
    throw new Error(`expected one Suspense boundary in the server-rendered card floor, found ${pairs}: check its hydration`);
  }
  return html.replace('<!--$-->', '<!--$--><!--$-->').replace('<!--/$-->', '<!--/$--><!--/$-->');
}

/** Builds the card floor from `sourceDir` into `workDir`/dist and draws its first step into index.html. */
export async function buildCardFloor(sourceDir, workDir) {
  const started = Date.now();
  await rm(workDir, { recursive: true, force: true });
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const distDir = join(workDir, 'dist');
  const ssrDir = join(workDir, 'ssr');
  const common = {
    root: sourceDir,
    base: CARD_FLOOR_BASE,
    configFile: false,
    // Keep Vite's cache out of the app's node_modules/.vite.
    cacheDir: join(workDir, '.vite'),
    plugins: [react()],
    logLevel: 'silent',
  };
  log(`building the card floor from ${sourceDir} into ${distDir}`);
  await build({ ...common, build: { outDir: distDir, emptyOutDir: true, target: 'es2022' } });
  await build({ ...common, publicDir: false, build: { ssr: join(sourceDir, 'src', 'ssr.tsx'), outDir: ssrDir, emptyOutDir: true } });
  const indexFile = join(distDir, 'index.html');
  const ssrEntry = join(ssrDir, 'ssr.js');
  if (!existsSync(indexFile)) throw new Error(`no index.html in ${distDir} after the build`);
  if (!existsSync(ssrEntry)) throw new Error(`no ssr.js in ${ssrDir} after the SSR build`);
  const { render } = await import(`${pathToFileURL(ssrEntry).href}?t=${Date.now()}`);
  const drawn = asBrowserDraws(await render(CARD_FLOOR_PATH));
  if (!drawn.includes('id="step-title"')) throw new Error('the drawn card floor has no step heading');
  const html = await readFile(indexFile, 'utf8');
  if (!html.includes(EMPTY_ROOT)) throw new Error(`no ${EMPTY_ROOT} in the card floor's index.html`);
  await writeFile(indexFile, html.replace(EMPTY_ROOT, `<div id="root">${drawn}</div>`));
  return { ok: true, ms: Date.now() - started, distDir, drawnChars: drawn.length };
}
