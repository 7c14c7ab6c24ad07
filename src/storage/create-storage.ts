import { createIndexedDbBackend } from './indexeddb-backend';
import { createKeyValueStore, createMemoryStore } from './key-value-store';
import type { StorageLogger } from './key-value-store';
import { PROBE_TIMEOUT_MS, probeBackend } from './probe';
import type { RawBackend } from './raw-backend';
import { settleStorageVersion } from './storage-version';
import type { KeyValueStore } from './types';
import { createWebStorageBackend } from './web-storage-backend';

export type DurableStorageOptions = {
  logger: StorageLogger;
  /** Defaults to the global; null means "not available". */
  indexedDB?: IDBFactory | null;
  /** Defaults to the global; null means "not available". */
  localStorage?: Storage | null;
  probeTimeoutMs?: number;
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
 * when neither does. Each refusal is logged as a warning.
 */
export async function findDurableBackend(options: DurableStorageOptions): Promise<RawBackend | null> {
  const { logger, probeTimeoutMs = PROBE_TIMEOUT_MS } = options;
  const idb = options.indexedDB === undefined ? fromGlobal(() => globalThis.indexedDB) : options.indexedDB;

  if (idb) {
    const found = await tryBackend(() => createIndexedDbBackend(idb), probeTimeoutMs);
    if ('backend' in found) return found.backend;
    logger.warn('Storage: IndexedDB is unusable, trying web storage', { reason: found.reason });
  } else {
    logger.warn('Storage: IndexedDB is not available, trying web storage');
  }

  // Only now: the first read of localStorage loads the origin's web storage synchronously, milliseconds
  // of the task that starts the app on a phone (issue 25), for a fallback that is rarely needed.
  const web = options.localStorage === undefined ? fromGlobal(() => globalThis.localStorage) : options.localStorage;
  if (web) {
    const found = await tryBackend(() => createWebStorageBackend(web), probeTimeoutMs);
    if ('backend' in found) return found.backend;
    logger.warn('Storage: web storage is unusable, answers are kept in memory', { reason: found.reason });
  } else {
    logger.warn('Storage: web storage is not available, answers are kept in memory');
  }
  return null;
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
