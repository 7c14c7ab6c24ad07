// Lighthouse's figures with the machine's neighbours taken out. Adapted from
// ../shared/tools/lighthouse-cpu-time.mjs (the tool the card floor of ../shared/floors/card-sliced was measured
// with): Lighthouse's own simulation (Lantern) is run again on a run's saved trace and DevTools log after every
// main-thread task, and everything inside it, has been shrunk to the CPU time its thread actually used (`tdur`).
// On a shared 2-core machine a task can sit descheduled while other jobs run; that wall time is not the page's,
// but the simulation charges it (4x, as CPU slowdown) to TBT, TTI, LCP and the score. The tasks keep their start
// times (nothing is moved earlier): only the time nobody ran them goes. On an idle machine both figures agree.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { TASKS } from './trace-tasks.mjs';
/** A task is never shrunk below this share of its wall time (a guard against a broken thread clock). */
const MIN_FACTOR = 0.05;

/** Shrinks, in place, each top-level main-thread task of `trace` and everything inside it to its thread time. */
export function toCpuTime(trace) {
  const { pid, tid } = TraceProcessor.processTrace(trace).mainThreadEvents[0];
  const events = trace.traceEvents
    .filter((e) => e.pid === pid && e.tid === tid && typeof e.ts === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let task = null;
  for (const e of events) {
    if (task && e.ts < task.end) {
      if (e === task.event) continue;
      e.ts = task.start + (e.ts - task.start) * task.factor;
      if (typeof e.dur === 'number') e.dur *= task.factor;
      continue;
    }
    if (e.ph === 'X' && TASKS.has(e.name) && e.dur > 0) {
      const factor = typeof e.tdur === 'number' ? Math.min(1, Math.max(MIN_FACTOR, e.tdur / e.dur)) : 1;
      task = { event: e, start: e.ts, end: e.ts + e.dur, factor };
      e.dur *= factor;
    }
  }
  return trace;
}

/**
 * Lighthouse's audits (performance only) re-run on a copy of the artifacts Lighthouse saved in `artifactsDir`
 * (gatherMode), with the trace at CPU time. Resolves with the re-simulation's lhr; the saved run is left as it was.
 */
export async function cpuTimeLhr(artifactsDir) {
  const copy = await mkdtemp(join(tmpdir(), 'bench-lh-cpu-'));
  try {
    await cp(artifactsDir, copy, { recursive: true });
    const traceFile = join(copy, 'trace.json');
    const trace = toCpuTime(JSON.parse(await readFile(traceFile, 'utf8')));
    await writeFile(traceFile, JSON.stringify(trace));
    const result = await lighthouse(undefined, { auditMode: copy, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('the CPU-time re-simulation returned no result');
    return result.lhr;
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}
