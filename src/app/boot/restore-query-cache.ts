import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { PERSISTED_QUERY_CACHE, PERSISTED_QUERY_CACHE_VERSION } from '../../api/persist-policy';
import { OFFER_EXPIRATION_MS } from '../../domain/constants';
import { createQueryPersister, STORAGE_VERSION, type KeyValueStore } from '../../storage';

/**
 * DESIGN.md §4, §5: the Query cache's data survives a reload. Restored before the first route loads
 * (so a loader finds what the last visit fetched, offline too), then every change is persisted again.
 * A restore that fails starts with an empty cache. Pending writes are not in it (PERSISTED_QUERY_CACHE).
 */
export async function restoreQueryCache(queryClient: QueryClient, storage: KeyValueStore): Promise<void> {
  const persister = createQueryPersister(storage);
  // The buster drops a cache written under another storage or cache version whole.
  const buster = `${STORAGE_VERSION}.${PERSISTED_QUERY_CACHE_VERSION}`;
  const options = { queryClient, persister, buster, maxAge: OFFER_EXPIRATION_MS, dehydrateOptions: PERSISTED_QUERY_CACHE };
  await persistQueryClientRestore(options).catch(() => undefined);
  persistQueryClientSubscribe(options);
}
