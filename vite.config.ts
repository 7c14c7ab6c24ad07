import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { PRECACHE_GLOBS, SERVICE_WORKER_FILE, SERVICE_WORKER_SCOPE } from './src/features/offline/service-worker-routes';
import { BASE_PATH } from './src/domain/constants';
import { BUILD_TARGET } from './scripts/browser-targets.mjs';
import { brandColours } from './scripts/vite-plugins/brand-colours';
import { keepSourceMapsPrivate } from './scripts/vite-plugins/keep-source-maps-private';
import { leadApi } from './scripts/vite-plugins/lead-api';
import { locales } from './scripts/vite-plugins/locales';
import { offlineCopy } from './scripts/vite-plugins/offline-copy';
import { onDemandChunks } from './scripts/vite-plugins/on-demand-chunks';
import { phoneMetadataOfOurCountries } from './scripts/vite-plugins/phone-metadata-of-our-countries';
import { startChunkGroups } from './scripts/vite-plugins/start-chunk-groups';

const onDemand = onDemandChunks();
const offline = offlineCopy(onDemand.files);

/**
 * The libraries every screen needs in three chunks: i18next and the router's core (neither
 * needs React), then React with the libraries' React bindings. src/entry.ts has each evaluated in a
 * task of its own before the app's modules.
 */
const LIBRARY_GROUPS = [
  // Consent-gated vendors under names the service worker's precache leaves out (PRECACHE_GLOBS).
  { name: 'analytics-posthog', priority: 4, test: /node_modules[\\/]posthog-js[\\/]/ },
  { name: 'analytics-logrocket', priority: 4, test: /node_modules[\\/]logrocket[\\/]/ },
  { name: 'framework-i18next', priority: 3, test: /node_modules[\\/]i18next[\\/]/ },
  { name: 'framework-router', priority: 2, test: /node_modules[\\/]@tanstack[\\/](router-core|history|store)[\\/]/ },
  {
    name: 'framework-react',
    priority: 1,
    test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|react-store)|react-i18next|html-parse-stringify)[\\/]/,
  },
];

const startChunks = startChunkGroups(LIBRARY_GROUPS);

export default defineConfig({
  base: `${BASE_PATH}/`,
  plugins: [
    brandColours(),
    phoneMetadataOfOurCountries(),
    react(),
    locales(),
    leadApi(),
    onDemand.plugin,
    offline.plugin,
    startChunks.plugin,
    // DESIGN.md §5, §9: the offline service worker, src/service-worker/sw.ts built into sw.js with the
    // build's file list injected (each deployment precaches its own part of it: precache-scope.ts), each
    // file with its digest, and the digests of the chunks it caches as they load (offline-copy.ts).
    // Registered by src/app/boot/register-service-worker.ts (injectRegister: false) after the first
    // render; the manifest is served per brand by lead-api.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: SERVICE_WORKER_FILE.replace(/\.js$/, '.ts'),
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      scope: SERVICE_WORKER_SCOPE,
      // A classic script (registered without type: 'module'); no map, which sw.js would otherwise name.
      injectManifest: {
        ...PRECACHE_GLOBS,
        manifestTransforms: [offline.manifestTransform],
        buildPlugins: { vite: [offline.workerPlugin] },
        rollupFormat: 'iife',
        sourcemap: false,
      },
    }),
    keepSourceMapsPrivate(),
  ],
  // Hidden: the files name no map, and keepSourceMapsPrivate() takes the maps out of dist/.
  build: {
    // The supported browsers (package.json's browserslist, README): syntax they lack is rewritten.
    target: BUILD_TARGET,
    sourcemap: 'hidden',
    // `npm run bench` measures what is sent (bench/lib/initial-assets.mjs); the build's own gzip column was read by no one.
    reportCompressedSize: false,
    // No <link rel=modulepreload> per chunk of a dynamic import. Inserting one per chunk on the first
    // step costs the main thread after the first paint on a slow phone; the browser finds a chunk's imports itself, and boot asks for the current step's screen first thing.
    // The start-up's few chunks are preloaded from the page instead (scripts/vite-plugins/start-chunk-groups.ts).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The libraries' three chunks, then the app's start-up in five (see above).
        codeSplitting: {
          groups: [...LIBRARY_GROUPS, ...startChunks.groups],
        },
      },
    },
  },
});
