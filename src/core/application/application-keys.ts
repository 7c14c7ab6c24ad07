import { RESERVED_KEY_FIELDS, leadCreated, releaseKey, reserveKey, type ApplicationState, type ReservedIntent } from '../../domain/journey/application-record';
import type { KeyValueStore } from '../../storage';
import type { ApplicationKeys } from '../submissions/submit';
import type { AppStores } from './use-stores';

/** The application's part in keying its writes (core/submissions/submit.ts): its scope, and the keys it holds for its intents. */
export function applicationKeys(stores: AppStores, storage: KeyValueStore): ApplicationKeys {
  return {
    scope() {
      const state = stores.application.getState();
      return state.id ?? state.data.sessionId ?? 'no-lead';
    },
    async held(intent) {
      // From storage, not memory: another tab may have created or reserved since this one loaded.
      const stored = await storage.get<Partial<ApplicationState>>('state');
      const storedKey = stored?.[RESERVED_KEY_FIELDS[intent]];
      return {
        key: (typeof storedKey === 'string' ? storedKey : undefined) ?? stores.application.getState()[RESERVED_KEY_FIELDS[intent]],
        leadId: typeof stored?.id === 'string' ? stored.id : undefined,
      };
    },
    adoptLead(leadId) {
      stores.application.setState((state) => (state.id ? state : leadCreated(state, leadId)));
    },
    async hold(intent, key) {
      stores.application.setState((state) => reserveKey(releaseHeld(state, intent, key), intent, key));
      await stores.application.flush();
    },
    release(intent, key) {
      stores.application.setState((state) => releaseKey(state, intent, key));
    },
  };
}

/** A key held before (its write refused for good) gives way to the new one. */
function releaseHeld(state: ApplicationState, intent: ReservedIntent, key: string): ApplicationState {
  const held = state[RESERVED_KEY_FIELDS[intent]];
  return held && held !== key ? releaseKey(state, intent, held) : state;
}
