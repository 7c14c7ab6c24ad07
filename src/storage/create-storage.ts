import { createIndexedDbBackend } from './indexeddb-backend';
import { createKeyValueStore, createNoopStore } from './key-value-store';
import type { StorageLogger } from './key-value-store';
import { PROBE_TIMEOUT_MS, probeBackend } from './probe';
import type { RawBackend } from './raw-backend';
import { settleStorageVersion } from './storage-version';
import type { KeyValueStore } from './types';
import { createWebStorageBackend } from './web-storage-backend';

export type CreateStorageOptions = {
  logger: StorageLogger;
  /** Defaults to the global; null means "not available". */
  indexedDB?: IDBFactory | null;
  /** Defaults to the global; null means "not available". */
  localStorage?: Storage | null;
  probeTimeoutMs?: number;
};

/** Reading the globals can itself throw (SecurityError in sandboxed frames, blocked cookies). */
function fromGlobal<T>(read: () => T | undefined): T | null {
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

async function versioned(store: KeyValueStore, logger: StorageLogger): Promise<KeyValueStore> {
  await settleStorageVersion(store, logger);
  return store;
}

/**
 * The app's one storage (DESIGN.md §4): IndexedDB when a probe write succeeds, else web storage,
 * else the no-op store. Never rejects; each fallback is logged as a warning.
 */
export async function createStorage(options: CreateStorageOptions): Promise<KeyValueStore> {
  const { logger, probeTimeoutMs = PROBE_TIMEOUT_MS } = options;
  const idb = options.indexedDB === undefined ? fromGlobal(() => globalThis.indexedDB) : options.indexedDB;
  const web = options.localStorage === undefined ? fromGlobal(() => globalThis.localStorage) : options.localStorage;

  if (idb) {
    const found = await tryBackend(() => createIndexedDbBackend(idb), probeTimeoutMs);
    if ('backend' in found) return versioned(createKeyValueStore(found.backend, logger), logger);
    logger.warn('Storage: IndexedDB is unusable, trying web storage', { reason: found.reason });
  } else {
    logger.warn('Storage: IndexedDB is not available, trying web storage');
  }

  if (web) {
    const found = await tryBackend(() => createWebStorageBackend(web), probeTimeoutMs);
    if ('backend' in found) return versioned(createKeyValueStore(found.backend, logger), logger);
    logger.warn('Storage: web storage is unusable, answers will not be kept', { reason: found.reason });
  } else {
    logger.warn('Storage: web storage is not available, answers will not be kept');
  }
  return createNoopStore();
}
