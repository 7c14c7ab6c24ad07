import { onlineManager, type EnsureQueryDataOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { BrandRecord } from '../config/brands';
import type { RuntimeConfig } from '../config/runtime-config';
import type { Navigator } from '../core/flow/navigator';

/** What route guards and loaders need besides the query client: set once the stores exist (boot). */
export type RouteRuntime = { navigator: Navigator; api: ApiClient; config: RuntimeConfig; brand: BrandRecord };

/**
 * ensureQueryData, except that it never holds a screen back for a network that is not there: what
 * the cache holds (restored from storage after a reload) is used at once, and offline with nothing
 * cached the screen opens and says for itself that it waits for the connection (DESIGN.md §5).
 */
export async function ensureAvailable<TData, TError, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, TError, TData, TKey>,
): Promise<void> {
  if (queryClient.getQueryData(options.queryKey) !== undefined || !onlineManager.isOnline()) {
    void queryClient.prefetchQuery(options);
    return;
  }
  await queryClient.ensureQueryData(options);
}
