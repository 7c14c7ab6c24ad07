// Pure arithmetic on the measurements: ratios to the bare page and the DESIGN.md §7 budgets.
import { round } from './util.mjs';

export const BUDGETS = Object.freeze({
  initialJsGzipKbMax: 130,
  performanceMin: 98,
  lcpMsMax: 1800,
  tbtMsMax: 50,
  clsMax: 0.02,
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

/** One boolean per budget (null when it could not be measured), and `all` over them. */
export function withinBudget(appSizes, appLighthouseMedian, budgets = BUDGETS) {
  const m = appLighthouseMedian ?? {};
  const result = {
    initialJsGzipKb: check(appSizes?.initialJs?.gzip?.kb, (v) => v <= budgets.initialJsGzipKbMax),
    performance: check(m.performance, (v) => v >= budgets.performanceMin),
    lcpMs: check(m.lcpMs, (v) => v <= budgets.lcpMsMax),
    tbtMs: check(m.tbtMs, (v) => v <= budgets.tbtMsMax),
    // DESIGN.md §7 says "CLS under 0.02": strictly below.
    cls: check(m.cls, (v) => v < budgets.clsMax),
  };
  const values = Object.values(result);
  result.all = values.includes(false) ? false : values.includes(null) ? null : true;
  return result;
}
