import type { AppStores } from '../application/use-stores';

/**
 * Waits until every store change made so far is written (DESIGN.md §4), before the page is left for
 * a partner. The persisted stores have `flush()`, but AppStores' Store type does not declare it, so
 * it is looked up at run time; a store without it (tests) has nothing to wait for.
 */
export async function flushStores(stores: AppStores): Promise<void> {
  await Promise.all(
    Object.values(stores).map(async (store: object) => {
      const flush: unknown = (store as { flush?: unknown }).flush;
      if (typeof flush === 'function') await (flush as () => Promise<void>).call(store);
    }),
  );
}
