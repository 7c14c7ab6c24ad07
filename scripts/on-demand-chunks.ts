import { SOURCE_PATHS, underPaths } from './source-paths';

/**
 * What the service worker does not precache. The screens the server drives after the offer
 * (SMS, consents, ID upload, partner offers, outcomes) are a third of the app's chunks, and most
 * applicants never see most of them: their chunks, and whatever only they import, are cached when a
 * screen first loads them (service-worker-routes.ts APP_CHUNK_URL), not downloaded up front. Everything
 * the form and the app shell need stays precached, so an offline reload of the form works on a first visit.
 */

/** The screens loaded on demand: each is a dynamic import whose module lives in one of these features. */
export const ON_DEMAND_SCREENS = underPaths(SOURCE_PATHS.onDemandScreens);

/**
 * What the page imports only when it is used, and can do without until then: the phone rules (when a
 * phone field takes the focus, or the page is idle after one appears; until they come, a number is
 * checked by its length and lead-api runs the full rule: ui/form-fields/phone-library.ts), tracking
 * (after the first render; it sends nothing before consent) and the worker's own updater (workbox-window).
 * Cached as they load like the screens above, on a first visit too (register-service-worker.ts sends
 * the worker what the page fetched before it was there): less for the worker to download.
 * (scripts/start-chunks.ts LOADED_WHEN_NEEDED keeps the same phone rules out of the start-up's chunks.)
 */
const WORKBOX_WINDOW = /[\\/]node_modules[\\/]workbox-window[\\/]/;
const OWN_LOADED_ON_USE = underPaths(SOURCE_PATHS.loadedOnUse);
export const LOADED_ON_USE = { test: (moduleId: string) => OWN_LOADED_ON_USE.test(moduleId) || WORKBOX_WINDOW.test(moduleId) };

const isOnDemand = (moduleId: string) => ON_DEMAND_SCREENS.test(moduleId) || LOADED_ON_USE.test(moduleId);

/** A chunk of the build as far as this rule needs it (Rollup's OutputChunk, with Vite's imported CSS). */
export type ChunkNode = {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  css: readonly string[];
};

/**
 * The build's files reached only through an on-demand screen: everything reachable from the entries
 * through static imports and dynamic imports other than those screens' is precached; the rest is not.
 */
export function onDemandFiles(chunks: readonly ChunkNode[], isOnDemandScreen: (moduleId: string) => boolean = isOnDemand): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const precached = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || precached.has(fileName)) return;
    precached.add(fileName);
    for (const css of chunk.css) precached.add(css);
    for (const imported of chunk.imports) visit(imported);
    for (const imported of chunk.dynamicImports) {
      const facade = byFile.get(imported)?.facadeModuleId;
      if (!facade || !isOnDemandScreen(facade)) visit(imported);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const onDemand = new Set<string>();
  for (const chunk of chunks) {
    if (precached.has(chunk.fileName)) continue;
    onDemand.add(chunk.fileName);
    for (const css of chunk.css) if (!precached.has(css)) onDemand.add(css);
  }
  return onDemand;
}
