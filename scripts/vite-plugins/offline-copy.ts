import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestEntry } from 'workbox-build';
import { bootTextsOf } from '../../src/config/boot-texts';
import { FALLBACK_LOCALE, LOCALES, LOCALE_LANGUAGE_TAGS } from '../../src/config/locales';
import { installOrder } from '../../src/features/offline/precache-scope';
import type { OfflinePageTexts } from '../../src/features/offline/offline-page';

/** The module the service worker imports its build-time data from (src/service-worker/offline-copy-data.d.ts). */
export const OFFLINE_COPY_DATA = 'virtual:offline-copy-data';

/** Pages are rewritten per deployment (their locales, their boot texts: lead-api/src/static.ts), so they carry no digest. */
const isPage = (url: string) => url.endsWith('.html');

/**
 * What the service worker needs to know of the build to store only whole files (src/features/offline/
 * response-checks.ts), computed from the written files:
 * - `manifestTransform`: each precache entry but the pages gets the SHA-384 `integrity` of its file,
 *   which Workbox's precache fetches with; the pages come first (the order the worker stores them in);
 *   the chunks loaded on demand (on-demand-chunks.ts) are left out.
 * - `workerPlugin`, for the worker's own build: `virtual:offline-copy-data`, the digests of those
 *   on-demand chunks, which the worker caches when they load and checks before it stores them, and
 *   the offline page's texts in every locale.
 */
export function offlineCopy(onDemandFiles: ReadonlySet<string>) {
  let outDir = 'dist';
  let root = '.';
  const integrityOf = (file: string) => `sha384-${createHash('sha384').update(readFileSync(join(outDir, file))).digest('base64')}`;

  const plugin: Plugin = {
    name: 'offline-copy',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
  };

  const manifestTransform = (entries: Array<ManifestEntry & { size: number }>) => ({
    manifest: installOrder(entries.filter((entry) => !onDemandFiles.has(entry.url))).map((entry) =>
      isPage(entry.url) ? entry : { ...entry, integrity: integrityOf(entry.url) },
    ),
    warnings: [],
  });

  const offlinePageTexts = (): Record<string, OfflinePageTexts> => {
    const common = (locale: string): unknown => JSON.parse(readFileSync(join(root, 'locales', locale, 'common.json'), 'utf8'));
    const fallback = common(FALLBACK_LOCALE);
    return Object.fromEntries(
      LOCALES.map((locale) => {
        const { noConnection, answersKept, retry } = bootTextsOf(common(locale), fallback);
        return [locale, { noConnection, answersKept, retry, languageTag: LOCALE_LANGUAGE_TAGS[locale] }];
      }),
    );
  };

  const resolvedId = `\0${OFFLINE_COPY_DATA}`;
  const workerPlugin: Plugin = {
    name: 'offline-copy-data',
    resolveId: (id) => (id === OFFLINE_COPY_DATA ? resolvedId : undefined),
    // Loaded when the worker is built, after the app's build has written its files.
    load(id) {
      if (id !== resolvedId) return undefined;
      const digests = Object.fromEntries([...onDemandFiles].sort().map((file) => [file, integrityOf(file)]));
      return [
        `export const ON_DEMAND_INTEGRITY = ${JSON.stringify(digests)};`,
        `export const OFFLINE_PAGE_TEXTS = ${JSON.stringify(offlinePageTexts())};`,
        `export const FALLBACK_LOCALE = ${JSON.stringify(FALLBACK_LOCALE)};`,
      ].join('\n');
    },
  };

  return { plugin, manifestTransform, workerPlugin };
}
