import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import type { BrandRecord } from '../../config/brands';
import type { RuntimeConfig } from '../../config/runtime-config';
import type { Logger } from '../../domain/logger';
import type { AppPath } from '../../domain/journey/routes';
import { landingColorsDecision, partnerColorsOf, type LandingKind } from '../../domain/embedding/partner-colors';
import { applyColors, clearColors, setAsyncFormData } from '../../domain/journey/ui-state';
import { flowOf } from '../../domain/journey/dynamic-form';
import { createAppStores } from '../../core/application/create-stores';
import { keepInProgressFlag } from '../../core/application/in-progress-flag';
import { startApplication } from '../../core/application/start-application';
import { applicationKeys } from '../../core/application/application-keys';
import { LOAN_ADJUSTED_KEY } from '../../features/dynamic-form/loan-adjustments';
import { UNSUBSCRIBE_EMAIL_KEY } from '../../core/application/ui-keys';
import { createNavigator } from '../../core/flow/navigator';
import { followConnection } from '../../features/offline';
import { setupSubmissions } from '../../core/submissions/setup-submissions';
import type { KeyValueStore } from '../../storage/types';
import { readDeviceInputs } from './device-inputs';
import { keepLoadingFlag } from './loading-flag';
import { restoreQueryCache } from './restore-query-cache';

/**
 * The application's persistence, submissions and journey (DESIGN.md §4, §5, §9), in a chunk of its own
 * (DESIGN.md §7): the entry starts downloading it at once, beside the configuration and the
 * translations, but the first paint (drawn from the prerendered HTML) never waits for it, and its
 * parsing and running (zod, the storage, the outbox) is a task apart from React's.
 */
export { loadRuntimeConfig } from './load-runtime-config';

export type StartRuntimeOptions = {
  landingUrl: URL;
  storage: KeyValueStore;
  config: RuntimeConfig;
  brand: BrandRecord;
  logger: Logger;
  queryClient: QueryClient;
  api: ApiClient;
  navigate: (to: AppPath, options: { replace: boolean }) => void;
  currentRoute: () => string;
  /** In a partner's frame (SPEC §1). */
  framed: boolean;
};

/**
 * The application and its stores first (everything after reads them), then the submission queue's
 * mutation defaults (the outbox's writes resent after the first render need them), the Query cache's
 * data (before the first route loads, so loaders find it), then the navigator, which follows answers.
 */
export async function startRuntime({ landingUrl, storage, config, brand, logger, queryClient, api, navigate, currentRoute, framed }: StartRuntimeOptions) {
  const started = await startApplication(
    { url: landingUrl, cookies: document.cookie, now: new Date(), device: readDeviceInputs() },
    { storage, config, brand, logger },
  );
  const flow = flowOf(brand);
  const stores = await createAppStores({ storage, logger, application: started.application, flow, asksReference: brand.asksReference });
  keepInProgressFlag(stores.application, brand, framed);
  if (started.adjusted) stores.ui.setState((ui) => setAsyncFormData(ui, { [LOAN_ADJUSTED_KEY]: started.adjusted }, Date.now()));
  if (started.unsubscribeEmail) stores.ui.setState((ui) => setAsyncFormData(ui, { [UNSUBSCRIBE_EMAIL_KEY]: started.unsubscribeEmail }, Date.now()));
  const colors = landingColorsDecision(partnerColorsOf(landingUrl.searchParams, brand.backgroundColor), landingKind());
  if (colors === 'clear') stores.ui.setState((ui) => clearColors(ui, Date.now()));
  else if (colors !== 'keep') stores.ui.setState((ui) => applyColors(ui, colors.apply, Date.now()));
  const submissions = setupSubmissions({
    queryClient,
    client: api,
    store: storage,
    keys: applicationKeys(stores, storage),
    maxPendingAgeMs: config.applicationExpirationMs,
  });
  // Offline at start means the writes the outbox sends again stay paused until the network is back;
  // a server that stops answering pauses them as well.
  followConnection({ api, apiBase: config.apiBase });
  // The cache's data (no writes: the outbox holds those) back before the first route loads (DESIGN.md §5).
  await restoreQueryCache(queryClient, storage);
  const navigator = createNavigator({
    stores,
    flow,
    brandId: brand.id,
    accumulateOffers: config.accumulateOffers,
    queryClient,
    api,
    logger,
    navigate,
    currentRoute,
  });
  navigator.start();
  keepLoadingFlag(queryClient, stores.ui);
  return { stores, submissions, navigator };
}

/** Navigation Timing's type of this page load; a browser that does not say is taken as a new visit. */
function landingKind(): LandingKind {
  const type = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward' ? type : 'navigate';
}
