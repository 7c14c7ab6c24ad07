import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type * as DevServerModule from './lead-api/src/dev-server';
import { PRECACHE_GLOBS, SERVICE_WORKER_FILE, SERVICE_WORKER_SCOPE } from './src/features/offline/service-worker-routes';
import { BASE_PATH } from './src/domain/constants';
import { BRANDS } from './src/config/brands';
import { metadataFor } from './scripts/phone-metadata';
import { onDemandFiles } from './scripts/on-demand-chunks';
import { LOADED_WHEN_NEEDED, START_GROUPS, startGroups, startPreloads } from './scripts/start-chunks';
import { BUILD_TARGET } from './scripts/browser-targets.mjs';

const LOCALES_DIR = 'locales';

/**
 * Translations live in the top-level locales/ folder (SPEC §1) and are served at
 * <base>/locales/{lng}/{ns}.json: from the folder in development, copied into the build otherwise.
 */
function locales(): Plugin {
  return {
    name: 'locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(req.url?.split('?')[0] ?? '');
        if (!match) return next();
        try {
          const body = readFileSync(join(LOCALES_DIR, match[1]!, `${match[2]}.json`));
          res.setHeader('Content-Type', 'application/json');
          res.end(body);
        } catch {
          res.statusCode = 404;
          res.end();
        }
      });
    },
    generateBundle() {
      for (const lng of readdirSync(LOCALES_DIR)) {
        for (const file of readdirSync(join(LOCALES_DIR, lng))) {
          this.emitFile({ type: 'asset', fileName: `locales/${lng}/${file}`, source: readFileSync(join(LOCALES_DIR, lng, file)) });
        }
      }
    },
  };
}

/**
 * `npm run dev`: the lead API, config.json, /policy and the manifest on Vite's own origin, from the
 * same variables as `npm start` (lead-api/src/dev-server.ts), while Vite serves the app with hot
 * reload. Loaded through Vite's SSR loader only when the dev server starts, never in a build; an
 * edit under lead-api/src/ (or a shared src/ module it imports) starts a fresh lead API on the same data.
 */
function leadApi(): Plugin {
  return {
    name: 'lead-api',
    apply: 'serve',
    async configureServer(server) {
      const load = async () => {
        const module = (await server.ssrLoadModule('/lead-api/src/dev-server.ts')) as typeof DevServerModule;
        return { ...(await module.createDevServerListener(process.env)), isServerPath: module.isServerPath };
      };
      let current = await load();
      server.config.logger.info(`  lead API, config.json, /policy and the manifest mounted (data in ${current.dataDir})`);
      let reloading = Promise.resolve();
      server.watcher.on('change', (file) => {
        if (!file.includes(join('lead-api', 'src'))) return;
        reloading = reloading.then(async () => {
          await current.close();
          current = await load();
          server.config.logger.info(`  lead API reloaded after a change to ${relative(process.cwd(), file)}`, { timestamp: true });
        });
      });
      server.middlewares.use((req, res, next) => {
        if (!current.isServerPath(req.url?.split('?')[0] ?? '')) return next();
        void reloading.then(() => current.listener(req, res));
      });
      server.httpServer?.once('close', () => void current.close());
    },
  };
}

/**
 * Where the build's source maps go: out of dist/, so no deployment serves them; kept for error reporting.
 * `npm run build` (scripts/build.ts) points it beside sourcemaps/ and swaps it in with the build.
 */
const SOURCE_MAPS_DIR = process.env.SOURCE_MAPS_DIR || 'sourcemaps';

/** `build.sourcemap: 'hidden'` writes maps that no file names; this moves them out of dist/. */
function keepSourceMapsPrivate(): Plugin {
  let outDir = 'dist';
  return {
    name: 'keep-source-maps-private',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        rmSync(SOURCE_MAPS_DIR, { recursive: true, force: true });
        const walk = (dir: string): string[] =>
          readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
        for (const file of walk(outDir).filter((name) => name.endsWith('.map'))) {
          const target = join(SOURCE_MAPS_DIR, relative(outDir, file));
          mkdirSync(dirname(target), { recursive: true });
          renameSync(file, target);
        }
      },
    },
  };
}

/**
 * A brand's primary and surface colours are its record's (src/config/brand-types.ts themeColor and
 * backgroundColor, which the web manifest and theme-color read too): written into its stylesheet at
 * build, so the stylesheet and the registry cannot disagree (each fact once).
 */
function brandColours(): Plugin {
  return {
    name: 'brand-colours',
    enforce: 'pre',
    transform(code, id) {
      const file = /\/src\/brands\/styles\/([\w-]+)\.css$/.exec(id.split('?')[0] ?? '')?.[1];
      const brand = BRANDS.find((candidate) => candidate.stylesheet === file);
      if (!brand) return undefined;
      return `:root { --brand-primary: ${brand.themeColor}; --brand-surface: ${brand.backgroundColor}; }\n${code}`;
    },
  };
}

/** The phone library's metadata of the countries the app serves only (scripts/phone-metadata.ts). */
function phoneMetadataOfOurCountries(): Plugin {
  return {
    name: 'phone-metadata-of-our-countries',
    apply: 'build',
    load(id) {
      if (!id.endsWith('/libphonenumber-js/metadata.max.json.js')) return undefined;
      const full = JSON.parse(readFileSync(id.replace(/\.js$/, ''), 'utf8')) as Parameters<typeof metadataFor>[0];
      return `export default ${JSON.stringify(metadataFor(full))};`;
    },
  };
}

/**
 * The chunks only the screens after the offer need (scripts/on-demand-chunks.ts), read from
 * the bundle; the service worker's precache manifest leaves them out and caches them when they load.
 */
function onDemandChunks() {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'on-demand-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ ...output, css: [...(output.viteMetadata?.importedCss ?? [])] }]
          : [],
      );
      for (const file of onDemandFiles(chunks)) files.add(file);
    },
  };
  return { plugin, files };
}

const onDemand = onDemandChunks();

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

/**
 * The app's own code on the way to the first step in five chunks (scripts/start-chunks.ts),
 * read from the module graph once it is complete, and those chunks as module preloads of the page.
 */
function startChunkGroups() {
  let groups: ReturnType<typeof startGroups> = [];
  const keptOut = (id: string) => id.startsWith('\0') || LIBRARY_GROUPS.some((group) => group.test.test(id)) || LOADED_WHEN_NEEDED.test(id);
  const plugin: Plugin = {
    name: 'start-chunks',
    apply: 'build',
    buildEnd() {
      groups = startGroups({ moduleIds: [...this.getModuleIds()], importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [] }, keptOut);
    },
    // In index.html's head; a drawn page leaves them out and fetches the chunks one at a time (scripts/prerender.ts).
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const links = startPreloads(chunks).map((file) => `<link rel="modulepreload" crossorigin href="${BASE_PATH}/${file}">`);
        return html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
  return {
    plugin,
    groups: START_GROUPS.map(({ name }) => ({
      name,
      test: (id: string) => groups.find((group) => group.name === name)?.modules.has(id) ?? false,
      // A group is a whole static closure already, less what is kept out on purpose (the libraries' chunks,
      // the bundler's helpers, which the entry needs before any group, the phone rules): none of it is pulled in.
      includeDependenciesRecursively: false,
    })),
  };
}

const startChunks = startChunkGroups();

export default defineConfig({
  base: `${BASE_PATH}/`,
  plugins: [
    brandColours(),
    phoneMetadataOfOurCountries(),
    react(),
    locales(),
    leadApi(),
    onDemand.plugin,
    startChunks.plugin,
    // DESIGN.md §5, §9: the offline service worker, src/service-worker/sw.ts built into sw.js with the
    // build's file list injected (each deployment precaches its own part of it: precache-scope.ts).
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
        manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => !onDemand.files.has(entry.url)), warnings: [] })],
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
    // The start-up's few chunks are preloaded from the page instead (startChunkGroups above).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Issues 14 and 25: the libraries' three chunks, then the app's start-up in five (see above).
        codeSplitting: {
          groups: [...LIBRARY_GROUPS, ...startChunks.groups],
        },
      },
    },
  },
});
