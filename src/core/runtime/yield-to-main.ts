type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task, so a tap, a keystroke or a paint can run before the work goes on (DESIGN.md
 * §7: no long task, neither while the drawn first step is on screen nor on a step change).
 * `scheduler.yield()` carries on ahead of other queued tasks where the browser has it; elsewhere a
 * zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
