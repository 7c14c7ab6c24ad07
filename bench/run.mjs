// `npm run bench`: the performance figures of DESIGN.md §7 as one JSON object on stdout.
// A benchmark, not a test: it always exits 0 and reports what it could not measure in `error` fields.
// Options: --no-build (measure the existing dist/), --runs=N (Lighthouse runs per page, default 3),
// --no-lighthouse (sizes only).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildApp, buildBare } from './lib/build.mjs';
import { measureInitialAssets } from './lib/initial-assets.mjs';
import { chromePath, lighthouseMedian } from './lib/lighthouse.mjs';
import { BUDGETS, ratios, withinBudget } from './lib/report.mjs';
import { contentEncodingOf, startApp, startStatic } from './lib/servers.mjs';
import { attempt, errorMessage, log } from './lib/util.mjs';

// Libraries (Vite, Lighthouse) may print to stdout; only the final JSON may go there.
const writeStdout = process.stdout.write.bind(process.stdout);
console.log = console.info = console.error;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APP_DIST = join(ROOT, 'dist');
const BARE_WORK = join(ROOT, 'bench', '.work', 'bare');
const RESULTS = join(ROOT, 'bench', 'results');
// The first step of the active brand (SPEC §2: initial-details opens the v3 dynamic flow).
const APP_FIRST_STEP = '/application-frontend/initial-details';

const args = process.argv.slice(2);
const options = {
  build: !args.includes('--no-build'),
  lighthouse: !args.includes('--no-lighthouse'),
  runs: Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice(7)) || 3),
};

async function measureApp() {
  const build = options.build ? await buildApp(ROOT) : { ok: null, skipped: '--no-build' };
  if (build.ok === false) log(`the app build failed${existsSync(join(APP_DIST, 'index.html')) ? '; measuring the dist/ that exists' : ''}`);
  if (!existsSync(join(APP_DIST, 'index.html'))) return { build, error: 'no dist/index.html to measure' };
  const sizes = await attempt('app sizes', () => measureInitialAssets(APP_DIST));
  return { build, ...sizes };
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
  const appResult = existsSync(join(APP_DIST, 'index.html'))
    ? await lighthouseOn('app', () => startApp(ROOT, APP_FIRST_STEP), APP_FIRST_STEP, appEntry && `/application-frontend/${appEntry}`)
    : { error: 'no dist/index.html to serve' };
  // Serve the bare page compressed the way the app server compressed the app; gzip (what a CDN does) if unknown.
  const known = ['identity', 'gzip', 'br'];
  const encoding = known.includes(appResult.contentEncoding) ? appResult.contentEncoding : 'gzip';
  const bareEntry = entryScript(bare);
  const bareResult = bare.error
    ? { error: 'the bare page did not build' }
    : await lighthouseOn('bare', () => startStatic(join(BARE_WORK, 'dist'), encoding), '/', bareEntry && `/${bareEntry}`);
  return { app: appResult, bare: bareResult };
}

async function main() {
  const started = Date.now();
  const app = await measureApp();
  const bare = await measureBare();
  const lighthouse = await measureLighthouse(app, bare);
  return {
    date: new Date().toISOString(),
    node: process.version,
    machine: { cores: typeof availableParallelism === 'function' ? availableParallelism() : cpus().length },
    options,
    app,
    bare,
    ratio: ratios(app, bare),
    lighthouse,
    budgets: BUDGETS,
    withinBudget: withinBudget(app, lighthouse.app?.median),
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
writeStdout(`${JSON.stringify(report, null, 2)}\n`, () => process.exit(0));
