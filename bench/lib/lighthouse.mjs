// Lighthouse mobile (default config: simulated throttling), performance only. The pages are measured interleaved
// (run 1 of every page, then run 2 of every page…), each run in a fresh headless Chromium, so a busy minute of a
// shared machine lands on every page alike. Each run's artifacts (trace, DevTools log, lhr) are kept, and its
// figures are given twice: raw, and re-simulated at CPU time (lib/cpu-time.mjs).
import { mkdir, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import * as chromeLauncher from 'chrome-launcher'; // lighthouse's own dependency, not one of ours
import lighthouse from 'lighthouse';
import { cpuTimeLhr } from './cpu-time.mjs';
import { errorMessage, log, median, round } from './util.mjs';
import { CHROMIUM_ARGS, chromePath } from '../../scripts/chromium.mjs';

// As ../shared/tools/lighthouse-cpu-time.mjs launches it (the card floor's own figures were taken so).
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

export { chromePath };

const AUDITS = {
  lcpMs: 'largest-contentful-paint',
  fcpMs: 'first-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
  ttiMs: 'interactive',
  maxPotentialFidMs: 'max-potential-fid',
};
const METRICS = ['performance', ...Object.keys(AUDITS)];

function metricsOf(lhr) {
  const score = lhr.categories.performance?.score;
  const metrics = { performance: score == null ? null : Math.round(score * 100) };
  for (const [name, id] of Object.entries(AUDITS)) {
    const value = lhr.audits[id]?.numericValue;
    metrics[name] = value == null ? null : round(value, name === 'cls' ? 4 : 0);
  }
  return metrics;
}

/** The longest main-thread tasks Lighthouse lists (at most five), as "ms file". */
function longTasksOf(lhr) {
  return (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 5)
    .map((item) => `${Math.round(item.duration)} ms ${String(item.url).replace(/^.*\//, '').slice(0, 40)}`);
}

const loadAverage = () => loadavg().map((value) => round(value, 2));

/**
 * One Lighthouse run in a fresh Chromium (fresh profile, so no cache or service worker carries over); the
 * artifacts go to `artifactsDir`, then the CPU-time re-simulation runs on a copy of them.
 */
async function runOnce(url, artifactsDir) {
  await rm(artifactsDir, { recursive: true, force: true });
  await mkdir(artifactsDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let lhr;
  try {
    const settings = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], gatherMode: artifactsDir, auditMode: artifactsDir };
    const result = await lighthouse(url, { port: chrome.port, ...settings });
    if (!result) throw new Error('lighthouse returned no result');
    lhr = result.lhr;
  } finally {
    await chrome.kill();
  }
  const run = { ...metricsOf(lhr), finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl };
  if (lhr.runtimeError) run.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  if (lhr.runWarnings?.length) run.warnings = lhr.runWarnings;
  try {
    const cpu = await cpuTimeLhr(artifactsDir);
    run.cpuTime = { ...metricsOf(cpu), longTasks: longTasksOf(cpu) };
    if (cpu.runtimeError) run.cpuTime.error = `${cpu.runtimeError.code}: ${cpu.runtimeError.message}`;
  } catch (error) {
    run.cpuTime = { error: errorMessage(error) };
  }
  return run;
}

/** Per-metric medians over `runs`, or null when none has figures. */
function medianOf(runs) {
  if (runs.length === 0) return null;
  return Object.fromEntries(METRICS.map((name) => [name, median(runs.map((r) => r[name]))]));
}

function summaryOf(url, runs) {
  const ok = runs.filter((r) => !r.error);
  const cpuOk = ok.map((r) => r.cpuTime).filter((c) => c && !c.error);
  const summary = {
    url,
    runs,
    median: medianOf(ok),
    cpuTimeMedian: medianOf(cpuOk),
    // The 1-minute load average as each run started, in run order: beside the raw figures, how busy the machine was.
    loadAverage1m: runs.map((r) => r.loadAverage?.[0] ?? null),
  };
  if (ok.length === 0) summary.error = `no successful Lighthouse run of ${url}`;
  else if (cpuOk.length === 0) summary.cpuTimeError = `no CPU-time re-simulation of ${url}`;
  return summary;
}

/**
 * `runs` rounds; in each, every page of `pages` ({ key, url }) once, in order. Artifacts go to
 * `<artifactsRoot>/<key>-<round>/`. Resolves `{ [key]: { url, runs, median, cpuTimeMedian, loadAverage1m } }`.
 */
export async function interleavedLighthouse(pages, runs, artifactsRoot, root = process.cwd()) {
  const results = new Map(pages.map((page) => [page.key, []]));
  for (let i = 1; i <= runs; i++) {
    for (const page of pages) {
      const artifactsDir = join(artifactsRoot, `${page.key}-${i}`);
      const loadAvg = loadAverage();
      log(`lighthouse ${i}/${runs} ${page.key} (load average ${loadAvg.join(' ')}): ${page.url}`);
      const run = { run: i, loadAverage: loadAvg, artifacts: relative(root, artifactsDir) };
      try {
        Object.assign(run, await runOnce(page.url, artifactsDir));
      } catch (error) {
        run.error = errorMessage(error);
      }
      if (!run.error) {
        const cpu = run.cpuTime ?? {};
        log(`  raw ${run.performance} (LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms); CPU time ${cpu.performance ?? cpu.error} (LCP ${cpu.lcpMs} ms, TBT ${cpu.tbtMs} ms, TTI ${cpu.ttiMs} ms)`);
      } else {
        log(`  failed: ${run.error}`);
      }
      results.get(page.key).push(run);
    }
  }
  return Object.fromEntries(pages.map((page) => [page.key, summaryOf(page.url, results.get(page.key))]));
}
