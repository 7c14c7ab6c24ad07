/** The storage layer's public face (DESIGN.md §4); features import from here. */
export { createStorage, findDurableBackend, fromGlobal } from './create-storage';
export type { CreateStorageOptions, DurableStorageOptions } from './create-storage';
export { createMemoryStore } from './key-value-store';
export type { StorageLogger } from './key-value-store';
export { createPersistedStore } from './persisted-store';
export type { PersistedStore, PersistedStoreOptions, Updater } from './persisted-store';
export { createQueryPersister, QUERY_CACHE_KEY } from './query-persister';
export type { QueryPersister, QueryPersisterOptions } from './query-persister';
export { decodeStoredValue, MAX_DECODE_DEPTH } from './decode';
export { STORAGE_GIVE_UP_MS } from './probe';
export { OWN_STORAGE_KEYS, SPEC_STORAGE_KEYS } from './types';
export type { KeyValueStore, StorageKey } from './types';
export type { RawBackend } from './raw-backend';
export { STORAGE_VERSION } from './storage-version';
