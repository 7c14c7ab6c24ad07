import { describe, it, expect } from 'vitest';
import { createSubmissionTracker, type MutationLike } from './submission-tracker';

function fakeQuery() {
  let mutations: MutationLike[] = [];
  let online = true;
  const cacheListeners = new Set<() => void>();
  const onlineListeners = new Set<() => void>();
  let now = 1000;
  const tracker = createSubmissionTracker({
    cache: {
      getAll: () => mutations,
      subscribe: (listener) => (cacheListeners.add(listener), () => cacheListeners.delete(listener)),
    },
    isOnline: () => online,
    subscribeOnline: (listener) => (onlineListeners.add(listener), () => onlineListeners.delete(listener)),
    now: () => now,
  });
  tracker.subscribe(() => undefined);
  return {
    tracker,
    setMutations(next: MutationLike[]) {
      mutations = next;
      cacheListeners.forEach((l) => l());
    },
    setOnline(next: boolean) {
      online = next;
      onlineListeners.forEach((l) => l());
    },
    setNow: (next: number) => (now = next),
  };
}

const paused = (id: number): MutationLike => ({ mutationId: id, state: { isPaused: true, status: 'pending' } });
const running = (id: number): MutationLike => ({ mutationId: id, state: { isPaused: false, status: 'pending' } });
const done = (id: number): MutationLike => ({ mutationId: id, state: { isPaused: false, status: 'success' } });
const refused = (id: number): MutationLike => ({ mutationId: id, state: { isPaused: false, status: 'error' } });

describe('submissions made offline (DESIGN.md §5)', () => {
  it('counts paused submissions while offline', () => {
    const q = fakeQuery();
    q.setOnline(false);
    q.setMutations([paused(1), paused(2), done(0)]);
    expect(q.tracker.getSnapshot()).toEqual({ waiting: 2, sending: true, sentAt: null });
  });

  it('after reconnecting: sending while the held one runs, then the time it was answered', () => {
    const q = fakeQuery();
    q.setOnline(false);
    q.setMutations([paused(1)]);
    q.setOnline(true);
    q.setMutations([running(1)]);
    expect(q.tracker.getSnapshot()).toEqual({ waiting: 0, sending: true, sentAt: null });
    q.setNow(5000);
    q.setMutations([done(1)]);
    expect(q.tracker.getSnapshot()).toEqual({ waiting: 0, sending: false, sentAt: 5000 });
  });

  it('a submission whose request hangs when the server stops answering waits as a paused one, and is sent', () => {
    const q = fakeQuery();
    q.setMutations([running(1)]);
    q.setOnline(false);
    expect(q.tracker.getSnapshot()).toEqual({ waiting: 1, sending: true, sentAt: null });
    q.setOnline(true);
    q.setNow(7000);
    q.setMutations([done(1)]);
    expect(q.tracker.getSnapshot()).toEqual({ waiting: 0, sending: false, sentAt: 7000 });
  });

  it('a submission queued behind another while online is not reported as held', () => {
    const q = fakeQuery();
    q.setMutations([running(1), paused(2)]);
    q.setMutations([done(1), done(2)]);
    expect(q.tracker.getSnapshot()).toEqual({ waiting: 0, sending: false, sentAt: null });
  });

  it('a held submission refused by the server, or replaced by a resent copy, is not "sent"', () => {
    const q = fakeQuery();
    q.setOnline(false);
    q.setMutations([paused(1), paused(2)]);
    q.setMutations([paused(3)]);
    q.setOnline(true);
    q.setMutations([refused(3)]);
    expect(q.tracker.getSnapshot()).toEqual({ waiting: 0, sending: false, sentAt: null });
  });

  it('keeps the same snapshot object while nothing changes (useSyncExternalStore)', () => {
    const q = fakeQuery();
    const before = q.tracker.getSnapshot();
    q.setMutations([done(1)]);
    expect(q.tracker.getSnapshot()).toBe(before);
  });
});
