import { describe, it, expect } from 'vitest';
import { createMemoryLogger } from '../domain/logger';
import { createKeyValueStore } from './key-value-store';
import { createPersistedStore } from './persisted-store';
import { MemoryStorage } from '../../tests/support/storage-fakes';
import type { KeyValueStore, StorageKey } from './types';
import { createWebStorageBackend } from './web-storage-backend';

type UiColors = { primary: string };
const INITIAL: UiColors = { primary: '#000' };

function memoryStore(): KeyValueStore {
  return createKeyValueStore(createWebStorageBackend(new MemoryStorage()), createMemoryLogger());
}

/** A store whose reads and writes wait until the test lets them go, and which records every write. */
function gatedStore(storedValue: unknown = null) {
  const writes: unknown[] = [];
  const gates: (() => void)[] = [];
  const wait = () => new Promise<void>((resolve) => gates.push(resolve));
  const store: KeyValueStore = {
    backend: 'indexeddb',
    get: async <T>() => {
      await wait();
      return storedValue as T;
    },
    set: async (_key: StorageKey, value: unknown) => {
      await wait();
      writes.push(value);
      return true;
    },
    remove: async () => true,
  };
  const releaseAll = async () => {
    while (gates.length > 0) {
      gates.splice(0).forEach((open) => open());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  /** Resolves once some read or write is waiting in storage. */
  const somethingWaiting = async () => {
    while (gates.length === 0) await Promise.resolve();
  };
  return { store, writes, releaseAll, somethingWaiting };
}

describe('createPersistedStore (DESIGN.md §4: client state saved to storage on change)', () => {
  it('starts at initial and hydrates the stored value once', async () => {
    const storage = memoryStore();
    await storage.set('uiColors', { primary: '#f00' });
    const store = createPersistedStore({ key: 'uiColors', initial: INITIAL, storage });
    expect(store.getState()).toBe(INITIAL);
    await store.hydrated;
    expect(store.getState()).toEqual({ primary: '#f00' });
  });

  it('returns the same object until the state changes, and notifies subscribers on change only', async () => {
    const store = createPersistedStore({ key: 'uiColors', initial: INITIAL, storage: memoryStore() });
    await store.hydrated;
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    expect(store.getState()).toBe(store.getState());

    store.setState((previous) => previous);
    expect(calls).toBe(0);
    store.setState({ primary: '#0f0' });
    expect(calls).toBe(1);
    unsubscribe();
    store.setState({ primary: '#00f' });
    expect(calls).toBe(1);
  });

  it('saves every change, and a new store on the same storage reads it back (a reload)', async () => {
    const storage = memoryStore();
    const store = createPersistedStore({ key: 'uiColors', initial: INITIAL, storage });
    await store.hydrated;
    store.setState({ primary: '#123' });
    await store.flush();

    const reloaded = createPersistedStore({ key: 'uiColors', initial: INITIAL, storage });
    await reloaded.hydrated;
    expect(reloaded.getState()).toEqual({ primary: '#123' });
  });

  it('coalesces a burst of changes into one write carrying the last value', async () => {
    const { store: storage, writes, releaseAll } = gatedStore();
    const store = createPersistedStore({ key: 'asyncFormData', initial: '', storage });
    for (const text of ['A', 'An', 'Ana']) store.setState(text);
    await releaseAll();
    await store.flush();
    expect(writes).toEqual(['Ana']);
  });

  it('writes in order while a write is in flight, and the last write is the last keystroke', async () => {
    const { store: storage, writes, releaseAll, somethingWaiting } = gatedStore();
    const store = createPersistedStore({ key: 'asyncFormData', initial: '', storage });
    await releaseAll(); // hydration
    store.setState('A');
    await somethingWaiting(); // the first write has started and waits in storage
    store.setState('An');
    store.setState('Ana');
    await releaseAll();
    await store.flush();
    expect(writes).toEqual(['A', 'Ana']);
  });

  it('merge policy: a change made before hydration finishes wins over the stored value', async () => {
    const { store: storage, writes, releaseAll } = gatedStore({ primary: '#old' });
    const store = createPersistedStore({ key: 'uiColors', initial: INITIAL, storage });
    store.setState({ primary: '#new' });
    await releaseAll();
    await store.hydrated;
    await store.flush();
    expect(store.getState()).toEqual({ primary: '#new' });
    expect(writes).toEqual([{ primary: '#new' }]);
  });

  it('passes the stored value through revive, and keeps initial when revive throws', async () => {
    const storage = memoryStore();
    await storage.set('uiColors', { primary: 42 });
    const revive = (stored: unknown): UiColors => {
      const primary = (stored as { primary?: unknown }).primary;
      if (typeof primary !== 'string') throw new TypeError('bad colours');
      return { primary };
    };
    const logger = createMemoryLogger();
    const store = createPersistedStore({ key: 'uiColors', initial: INITIAL, storage, revive, logger });
    await store.hydrated;
    expect(store.getState()).toBe(INITIAL);
    expect(logger.lines[0]?.message).toContain('uiColors');
  });

  it('keeps working in memory on a store whose writes all fail (SPEC §4)', async () => {
    const noop: KeyValueStore = { backend: 'memory', get: async () => null, set: async () => false, remove: async () => false };
    const store = createPersistedStore({ key: 'uiColors', initial: INITIAL, storage: noop });
    await store.hydrated;
    store.setState({ primary: '#abc' });
    await store.flush();
    expect(store.getState()).toEqual({ primary: '#abc' });
  });
});
