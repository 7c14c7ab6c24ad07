import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createMemoryLogger } from '../../domain/logger';
import { createStorage } from '../../storage';
import { MemoryStorage, throwingIdbFactory } from '../../../tests/support/storage-fakes';
import { askStorageAccess, canAskStorageAccess } from './storage-access';

const inMemory = () => createStorage({ logger: createMemoryLogger(), indexedDB: null, localStorage: null });

describe('asking for storage access in a frame', () => {
  it('is offered only to a framed page whose answers live in memory, where the browser can ask', async () => {
    const memory = await inMemory();
    const durable = await createStorage({ logger: createMemoryLogger(), indexedDB: null, localStorage: new MemoryStorage() });
    const asks = { requestStorageAccess: async () => undefined };
    expect(canAskStorageAccess(memory, true, asks)).toBe(true);
    expect(canAskStorageAccess(memory, false, asks)).toBe(false);
    expect(canAskStorageAccess(durable, true, asks)).toBe(false);
    expect(canAskStorageAccess(memory, true, {})).toBe(false);
  });

  it("granted with Chrome's handle: the answers move to the handle's IndexedDB and stay there", async () => {
    const memory = await inMemory();
    await memory.set('lid', 'lead-1');
    const idb = new IDBFactory();
    const outcome = await askStorageAccess(memory, createMemoryLogger(), { requestStorageAccess: async () => ({ indexedDB: idb }) });
    expect(outcome).toBe('granted');
    expect(memory.backend).toBe('indexeddb');
    const reopened = await createStorage({ logger: createMemoryLogger(), indexedDB: idb, localStorage: null });
    expect(await reopened.get('lid')).toBe('lead-1');
  });

  it('refused by the browser: the answers stay in memory and the page goes on', async () => {
    const memory = await inMemory();
    await memory.set('lid', 'lead-1');
    const outcome = await askStorageAccess(memory, createMemoryLogger(), {
      requestStorageAccess: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    expect(outcome).toBe('refused');
    expect(memory.backend).toBe('memory');
    expect(await memory.get('lid')).toBe('lead-1');
  });

  it('granted, but the storage still refuses a probe write: refused, in memory', async () => {
    const memory = await inMemory();
    const outcome = await askStorageAccess(memory, createMemoryLogger(), {
      requestStorageAccess: async () => ({ indexedDB: throwingIdbFactory(), localStorage: new MemoryStorage({ quotaExceeded: true }) }),
    });
    expect(outcome).toBe('refused');
    expect(memory.backend).toBe('memory');
  });
});
