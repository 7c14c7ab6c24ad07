import type { KeyValueStore } from './types';

/**
 * One durable place to put strings. Unlike KeyValueStore it throws on failure: the adapter above
 * it (key-value-store.ts) turns every failure into a logged null/false, in one place.
 */
export interface RawBackend {
  readonly name: KeyValueStore['backend'];
  /** The stored text, or null/undefined when nothing is stored under the key. */
  get(key: string): Promise<unknown>;
  set(key: string, raw: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The error's name only: DOM and JSON error messages may quote the stored value (personal data). */
export function errorName(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string') return error.name;
  return typeof error;
}
