import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { KeyValueStore, StorageKey } from './types';

export const QUERY_CACHE_KEY = 'queryCache' satisfies StorageKey;

// Derived from the persister's own signature, so nothing is imported from its transitive packages.
type PersisterOptions = Parameters<typeof createAsyncStoragePersister>[0];
export type QueryPersister = ReturnType<typeof createAsyncStoragePersister>;
type PersistedClient = Parameters<QueryPersister['persistClient']>[0];
type StringStorage = NonNullable<PersisterOptions['storage']>;
export type QueryPersisterOptions = Omit<PersisterOptions, 'storage' | 'key' | 'serialize' | 'deserialize'>;

type ObjectStorage = {
  getItem(key: string): Promise<PersistedClient | null>;
  setItem(key: string, value: PersistedClient): Promise<void>;
  removeItem(key: string): Promise<void>;
};

/**
 * The persister's storage speaks strings, ours holds values: this adapter passes the persisted
 * client through as it is, and the KeyValueStore writes it as JSON and decodes it on read (so the
 * Dates in query data come back as Dates). A failed write throws, so the persister's `retry`
 * (for example removeOldestQuery on a full disk) gets its chance; the persister catches it.
 */
function asObjectStorage(storage: KeyValueStore): ObjectStorage {
  return {
    getItem: () => storage.get<PersistedClient>(QUERY_CACHE_KEY),
    setItem: async (_key, value) => {
      if (!(await storage.set(QUERY_CACHE_KEY, value))) throw new Error(`Storage write failed for key "${QUERY_CACHE_KEY}"`);
    },
    removeItem: async () => {
      await storage.remove(QUERY_CACHE_KEY);
    },
  };
}

/**
 * The TanStack Query persister of DESIGN.md §4 (the cache survives a reload; pending writes are the outbox's), on
 * the same storage as everything else, under the 'queryCache' key.
 */
export function createQueryPersister(storage: KeyValueStore, options: QueryPersisterOptions = {}): QueryPersister {
  return createAsyncStoragePersister({
    ...options,
    key: QUERY_CACHE_KEY,
    // The library types its storage as strings only. Ours takes the object itself, so serialise
    // and deserialise are identities, and these casts only restate that.
    storage: asObjectStorage(storage) as unknown as StringStorage,
    serialize: (client) => client as unknown as string,
    deserialize: (stored) => stored as unknown as PersistedClient,
  });
}
