import { createPersistedStore, type KeyValueStore } from '../../storage';
import type { ApplicationState } from '../../domain/application-state';
import { createDynamicPages, type DynamicPagesState } from '../../domain/dynamic-form';
import { createUiState, type UiColors, type UiState } from '../../domain/ui-state';
import type { Logger } from '../../domain/logger';
import type { AppStores, Store } from './use-stores';

/**
 * The client-state stores (SPEC §4): application state saved under `state` on every change, its
 * data also under `storedLoanApplication`, the dynamic form under `dynamicPages` and the UI colours
 * under `uiColors`.
 */
export async function createAppStores(deps: {
  storage: KeyValueStore;
  logger: Logger;
  application: ApplicationState;
}): Promise<AppStores> {
  const { storage, logger } = deps;
  const application = createPersistedStore<ApplicationState>({ key: 'state', initial: deps.application, storage, logger });
  await application.hydrated;
  keepInStorage(application, (state) => state.data, (data) => storage.set('storedLoanApplication', data));

  const ui: Store<UiState> = createPersistedStore<UiState>({
    key: 'uiColors',
    initial: createUiState(await storage.get<UiColors>('uiColors')),
    storage,
    logger,
    // Only the colours outlive the page (SPEC §3); the loading flag and async data start empty.
    revive: (stored) => createUiState((stored as Partial<UiState> | null)?.colors ?? (stored as UiColors | null)),
  });
  const dynamicPages = createPersistedStore<DynamicPagesState>({ key: 'dynamicPages', initial: createDynamicPages(), storage, logger });
  await dynamicPages.hydrated;
  return { application, dynamicPages, ui };
}

/** Writes a derived slice whenever it changes (compared by reference). */
function keepInStorage<T, S>(store: Store<T>, select: (state: T) => S, write: (slice: S) => unknown) {
  let previous = select(store.getState());
  store.subscribe(() => {
    const next = select(store.getState());
    if (next !== previous) {
      previous = next;
      void write(next);
    }
  });
}
