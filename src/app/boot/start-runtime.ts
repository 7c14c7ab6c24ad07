import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import type { BrandRecord } from '../../config/brands';
import type { RuntimeConfig } from '../../config/runtime-config';
import type { Logger } from '../../domain/logger';
import type { AppPath } from '../../domain/routes';
import { partnerColorsOf } from '../../domain/partner-colors';
import { applyColors, setAsyncFormData } from '../../domain/ui-state';
import { createAppStores } from '../../shared/application/create-stores';
import { keepInProgressFlag } from '../../shared/application/in-progress-flag';
import { startApplication } from '../../shared/application/start-application';
import { LOAN_ADJUSTED_KEY } from '../../features/dynamic-form/loan-adjustments';
import { createNavigator } from '../../shared/flow/navigator';
import { syncOnlineManager } from '../../features/offline';
import { setupSubmissions } from '../../shared/submissions/setup-submissions';
import type { KeyValueStore } from '../../storage/types';
import { readDeviceInputs } from './device-inputs';
import { keepLoadingFlag } from './loading-flag';
import { restoreQueryCache } from './restore-query-cache';

/**
 * The application's persistence, submissions and journey (DESIGN.md §4, §5, §9), in a chunk of its own
 * (DESIGN.md §7, issue 14): the entry starts downloading it at once, beside the configuration and the
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
};

/** The order is the safety of it: mutation defaults, then the cache (and paused submissions), then the navigator. */
export async function startRuntime({ landingUrl, storage, config, brand, logger, queryClient, api, navigate, currentRoute }: StartRuntimeOptions) {
  const started = await startApplication(
    { url: landingUrl, cookies: document.cookie, now: new Date(), device: readDeviceInputs() },
    { storage, config, brand, logger },
  );
  const flow = brand.applicationPage === 'dynamic' ? 'v3' : 'v2';
  const stores = await createAppStores({ storage, logger, application: started.application, flow, asksReference: brand.asksReference });
  keepInProgressFlag(stores.application, brand);
  if (started.adjusted) stores.ui.setState((ui) => setAsyncFormData(ui, { [LOAN_ADJUSTED_KEY]: started.adjusted }, Date.now()));
  const partnerColors = partnerColorsOf(landingUrl.searchParams, brand.backgroundColor);
  if (partnerColors) stores.ui.setState((ui) => applyColors(ui, partnerColors, Date.now()));
  // Mutation defaults first (TanStack/query #3464): a restored mutation must find its function.
  const submissions = setupSubmissions({ queryClient, client: api, store: storage, maxPendingAgeMs: config.applicationExpirationMs });
  // Offline at start means the restored submissions stay paused.
  syncOnlineManager();
  // The cache (and paused submissions) back before the first route loads, so loaders see it (DESIGN.md §5).
  await restoreQueryCache(queryClient, storage);
  const navigator = createNavigator({
    stores,
    flow,
    brandId: brand.id,
    accumulateOffers: config.accumulateOffers,
    queryClient,
    api,
    storage,
    outbox: submissions.outbox,
    logger,
    navigate,
    currentRoute,
  });
  navigator.start();
  keepLoadingFlag(queryClient, stores.ui);
  return { stores, submissions, navigator };
}
