// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig } from '../../config/runtime-config';
import { createApplicationState, type ApplicationState } from '../../domain/journey/application-record';
import { CONSENT_VERSION } from '../../domain/tracking/tracking-consent';
import { parseLedger, type TrackingLedger } from '../../domain/tracking/funnel-moments';
import { createLead } from '../../domain/lead/lead';
import { createMemoryLogger } from '../../domain/logger';
import type { KeyValueStore, StorageKey } from '../../storage';
import type { AppStores } from '../../core/application/use-stores';
import { consentStore } from './consent-store';
import { startTracking } from './start-tracking';
import { sendToPlatform } from './vendors';
import { memoryStore } from '../../../tests/support/memory-store';

function configOf(input: unknown) {
  const parsed = parseRuntimeConfig(input);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.config;
}

// The vendors' tags are the browser's (tests/e2e/tracking-funnel-events.spec.ts): here Meta's loads at
// once, and the call to it is what the test watches.
vi.mock('./vendors', () => ({
  loadTags: () => ({ meta: Promise.resolve(true) }),
  sendToPlatform: vi.fn(() => true),
  setGoogleConsentDefault: () => undefined,
  updateGoogleConsent: () => undefined,
  tellAdTagsConsent: () => undefined,
  recaptchaTokenSource: () => async () => undefined,
}));

/** One origin's storage; each page writes through its own view of it, and a page that is gone writes nothing more. */
function origin() {
  const values = new Map<StorageKey, string>();
  const pageStorage = () => {
    const view: { gone: boolean; storage: KeyValueStore } = {
      gone: false,
      storage: {
        backend: 'indexeddb',
        get: async <T>(key: StorageKey) => (values.has(key) ? (JSON.parse(values.get(key)!) as T) : null),
        set: (key, value) => (view.gone ? new Promise<boolean>(() => undefined) : Promise.resolve((values.set(key, JSON.stringify(value)), true))),
        remove: async (key) => values.delete(key),
      },
    };
    return view;
  };
  const ledgerNow = (): TrackingLedger => parseLedger(values.has('trackingLedger') ? JSON.parse(values.get('trackingLedger')!) : null);
  return { pageStorage, ledgerNow };
}

const created: ApplicationState = {
  ...createApplicationState(createLead({ sessionId: 'b2f6c1d0-0000-4000-8000-000000000001', contactDetails: { email: 'ana@example.com', phoneNumber: '612345678' } })),
  id: 'lead-1',
  createKey: 'key-1',
  progressState: 3,
};

/** A page of the app: its application store holds the created lead (the only store tracking reads); tracking starts over the shared storage. */
function page(storage: KeyValueStore) {
  const config = configOf({
    country: 'ES',
    brand: 'es-solcredito',
    environment: 'production',
    locale: 'es',
    apiBase: '/api',
    productId: 'SOLCREDITO',
    tracking: { metaPixelId: '123456789012345' },
  });
  return startTracking({ config, storage, stores: { application: memoryStore(created) } as Partial<AppStores> as AppStores, submit: async () => 'started', logger: createMemoryLogger(), isOnline: () => true });
}

describe('a conversion reaches each ad platform under one event id', () => {
  beforeEach(() => vi.mocked(sendToPlatform).mockClear());

  it('a page gone before its delivery was recorded: the next page hands it over again under the same event id', async () => {
    const { pageStorage, ledgerNow } = origin();
    const first = pageStorage();
    await consentStore.decide(first.storage, { version: CONSENT_VERSION, decidedAt: 1, choices: { analytics: false, marketing: true, sessionRecording: false } });
    // The page is reloaded the moment Meta's tag has the event: nothing it writes after lands.
    vi.mocked(sendToPlatform).mockImplementationOnce(() => {
      first.gone = true;
      return true;
    });
    const stopFirst = page(first.storage);
    await vi.waitFor(() => expect(sendToPlatform).toHaveBeenCalledTimes(1));
    stopFirst();

    // Not lost: the next page sends it again with the id the platforms deduplicate by, and settles the ledger.
    const stopNext = page(pageStorage().storage);
    await vi.waitFor(() => expect(ledgerNow().events).toEqual([]));
    const calls = vi.mocked(sendToPlatform).mock.calls;
    expect(calls.map(([platform, event]) => `${platform} ${event.key} ${event.eventId}`)).toEqual([0, 1].map(() => `meta lead-1:lead ${calls[0]![1].eventId}`));
    stopNext();
  });
});
