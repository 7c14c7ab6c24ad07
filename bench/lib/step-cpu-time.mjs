// Step changes measured as CPU time ("no long task over 50 ms at 4x CPU throttling, measured as CPU
// time"). The walk runs under DevTools' CPU throttling, which Chromium charges to the main thread's own clock: a
// task's thread time (`tdur` in a trace) is its time on a phone 4x slower, without the time a busy shared
// machine kept the thread waiting, which the Long Tasks API's wall time counts too. Pure, for its unit test.
import { LONG_TASK_MS, inWindow } from '../../tests/support/step-walk.ts';
import { TASKS } from './trace-tasks.mjs';

/** The trace categories the walk is recorded with: top-level tasks, and the mark that ties the trace's clock to the page's. */
export const STEP_TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];
/** A `performance.mark` made in the walked page before the trace stops. */
export const SYNC_MARK = 'bench:step-walk';

const round = (value) => Math.round(value * 10) / 10;
const longest = (values) => values.reduce((max, value) => Math.max(max, value), 0);

/**
 * The walked page's top-level main-thread tasks, in the page's clock (ms since its time origin, as the
 * walk's windows are): the thread and the clock are the sync mark's.
 */
export function pageTasks(trace, syncMark = SYNC_MARK) {
  const events = trace.traceEvents ?? trace;
  const mark = events.find((e) => e.name === syncMark && typeof e.args?.data?.startTime === 'number');
  if (!mark) throw new Error(`the trace has no "${syncMark}" mark`);
  const offsetMs = mark.ts / 1000 - mark.args.data.startTime;
  const candidates = events
    .filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && TASKS.has(e.name) && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = [];
  let end = -Infinity;
  for (const e of candidates) {
    // A task event inside another (a nested run loop, or one task under two names) is part of it.
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    tasks.push({ startTime: e.ts / 1000 - offsetMs, duration: e.dur / 1000, cpuMs: (e.tdur ?? e.dur) / 1000 });
  }
  return tasks;
}

/** Each step change's tasks by thread time, under the walk's own window rule; the longest and those over 50 ms. */
export function stepsByCpuTime(steps, tasks) {
  const perStep = steps.map((step) => {
    const cpu = tasks.filter((task) => inWindow(task, step)).map((task) => round(task.cpuMs));
    return { from: step.from, to: step.to, longestTaskMs: longest(cpu), longTasksOver50: cpu.filter((ms) => ms > LONG_TASK_MS).length };
  });
  // The walk's own shape (WalkResult), so the bench sums both readings alike.
  return {
    longestTaskMs: longest(perStep.map((step) => step.longestTaskMs)),
    longTasksOver50: perStep.reduce((sum, step) => sum + step.longTasksOver50, 0),
    steps: perStep,
  };
}
