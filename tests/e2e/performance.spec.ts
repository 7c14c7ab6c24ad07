import { expect, test } from './fixtures';
import { installStepObservers, measureResume, walkTenSteps } from '../support/step-walk';

/**
 * Issue 14, DESIGN.md §7: no long task over 50 ms across ten step changes, and a reload mid-flow back
 * on screen with its answers within 300 ms of first paint. Those exact figures are `npm run bench`'s
 * (4x CPU throttling, mobile viewport, median of runs). This test only catches a step change or a
 * resume gone badly wrong, so its limits must hold on a busy 2-core machine running other specs too:
 * a long task is wall time, and a descheduled renderer turns a 20 ms task into hundreds.
 *
 * Measured with this test on the 2-core reference machine, unthrottled, while other builds and test runs
 * kept its load average at 4-15 (24 runs, 240 step changes, some with two walks or other specs at once):
 * - longest task of a step change: per run a median of 0-147 ms and a worst of 97-512 ms, the worst on
 *   any step (it is whichever change the scheduler happened to interrupt). In quieter moments (load
 *   average 1-5) most walks had no long task in any step change (15-40 ms from press to painted heading).
 *   Limits: each change under 1000 ms (twice the worst seen: catches one change that blocks for a
 *   second), and the median of the ten under 300 ms (twice the worst median: catches every change
 *   doing several times the work it does today, which one descheduled change cannot fake).
 * - resume, first paint to the step with its answers on screen: 616-2028 ms under that load, about
 *   300-360 ms at a load average near 5. Limit 4000 ms, twice the worst seen: a resume that waits for
 *   the network, a retry or a status poll before showing the answers still fails it.
 */
const STEP_LONG_TASK_MAX_MS = 1000;
const STEP_LONG_TASK_MEDIAN_MAX_MS = 300;
const RESUME_MAX_MS = 4000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

test('ten step changes without a very long task, and a reload back on its step soon after first paint', async ({ page }, testInfo) => {
  // Ten steps with a lead created on the way, and a reload: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await installStepObservers(page);

  const walk = await walkTenSteps(page);
  const resume = await measureResume(page);
  await testInfo.attach('step-walk.json', { body: JSON.stringify({ walk, resume }, null, 2), contentType: 'application/json' });

  expect(walk.steps).toHaveLength(10);
  for (const step of walk.steps) {
    expect.soft(step.longestTaskMs, `${step.from} -> ${step.to}: long tasks ${JSON.stringify(step.longTasks)} ms`).toBeLessThan(STEP_LONG_TASK_MAX_MS);
  }
  const longest = walk.steps.map((step) => step.longestTaskMs);
  expect.soft(median(longest), `median of the step changes' longest tasks ${JSON.stringify(longest)} ms`).toBeLessThan(STEP_LONG_TASK_MEDIAN_MAX_MS);
  expect(resume.path).toBe('/application-frontend/income-payday');
  expect(resume.msAfterFirstPaint, 'first paint is measured').not.toBeNull();
  expect(resume.msAfterFirstPaint ?? Infinity, `resume: ${JSON.stringify(resume)}`).toBeLessThan(RESUME_MAX_MS);
});
