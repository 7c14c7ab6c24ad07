import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints each engine's part of the run: its journeys, their time added up, and from its first start to its last end. */
export default class EngineTimes implements Reporter {
  #engines = new Map<string, { journeys: number; failed: number; total: number; start: number; end: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const engine = test.parent.project()?.name ?? 'unknown';
    const start = result.startTime.getTime();
    const entry = this.#engines.get(engine) ?? { journeys: 0, failed: 0, total: 0, start, end: start };
    entry.journeys += 1;
    if (result.status !== 'passed' && result.status !== 'skipped') entry.failed += 1;
    entry.total += result.duration;
    entry.start = Math.min(entry.start, start);
    entry.end = Math.max(entry.end, start + result.duration);
    this.#engines.set(engine, entry);
  }

  onEnd(_result: FullResult) {
    for (const [engine, { journeys, failed, total, start, end }] of this.#engines) {
      console.log(`${engine}: ${journeys - failed} passed, ${failed} failed; journeys ${(total / 1000).toFixed(1)} s added up, ${((end - start) / 1000).toFixed(1)} s from first start to last end`);
    }
  }
}
