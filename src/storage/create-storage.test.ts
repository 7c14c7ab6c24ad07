import { describe, it, expect, vi, afterEach } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createMemoryLogger } from '../domain/logger';
import { createStorage } from './create-storage';
import { PROBE_TIMEOUT_MS } from './probe';
import { MemoryStorage, recordingIdbFactory, silentIdbFactory, throwingIdbFactory } from '../../tests/support/storage-fakes';

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

  it(`falls back to web storage when indexedDB.open never answers within ${PROBE_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const pending = createStorage({ logger: createMemoryLogger(), indexedDB: silentIdbFactory(), localStorage: new MemoryStorage() });
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).backend).toBe('webstorage');
  });

  it('falls back to web storage when there is no indexedDB at all', async () => {
    const store = await createStorage({ logger: createMemoryLogger(), indexedDB: null, localStorage: new MemoryStorage() });
    expect(store.backend).toBe('webstorage');
  });

  it('falls back to the no-op store when both are broken: reads null, writes false, nothing throws', async () => {
    const logger = createMemoryLogger();
    const store = await createStorage({
      logger,
      indexedDB: throwingIdbFactory(),
      localStorage: new MemoryStorage({ quotaExceeded: true }),
    });

    expect(store.backend).toBe('noop');
    expect(await store.set('storedLoanApplication', { amount: 300 })).toBe(false);
    expect(await store.get('storedLoanApplication')).toBeNull();
    expect(await store.remove('storedLoanApplication')).toBe(false);
    expect(logger.lines.map((line) => line.level)).toEqual(['warn', 'warn']);
    expect(logger.lines[1]).toMatchObject({ details: { reason: 'QuotaExceededError' } });
  });

  it('uses the no-op store when neither backend exists', async () => {
    const store = await createStorage({ logger: createMemoryLogger(), indexedDB: null, localStorage: null, probeTimeoutMs: 10 });
    expect(store.backend).toBe('noop');
  });
});
