// Step changes and resume (DESIGN.md §7) in a real browser: the walk of tests/support/step-walk.ts,
// here on a mobile viewport with the CPU slowed
// down 4x through CDP, as Lighthouse's mobile preset assumes a phone about 4x slower than a desktop.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromePath } from '../../scripts/chromium.mjs';
import { LANDING, LONG_TASK_MS, installStepObservers, measureResume, walkTenSteps } from '../../tests/support/step-walk.ts';
import { STEP_TRACE_CATEGORIES, SYNC_MARK, pageTasks, stepsByCpuTime } from './step-cpu-time.mjs';
import { errorMessage, log, median } from './util.mjs';

export const CPU_THROTTLING_RATE = 4;
const RESUME_CPU_THROTTLING_RATE = 1;
const WAIT_MS = 30_000;

// Lighthouse's mobile screen (Moto G Power): 412 x 823 CSS pixels at 1.75.
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** One walk in a fresh context (fresh storage, so a new lead and a first visit), then the reload. */
async function runOnce(browser, origin) {
  const context = await browser.newContext({ ...MOBILE, baseURL: origin, locale: 'es-ES', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
    await installStepObservers(page);
    // Traced too, for each task's thread time (step-cpu-time.mjs): the figure the budget judges.
    await browser.startTracing(page, { categories: STEP_TRACE_CATEGORIES });
    let walk;
    try {
      walk = await walkTenSteps(page, { timeout: WAIT_MS });
      await page.evaluate((name) => void performance.mark(name), SYNC_MARK);
    } finally {
      const trace = JSON.parse((await browser.stopTracing()).toString());
      if (walk) walk.cpuTime = stepsByCpuTime(walk.steps, pageTasks(trace));
    }
    // The resume budget is at 1x: the reload waits more than it computes.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RESUME_CPU_THROTTLING_RATE });
    let resume;
    try {
      resume = await measureResume(page, { timeout: WAIT_MS });
    } catch (error) {
      resume = { error: errorMessage(error) };
    }
    return { walk, resume };
  } finally {
    await context.close();
  }
}

const medianOf = (runs, read) => median(runs.map(read));

/** Medians over the walks of one reading of them: wall time (the Long Tasks API) or thread time (`w.cpuTime`). */
function tasksSummary(ok, read) {
  const first = ok[0] && read(ok[0]);
  return {
    longestTaskMs: ok.length ? medianOf(ok, (w) => read(w).longestTaskMs) : null,
    longTasksOver50: ok.length ? medianOf(ok, (w) => read(w).longTasksOver50) : null,
    perStep: first
      ? first.steps.map((step, i) => ({
          from: step.from,
          to: step.to,
          longestTaskMs: medianOf(ok, (w) => read(w).steps[i]?.longestTaskMs),
          longTasksOver50: medianOf(ok, (w) => read(w).steps[i]?.longTasksOver50),
          ...(step.ms === undefined ? {} : { ms: medianOf(ok, (w) => read(w).steps[i]?.ms) }),
        }))
      : [],
  };
}

function stepsSummary(walks) {
  const ok = walks.filter((w) => !w.error);
  return {
    // Wall time, as the page's Long Tasks API sees it: on a busy machine it counts time the thread waited.
    ...tasksSummary(ok, (w) => w),
    // Thread time (step-cpu-time.mjs): what the budget judges.
    cpuTime: tasksSummary(ok, (w) => w.cpuTime),
    ...(ok.length ? {} : { error: `no successful walk: ${walks.map((w) => w.error).join('; ')}` }),
  };
}

function resumeSummary(resumes) {
  const ok = resumes.filter((r) => !r.error);
  if (ok.length === 0) return { msAfterFirstPaint: null, error: `no successful resume: ${resumes.map((r) => r.error).join('; ')}` };
  return {
    msAfterFirstPaint: medianOf(ok, (r) => r.msAfterFirstPaint),
    firstPaintMs: medianOf(ok, (r) => r.firstPaintMs),
    firstContentfulPaintMs: medianOf(ok, (r) => r.firstContentfulPaintMs),
    shownMs: medianOf(ok, (r) => r.shownMs),
    path: ok[0].path,
  };
}

/**
 * Walks the ten step changes `runs` times against the app server at `origin` (the Spanish brand) and
 * reloads mid-flow after each walk. Returns `{ steps, resume }`, each with the median over the runs
 * and the runs themselves; never rejects.
 */
export async function measureSteps(origin, runs) {
  const conditions = { cpuThrottlingRate: CPU_THROTTLING_RATE, viewport: 'mobile 412x823', longTaskMs: LONG_TASK_MS };
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromePath(), args: CHROMIUM_ARGS, headless: true });
  } catch (error) {
    const message = `could not start Chromium: ${errorMessage(error)}`;
    return { steps: { error: message, longestTaskMs: null }, resume: { error: message, msAfterFirstPaint: null } };
  }
  const walks = [];
  const resumes = [];
  try {
    for (let i = 1; i <= runs; i++) {
      log(`step walk ${i}/${runs}: ${origin}${LANDING} (CPU ${CPU_THROTTLING_RATE}x slower)`);
      try {
        const { walk, resume } = await runOnce(browser, origin);
        walks.push(walk);
        resumes.push(resume);
      } catch (error) {
        walks.push({ error: errorMessage(error) });
        resumes.push({ error: 'the walk before it failed' });
      }
    }
  } finally {
    await browser.close();
  }
  return {
    steps: { url: `${origin}${LANDING}`, ...conditions, ...stepsSummary(walks), runs: walks },
    resume: { ...conditions, cpuThrottlingRate: RESUME_CPU_THROTTLING_RATE, ...resumeSummary(resumes), runs: resumes },
  };
}
