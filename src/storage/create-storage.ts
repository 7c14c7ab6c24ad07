import { createIndexedDbBackend } from './indexeddb-backend';
import { cookieFallbackMarker, type FallbackMarker } from './fallback-marker';
import { copyValues, createKeyValueStore, createMemoryStore } from './key-value-store';
import type { StorageLogger } from './key-value-store';
import { STORAGE_GIVE_UP_MS, probeBackend } from './probe';
import type { RawBackend } from './raw-backend';
import { settleStorageVersion } from './storage-version';
import { OWN_STORAGE_KEYS, SPEC_STORAGE_KEYS, type KeyValueStore } from './types';
import { createWebStorageBackend } from './web-storage-backend';

export type DurableStorageOptions = {
  logger: StorageLogger;
  /** Defaults to the global; null means "not available". */
  indexedDB?: IDBFactory | null;
  /** Defaults to the global; null means "not available". */
  localStorage?: Storage | null;
  giveUpMs?: number;
  /** Where "the answers are in web storage" is remembered; defaults to a cookie. */
  fallbackMarker?: FallbackMarker;
};
export type CreateStorageOptions = DurableStorageOptions;

/** Reading the globals can itself throw (SecurityError in sandboxed frames, blocked cookies). */
export function fromGlobal<T>(read: () => T | undefined): T | null {
  try {
    return read() ?? null;
  } catch {
    return null;
  }
}

async function tryBackend(
  make: () => RawBackend,
  timeoutMs: number,
): Promise<{ backend: RawBackend } | { reason: string }> {
  let backend: RawBackend;
  try {
    backend = make();
  } catch {
    return { reason: 'could not be created' };
  }
  const probe = await probeBackend(backend, timeoutMs);
  return probe.ok ? { backend } : { reason: probe.reason };
}

/**
 * The first backend that survives a probe write: IndexedDB, then web storage (DESIGN.md §4); null
 * when neither does. IndexedDB is waited for as long as it may take to answer (STORAGE_GIVE_UP_MS):
 * a slow one replaced by web storage would split the application between two stores. When it fails
 * and web storage takes over, that is remembered; the first load whose IndexedDB works moves the
 * answers back. Each refusal is logged as a warning.
 */
export async function findDurableBackend(options: DurableStorageOptions): Promise<RawBackend | null> {
  const { logger, giveUpMs = STORAGE_GIVE_UP_MS, fallbackMarker = cookieFallbackMarker() } = options;
  const idb = options.indexedDB === undefined ? fromGlobal(() => globalThis.indexedDB) : options.indexedDB;
  // Only when needed: the first read of localStorage loads the origin's web storage synchronously,
  // milliseconds of the task that starts the app on a phone, for a fallback that is rarely needed.
  const webStorage = () => (options.localStorage === undefined ? fromGlobal(() => globalThis.localStorage) : options.localStorage);

  if (idb) {
    const found = await tryBackend(() => createIndexedDbBackend(idb), giveUpMs);
    if ('backend' in found) return fallbackMarker.isSet() ? moveBack(found.backend, webStorage(), fallbackMarker, logger) : found.backend;
    logger.warn('Storage: IndexedDB is unusable, trying web storage', { reason: found.reason });
  } else {
    logger.warn('Storage: IndexedDB is not available, trying web storage');
  }

  const web = webStorage();
  if (web) {
    const found = await tryBackend(() => createWebStorageBackend(web), giveUpMs);
    if ('backend' in found) {
      if (idb) fallbackMarker.set();
      return found.backend;
    }
    logger.warn('Storage: web storage is unusable, answers are kept in memory', { reason: found.reason });
  } else {
    logger.warn('Storage: web storage is not available, answers are kept in memory');
  }
  return null;
}

/**
 * The answers a load without IndexedDB kept in web storage go back to IndexedDB, the newest copy of
 * the application replacing what IndexedDB held before, and leave web storage. Should IndexedDB
 * refuse them, web storage stays the store (and the marker stays set).
 */
async function moveBack(idb: RawBackend, web: Storage | null, marker: FallbackMarker, logger: StorageLogger): Promise<RawBackend> {
  // Nothing of ours there (the browser's data cleared since): IndexedDB is all there is.
  if (!web || fromGlobal(() => web.getItem('storageVersion')) === null) {
    marker.clear();
    return idb;
  }
  const from = createWebStorageBackend(web);
  if (!(await copyValues(from, idb, logger))) return from;
  for (const key of [...SPEC_STORAGE_KEYS, ...OWN_STORAGE_KEYS]) await from.remove(key).catch(() => undefined);
  marker.clear();
  logger.warn('Storage: the answers kept in web storage while IndexedDB failed are back in IndexedDB');
  return idb;
}

/**
 * The app's one storage (DESIGN.md §4): IndexedDB when a probe write succeeds, else web storage,
 * else this page's memory (DESIGN.md §11). Never rejects.
 */
export async function createStorage(options: CreateStorageOptions): Promise<KeyValueStore> {
  const durable = await findDurableBackend(options);
  const store = durable ? createKeyValueStore(durable, options.logger) : createMemoryStore(options.logger);
  // In memory too: a store that later moves to durable storage carries its version with it.
  await settleStorageVersion(store, options.logger);
  return store;
}
