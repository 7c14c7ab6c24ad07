// `npm run bench`: the performance figures of DESIGN.md §7 as one JSON object on stdout.
// A benchmark, not a test: it always exits 0 and reports what it could not measure in `error` fields.
// Options: --no-build (measure the existing dist/), --runs=N (Lighthouse runs per page and step walks,
// default 3), --no-lighthouse, --no-steps (both: sizes only), --classic-brand=<id> (default pl-zlotowka).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildApp, buildBare } from './lib/build.mjs';
import { entryContents } from './lib/entry-contents.mjs';
import { fileSizes, measureInitialAssets } from './lib/initial-assets.mjs';
import { precacheSizes } from './lib/precache.mjs';
import { chromePath, lighthouseMedian } from './lib/lighthouse.mjs';
import { BUDGETS, ratios, withinBudget } from './lib/report.mjs';
import { contentEncodingOf, startApp, startStatic } from './lib/servers.mjs';
import { summaryTable } from './lib/summary.mjs';
import { attempt, errorMessage, log } from './lib/util.mjs';

// Libraries (Vite, Lighthouse) may print to stdout; only the final JSON may go there.
const writeStdout = process.stdout.write.bind(process.stdout);
console.log = console.info = console.error;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APP_DIST = join(ROOT, 'dist');
const APP_SOURCE_MAPS = join(ROOT, 'sourcemaps');
const BARE_WORK = join(ROOT, 'bench', '.work', 'bare');
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
  // The page a newcomer gets: the brand's drawn first step when the build has it (issue 14).
  const drawn = `prerendered/${APP_BRAND}.es.html`;
  const sizes = await attempt('app sizes', () => measureInitialAssets(APP_DIST, existsSync(join(APP_DIST, drawn)) ? drawn : 'index.html'));
  // What the initial JS holds, by package and src folder (the treemap of issue 14, from the build's source maps).
  const contents = sizes.files ? await attempt('app contents', () => entryContents(APP_DIST, sizes.files, APP_SOURCE_MAPS)) : undefined;
  // The partners' one-line embed (issue 22): what a partner's page downloads from us.
  const embedJs = await attempt('embed.js size', () => fileSizes(join(APP_DIST, 'embed', 'v1.js')));
  // Issue 25: what the service worker downloads for each measured deployment (its brand, its locale).
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

/** Starts a server, records how it encodes the entry script, runs Lighthouse on `path`, stops the server. */
async function lighthouseOn(label, start, path, entryScriptPath) {
  return attempt(`lighthouse ${label}`, async () => {
    const server = await start();
    try {
      const contentEncoding = entryScriptPath
        ? await contentEncodingOf(`${server.origin}${entryScriptPath}`).catch((error) => `unknown (${errorMessage(error)})`)
        : 'unknown (no entry script)';
      return { contentEncoding, ...(await lighthouseMedian(`${server.origin}${path}`, options.runs)) };
    } finally {
      await server.stop();
    }
  });
}

const entryScript = (sizes) => sizes.files?.find((f) => f.kind === 'js' && !f.error && !f.file.startsWith('index.html'))?.file;

async function measureLighthouse(app, bare) {
  if (!options.lighthouse) return { error: 'skipped (--no-lighthouse)' };
  if (!existsSync(chromePath())) return { error: `no Chromium at ${chromePath()}: install it or set CHROME_PATH` };
  const appEntry = entryScript(app);
  const appEntryPath = appEntry && `/application-frontend/${appEntry}`;
  const built = existsSync(join(APP_DIST, 'index.html'));
  const onBrand = async (brand) => {
    const path = firstStepOf(brand);
    if (!built) return { brand, error: 'no dist/index.html to serve' };
    return { brand, ...(await lighthouseOn(brand, () => startApp(ROOT, path, { brand }), path, appEntryPath)) };
  };
  const appResult = await onBrand(APP_BRAND);
  const classicResult = await onBrand(options.classicBrand);
  // Serve the bare page compressed the way the app server compressed the app; gzip (what a CDN does) if unknown.
  const known = ['identity', 'gzip', 'br'];
  const encoding = known.includes(appResult.contentEncoding) ? appResult.contentEncoding : 'gzip';
  const bareEntry = entryScript(bare);
  const bareResult = bare.error
    ? { error: 'the bare page did not build' }
    : await lighthouseOn('bare', () => startStatic(join(BARE_WORK, 'dist'), encoding), '/', bareEntry && `/${bareEntry}`);
  return { app: appResult, classic: classicResult, bare: bareResult };
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
  const lighthouse = await measureLighthouse(app, bare);
  const { steps, resume } = await measureStepsAndResume();
  return {
    date: new Date().toISOString(),
    node: process.version,
    machine: { cores: typeof availableParallelism === 'function' ? availableParallelism() : cpus().length },
    options,
    app,
    bare,
    ratio: ratios(app, bare),
    lighthouse,
    steps,
    resume,
    budgets: BUDGETS,
    withinBudget: withinBudget({ appSizes: app, app: lighthouse.app?.median, classic: lighthouse.classic?.median, steps, resume }),
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
