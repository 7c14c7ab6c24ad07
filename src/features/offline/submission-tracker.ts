/**
 * Follows the submissions the applicant made while offline (DESIGN.md §5): how many wait, whether
 * the held ones are being sent, and when they were sent. Framework-free over the two things it
 * reads, TanStack's mutation cache and online flag, so it is tested with plain fakes.
 */
export type MutationLike = { mutationId: number; state: { isPaused: boolean; status: string } };
export type MutationCacheLike = { getAll(): MutationLike[]; subscribe(listener: () => void): () => void };

export type SubmissionStatus = {
  /** Paused submissions, and offline those whose request hangs: they wait for the network. */
  waiting: number;
  /** Some submission held while offline is not answered yet. */
  sending: boolean;
  /** When the last held submission got its answer (epoch ms), or null. */
  sentAt: number | null;
};

export type SubmissionTracker = {
  getSnapshot(): SubmissionStatus;
  subscribe(listener: () => void): () => void;
};

export function createSubmissionTracker(deps: {
  cache: MutationCacheLike;
  isOnline: () => boolean;
  subscribeOnline: (listener: () => void) => () => void;
  now: () => number;
}): SubmissionTracker {
  const held = new Set<number>();
  let snapshot: SubmissionStatus = { waiting: 0, sending: false, sentAt: null };
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;

  function recompute() {
    const all = deps.cache.getAll();
    const online = deps.isOnline();
    // Offline, a submission already sent when the server stopped answering (its request hangs) waits
    // as the paused ones do: it is answered, or resent, once the connection is back.
    const waiting = all.filter((mutation) => mutation.state.status === 'pending' && (mutation.state.isPaused || !online));
    if (!online) waiting.forEach((mutation) => held.add(mutation.mutationId));
    let sentAt = snapshot.sentAt;
    const byId = new Map(all.map((mutation) => [mutation.mutationId, mutation]));
    for (const id of held) {
      const mutation = byId.get(id);
      // Answered, refused, or replaced (the outbox re-sends restored submissions as new ones).
      if (!mutation || mutation.state.status === 'success' || mutation.state.status === 'error') {
        held.delete(id);
        if (mutation?.state.status === 'success') sentAt = deps.now();
      }
    }
    const next = { waiting: waiting.length, sending: held.size > 0, sentAt };
    if (next.waiting === snapshot.waiting && next.sending === snapshot.sending && next.sentAt === snapshot.sentAt) return;
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      if (!stop) {
        const stopCache = deps.cache.subscribe(recompute);
        const stopOnline = deps.subscribeOnline(recompute);
        stop = () => {
          stopCache();
          stopOnline();
        };
        recompute();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop?.();
          stop = null;
        }
      };
    },
  };
}
