import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptAll, rejectAll, type ConsentRecord } from '../../domain/tracking/tracking-consent';
import type { KeyValueStore, StorageKey } from '../../storage';

/** One origin's storage, shared by every "tab"; values go through JSON as in IndexedDB. */
function sharedStorage(): KeyValueStore {
  const values = new Map<StorageKey, string>();
  return {
    backend: 'indexeddb',
    get: async <T,>(key: StorageKey) => (values.has(key) ? (JSON.parse(values.get(key) as string) as T) : null),
    set: async (key, value) => (values.set(key, JSON.stringify(value)), true),
    remove: async (key) => values.delete(key),
  };
}

/** A tab: its own instance of the store module (each tab runs its own copy of the app). */
async function openTab() {
  vi.resetModules();
  const { consentStore, CONSENT_CHANNEL } = await import('./consent-store');
  const heard: Array<ConsentRecord | null> = [];
  consentStore.subscribe((record) => heard.push(record));
  return { consentStore, CONSENT_CHANNEL, heard };
}

describe('the consent store across tabs', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('a withdrawal made in one tab reaches another open tab at once', async () => {
    const storage = sharedStorage();
    await storage.set('consent', acceptAll(1));
    const other = await openTab();
    expect(await other.consentStore.load(storage)).toEqual(acceptAll(1));
    // The deciding tab, as another page of the origin: its message arrives on the channel.
    const deciding = new BroadcastChannel(other.CONSENT_CHANNEL);
    deciding.postMessage(rejectAll(2));
    await vi.waitFor(() => expect(other.consentStore.get()).toEqual(rejectAll(2)));
    expect(other.heard.at(-1)).toEqual(rejectAll(2));
    // A stale or malformed message changes nothing: the tab hears only the later decisions, in order.
    deciding.postMessage(acceptAll(1));
    deciding.postMessage({ version: 1, choices: 'all' });
    deciding.postMessage(rejectAll(5));
    await vi.waitFor(() => expect(other.consentStore.get()).toEqual(rejectAll(5)));
    deciding.close();
    expect(other.heard).toEqual([acceptAll(1), rejectAll(2), rejectAll(5)]);
  });

  it('tells the other tabs of its own decision and stores it', async () => {
    const storage = sharedStorage();
    const tab = await openTab();
    await tab.consentStore.load(storage);
    const listening = new BroadcastChannel(tab.CONSENT_CHANNEL);
    const received = new Promise<unknown>((resolve) => (listening.onmessage = (event) => resolve(event.data)));
    await tab.consentStore.decide(storage, rejectAll(3));
    expect(await received).toEqual(rejectAll(3));
    listening.close();
    expect(await storage.get('consent')).toEqual(rejectAll(3));
  });

  it('keeps working where BroadcastChannel is missing or throws (a frame without storage access)', async () => {
    for (const broken of [undefined, class { constructor() { throw new DOMException('denied', 'SecurityError'); } }]) {
      vi.stubGlobal('BroadcastChannel', broken);
      const storage = sharedStorage();
      const tab = await openTab();
      expect(await tab.consentStore.load(storage)).toBeNull();
      await tab.consentStore.decide(storage, rejectAll(4));
      expect(tab.heard.at(-1)).toEqual(rejectAll(4));
      expect(await storage.get('consent')).toEqual(rejectAll(4));
    }
  });
});
