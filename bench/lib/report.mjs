// Pure arithmetic on the measurements: ratios to the bare page and the DESIGN.md §7 budgets.
import { round } from './util.mjs';

export const BUDGETS = Object.freeze({
  initialJsGzipKbMax: 130,
  performanceMin: 98,
  lcpMsMax: 1800,
  tbtMsMax: 50,
  clsMax: 0.02,
  // The first step's time to interactive (CPU time), at most this many times the card floor's.
  ttiToCardFloorMax: 1.5,
  // "A step change does no long task (over 50 ms)": the longest task of any step change, at most.
  stepLongTaskMsMax: 50,
  // "Resume after reload: the last step with its answers is back on screen within 300 ms of first paint."
  resumeMsMax: 300,
  // DESIGN.md §11: the partners' embed.js, dependency-free, at most 3 KB gzip.
  embedJsGzipKbMax: 3,
  // What the service worker precaches for one brand in one locale, gzip, at most.
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

/** A page's CPU-time TTI over the card floor's (medians of the same interleaved runs), or null. */
function ttiRatio(page, cardFloor) {
  const tti = page?.cpuTimeMedian?.ttiMs;
  const floor = cardFloor?.cpuTimeMedian?.ttiMs;
  return typeof tti === 'number' && typeof floor === 'number' && floor > 0 ? tti / floor : null;
}

/** The same ratio rounded for the JSON (the budget is checked on the exact one). */
export const ttiToCardFloor = (page, cardFloor) => round(ttiRatio(page, cardFloor));

/**
 * The Lighthouse budgets of one page (null where a figure is missing), judged on the medians of the CPU-time
 * re-simulation (the machine's neighbours taken out); TTI against the card floor of the same runs.
 * `rawPerformance` is the raw score's: it only means something on an idle machine, so `all` leaves it out.
 */
function lighthouseChecks(page, cardFloor, budgets) {
  const cpu = page?.cpuTimeMedian ?? {};
  const raw = page?.median ?? {};
  return {
    cpuTimePerformance: check(cpu.performance, (v) => v >= budgets.performanceMin),
    lcpMs: check(cpu.lcpMs, (v) => v <= budgets.lcpMsMax),
    tbtMs: check(cpu.tbtMs, (v) => v <= budgets.tbtMsMax),
    ttiToCardFloor: check(ttiRatio(page, cardFloor), (v) => v <= budgets.ttiToCardFloorMax),
    // DESIGN.md §7 says "CLS under 0.02": strictly below. The re-simulation keeps the trace's layout shifts.
    cls: check(cpu.cls ?? raw.cls, (v) => v < budgets.clsMax),
    rawPerformance: check(raw.performance, (v) => v >= budgets.performanceMin),
  };
}

/** The checks `all` counts: every one but `rawPerformance`. */
const countedInAll = (checks) => Object.entries(checks).filter(([name]) => name !== 'rawPerformance').map(([, ok]) => ok);

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
 * Lighthouse entries are the Spanish brand's (`lighthouse.app`); `classic` holds the same for the
 * classic-flow brand (`lighthouse.classic`), with its own `all`. Neither `all` counts `rawPerformance`.
 */
export function withinBudget({ appSizes, app, classic, cardFloor, steps, resume }, budgets = BUDGETS) {
  const appChecks = lighthouseChecks(app, cardFloor, budgets);
  const checks = {
    initialJsGzipKb: check(appSizes?.initialJs?.gzip?.kb, (v) => v <= budgets.initialJsGzipKbMax),
    embedJsGzipKb: check(appSizes?.embedJs?.gzip?.kb, (v) => v <= budgets.embedJsGzipKbMax),
    precacheGzipKb: check(largestPrecache(appSizes?.precache), (v) => v <= budgets.precacheGzipKbMax),
    ...appChecks,
    // Judged as CPU time; wall time where no trace was read.
    stepLongTaskMs: check(steps?.cpuTime?.longestTaskMs ?? steps?.longestTaskMs, (v) => v <= budgets.stepLongTaskMsMax),
    resumeMs: check(resume?.msAfterFirstPaint, (v) => v <= budgets.resumeMsMax),
  };
  const classicChecks = lighthouseChecks(classic, cardFloor, budgets);
  const classicResult = { ...classicChecks, all: allOf(countedInAll(classicChecks)) };
  return { ...checks, classic: classicResult, all: allOf([...countedInAll(checks), classicResult.all]) };
}
