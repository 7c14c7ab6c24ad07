// `npm run bench`: the performance figures of DESIGN.md §7 as one JSON object on stdout.
// A benchmark, not a test: it always exits 0 and reports what it could not measure in `error` fields.
// Options: --no-build (measure the existing dist/), --runs=N (interleaved Lighthouse rounds and step walks,
// default 3), --no-lighthouse, --no-steps (both: sizes only), --classic-brand=<id> (default pl-zlotowka).
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildApp, buildBare } from './lib/build.mjs';
import { CARD_FLOOR_BASE, CARD_FLOOR_PATH, buildCardFloor } from './lib/card-floor.mjs';
import { prepareDrawnOnly } from './lib/drawn-only.mjs';
import { entryContents } from './lib/entry-contents.mjs';
import { fileSizes, measureInitialAssets } from './lib/initial-assets.mjs';
import { precacheSizes } from './lib/precache.mjs';
import { chromePath, interleavedLighthouse } from './lib/lighthouse.mjs';
import { BUDGETS, ratios, ttiToCardFloor, withinBudget } from './lib/report.mjs';
import { contentEncodingOf, startApp, startStatic } from './lib/servers.mjs';
import { summaryTable } from './lib/summary.mjs';
import { attempt, errorMessage, log, round } from './lib/util.mjs';

// Libraries (Vite, Lighthouse) may print to stdout; only the final JSON may go there.
const writeStdout = process.stdout.write.bind(process.stdout);
console.log = console.info = console.error;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APP_DIST = join(ROOT, 'dist');
const APP_SOURCE_MAPS = join(ROOT, 'sourcemaps');
const BARE_WORK = join(ROOT, 'bench', '.work', 'bare');
const CARD_FLOOR_SOURCE = join(ROOT, 'bench', 'floors', 'card-sliced');
const CARD_FLOOR_WORK = join(ROOT, 'bench', '.work', 'card-floor');
const DRAWN_ONLY_WORK = join(ROOT, 'bench', '.work', 'drawn-only');
// Each Lighthouse run's artifacts (trace.json, devtoolslog.json, artifacts.json, the lhr): <page>-<round>/.
const LIGHTHOUSE_WORK = join(ROOT, 'bench', '.work', 'lighthouse');
const RESULTS = join(ROOT, 'bench', 'results');
// The Spanish brand (the default of `npm start`) and its first step (SPEC §2: initial-details opens the v3 dynamic flow).
const APP_BRAND = 'es-solcredito';
/**
 * A brand's first step: only Spain runs the dynamic flow; every other country the classic (legacy)
 * pages, which open on loan-information (src/config/brand-defaults.ts, COUNTRY_DEFAULTS and FIRST_PAGE).
 */
const firstStepOf = (brand) => `/application-frontend/${brand.startsWith('es-') ? 'initial-details' : 'loan-information'}`;
const APP_FIRST_STEP = firstStepOf(APP_BRAND);
/** A brand's locale: its id's country code (es-solcredito: es), as in src/config/brand-defaults.ts. */
const localeOf = (brand) => brand.slice(0, 2);
/** The brand's first step as the build draws it (scripts/prerender.ts), the page a newcomer gets. */
const APP_DRAWN_PAGE = `prerendered/${APP_BRAND}.${localeOf(APP_BRAND)}.html`;

const args = process.argv.slice(2);
const options = {
  build: !args.includes('--no-build'),
  lighthouse: !args.includes('--no-lighthouse'),
  steps: !args.includes('--no-steps'),
  runs: Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice(7)) || 3),
  classicBrand: args.find((a) => a.startsWith('--classic-brand='))?.slice('--classic-brand='.length) || 'pl-zlotowka',
};

async function measureApp() {
  const build = options.build ? await buildApp(ROOT) : { ok: null, skipped: '--no-build' };
  if (build.ok === false) log(`the app build failed${existsSync(join(APP_DIST, 'index.html')) ? '; measuring the dist/ that exists' : ''}`);
  if (!existsSync(join(APP_DIST, 'index.html'))) return { build, error: 'no dist/index.html to measure' };
  // The page a newcomer gets: the brand's drawn first step when the build has it.
  const sizes = await attempt('app sizes', () => measureInitialAssets(APP_DIST, existsSync(join(APP_DIST, APP_DRAWN_PAGE)) ? APP_DRAWN_PAGE : 'index.html'));
  // What the initial JS holds, by package and src folder (a treemap, from the build's source maps).
  const contents = sizes.files ? await attempt('app contents', () => entryContents(APP_DIST, sizes.files, APP_SOURCE_MAPS)) : undefined;
  // The partners' one-line embed: what a partner's page downloads from us.
  const embedJs = await attempt('embed.js size', () => fileSizes(join(APP_DIST, 'embed', 'v1.js')));
  // What the service worker downloads for each measured deployment (its brand, its locale).
  const precache = await attempt('precache sizes', () =>
    precacheSizes(APP_DIST, [
      { brand: APP_BRAND, locales: [localeOf(APP_BRAND)] },
      { brand: options.classicBrand, locales: [localeOf(options.classicBrand)] },
    ]),
  );
  return { build, ...sizes, contents, embedJs, precache };
}

async function measureBare() {
  const build = await attempt('bare build', () => buildBare(BARE_WORK));
  if (build.error) return { build, error: build.error };
  const sizes = await attempt('bare sizes', () => measureInitialAssets(build.distDir));
  return { build: { ok: true, ms: build.ms }, ...sizes };
}

/** The card floor (lib/card-floor.mjs): built from bench/floors/card-sliced with our own node_modules, first step drawn. */
async function measureCardFloor() {
  const build = await attempt('card floor build', () => buildCardFloor(CARD_FLOOR_SOURCE, CARD_FLOOR_WORK));
  if (build.error) return { build, error: build.error };
  const sizes = await attempt('card floor sizes', () => measureInitialAssets(build.distDir));
  return { build: { ok: true, ms: build.ms, drawnChars: build.drawnChars }, ...sizes };
}

/** The Spanish drawn step with its scripts taken out (lib/drawn-only.mjs), sized as the others: its initial JS must be none. */
async function measureDrawnOnly() {
  if (!existsSync(join(APP_DIST, APP_DRAWN_PAGE))) return { error: `no ${APP_DRAWN_PAGE} in dist/` };
  const prepared = await attempt('drawn-only page', () => prepareDrawnOnly(APP_DIST, APP_DRAWN_PAGE, DRAWN_ONLY_WORK));
  if (prepared?.error) return { build: prepared, error: prepared.error };
  const sizes = await attempt('drawn-only sizes', () => measureInitialAssets(DRAWN_ONLY_WORK));
  return { build: { ok: true }, ...sizes };
}

const entryScript = (sizes) => sizes.files?.find((f) => f.kind === 'js' && !f.error && !f.file.startsWith('index.html'))?.file;

/** How a server sends a page's entry script (`identity`, `gzip`, `br`), for the JSON. */
const probeEncoding = (url) => (url ? contentEncodingOf(url).catch((error) => `unknown (${errorMessage(error)})`) : 'unknown (no entry script)');

/**
 * Starts every page's server, then measures the pages interleaved (lib/lighthouse.mjs): in each round the
 * Spanish brand's first step, the classic brand's, the Spanish one drawn with no JavaScript, the card floor, the
 * bare page. All servers stop at the end.
 */
async function measureLighthouse(app, drawnOnly, bare, cardFloor) {
  if (!options.lighthouse) return { error: 'skipped (--no-lighthouse)' };
  if (!existsSync(chromePath())) return { error: `no Chromium at ${chromePath()}: install it or set CHROME_PATH` };
  const appEntry = entryScript(app);
  const built = existsSync(join(APP_DIST, 'index.html'));
  const servers = [];
  const pages = [];
  const info = {};
  try {
    for (const [key, brand] of [['app', APP_BRAND], ['classic', options.classicBrand]]) {
      const path = firstStepOf(brand);
      if (!built) {
        info[key] = { brand, error: 'no dist/index.html to serve' };
        continue;
      }
      const server = await attempt(`${key} server`, () => startApp(ROOT, path, { brand }));
      if (server.error) {
        info[key] = { brand, error: server.error };
        continue;
      }
      servers.push(server);
      const contentEncoding = await probeEncoding(appEntry && `${server.origin}/application-frontend/${appEntry}`);
      info[key] = { brand, contentEncoding };
      pages.push({ key, url: `${server.origin}${path}` });
    }
    // The floors are served compressed the way the app server compressed the app; gzip (what a CDN does) if unknown.
    const known = ['identity', 'gzip', 'br'];
    const encoding = known.includes(info.app?.contentEncoding) ? info.app.contentEncoding : 'gzip';
    const floors = [
      ['drawnOnly', drawnOnly, DRAWN_ONLY_WORK, '/application-frontend/', APP_FIRST_STEP, `no ${APP_DRAWN_PAGE} to take the scripts out of`],
      ['cardFloor', cardFloor, join(CARD_FLOOR_WORK, 'dist'), CARD_FLOOR_BASE, CARD_FLOOR_PATH, 'the card floor did not build'],
      ['bare', bare, join(BARE_WORK, 'dist'), '/', '/', 'the bare page did not build'],
    ];
    for (const [key, sizes, distDir, base, path, notBuilt] of floors) {
      if (sizes.build?.ok !== true) {
        info[key] = { error: notBuilt };
        continue;
      }
      const server = await attempt(`${key} server`, () => startStatic(distDir, encoding, { base }));
      if (server.error) {
        info[key] = { error: server.error };
        continue;
      }
      servers.push(server);
      const entry = entryScript(sizes);
      info[key] = { contentEncoding: await probeEncoding(entry && `${server.origin}${base}${entry}`) };
      pages.push({ key, url: `${server.origin}${path}` });
    }
    await rm(LIGHTHOUSE_WORK, { recursive: true, force: true });
    const measured = pages.length ? await interleavedLighthouse(pages, options.runs, LIGHTHOUSE_WORK, ROOT) : {};
    const result = { rounds: options.runs, order: pages.map((page) => page.key) };
    for (const key of ['app', 'classic', 'drawnOnly', 'cardFloor', 'bare']) result[key] = { ...info[key], ...measured[key] };
    for (const key of ['app', 'classic']) result[key].ttiToCardFloor = ttiToCardFloor(result[key], result.cardFloor);
    return result;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** The ten step changes and the resume, on the Spanish brand's own server (bench/lib/steps.mjs). */
async function measureStepsAndResume() {
  const skipped = (error) => ({ steps: { error, longestTaskMs: null }, resume: { error, msAfterFirstPaint: null } });
  if (!options.steps) return skipped('skipped (--no-steps)');
  if (!existsSync(join(APP_DIST, 'index.html'))) return skipped('no dist/index.html to serve');
  if (!existsSync(chromePath())) return skipped(`no Chromium at ${chromePath()}: install it or set CHROME_PATH`);
  const result = await attempt('step walk', async () => {
    // Imported here: it loads Playwright and tests/support/step-walk.ts, and a failure there must not stop the bench.
    const { measureSteps } = await import('./lib/steps.mjs');
    const server = await startApp(ROOT, APP_FIRST_STEP, { brand: APP_BRAND });
    try {
      return await measureSteps(server.origin, options.runs);
    } finally {
      await server.stop();
    }
  });
  return result.error ? skipped(result.error) : result;
}

async function main() {
  const started = Date.now();
  const app = await measureApp();
  const bare = await measureBare();
  const cardFloor = await measureCardFloor();
  const drawnOnly = await measureDrawnOnly();
  const lighthouse = await measureLighthouse(app, drawnOnly, bare, cardFloor);
  const { steps, resume } = await measureStepsAndResume();
  return {
    date: new Date().toISOString(),
    node: process.version,
    machine: {
      cores: typeof availableParallelism === 'function' ? availableParallelism() : cpus().length,
      // 1, 5 and 15 minutes, as the bench started; each Lighthouse run has its own (lighthouse.*.runs[].loadAverage).
      loadAverage: loadavg().map((value) => round(value, 2)),
    },
    options,
    app,
    drawnOnly,
    bare,
    cardFloor,
    ratio: ratios(app, bare),
    lighthouse,
    steps,
    resume,
    budgets: BUDGETS,
    withinBudget: withinBudget({ appSizes: app, app: lighthouse.app, classic: lighthouse.classic, cardFloor: lighthouse.cardFloor, steps, resume }),
    durationMs: Date.now() - started,
  };
}

async function save(report) {
  try {
    await mkdir(RESULTS, { recursive: true });
    const text = `${JSON.stringify(report, null, 2)}\n`;
    // ':' is not allowed in Windows file names.
    await writeFile(join(RESULTS, `${report.date.replaceAll(':', '-')}.json`), text);
    await writeFile(join(RESULTS, 'latest.json'), text);
    log(`results written to bench/results/latest.json`);
  } catch (error) {
    report.saveError = errorMessage(error);
  }
}

let report;
try {
  report = await main();
} catch (error) {
  report = { date: new Date().toISOString(), node: process.version, error: `benchmark failed: ${errorMessage(error)}` };
}
await save(report);
try {
  process.stderr.write(`\n${summaryTable(report)}\n`);
} catch (error) {
  log(`no summary: ${errorMessage(error)}`);
}
writeStdout(`${JSON.stringify(report, null, 2)}\n`, () => process.exit(0));
