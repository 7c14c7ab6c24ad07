import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReachability,
  HANG_THRESHOLD_MS,
  PROBE_FIRST_DELAY_MS,
  PROBE_MAX_DELAY_MS,
  PROBE_TIMEOUT_MS,
  probeDelayMs,
  type ReachabilityDeps,
} from './reachability';

type Answer = 'answers' | 'hangs' | 'fails';

function setup() {
  let next: Answer = 'hangs';
  const probes: AbortSignal[] = [];
  const probe: ReachabilityDeps['probe'] = (signal) => {
    probes.push(signal);
    if (next === 'answers') return Promise.resolve(true);
    if (next === 'fails') return Promise.reject(new TypeError('Failed to fetch'));
    return new Promise<boolean>(() => undefined);
  };
  const reachability = createReachability({ probe, setTimer: (run, ms) => setTimeout(run, ms), clearTimer: (timer) => clearTimeout(timer as number) });
  const changes = vi.fn();
  reachability.subscribe(changes);
  return { reachability, probes, changes, probeAnswers: (answer: Answer) => (next = answer) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reachability: the server answering, not navigator.onLine', () => {
  it('a request answered before HANG_THRESHOLD_MS changes nothing and probes nothing', async () => {
    const { reachability, probes, changes } = setup();
    const end = reachability.track();
    await vi.advanceTimersByTimeAsync(HANG_THRESHOLD_MS - 1);
    end(true);
    await vi.advanceTimersByTimeAsync(HANG_THRESHOLD_MS * 2);
    expect(reachability.state()).toBe('reachable');
    expect(probes).toHaveLength(0);
    expect(changes).not.toHaveBeenCalled();
  });

  it('a request past HANG_THRESHOLD_MS probes the server at once; unreachable when the probe is unanswered for PROBE_TIMEOUT_MS', async () => {
    const { reachability, probes } = setup();
    reachability.track();
    await vi.advanceTimersByTimeAsync(HANG_THRESHOLD_MS);
    expect(probes).toHaveLength(1);
    // Suspect, not yet offline: nothing pauses on one slow call.
    expect(reachability.state()).toBe('checking');
    expect(reachability.isReachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS - 1);
    expect(reachability.isReachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(reachability.state()).toBe('unreachable');
    expect(reachability.isReachable()).toBe(false);
    // The timed-out probe is cancelled.
    expect(probes[0]!.aborted).toBe(true);
  });

  it('one slow call on a server that answers the probe stays reachable', async () => {
    const { reachability, probes, probeAnswers } = setup();
    probeAnswers('answers');
    reachability.track();
    await vi.advanceTimersByTimeAsync(HANG_THRESHOLD_MS + PROBE_TIMEOUT_MS);
    expect(probes).toHaveLength(1);
    expect(reachability.state()).toBe('reachable');
  });

  it('a probe that fails at once (a reset, a refused connection) decides nothing: still checking, asked again after the backoff', async () => {
    const { reachability, probes, probeAnswers } = setup();
    probeAnswers('fails');
    reachability.track();
    await vi.advanceTimersByTimeAsync(HANG_THRESHOLD_MS);
    expect(reachability.state()).toBe('checking');
    expect(reachability.isReachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_DELAY_MS);
    expect(probes).toHaveLength(2);
    expect(reachability.state()).toBe('checking');
    // The next probe hangs: that is what makes the server unreachable.
    probeAnswers('hangs');
    await vi.advanceTimersByTimeAsync(probeDelayMs(1) + PROBE_TIMEOUT_MS);
    expect(reachability.state()).toBe('unreachable');
  });

  it('while unreachable: probes again after PROBE_FIRST_DELAY_MS, doubling up to PROBE_MAX_DELAY_MS; reachable when one answers', async () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(probeDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, PROBE_MAX_DELAY_MS, PROBE_MAX_DELAY_MS, PROBE_MAX_DELAY_MS]);
    const { reachability, probes, probeAnswers } = setup();
    reachability.track();
    await vi.advanceTimersByTimeAsync(HANG_THRESHOLD_MS + PROBE_TIMEOUT_MS);
    expect(reachability.state()).toBe('unreachable');
    expect(probes).toHaveLength(1);
    probeAnswers('fails');
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_DELAY_MS - 1);
    expect(probes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(probeDelayMs(1));
    expect(probes).toHaveLength(3);
    probeAnswers('answers');
    await vi.advanceTimersByTimeAsync(probeDelayMs(2));
    expect(probes).toHaveLength(4);
    expect(reachability.state()).toBe('reachable');
    // Reachable: no more probes.
    await vi.advanceTimersByTimeAsync(PROBE_MAX_DELAY_MS * 2);
    expect(probes).toHaveLength(4);
  });

  it('any request answered while unreachable makes it reachable at once and stops the probes; the backoff starts over next time', async () => {
    const { reachability, probes, changes } = setup();
    const hung = reachability.track();
    await vi.advanceTimersByTimeAsync(HANG_THRESHOLD_MS + PROBE_TIMEOUT_MS + PROBE_FIRST_DELAY_MS);
    expect(reachability.state()).toBe('unreachable');
    expect(probes).toHaveLength(2);
    hung(true);
    expect(reachability.state()).toBe('reachable');
    expect(probes[1]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(PROBE_MAX_DELAY_MS * 2);
    expect(probes).toHaveLength(2);
    expect(changes.mock.calls.length).toBe(3);

    reachability.track();
    await vi.advanceTimersByTimeAsync(HANG_THRESHOLD_MS + PROBE_TIMEOUT_MS);
    expect(reachability.state()).toBe('unreachable');
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_DELAY_MS);
    expect(probes).toHaveLength(4);
  });

  it('a request that failed without an answer (reset, timeout, aborted) does not make it reachable', async () => {
    const { reachability } = setup();
    const hung = reachability.track();
    await vi.advanceTimersByTimeAsync(HANG_THRESHOLD_MS + PROBE_TIMEOUT_MS);
    hung(false);
    expect(reachability.state()).toBe('unreachable');
  });

  it('a request that hangs counts once: reachable again by a probe, its old hang does not turn it back', async () => {
    const { reachability, probes, probeAnswers } = setup();
    reachability.track();
    await vi.advanceTimersByTimeAsync(HANG_THRESHOLD_MS + PROBE_TIMEOUT_MS);
    probeAnswers('answers');
    await vi.advanceTimersByTimeAsync(PROBE_FIRST_DELAY_MS);
    expect(reachability.state()).toBe('reachable');
    await vi.advanceTimersByTimeAsync(PROBE_MAX_DELAY_MS);
    expect(reachability.state()).toBe('reachable');
    expect(probes).toHaveLength(2);
  });

  it('stop cancels the probes and the watch of requests', async () => {
    const { reachability, probes } = setup();
    reachability.track();
    reachability.stop();
    await vi.advanceTimersByTimeAsync(PROBE_MAX_DELAY_MS);
    expect(probes).toHaveLength(0);
    expect(reachability.state()).toBe('reachable');
  });
});
