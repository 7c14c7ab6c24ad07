import type { Logger } from '../domain/logger';
import { decodeStoredValue } from './decode';
import { errorName } from './raw-backend';
import { hasStoredShape } from './stored-shapes';
import type { RawBackend } from './raw-backend';
import { OWN_STORAGE_KEYS, SPEC_STORAGE_KEYS, type KeyValueStore, type StorageKey } from './types';
import { createMemoryBackend } from './memory-backend';

/** What the storage layer needs of a logger; any src/domain Logger fits. */
export type StorageLogger = Pick<Logger, 'warn' | 'error'>;

/**
 * Copies every key of ours from one backend to another. The source's values are the application: a
 * key it does not hold is removed from the target, so nothing of an older visit mixes in.
 */
export async function copyValues(from: RawBackend, to: RawBackend, logger: StorageLogger): Promise<boolean> {
  try {
    for (const key of [...SPEC_STORAGE_KEYS, ...OWN_STORAGE_KEYS]) {
      const raw = await from.get(key);
      if (typeof raw === 'string') await to.set(key, raw);
      else await to.remove(key);
    }
    return true;
  } catch (error) {
    logger.warn('Storage: the answers could not be moved, keeping them where they are', { backend: to.name, error: errorName(error) });
    return false;
  }
}

/**
 * SPEC §4 "Storage wrapper" over one backend: values are written as JSON and decoded on read;
 * failures are logged by key (never by value: values hold personal data) and answered with
 * null or false, so nothing throws to the caller.
 */
export function createKeyValueStore(
  initialBackend: RawBackend,
  logger: StorageLogger,
): KeyValueStore {
  let backend = initialBackend;
  /** While values move to a durable backend, every call waits, then uses the backend they moved to. */
  let moving: Promise<unknown> | null = null;
  const current = async () => {
    if (moving) await moving;
    return backend;
  };
  const fail = (operation: string, key: StorageKey, error: unknown) =>
    logger.error(`Storage ${operation} failed for key "${key}"`, { key, backend: backend.name, error: errorName(error) });

  const remove = async (key: StorageKey): Promise<boolean> => {
    try {
      await (await current()).remove(key);
      return true;
    } catch (error) {
      fail('remove', key, error);
      return false;
    }
  };

  async function moveTo(durable: RawBackend): Promise<boolean> {
    const memory = await current();
    if (memory.name !== 'memory') return false;
    const copied = copyValues(memory, durable, logger);
    moving = copied;
    const moved = await copied;
    if (moved) backend = durable;
    moving = null;
    return moved;
  }

  return {
    get backend() {
      return backend.name;
    },
    moveTo,
    async get<T = unknown>(key: StorageKey): Promise<T | null> {
      try {
        const raw = await (await current()).get(key);
        if (raw === null || raw === undefined) return null;
        const value = decodeStoredValue(raw);
        if (!hasStoredShape(key, value)) {
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
        await (await current()).set(key, raw);
        return true;
      } catch (error) {
        fail('write', key, error);
        return false;
      }
    },
    remove,
  };
}

/** The last resort (SPEC §4, DESIGN.md §11): the app keeps working, it only forgets on reload. */
export function createMemoryStore(logger: StorageLogger = { warn: () => undefined, error: () => undefined }): KeyValueStore {
  return createKeyValueStore(createMemoryBackend(), logger);
}
