import { describe, it, expect } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, removeOldestQuery } from '@tanstack/react-query-persist-client';
import { createMemoryLogger } from '../domain/logger';
import { createStorage } from './create-storage';
import { createKeyValueStore } from './key-value-store';
import { createQueryPersister, QUERY_CACHE_KEY } from './query-persister';
import { MemoryStorage, throwingBackend } from '../../tests/support/storage-fakes';
import type { KeyValueStore } from './types';

/**
 * react-query 5.108 and the persist packages 5.104.5 install two copies of query-core, whose
 * QueryClient types differ only by their private fields. Until package.json pins one version,
 * this cast states that they are the same client at run time.
 */
type PersistableClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
const persistable = (client: QueryClient) => client as unknown as PersistableClient;

const LEAD_KEY = ['lead', 'lead-1'];
const LEAD = { id: 'lead-1', amount: 300, period: 70, expiresAt: new Date('2030-01-02T03:04:05.000Z') };

async function roundTrip(storage: KeyValueStore): Promise<unknown> {
  const before = new QueryClient();
  before.setQueryData(LEAD_KEY, LEAD);
  await persistQueryClientSave({ queryClient: persistable(before), persister: createQueryPersister(storage) });

  const after = new QueryClient();
  await persistQueryClientRestore({ queryClient: persistable(after), persister: createQueryPersister(storage) });
  return after.getQueryData(LEAD_KEY);
}

describe('createQueryPersister (DESIGN.md §4: the query cache survives a reload)', () => {
  it('round-trips a persisted client through IndexedDB, Dates included', async () => {
    const storage = await createStorage({ logger: createMemoryLogger(), indexedDB: new IDBFactory(), localStorage: null });
    expect(storage.backend).toBe('indexeddb');
    expect(await roundTrip(storage)).toEqual(LEAD);
  });

  it('round-trips a persisted client through web storage, under the queryCache key', async () => {
    const web = new MemoryStorage();
    const storage = await createStorage({ logger: createMemoryLogger(), indexedDB: null, localStorage: web });
    expect(await roundTrip(storage)).toEqual(LEAD);
    expect(web.getItem(QUERY_CACHE_KEY)).toContain('lead-1');
  });

  it('removes the persisted client', async () => {
    const storage = await createStorage({ logger: createMemoryLogger(), indexedDB: null, localStorage: new MemoryStorage() });
    const queryClient = new QueryClient();
    queryClient.setQueryData(LEAD_KEY, LEAD);
    const persister = createQueryPersister(storage);
    await persistQueryClientSave({ queryClient: persistable(queryClient), persister });
    await persister.removeClient();
    expect(await storage.get(QUERY_CACHE_KEY)).toBeNull();
  });

  it('restores nothing, and throws nothing, when storage fails', async () => {
    const storage = createKeyValueStore(throwingBackend(), createMemoryLogger());
    expect(await roundTrip(storage)).toBeUndefined();
  });

  it("hands a failed write to the persister's retry", async () => {
    const storage = createKeyValueStore(throwingBackend(), createMemoryLogger());
    const errorCounts: number[] = [];
    const persister = createQueryPersister(storage, {
      retry: (props) => {
        errorCounts.push(props.errorCount);
        return removeOldestQuery(props);
      },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(LEAD_KEY, LEAD);
    await persistQueryClientSave({ queryClient: persistable(queryClient), persister });
    expect(errorCounts.length).toBeGreaterThan(0);
  });
});
