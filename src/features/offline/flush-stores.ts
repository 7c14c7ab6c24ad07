import type { AppStores } from '../application/use-stores';

/**
 * Settles when every store change made so far is written (DESIGN.md §4): a reload into a new
 * version must not lose the last keystroke. AppStores' Store type does not declare the persisted
 * stores' flush(), so it is looked up at run time; a store without it has nothing to wait for.
 */
export async function flushStores(stores: AppStores): Promise<void> {
  await Promise.all(
    Object.values(stores).map(async (store: object) => {
      const flush: unknown = (store as { flush?: unknown }).flush;
      if (typeof flush === 'function') await (flush as () => Promise<void>).call(store);
    }),
  );
}
