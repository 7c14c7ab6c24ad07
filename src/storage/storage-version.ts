import type { StorageLogger } from './key-value-store';
import { OWN_STORAGE_KEYS, SPEC_STORAGE_KEYS, type KeyValueStore } from './types';

/** Bump when a stored shape changes (stored-shapes.ts), and add the step from the previous version to MIGRATIONS. */
export const STORAGE_VERSION = 1;

/** One step of the stored data from version n to n + 1 (MIGRATIONS[n]). */
export type Migration = (store: KeyValueStore) => Promise<void>;

/**
 * Version 0 is what was stored before versions were kept: the shapes of version 1, so nothing to
 * change (values of a wrong shape are dropped on read anyway). A change of a stored shape bumps
 * STORAGE_VERSION and adds its step here, so a returning applicant's data is migrated, not lost.
 */
export const MIGRATIONS: readonly Migration[] = [async () => undefined];

/**
 * Brings stored data to the version this build reads, before anything reads it (DESIGN.md "Stored
 * data is checked and versioned"). Data from a newer build (a rollback) cannot be read safely: the
 * app starts clean, with a warning.
 */
export async function settleStorageVersion(
  store: KeyValueStore,
  logger: StorageLogger,
  current: number = STORAGE_VERSION,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<void> {
  const stored = await store.get<number>('storageVersion');
  const from = stored ?? 0;
  if (from === current) return;
  if (from > current) {
    logger.warn('Storage: data written by a newer version, starting clean', { stored: from, current });
    await Promise.all([...SPEC_STORAGE_KEYS, ...OWN_STORAGE_KEYS].map((key) => store.remove(key)));
  } else {
    for (let version = from; version < current; version += 1) await migrations[version]?.(store);
  }
  await store.set('storageVersion', current);
}
