import { parseConsentRecord, supersedes, type ConsentRecord } from '../../domain/tracking/tracking-consent';
import type { KeyValueStore } from '../../storage';

/**
 * The applicant's consent choice, read once from storage and shared by the dialog and the tags (one
 * module instance in the lazy tracking chunks). Listeners hear every change, including the first load.
 *
 * A choice made in one tab reaches every other open tab of the funnel at once (a
 * BroadcastChannel), so a withdrawal stops them too; a tab that cannot hear it (no BroadcastChannel,
 * or one that throws in a storage-less frame) reads the stored choice again whenever it is shown.
 * The later decision always wins (domain/tracking/tracking-consent.ts `supersedes`).
 */
type Listener = (record: ConsentRecord | null) => void;

export const CONSENT_CHANNEL = 'application-frontend:consent';

let current: ConsentRecord | null = null;
let loading: Promise<ConsentRecord | null> | null = null;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;
let refreshesWhenShown = false;

function adopt(record: ConsentRecord | null): void {
  if (!supersedes(record, current)) return;
  current = record;
  loading = Promise.resolve(record);
  listeners.forEach((listener) => listener(record));
}

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = null;
  try {
    if (typeof BroadcastChannel !== 'function') return null;
    const opened = new BroadcastChannel(CONSENT_CHANNEL);
    opened.onmessage = (event: MessageEvent<unknown>) => adopt(parseConsentRecord(event.data));
    channel = opened;
  } catch {
    // A frame without storage access may refuse the channel too: the tab still reads storage when shown.
  }
  return channel;
}

function refreshWhenShown(storage: KeyValueStore): void {
  if (refreshesWhenShown || typeof document === 'undefined') return;
  refreshesWhenShown = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    void storage.get<unknown>('consent').then((stored) => adopt(parseConsentRecord(stored)), () => undefined);
  });
}

export const consentStore = {
  get: () => current,
  /** The stored choice, read once; later calls answer the same promise. */
  load(storage: KeyValueStore): Promise<ConsentRecord | null> {
    openChannel();
    refreshWhenShown(storage);
    loading ??= storage.get<unknown>('consent').then((stored) => {
      const record = parseConsentRecord(stored);
      // A choice heard from another tab while the read was under way is newer than what was stored.
      if (supersedes(record, current)) current = record;
      listeners.forEach((listener) => listener(current));
      return current;
    });
    return loading;
  },
  async decide(storage: KeyValueStore, record: ConsentRecord): Promise<void> {
    current = record;
    loading = Promise.resolve(record);
    listeners.forEach((listener) => listener(record));
    try {
      openChannel()?.postMessage(record);
    } catch {
      // The other tabs read it from storage when they are shown.
    }
    await storage.set('consent', record);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
