import { describe, expect, it } from 'vitest';
// @ts-expect-error: the bench is plain JavaScript, without declarations.
import { pageTasks, stepsByCpuTime, SYNC_MARK } from '../../bench/lib/step-cpu-time.mjs';

type Task = { startTime: number; duration: number; cpuMs: number };

/** A trace of the page's main thread (pid 7, tid 7) whose clock is 1 000 000 µs ahead of the page's, with one other thread. */
function trace(tasks: { at: number; wall: number; cpu?: number; name?: string; tid?: number }[]) {
  const offsetUs = 1_000_000;
  return {
    traceEvents: [
      { name: SYNC_MARK, ph: 'I', pid: 7, tid: 7, ts: offsetUs + 5000 * 1000, args: { data: { startTime: 5000 } } },
      ...tasks.map((t) => ({ name: t.name ?? 'ThreadControllerImpl::RunTask', ph: 'X', pid: 7, tid: t.tid ?? 7, ts: offsetUs + t.at * 1000, dur: t.wall * 1000, ...(t.cpu === undefined ? {} : { tdur: t.cpu * 1000 }) })),
    ],
  };
}

describe('step changes as CPU time', () => {
  it("reads the page's main-thread tasks in the page's clock, each with its thread time, nested tasks inside their parent", () => {
    const tasks: Task[] = pageTasks(
      trace([
        { at: 100, wall: 120, cpu: 30 },
        { at: 110, wall: 10, cpu: 9 },
        { at: 300, wall: 20, cpu: 20, name: 'RunTask' },
        { at: 400, wall: 80, cpu: 80, tid: 8 },
        { at: 500, wall: 5 },
      ]),
    );
    expect(tasks).toEqual([
      { startTime: 100, duration: 120, cpuMs: 30 },
      { startTime: 300, duration: 20, cpuMs: 20 },
      { startTime: 500, duration: 5, cpuMs: 5 },
    ]);
  });

  it('refuses a trace without the mark that ties its clock to the page', () => {
    expect(() => pageTasks({ traceEvents: [] })).toThrow(SYNC_MARK);
  });

  it("judges each step change's tasks by thread time, in the walk's windows: a task that waited on a busy machine is not long", () => {
    const tasks: Task[] = [
      { startTime: 95, duration: 10, cpuMs: 10 },
      // 120 ms on the wall, 30 ms on the thread: the machine's neighbours, not the page.
      { startTime: 150, duration: 120, cpuMs: 30 },
      { startTime: 600, duration: 70, cpuMs: 64 },
      { startTime: 900, duration: 300, cpuMs: 300 },
    ];
    const steps = [
      { from: '/a', to: '/b', start: 100, end: 400 },
      { from: '/b', to: '/c', start: 500, end: 700 },
    ];
    expect(stepsByCpuTime(steps, tasks)).toEqual({
      longestTaskMs: 64,
      longTasksOver50: 1,
      steps: [
        { from: '/a', to: '/b', longestTaskMs: 30, longTasksOver50: 0 },
        { from: '/b', to: '/c', longestTaskMs: 64, longTasksOver50: 1 },
      ],
    });
  });
});
