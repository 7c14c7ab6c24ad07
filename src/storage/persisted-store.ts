import type { StorageLogger } from './key-value-store';
import { errorName } from './raw-backend';
import type { KeyValueStore, StorageKey } from './types';

/** T must not itself be a function: a function passed to setState is always read as an updater. */
export type Updater<T> = T | ((previous: T) => T);

export type PersistedStore<T> = {
  /** The same object until the state changes (what useSyncExternalStore needs). */
  getState(): T;
  setState(updater: Updater<T>): void;
  subscribe(listener: () => void): () => void;
  /** Settles once the stored value was read (or found missing or unreadable); never rejects. */
  hydrated: Promise<void>;
  /** Settles when every change made so far is written: await it before leaving the page (redirects). */
  flush(): Promise<void>;
};

export type PersistedStoreOptions<T> = {
  key: StorageKey;
  initial: T;
  storage: KeyValueStore;
  /** Turns what storage held into a state (validate here); throwing keeps the current state. */
  revive?: (stored: unknown) => T;
  logger?: StorageLogger;
  /**
   * Tabs of one browser share the stored value: after each save the other tabs are told (a
   * BroadcastChannel of this name) and read it again, so two tabs of one application follow one
   * another instead of overwriting each other's progress (DESIGN.md §10).
   */
  shareAcrossTabs?: boolean;
};

const CHANNEL_PREFIX = 'application-frontend:store:';

/** Some browsers refuse the channel where they refuse storage (a blocked third-party frame): then there is no other tab to follow. */
function openChannel(name: string): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
  } catch {
    return null;
  }
}

/**
 * Client state persisted under one SPEC §3 key (DESIGN.md §4), with no framework in it.
 *
 * Saving: every change schedules a save in a microtask, so a burst of changes in one tick is one
 * write; writes never overlap and the last one always carries the latest state, so no keystroke
 * is lost and an older value never lands after a newer one.
 *
 * Merge policy at hydration: the stored value replaces `initial` only if nothing called setState
 * before it arrived. A change made before hydration wins whole (the applicant's newest input is
 * worth more than a saved older one), and its save overwrites the stored value.
 */
export function createPersistedStore<T>(options: PersistedStoreOptions<T>): PersistedStore<T> {
  const { key, storage, revive, logger } = options;
  let state = options.initial;
  let changedBeforeHydration = false;
  let isHydrated = false;
  const listeners = new Set<() => void>();

  let saving: Promise<void> | null = null;
  let unsaved = false;

  const notify = () => listeners.forEach((listener) => listener());

  const channel = options.shareAcrossTabs ? openChannel(`${CHANNEL_PREFIX}${key}`) : null;

  async function drain(): Promise<void> {
    // Let the rest of the current tick's changes land first: one write per burst.
    await Promise.resolve();
    try {
      while (unsaved) {
        unsaved = false;
        await storage.set(key, state);
      }
      channel?.postMessage('saved');
    } finally {
      saving = null;
    }
  }

  /** Another tab saved: take its value, unless this tab has a change of its own still to write (it wins, as the newer). */
  async function followOtherTab(): Promise<void> {
    const stored = await storage.get<unknown>(key);
    if (stored === null || unsaved || saving) return;
    try {
      state = revive ? revive(stored) : (stored as T);
    } catch {
      return;
    }
    notify();
  }
  if (channel) channel.onmessage = () => void followOtherTab();

  function requestSave(): void {
    unsaved = true;
    saving ??= drain();
  }

  function setState(updater: Updater<T>): void {
    const next = typeof updater === 'function' ? (updater as (previous: T) => T)(state) : updater;
    if (Object.is(next, state)) return;
    state = next;
    if (!isHydrated) changedBeforeHydration = true;
    notify();
    requestSave();
  }

  async function hydrate(): Promise<void> {
    const stored = await storage.get<unknown>(key);
    if (stored === null || changedBeforeHydration) return;
    try {
      state = revive ? revive(stored) : (stored as T);
    } catch (error) {
      logger?.warn(`Storage: stored value under "${key}" was not usable, keeping the initial state`, {
        key,
        error: errorName(error),
      });
      return;
    }
    notify();
  }

  const hydrated = hydrate()
    .catch(() => undefined)
    .finally(() => {
      isHydrated = true;
    });

  return {
    getState: () => state,
    setState,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    hydrated,
    flush: async () => {
      while (saving) await saving;
    },
  };
}
