import type { RawBackend } from './raw-backend';

/**
 * The fallback when IndexedDB is unusable (DESIGN.md §4). Keys are the plain SPEC §3 names, so data
 * written by an earlier version of the funnel under those names is read back.
 */
export function createWebStorageBackend(storage: Storage): RawBackend {
  return {
    name: 'webstorage',
    get: async (key) => storage.getItem(key),
    set: async (key, raw) => storage.setItem(key, raw),
    remove: async (key) => storage.removeItem(key),
  };
}
