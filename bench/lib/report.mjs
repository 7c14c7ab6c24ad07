// Pure arithmetic on the measurements: ratios to the bare page and the DESIGN.md §7 budgets.
import { round } from './util.mjs';

export const BUDGETS = Object.freeze({
  initialJsGzipKbMax: 130,
  performanceMin: 98,
  lcpMsMax: 1800,
  tbtMsMax: 50,
  clsMax: 0.02,
  // "A step change does no long task (over 50 ms)": the longest task of any step change, at most.
  stepLongTaskMsMax: 50,
  // "Resume after reload: the last step with its answers is back on screen within 300 ms of first paint."
  resumeMsMax: 300,
  // Issue 22, DESIGN.md §11: the partners' embed.js, dependency-free, at most 3 KB gzip.
  embedJsGzipKbMax: 3,
  // Issue 25: what the service worker precaches for one brand in one locale, gzip, at most.
  precacheGzipKbMax: 250,
});

const COMPRESSIONS = ['raw', 'gzip', 'brotli'];

/** app / bare per asset kind and compression; null where either side is missing or the bare side is 0. */
export function ratios(app, bare) {
  const ratio = {};
  for (const kind of ['initialJs', 'initialCss']) {
    ratio[kind] = {};
    for (const compression of COMPRESSIONS) {
      const a = app?.[kind]?.[compression]?.bytes;
      const b = bare?.[kind]?.[compression]?.bytes;
      ratio[kind][compression] = typeof a === 'number' && typeof b === 'number' && b > 0 ? round(a / b) : null;
    }
  }
  return ratio;
}

const check = (value, ok) => (typeof value === 'number' ? ok(value) : null);

/** The four Lighthouse budgets of one page's median (null where a figure is missing). */
function lighthouseChecks(median, budgets) {
  const m = median ?? {};
  return {
    performance: check(m.performance, (v) => v >= budgets.performanceMin),
    lcpMs: check(m.lcpMs, (v) => v <= budgets.lcpMsMax),
    tbtMs: check(m.tbtMs, (v) => v <= budgets.tbtMsMax),
    // DESIGN.md §7 says "CLS under 0.02": strictly below.
    cls: check(m.cls, (v) => v < budgets.clsMax),
  };
}

/** The largest deployment's precache in KB gzip, or null when none was measured. */
function largestPrecache(precache) {
  const sizes = (precache?.deployments ?? []).map((deployment) => deployment.gzipKb).filter((kb) => typeof kb === 'number');
  return sizes.length ? Math.max(...sizes) : null;
}

/** `true` only when every value is true, `false` when one is false, `null` when one could not be measured. */
function allOf(values) {
  return values.includes(false) ? false : values.includes(null) ? null : true;
}

/**
 * One boolean per budget (null when it could not be measured), and `all` over them. The top-level
 * Lighthouse entries are the Spanish brand's (`lighthouse.app`); `classic` holds the same four for the
 * classic-flow brand (`lighthouse.classic`), with its own `all`.
 */
export function withinBudget({ appSizes, app, classic, steps, resume }, budgets = BUDGETS) {
  const checks = {
    initialJsGzipKb: check(appSizes?.initialJs?.gzip?.kb, (v) => v <= budgets.initialJsGzipKbMax),
    embedJsGzipKb: check(appSizes?.embedJs?.gzip?.kb, (v) => v <= budgets.embedJsGzipKbMax),
    precacheGzipKb: check(largestPrecache(appSizes?.precache), (v) => v <= budgets.precacheGzipKbMax),
    ...lighthouseChecks(app, budgets),
    stepLongTaskMs: check(steps?.longestTaskMs, (v) => v <= budgets.stepLongTaskMsMax),
    resumeMs: check(resume?.msAfterFirstPaint, (v) => v <= budgets.resumeMsMax),
  };
  const classicChecks = lighthouseChecks(classic, budgets);
  const classicResult = { ...classicChecks, all: allOf(Object.values(classicChecks)) };
  return { ...checks, classic: classicResult, all: allOf([...Object.values(checks), classicResult.all]) };
}
