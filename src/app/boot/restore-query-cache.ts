import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { isPersistableQuery } from '../../api/persist-policy';
import { OFFER_EXPIRATION_MS } from '../../domain/constants';
import { createQueryPersister, STORAGE_VERSION, type KeyValueStore } from '../../storage';

/**
 * DESIGN.md §4, §5, §9: the Query cache and its paused submissions survive a reload. Restored before
 * the first route loads (so a loader finds what the last visit fetched, offline too), then every
 * change is persisted again. A restore that fails starts with an empty cache.
 */
export async function restoreQueryCache(queryClient: QueryClient, storage: KeyValueStore): Promise<void> {
  const persister = createQueryPersister(storage);
  // The buster drops a cache written under another storage version whole.
  const options = { queryClient, persister, buster: String(STORAGE_VERSION), maxAge: OFFER_EXPIRATION_MS, dehydrateOptions: { shouldDehydrateQuery: isPersistableQuery } };
  await persistQueryClientRestore(options).catch(() => undefined);
  persistQueryClientSubscribe(options);
}
