import { describe, expect, it } from 'vitest';
import { createApplicationState, type ApplicationState } from '../../domain/journey/application-record';
import { createLead } from '../../domain/lead/lead';
import type { KeyValueStore, StorageKey } from '../../storage';
import { createFunnelRecorder, readLedger } from './funnel-recorder';

/** One origin's storage, shared by every "tab" (recorder) made on it; values go through JSON as in IndexedDB. */
function sharedStorage(): KeyValueStore {
  const values = new Map<StorageKey, string>();
  return {
    backend: 'indexeddb',
    get: async <T,>(key: StorageKey) => (values.has(key) ? (JSON.parse(values.get(key) as string) as T) : null),
    set: async (key, value) => (values.set(key, JSON.stringify(value)), true),
    remove: async (key) => values.delete(key),
  };
}

const application = (state: number, extra: Partial<ApplicationState> = {}): ApplicationState => ({
  ...createApplicationState(createLead({ sessionId: 'b2f6c1d0-0000-4000-8000-000000000001', contactDetails: { email: 'Ana@Example.com', phoneNumber: '612345678' } })),
  id: 'lead-1',
  createKey: 'key-1',
  progressState: state,
  ...extra,
});

describe('the funnel recorder', () => {
  it('records each moment once across reloads and tabs, with its own event id and hashed matching', async () => {
    const storage = sharedStorage();
    let id = 0;
    const tab = () => createFunnelRecorder({ storage, country: 'ES', now: () => 1_700_000_000_000, newId: () => `uuid-${++id}` });
    const [first, second] = [tab(), tab()];
    const [a, b] = await Promise.all([first.record(application(3)), second.record(application(3))]);
    expect([...a, ...b].map((event) => event.key)).toEqual(['lead-1:lead']);
    const [lead] = [...a, ...b];
    expect(lead?.eventId).toMatch(/^[0-9a-f]{64}$/);
    expect(lead?.matching.meta?.phone).toBe('11f976ff0fae9007051c1c0be7821b65f86e69e36f63542ae8c72dbf3b9cd9dc');
    expect(lead?.matching.tiktok?.phone).toBe('1e41ef79cb1baa05fa88e837a70de6f6ae248454bc8dae474312c0baebe8c7a5');

    // After a reload (a new recorder), checking then rejected, with the answers forgotten by then.
    const forgotten = application(13);
    forgotten.data = createLead({ sessionId: 'b2f6c1d0-0000-4000-8000-000000000001' });
    const later = await tab().record(forgotten);
    expect(later.map((event) => event.event)).toEqual(['completeRegistration', 'rejected']);
    expect(later[1]?.matching).toEqual(lead?.matching);
    expect(await tab().record(forgotten)).toEqual([]);
    expect((await readLedger(storage)).recorded).toEqual(['lead-1:lead', 'lead-1:completeRegistration', 'lead-1:rejected']);
  });

  it('records nothing for a lead this browser did not create (a continue link)', async () => {
    const storage = sharedStorage();
    expect(await createFunnelRecorder({ storage, country: 'ES' }).record(application(13, { createKey: undefined }))).toEqual([]);
  });
});
