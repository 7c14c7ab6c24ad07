import { createPersistedStore, type KeyValueStore } from '../../storage';
import type { ApplicationState } from '../../domain/journey/application-record';
import { createPagesFor, pagesFitFlow, type DynamicPagesState } from '../../domain/journey/dynamic-form';
import type { FlowKind } from '../../domain/journey/journey';
import { EMPTY_STEP_DATA, type StepData } from '../../domain/journey/step-data';
import { createUiState, type UiColors, type UiState } from '../../domain/journey/ui-state';
import type { Logger } from '../../domain/logger';
import { forgetOnDecision } from './forget-personal-data';
import type { AppStores, Store } from './use-stores';

/**
 * The client-state stores (SPEC §4): application state saved under `state` on every change (its data
 * is not copied under SPEC §3's `storedLoanApplication`: README, stored data), the form sequence under `dynamicPages` (the v3 forms, or
 * the classic v2 pages: one shape for both flows), the after-offer steps' own answers and errors
 * under `asyncFormData` and the UI colours under `uiColors`. The application, its pages and its
 * steps are shared with the other tabs of the same browser.
 */
export async function createAppStores(deps: {
  storage: KeyValueStore;
  logger: Logger;
  application: ApplicationState;
  flow: FlowKind;
  asksReference: boolean;
}): Promise<AppStores> {
  const { storage, logger, flow, asksReference } = deps;
  const application = createPersistedStore<ApplicationState>({ key: 'state', initial: deps.application, storage, logger, shareAcrossTabs: true });
  await application.hydrated;

  const ui: Store<UiState> = createPersistedStore<UiState>({
    key: 'uiColors',
    initial: createUiState(await storage.get<UiColors>('uiColors')),
    storage,
    logger,
    // Only the colours outlive the page (SPEC §3); the loading flag and async data start empty.
    revive: (stored) => createUiState((stored as Partial<UiState> | null)?.colors ?? (stored as UiColors | null)),
  });
  const dynamicPages = createPersistedStore<DynamicPagesState>({
    key: 'dynamicPages',
    initial: createPagesFor(flow, asksReference),
    storage,
    logger,
    shareAcrossTabs: true,
    // Pages of the other flow (the deployment changed brand) are not this application's.
    revive: (stored) => {
      const pages = stored as DynamicPagesState;
      if (!pagesFitFlow(pages, flow)) throw new Error('stored pages belong to another flow');
      return pages;
    },
  });
  const steps = createPersistedStore<StepData>({ key: 'asyncFormData', initial: EMPTY_STEP_DATA, storage, logger, shareAcrossTabs: true });
  await Promise.all([dynamicPages.hydrated, steps.hydrated]);
  forgetOnDecision({ application, steps });
  return { application, dynamicPages, ui, steps };
}
