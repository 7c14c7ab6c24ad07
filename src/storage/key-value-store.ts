import type { Logger } from '../domain/logger';
import { decodeStoredValue } from './decode';
import { errorName } from './raw-backend';
import { hasStoredShape, STORED_SHAPES, type StoredShape } from './stored-shapes';
import type { RawBackend } from './raw-backend';
import type { KeyValueStore, StorageKey } from './types';

/** What the storage layer needs of a logger; any src/domain Logger fits. */
export type StorageLogger = Pick<Logger, 'warn' | 'error'>;

/**
 * SPEC §4 "Storage wrapper" over one backend: values are written as JSON and decoded on read;
 * failures are logged by key (never by value: values hold personal data) and answered with
 * null or false, so nothing throws to the caller.
 */
export function createKeyValueStore(
  backend: RawBackend,
  logger: StorageLogger,
  shapes: Partial<Record<StorageKey, StoredShape>> = STORED_SHAPES,
): KeyValueStore {
  const fail = (operation: string, key: StorageKey, error: unknown) =>
    logger.error(`Storage ${operation} failed for key "${key}"`, { key, backend: backend.name, error: errorName(error) });

  const remove = async (key: StorageKey): Promise<boolean> => {
    try {
      await backend.remove(key);
      return true;
    } catch (error) {
      fail('remove', key, error);
      return false;
    }
  };

  return {
    backend: backend.name,
    async get<T = unknown>(key: StorageKey): Promise<T | null> {
      try {
        const raw = await backend.get(key);
        if (raw === null || raw === undefined) return null;
        const value = decodeStoredValue(raw);
        if (!hasStoredShape(key, value, shapes)) {
          // A wrong shape (an older writer, a bug, a hand edit) reads as never written, and goes.
          logger.warn(`Storage: value under "${key}" has the wrong shape, dropped`, { key, backend: backend.name });
          await remove(key);
          return null;
        }
        return value as T;
      } catch (error) {
        fail('read', key, error);
        return null;
      }
    },
    async set(key: StorageKey, value: unknown): Promise<boolean> {
      try {
        const raw = JSON.stringify(value) as string | undefined;
        // undefined (and functions) have no JSON form: storing "nothing" is removing.
        if (raw === undefined) return await remove(key);
        await backend.set(key, raw);
        return true;
      } catch (error) {
        fail('write', key, error);
        return false;
      }
    },
    remove,
  };
}

/** The last resort (SPEC §4): the app keeps working, it only forgets on reload. */
export function createNoopStore(): KeyValueStore {
  return {
    backend: 'noop',
    get: async () => null,
    set: async () => false,
    remove: async () => false,
  };
}
