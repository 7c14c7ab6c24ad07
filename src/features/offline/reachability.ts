/**
 * Whether the server answers, which `navigator.onLine` cannot tell: on a link that carries nothing
 * (a captive portal, a dead mobile cell, "lie-fi") the browser says online while every request hangs.
 * Like Enketo's connection check, the server itself is asked:
 * - a request unanswered for HANG_THRESHOLD_MS makes the connection suspect, and the server is probed
 *   at once; a probe unanswered for PROBE_TIMEOUT_MS makes it unreachable. One slow call on a server
 *   that answers others does not pause the submission queue;
 * - a probe that fails at once (a reset on a lossy link, a refused connection) decides nothing: it is
 *   tried again after the same backoff. What hangs is what the browser cannot see; a failure it sees
 *   is retried by the queue itself, which a paused queue would only hold back;
 * - while unreachable the server is probed again, PROBE_FIRST_DELAY_MS after, then twice as long
 *   each time up to PROBE_MAX_DELAY_MS;
 * - any answer of the server (a request's or a probe's, whatever its status) makes it reachable again.
 * Framework-free: the timers and the probe are given, so the rule is tested with fakes.
 */

/** A request still unanswered after this long makes the connection suspect. */
export const HANG_THRESHOLD_MS = 4_000;
/** A probe unanswered after this long counts as no answer. HANG_THRESHOLD_MS plus this stays under 10 s. */
export const PROBE_TIMEOUT_MS = 4_000;
/** While unreachable: the first probe again this long after, then twice as long each time. */
export const PROBE_FIRST_DELAY_MS = 2_000;
/** While unreachable: never longer than this between probes. */
export const PROBE_MAX_DELAY_MS = 30_000;

/** The delay before the n-th probe again (0-based) while unreachable. */
export function probeDelayMs(attempt: number): number {
  return Math.min(PROBE_FIRST_DELAY_MS * 2 ** attempt, PROBE_MAX_DELAY_MS);
}

export type ReachabilityState = 'reachable' | 'checking' | 'unreachable';

export type Reachability = {
  /** Call when a request leaves; call what it returns once it ended, with whether the server answered. */
  track(): (answered: boolean) => void;
  /** 'checking' counts as reachable: nothing is paused on a suspicion. */
  isReachable(): boolean;
  state(): ReachabilityState;
  subscribe(listener: () => void): () => void;
  /** Cancels the timers and any probe in flight. */
  stop(): void;
};

type Timer = unknown;

export type ReachabilityDeps = {
  /** Asks the server anything; resolves true if it answered (any status), false or rejects if not. */
  probe(signal: AbortSignal): Promise<boolean>;
  setTimer(run: () => void, ms: number): Timer;
  clearTimer(timer: Timer): void;
};

export function createReachability(deps: ReachabilityDeps): Reachability {
  let current: ReachabilityState = 'reachable';
  let attempt = 0;
  let nextProbe: Timer | undefined;
  let probing: { controller: AbortController; timeout: Timer } | undefined;
  let stopped = false;
  const listeners = new Set<() => void>();

  function set(next: ReachabilityState) {
    if (next === current) return;
    current = next;
    listeners.forEach((listener) => listener());
  }

  function cancelProbes() {
    if (nextProbe !== undefined) deps.clearTimer(nextProbe);
    nextProbe = undefined;
    if (probing) {
      deps.clearTimer(probing.timeout);
      probing.controller.abort();
    }
    probing = undefined;
  }

  function answered() {
    cancelProbes();
    attempt = 0;
    set('reachable');
  }

  function notAnswered() {
    cancelProbes();
    if (stopped) return;
    set('unreachable');
    nextProbe = deps.setTimer(probe, probeDelayMs(attempt));
    attempt += 1;
  }

  /** The probe failed at once: asked again later, the connection left as it was judged. */
  function failedAtOnce() {
    cancelProbes();
    if (stopped) return;
    nextProbe = deps.setTimer(probe, probeDelayMs(attempt));
    attempt += 1;
  }

  function probe() {
    nextProbe = undefined;
    const controller = new AbortController();
    const mine = { controller, timeout: deps.setTimer(() => probing === mine && notAnswered(), PROBE_TIMEOUT_MS) };
    probing = mine;
    // A probe outrun by another answer (or by stop) no longer decides anything.
    deps.probe(controller.signal).then(
      (ok) => probing === mine && (ok ? answered() : failedAtOnce()),
      () => probing === mine && failedAtOnce(),
    );
  }

  function hung() {
    if (stopped || current !== 'reachable') return;
    set('checking');
    probe();
  }

  return {
    track() {
      let ended = false;
      const timer = deps.setTimer(() => !ended && hung(), HANG_THRESHOLD_MS);
      return (wasAnswered) => {
        if (ended) return;
        ended = true;
        deps.clearTimer(timer);
        if (wasAnswered) answered();
      };
    },
    isReachable: () => current !== 'unreachable',
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      cancelProbes();
    },
  };
}
