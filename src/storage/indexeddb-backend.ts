import { del, get, promisifyRequest, set } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';
import type { RawBackend } from './raw-backend';

/** Our own database, so nothing else on the origin using idb-keyval's default store collides with us. */
export const IDB_DATABASE_NAME = 'application-frontend';
export const IDB_STORE_NAME = 'keyval';

/**
 * idb-keyval's createStore, with the IDBFactory passed in (tests, and the globals that throw in
 * sandboxed frames) and a synchronous throw from open() turned into a rejection.
 */
export function openIdbStore(factory: IDBFactory, dbName = IDB_DATABASE_NAME, storeName = IDB_STORE_NAME): UseStore {
  let dbp: Promise<IDBDatabase> | undefined;
  const getDb = (): Promise<IDBDatabase> => {
    if (dbp) return dbp;
    try {
      const request = factory.open(dbName);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      dbp = promisifyRequest(request);
    } catch (error) {
      return Promise.reject(error);
    }
    dbp.then(
      (db) => {
        // Browsers that do fire `close` let the next call open a fresh connection.
        db.onclose = () => (dbp = undefined);
      },
      () => (dbp = undefined),
    );
    return dbp;
  };
  return (txMode, callback) => getDb().then((db) => callback(db.transaction(storeName, txMode).objectStore(storeName)));
}

function isInvalidStateError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'InvalidStateError';
}

/**
 * The durable backend. iOS closes connections under background tabs without a `close` event, and
 * every later transaction then throws InvalidStateError (idb-keyval #165): we open a new
 * connection and retry the call once.
 */
export function createIndexedDbBackend(factory: IDBFactory): RawBackend {
  let store = openIdbStore(factory);
  async function run<T>(operation: (current: UseStore) => Promise<T>): Promise<T> {
    const used = store;
    try {
      return await operation(used);
    } catch (error) {
      if (!isInvalidStateError(error)) throw error;
      // Concurrent calls failing together reopen only once.
      if (store === used) store = openIdbStore(factory);
      return operation(store);
    }
  }
  return {
    name: 'indexeddb',
    get: (key) => run((s) => get<unknown>(key, s)),
    set: (key, raw) => run((s) => set(key, raw, s)),
    remove: (key) => run((s) => del(key, s)),
  };
}
