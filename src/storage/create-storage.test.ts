import { describe, it, expect, vi, afterEach } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createMemoryLogger } from '../domain/logger';
import { createStorage } from './create-storage';
import type { FallbackMarker } from './fallback-marker';
import { STORAGE_GIVE_UP_MS } from './probe';
import { createWebStorageBackend } from './web-storage-backend';
import { MemoryStorage, recordingIdbFactory, silentIdbFactory, slowIdbFactory, throwingIdbFactory } from '../../tests/support/storage-fakes';

/** The "answers are in web storage" marker, as the cookie keeps it between loads. */
function testMarker(): FallbackMarker & { on: boolean } {
  const marker = { on: false, isSet: () => marker.on, set: () => void (marker.on = true), clear: () => void (marker.on = false) };
  return marker;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createStorage (DESIGN.md §4: IndexedDB, then web storage, then no-op)', () => {
  it('uses IndexedDB when a probe write succeeds, and leaves no probe key behind', async () => {
    const web = new MemoryStorage();
    const logger = createMemoryLogger();
    const store = await createStorage({ logger, indexedDB: new IDBFactory(), localStorage: web });

    expect(store.backend).toBe('indexeddb');
    expect(await store.set('sessionId', 'abc')).toBe(true);
    expect(await store.get('sessionId')).toBe('abc');
    expect(web.length).toBe(0);
    expect(logger.lines).toEqual([]);
  });

  it("does not touch the page's localStorage while IndexedDB works (its first read loads the origin's web storage synchronously)", async () => {
    const reads = vi.fn(() => new MemoryStorage());
    const own = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { get: reads, configurable: true });
    try {
      const store = await createStorage({ logger: createMemoryLogger(), indexedDB: new IDBFactory() });
      expect(store.backend).toBe('indexeddb');
      expect(reads).not.toHaveBeenCalled();

      const fallback = await createStorage({ logger: createMemoryLogger(), indexedDB: null });
      expect(fallback.backend).toBe('webstorage');
      expect(reads).toHaveBeenCalled();
    } finally {
      if (own) Object.defineProperty(globalThis, 'localStorage', own);
      else delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });

  it('keeps values across a reopen of the same database (a reload)', async () => {
    const idb = new IDBFactory();
    const first = await createStorage({ logger: createMemoryLogger(), indexedDB: idb, localStorage: null });
    await first.set('analyticsProperties', { utm_source: 'mail' });
    const second = await createStorage({ logger: createMemoryLogger(), indexedDB: idb, localStorage: null });
    expect(await second.get('analyticsProperties')).toEqual({ utm_source: 'mail' });
  });

  it('recovers when the browser closed the connection after start (idb-keyval #165)', async () => {
    const { factory, connections } = recordingIdbFactory(new IDBFactory());
    const store = await createStorage({ logger: createMemoryLogger(), indexedDB: factory, localStorage: null });
    connections.forEach((db) => db.close());
    expect(await store.set('lid', 'lead-1')).toBe(true);
    expect(await store.get('lid')).toBe('lead-1');
  });

  it('falls back to web storage when indexedDB.open throws', async () => {
    const web = new MemoryStorage();
    const logger = createMemoryLogger();
    const store = await createStorage({ logger, indexedDB: throwingIdbFactory(), localStorage: web });

    expect(store.backend).toBe('webstorage');
    expect(await store.set('sessionId', 'abc')).toBe(true);
    expect(web.getItem('sessionId')).toBe('"abc"');
    expect(logger.lines[0]).toMatchObject({ level: 'warn', details: { reason: 'SecurityError' } });
  });

  it('waits for an IndexedDB that answers late, however late within STORAGE_GIVE_UP_MS, and uses it: a slow store is not replaced', async () => {
    const idb = new IDBFactory();
    const web = new MemoryStorage();
    const marker = testMarker();
    const first = await createStorage({ logger: createMemoryLogger(), indexedDB: idb, localStorage: web, fallbackMarker: marker });
    await first.set('sessionId', 'session-1');
    // The clock of the wait; fake-indexeddb's own scheduling (setImmediate) keeps running.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const pending = createStorage({ logger: createMemoryLogger(), indexedDB: slowIdbFactory(idb, STORAGE_GIVE_UP_MS - 1000), localStorage: web, fallbackMarker: marker });
    await vi.advanceTimersByTimeAsync(STORAGE_GIVE_UP_MS - 1000);
    const slow = await pending;
    expect(slow.backend).toBe('indexeddb');
    expect(await slow.get('sessionId')).toBe('session-1');
    expect(web.length).toBe(0);
    expect(marker.on).toBe(false);
  });

  it(`gives up on an IndexedDB that never answers after ${STORAGE_GIVE_UP_MS} ms, uses web storage and remembers that it did`, async () => {
    vi.useFakeTimers();
    const marker = testMarker();
    const pending = createStorage({ logger: createMemoryLogger(), indexedDB: silentIdbFactory(), localStorage: new MemoryStorage(), fallbackMarker: marker });
    await vi.advanceTimersByTimeAsync(STORAGE_GIVE_UP_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).backend).toBe('webstorage');
    expect(marker.on).toBe(true);
  });

  it('moves the answers kept in web storage back to IndexedDB on the first load where it works: one store holds the application', async () => {
    const idb = new IDBFactory();
    const web = new MemoryStorage();
    const marker = testMarker();
    // A load whose IndexedDB worked, then one whose IndexedDB failed: the newer answers went to web storage.
    const working = await createStorage({ logger: createMemoryLogger(), indexedDB: idb, localStorage: web, fallbackMarker: marker });
    await working.set('sessionId', 'session-1');
    await working.set('lid', 'lead-of-an-older-visit');
    const failing = await createStorage({ logger: createMemoryLogger(), indexedDB: throwingIdbFactory(), localStorage: web, fallbackMarker: marker });
    expect(failing.backend).toBe('webstorage');
    await failing.set('sessionId', 'session-2');
    expect(marker.on).toBe(true);

    const logger = createMemoryLogger();
    const back = await createStorage({ logger, indexedDB: idb, localStorage: web, fallbackMarker: marker });
    expect(back.backend).toBe('indexeddb');
    expect(await back.get('sessionId')).toBe('session-2');
    expect(await back.get('lid')).toBeNull();
    expect(web.length).toBe(0);
    expect(marker.on).toBe(false);
    expect(logger.lines.map((line) => line.message)).toEqual(['Storage: the answers kept in web storage while IndexedDB failed are back in IndexedDB']);
  });

  it('keeps IndexedDB as it is when the marker is set but web storage holds nothing of ours (cleared since)', async () => {
    const idb = new IDBFactory();
    const marker = testMarker();
    const first = await createStorage({ logger: createMemoryLogger(), indexedDB: idb, localStorage: null, fallbackMarker: marker });
    await first.set('sessionId', 'session-1');
    marker.set();
    const next = await createStorage({ logger: createMemoryLogger(), indexedDB: idb, localStorage: new MemoryStorage(), fallbackMarker: marker });
    expect(await next.get('sessionId')).toBe('session-1');
    expect(marker.on).toBe(false);
  });

  it('falls back to web storage when there is no indexedDB at all', async () => {
    const store = await createStorage({ logger: createMemoryLogger(), indexedDB: null, localStorage: new MemoryStorage() });
    expect(store.backend).toBe('webstorage');
  });

  it("falls back to this page's memory when both are broken (DESIGN.md §11): what is written reads back, nothing throws", async () => {
    const logger = createMemoryLogger();
    const store = await createStorage({
      logger,
      indexedDB: throwingIdbFactory(),
      localStorage: new MemoryStorage({ quotaExceeded: true }),
    });

    expect(store.backend).toBe('memory');
    expect(await store.set('storedLoanApplication', { amount: 300 })).toBe(true);
    expect(await store.get('storedLoanApplication')).toEqual({ amount: 300 });
    expect(await store.remove('storedLoanApplication')).toBe(true);
    expect(await store.get('storedLoanApplication')).toBeNull();
    expect(logger.lines.map((line) => line.level)).toEqual(['warn', 'warn']);
    expect(logger.lines[1]).toMatchObject({ details: { reason: 'QuotaExceededError' } });
  });

  it('keeps answers in memory when neither backend exists, and a second page starts empty (a reload loses them)', async () => {
    const first = await createStorage({ logger: createMemoryLogger(), indexedDB: null, localStorage: null });
    expect(first.backend).toBe('memory');
    await first.set('lid', 'lead-1');
    const second = await createStorage({ logger: createMemoryLogger(), indexedDB: null, localStorage: null });
    expect(await second.get('lid')).toBeNull();
  });
});

describe('a store in memory moves to storage granted later (the Storage Access API in a frame)', () => {
  it('copies every value, then reads and writes there; keys of an older visit that this page does not hold are removed', async () => {
    const memory = await createStorage({ logger: createMemoryLogger(), indexedDB: null, localStorage: null });
    await memory.set('lid', 'lead-1');
    await memory.set('state', { progressState: 3 });
    const web = new MemoryStorage();
    web.setItem('submissionOutbox', '{"entries":[]}');
    const durable = createWebStorageBackend(web);

    expect(await memory.moveTo?.(durable)).toBe(true);
    expect(memory.backend).toBe('webstorage');
    expect(web.getItem('lid')).toBe('"lead-1"');
    expect(web.getItem('storageVersion')).not.toBeNull();
    expect(web.getItem('submissionOutbox')).toBeNull();
    await memory.set('sessionId', 'abc');
    expect(web.getItem('sessionId')).toBe('"abc"');
  });

  it('a write made while the values move lands in the durable store, not in the memory left behind', async () => {
    const memory = await createStorage({ logger: createMemoryLogger(), indexedDB: null, localStorage: null });
    const web = new MemoryStorage();
    const moving = memory.moveTo?.(createWebStorageBackend(web));
    const written = memory.set('lid', 'lead-2');
    await Promise.all([moving, written]);
    expect(web.getItem('lid')).toBe('"lead-2"');
  });

  it('stays in memory when the granted storage refuses the copy, and a durable store never moves', async () => {
    const logger = createMemoryLogger();
    const memory = await createStorage({ logger, indexedDB: null, localStorage: null });
    await memory.set('lid', 'lead-1');
    expect(await memory.moveTo?.(createWebStorageBackend(new MemoryStorage({ quotaExceeded: true })))).toBe(false);
    expect(memory.backend).toBe('memory');
    expect(await memory.get('lid')).toBe('lead-1');

    const durable = await createStorage({ logger, indexedDB: null, localStorage: new MemoryStorage() });
    expect(await durable.moveTo?.(createWebStorageBackend(new MemoryStorage()))).toBe(false);
  });
});
