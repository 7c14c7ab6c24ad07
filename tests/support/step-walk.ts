/**
 * Ten step changes of the Spanish brand's dynamic flow, and a reload mid-flow, measured in the page
 * (DESIGN.md §7): the long tasks that start between each Continue click and the next
 * step's heading being visible, and the time from the reloaded page's first paint to the step being
 * back on screen with its answers.
 *
 * Used by `npm run bench` (bench/lib/steps.mjs, the figures against the budgets): speed is measured
 * there, not asserted by a timed test. Only erasable TypeScript and no import of ours, so that Node 24
 * runs it as it is (type stripping) from the bench's .mjs. It uses Playwright's library API only
 * (no `expect`), which works inside and outside the test runner.
 */
import type { Locator, Page } from '@playwright/test';
import { BASE_PATH } from '../../src/domain/constants';

export { BASE_PATH };
/** The Spanish brand's landing, as journey-form-helpers.ts opens it. */
export const LANDING = `${BASE_PATH}/initial-details?amount=500&period=75`;
export const LONG_TASK_MS = 50;

const CONTINUE = /^(Continuar|Enviar mi solicitud)$/;
/** sessionStorage key that tells the init script what the reloaded page must show. */
const RESUME_WATCH_KEY = '__perfResumeWatch';

export type LongTask = { startTime: number; duration: number; name: string };

export type StepChange = {
  from: string;
  to: string;
  /** The window, in the page's clock (ms since its time origin): the press, and the paint of the next heading. */
  start: number;
  end: number;
  /** From the press on Continue (the pointerdown's timestamp) to the frame that paints the next heading, in the page. */
  ms: number;
  longTasks: number[];
  longestTaskMs: number;
  longTasksOver50: number;
};

export type WalkResult = {
  steps: StepChange[];
  longestTaskMs: number;
  longTasksOver50: number;
  /** Long tasks outside the step changes (typing, the landing's load), for information only. */
  outsideStepChanges: { count: number; longestTaskMs: number; over50: number };
};

export type ResumeResult = {
  path: string;
  heading: string;
  answers: ResumeAnswer[];
  /** All relative to the reloaded document's time origin (navigation start). */
  firstPaintMs: number | null;
  firstContentfulPaintMs: number | null;
  shownMs: number;
  /** From first paint (first-contentful-paint when there is no first-paint entry) to step + answers on screen; 0 if they came with it. */
  msAfterFirstPaint: number | null;
  /** Long tasks of the reloaded page up to the moment the step was shown. */
  longTasks: number[];
};

type ResumeAnswer = { id: string; value: string; checked: boolean | null };

type Step = { path: string; heading: string; answer: (page: Page) => Promise<void> };

const textbox = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name, exact: true });

/** Waits for an input's value without `expect` (lazy formatters and postcode lookups fill them in). */
async function waitForValue(locator: Locator, value: string, timeout: number) {
  const handle = await locator.elementHandle({ timeout });
  await locator.page().waitForFunction(
    ([element, expected]) => (element as HTMLInputElement | null)?.value === expected,
    [handle, value] as const,
    { timeout },
  );
}

function initialDetails(email: string, timeout: number): Step {
  return {
    path: '/initial-details',
    heading: 'Empieza tu solicitud',
    answer: async (page) => {
      await textbox(page, '¿Cuál es tu correo electrónico?').fill(email);
      await textbox(page, '¿Cuál es tu número de móvil?').pressSequentially('612345678');
      await waitForValue(textbox(page, '¿Cuál es tu número de móvil?'), '612 34 56 78', timeout);
      await page.getByRole('checkbox', { name: /condiciones generales/ }).check();
      await page.getByRole('checkbox', { name: /política de privacidad/ }).check();
    },
  };
}

/** The steps after initial-details, with the answers of journey-form-helpers.ts (lead-api brand-flows order). */
function laterSteps(timeout: number): Step[] {
  return [
    { path: '/loan-purpose', heading: '¿Para qué necesitas el préstamo?', answer: (page) => page.getByRole('radio', { name: 'Gasto imprevisto' }).check() },
    {
      path: '/name',
      heading: '¿Cómo te llamas?',
      answer: async (page) => {
        await textbox(page, '¿Cuál es tu nombre?').fill('Lucía');
        await textbox(page, '¿Cuál es tu primer apellido?').fill('García');
      },
    },
    { path: '/gender', heading: '¿Cuál es tu sexo?', answer: (page) => page.getByRole('radio', { name: 'Mujer' }).check() },
    {
      path: '/date-of-birth',
      heading: '¿Cuál es tu fecha de nacimiento?',
      answer: async (page) => {
        await textbox(page, 'Día').fill('27');
        await textbox(page, 'Mes').fill('3');
        await textbox(page, 'Año').fill('1985');
      },
    },
    { path: '/personal-code', heading: '¿Cuál es tu DNI o NIE?', answer: (page) => textbox(page, '¿Cuál es tu DNI o NIE?').fill('12345678z') },
    { path: '/marital-status', heading: '¿Cuál es tu estado civil?', answer: (page) => page.getByRole('radio', { name: 'Soltero/a' }).check() },
    { path: '/education', heading: '¿Cuál es tu nivel de estudios?', answer: (page) => page.getByRole('radio', { name: 'Universidad' }).check() },
    {
      path: '/address-information',
      heading: '¿Cuál es tu dirección?',
      answer: async (page) => {
        await textbox(page, '¿Cuál es tu código postal?').fill('28013');
        await waitForValue(textbox(page, '¿En qué localidad vives?'), 'Madrid', timeout);
        await textbox(page, '¿En qué calle vives?').fill('Calle Mayor');
        await textbox(page, '¿Qué número es?').fill('12');
        await page.getByRole('textbox', { name: /Piso o puerta/ }).fill('3º B');
      },
    },
    { path: '/monthly-income', heading: '¿Cuáles son tus ingresos netos mensuales?', answer: (page) => textbox(page, '¿Cuáles son tus ingresos netos mensuales?').fill('1500') },
    { path: '/income-payday', heading: '¿Qué día del mes cobras?', answer: (page) => textbox(page, '¿Qué día del mes cobras?').fill('28') },
  ];
}

/** The in-page side: runs before the app's scripts in every document of the page (reloads included). */
function perfInitScript(resumeWatchKey: string) {
  type Watch = { heading: string; answers: { id: string; value: string; checked: boolean | null }[] };
  type Change = { expected: string; startAt: number | null; headingAt: number | null; paintedAt: number | null; done: () => void };
  const state = {
    longTasks: [] as { startTime: number; duration: number; name: string }[],
    change: null as Change | null,
    resumeShownAt: null as number | null,
    resumeDone: [] as (() => void)[],
    paints: {} as Record<string, number>,
    flush: (): void => undefined,
    arm: (_expected: string): void => undefined,
    changed: (): Promise<{ startAt: number | null; headingAt: number | null; paintedAt: number | null }> => Promise.reject(new Error('not armed')),
    resumed: (): Promise<number> => Promise.reject(new Error('no resume watch')),
  };
  (window as unknown as { __perf: typeof state }).__perf = state;

  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries) state.longTasks.push({ startTime: entry.startTime, duration: entry.duration, name: entry.name });
  };
  try {
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'longtask', buffered: true });
    state.flush = () => record(observer.takeRecords());
  } catch {
    // No Long Tasks API: the figures come back empty, and the callers say so.
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.paints[entry.name] = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No Paint Timing: msAfterFirstPaint is null.
  }

  const visible = (element: Element) => (typeof element.checkVisibility === 'function' ? element.checkVisibility() : true);
  // The text first: checking visibility computes styles, which a mutation callback should not do for nothing.
  const headingShown = (expected: string) => {
    const heading = document.querySelector('h1');
    return heading !== null && (heading.textContent ?? '').trim() === expected && visible(heading);
  };

  // A step change: from the press on Continue to the frame that paints the next step's heading.
  // Everything is read in the page so that no Playwright polling runs on the main thread meanwhile.
  let changeDone: Promise<void> = Promise.resolve();
  state.arm = (expected) => {
    changeDone = new Promise<void>((resolve) => {
      state.change = { expected, startAt: null, headingAt: null, paintedAt: null, done: resolve };
    });
  };
  state.changed = () =>
    changeDone.then(() => {
      const { startAt, headingAt, paintedAt } = state.change!;
      state.change = null;
      return { startAt, headingAt, paintedAt };
    });
  const pressed = (event: Event) => {
    if (state.change && state.change.startAt === null) state.change.startAt = event.timeStamp;
  };
  document.addEventListener('pointerdown', pressed, true);
  document.addEventListener('click', pressed, true);
  const headingObserver = new MutationObserver(() => {
    const change = state.change;
    if (!change || change.startAt === null || change.headingAt !== null || !headingShown(change.expected)) return;
    change.headingAt = performance.now();
    requestAnimationFrame(() => {
      change.paintedAt = performance.now();
      change.done();
    });
  });
  headingObserver.observe(document, { childList: true, subtree: true, characterData: true });

  // The resume: the frame in which the step's heading and every answer are in the DOM after a reload.
  const text = sessionStorage.getItem(resumeWatchKey);
  if (text === null) return;
  sessionStorage.removeItem(resumeWatchKey);
  const watch = JSON.parse(text) as Watch;
  state.resumed = () =>
    state.resumeShownAt !== null ? Promise.resolve(state.resumeShownAt) : new Promise<number>((resolve) => state.resumeDone.push(() => resolve(state.resumeShownAt!)));
  const shown = () =>
    headingShown(watch.heading) &&
    watch.answers.every(({ id, value, checked }) => {
      const input = document.getElementById(id) as HTMLInputElement | null;
      if (!input || !visible(input)) return false;
      return checked === null ? input.value === value : input.checked === checked;
    });
  let seen = false;
  const frame = () => {
    if (seen || shown()) {
      // This frame paints them: the task after it runs once the main thread has painted.
      setTimeout(() => {
        state.resumeShownAt = performance.now();
        for (const done of state.resumeDone) done();
      }, 0);
      return;
    }
    if (performance.now() < 60_000) requestAnimationFrame(frame);
  };
  // Values set as properties make no mutation: the frame loop checks each frame; mutations check sooner.
  const resumeObserver = new MutationObserver(() => {
    if (seen || !shown()) return;
    seen = true;
    resumeObserver.disconnect();
  });
  resumeObserver.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  requestAnimationFrame(frame);
}

type PerfState = {
  longTasks: LongTask[];
  paints: Record<string, number>;
  flush: () => void;
  arm: (expected: string) => void;
  changed: () => Promise<{ startAt: number | null; headingAt: number | null; paintedAt: number | null }>;
  resumed: () => Promise<number>;
};
type PerfWindow = { __perf: PerfState };

/** Installs the long-task observer and the watchers; call once per page, before its first navigation. */
export async function installStepObservers(page: Page) {
  // Loaded through tsx (npm run bench registers it), functions keep their names by way of esbuild's
  // __name() helper, which the page does not have: without it the script throws and measures nothing.
  await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await page.addInitScript(perfInitScript, RESUME_WATCH_KEY);
}

const readLongTasks = (page: Page) =>
  page.evaluate(() => {
    const perf = (window as unknown as PerfWindow).__perf;
    perf.flush();
    return perf.longTasks.slice();
  });

/** A task counts for a step change when it runs in its window (the press's own task may start a hair before its timestamp). */
export const inWindow = (task: { startTime: number; duration: number }, w: { start: number; end: number }) =>
  task.startTime + task.duration >= w.start && task.startTime <= w.end;

const longest = (durations: number[]) => durations.reduce((max, d) => Math.max(max, d), 0);
const round = (value: number) => Math.round(value * 10) / 10;

export type WalkOptions = {
  /** Absolute or baseURL-relative landing URL; LANDING by default. */
  landing?: string;
  email?: string;
  /** Per wait (a heading, a value); the whole walk takes ten of them at most. */
  timeout?: number;
};

/**
 * Opens the landing and walks ten step changes (initial-details to income-payday), answering each
 * step outside the measured windows. Leaves the page on income-payday, answered.
 */
export async function walkTenSteps(page: Page, options: WalkOptions = {}): Promise<WalkResult> {
  const timeout = options.timeout ?? 20_000;
  const email = options.email ?? `accepted+${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const steps = [initialDetails(email, timeout), ...laterSteps(timeout)];
  await page.goto(options.landing ?? LANDING);
  if (!(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('longtask')))) throw new Error('this browser has no Long Tasks API');
  await page.getByRole('heading', { level: 1, name: steps[0]!.heading, exact: true }).waitFor({ state: 'visible', timeout });

  const windows: { from: string; to: string; start: number; end: number; ms: number }[] = [];
  const continueButton = page.getByRole('button', { name: CONTINUE });
  for (let i = 0; i + 1 < steps.length; i++) {
    const [from, to] = [steps[i]!, steps[i + 1]!];
    await from.answer(page);
    // Playwright's checks (visible, stable, enabled, hit) as a trial before the window opens; the press
    // itself is forced, else its hit-target check (a capture listener calling elementsFromPoint on each
    // pointer event, which forces style and layout) runs inside the very task being measured.
    await continueButton.click({ trial: true, timeout });
    await page.evaluate((heading) => (window as unknown as PerfWindow).__perf.arm(heading), to.heading);
    await continueButton.click({ timeout, force: true });
    const { startAt, paintedAt } = await page.evaluate(
      ({ ms, heading }) =>
        Promise.race([
          (window as unknown as PerfWindow).__perf.changed(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error(`no heading "${heading}" within ${ms} ms; ${location.pathname} shows "${document.querySelector('h1')?.textContent}"`)), ms),
          ),
        ]),
      { ms: timeout, heading: to.heading },
    );
    if (startAt === null || paintedAt === null) throw new Error(`no step change measured from ${from.path} to ${to.path}`);
    if (!page.url().includes(`${BASE_PATH}${to.path}`)) throw new Error(`expected ${to.path} after ${from.path}, at ${page.url()}`);
    windows.push({ from: from.path, to: to.path, start: startAt, end: paintedAt, ms: round(paintedAt - startAt) });
  }
  await steps.at(-1)!.answer(page);

  const tasks = await readLongTasks(page);
  const stepChanges: StepChange[] = windows.map((w) => {
    const durations = tasks.filter((task) => inWindow(task, w)).map((task) => round(task.duration));
    return { from: w.from, to: w.to, start: w.start, end: w.end, ms: w.ms, longTasks: durations, longestTaskMs: longest(durations), longTasksOver50: durations.filter((d) => d > LONG_TASK_MS).length };
  });
  const outside = tasks.filter((task) => !windows.some((w) => inWindow(task, w))).map((task) => round(task.duration));
  return {
    steps: stepChanges,
    longestTaskMs: longest(stepChanges.map((s) => s.longestTaskMs)),
    longTasksOver50: stepChanges.reduce((sum, s) => sum + s.longTasksOver50, 0),
    outsideStepChanges: { count: outside.length, longestTaskMs: longest(outside), over50: outside.filter((d) => d > LONG_TASK_MS).length },
  };
}

/** The answers of the current step's form as the reloaded page must show them again. */
const currentAnswers = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLInputElement>('main form input, main form select, main form textarea'))
      .filter((input) => input.id !== '' && input.type !== 'hidden' && input.type !== 'submit' && input.checkVisibility())
      .filter((input) => ((input.type === 'radio' || input.type === 'checkbox') ? input.checked : input.value !== ''))
      .map((input) => ({ id: input.id, value: input.value, checked: input.type === 'radio' || input.type === 'checkbox' ? input.checked : null })),
  );

/**
 * Whether the app has saved these answers in IndexedDB (the application's `state`, its data; an input
 * `field-a-b` answers the data point `a.b`). Inputs named otherwise are not checked.
 */
function answersSaved(answers: ResumeAnswer[]) {
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open('application-frontend');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      try {
        const request = open.result.transaction('keyval').objectStore('keyval').get('state');
        request.onerror = () => resolve(false);
        request.onsuccess = () => {
          open.result.close();
          const state = (typeof request.result === 'string' ? JSON.parse(request.result) : request.result) as { data?: Record<string, unknown> } | undefined;
          const lead = state?.data;
          resolve(
            answers.every(({ id, value, checked }) => {
              if (checked !== null || !id.startsWith('field-')) return true;
              const stored = id
                .slice('field-'.length)
                .split('-')
                .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), lead);
              return stored !== undefined && String(stored) === value;
            }),
          );
        };
      } catch {
        resolve(false);
      }
    };
  });
}

/**
 * Reloads the current step (answered) and measures, in the reloaded page, the time from its first
 * paint to the step's heading and every answer being on screen.
 */
export async function measureResume(page: Page, options: { timeout?: number } = {}): Promise<ResumeResult> {
  const timeout = options.timeout ?? 20_000;
  const path = new URL(page.url()).pathname;
  const heading = (await page.getByRole('heading', { level: 1 }).textContent({ timeout }))?.trim() ?? '';
  const answers = await currentAnswers(page);
  if (answers.length === 0) throw new Error(`no answer on ${path} to resume`);
  // Every keystroke is saved to IndexedDB, asynchronously: reload only once the answers are there.
  await page.waitForFunction(answersSaved, answers, { timeout, polling: 50 });
  await page.evaluate(([key, watch]) => sessionStorage.setItem(key, watch), [RESUME_WATCH_KEY, JSON.stringify({ heading, answers })] as const);
  await page.reload({ waitUntil: 'commit' });
  const measured = await page.evaluate(async ({ ms, expected }) => {
    const perf = (window as unknown as PerfWindow).__perf;
    // On a timeout, say what the page shows instead.
    const showing = () =>
      JSON.stringify({
        url: location.pathname,
        h1: document.querySelector('h1')?.textContent,
        answers: expected.map(({ id }) => {
          const input = document.getElementById(id) as HTMLInputElement | null;
          return input ? { id, value: input.value, checked: input.checked, visible: input.checkVisibility() } : { id, missing: true };
        }),
      });
    const timedOut = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not resumed within ${ms} ms; the page shows ${showing()}`)), ms));
    const shownMs = await Promise.race([perf.resumed(), timedOut]);
    // Paint entries come once their frame is presented, a few frames later.
    for (let i = 0; i < 120 && perf.paints['first-contentful-paint'] === undefined; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    perf.flush();
    return { shownMs, firstPaintMs: perf.paints['first-paint'] ?? null, firstContentfulPaintMs: perf.paints['first-contentful-paint'] ?? null, longTasks: perf.longTasks.slice() };
  }, { ms: timeout, expected: answers });
  const paintedAt = measured.firstPaintMs ?? measured.firstContentfulPaintMs;
  // The step's heading is content: it cannot be on screen before the first contentful paint, which
  // Chromium times at presentation. When the step came with it, FCP is the better figure.
  const shownMs = Math.max(measured.shownMs, measured.firstContentfulPaintMs ?? 0);
  return {
    path,
    heading,
    answers,
    firstPaintMs: measured.firstPaintMs === null ? null : round(measured.firstPaintMs),
    firstContentfulPaintMs: measured.firstContentfulPaintMs === null ? null : round(measured.firstContentfulPaintMs),
    shownMs: round(shownMs),
    msAfterFirstPaint: paintedAt === null ? null : round(Math.max(0, shownMs - paintedAt)),
    longTasks: measured.longTasks.filter((task) => task.startTime <= shownMs).map((task) => round(task.duration)),
  };
}
