import { parseConsentRecord, type ConsentRecord } from '../../domain/consent';
import type { KeyValueStore } from '../../storage';

/**
 * The applicant's consent choice, read once from storage and shared by the dialog and the tags (one
 * module instance in the lazy tracking chunks). Listeners hear every change, including the first load.
 */
type Listener = (record: ConsentRecord | null) => void;

let current: ConsentRecord | null = null;
let loading: Promise<ConsentRecord | null> | null = null;
const listeners = new Set<Listener>();

export const consentStore = {
  get: () => current,
  /** The stored choice, read once; later calls answer the same promise. */
  load(storage: KeyValueStore): Promise<ConsentRecord | null> {
    loading ??= storage.get<unknown>('consent').then((stored) => {
      current = parseConsentRecord(stored);
      listeners.forEach((listener) => listener(current));
      return current;
    });
    return loading;
  },
  async decide(storage: KeyValueStore, record: ConsentRecord): Promise<void> {
    current = record;
    loading = Promise.resolve(record);
    listeners.forEach((listener) => listener(record));
    await storage.set('consent', record);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
