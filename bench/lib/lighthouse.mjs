// Lighthouse mobile (default config: simulated throttling), performance only, median of several runs.
import * as chromeLauncher from 'chrome-launcher'; // lighthouse's own dependency, not one of ours
import lighthouse from 'lighthouse';
import { errorMessage, log, median, round } from './util.mjs';
import { CHROMIUM_ARGS, chromePath } from '../../scripts/chromium.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export { chromePath };

const AUDITS = {
  lcpMs: 'largest-contentful-paint',
  fcpMs: 'first-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

function metricsOf(lhr) {
  const score = lhr.categories.performance?.score;
  const metrics = { performance: score == null ? null : Math.round(score * 100) };
  for (const [name, id] of Object.entries(AUDITS)) {
    const value = lhr.audits[id]?.numericValue;
    metrics[name] = value == null ? null : round(value, name === 'cls' ? 4 : 0);
  }
  return metrics;
}

/** One Lighthouse run in a fresh Chromium (fresh profile, so no cache or service worker carries over). */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('lighthouse returned no result');
    const { lhr } = result;
    const run = { ...metricsOf(lhr), finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl };
    if (lhr.runtimeError) run.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
    if (lhr.runWarnings?.length) run.warnings = lhr.runWarnings;
    return run;
  } finally {
    await chrome.kill();
  }
}

/** Runs Lighthouse `runs` times on `url`; the median is taken per metric across the runs that produced it. */
export async function lighthouseMedian(url, runs) {
  const results = [];
  for (let i = 1; i <= runs; i++) {
    log(`lighthouse ${i}/${runs}: ${url}`);
    try {
      results.push(await runOnce(url));
    } catch (error) {
      results.push({ error: errorMessage(error) });
    }
  }
  const ok = results.filter((r) => !r.error);
  const summary = { url, runs: results, median: null };
  if (ok.length === 0) return { ...summary, error: `no successful Lighthouse run of ${url}` };
  summary.median = Object.fromEntries(
    ['performance', ...Object.keys(AUDITS)].map((name) => [name, median(ok.map((r) => r[name]))]),
  );
  return summary;
}
