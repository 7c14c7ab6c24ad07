import { I18nextProvider } from 'react-i18next';
import { QueryClient } from '@tanstack/react-query';
import { findBrand } from '../../config/brands';
import { createConsoleLogger, type Logger } from '../../domain/logger';
import { stripPersonalData } from '../../domain/tracking/landing-params';
import { createAppLogger } from '../../core/runtime/app-logger';
import { APPLICATION_PAGE_NOT_FOUND } from '../../brands/pages';
import { App } from '../app';
import { createAppRouter, preloadScreens, routeTarget } from '../router';
import { lazyApplicationPage } from '../layout/application-page-outlet';
import type { LoadedConfig } from './load-runtime-config';
import type { AppMount } from './mount-app';
import { initI18n } from './i18n';
import { applyBrandMetadata, hideBrandMetadata, isFramed } from './brand-metadata';
import { ConfigErrorScreen, NoConnectionScreen, UnknownBrandScreen } from './boot-error-screens';
import { createApiClient } from '../../api/client';
import { createStorage } from '../../storage/create-storage';
import { queryRetryOptions } from '../../api/retry-policy';
import { flushStores } from '../../core/application/use-stores';
import { followRoute, routePathOf } from '../../core/flow/route-path';
import { scheduleServiceWorker } from './register-service-worker';
import { yieldToMain } from '../../core/runtime/yield-to-main';
import { IMPORT_RETRY_DELAYS_MS, backoffDelay, isChunkLoadError, retryingImport } from '../../core/runtime/retrying-import';
import { RenderFailure } from '../layout/render-failure';
import { currentStateNumber } from '../../domain/journey/application-record';
import { loadedLocales } from '../../config/locales';
import { INDEX_ROUTE } from '../../domain/journey/routes';
import { INITIAL_DETAILS_ROUTE } from '../../domain/journey/form-config';

/** How long the first paint may wait for the first step's data that already loads beside the translations. */
const FIRST_STEP_DATA_WAIT_MS = 800;
/** With the step already drawn nobody waits on a blank page: the app takes over once the data is in. */
const DRAWN_FIRST_STEP_DATA_WAIT_MS = 8000;

/**
 * The page that linked here may hold an applicant's e-mail or phone in its address (a partner's
 * '/thanks/ana@example.com'), and every tag reads document.referrer: from now on it reads the
 * address cleaned by the same rule as the address bar.
 */
function hideContactDataInReferrer() {
  const cleanReferrer = document.referrer ? stripPersonalData(document.referrer) : null;
  if (cleanReferrer) Object.defineProperty(document, 'referrer', { value: cleanReferrer, configurable: true });
}

/**
 * When "No connection" tries again by itself: the start-up has already asked with the backoff's first
 * delays, and the screen goes on where they ended, every 30 s at most.
 */
const bootRetryDelay = (failures: number) => backoffDelay(IMPORT_RETRY_DELAYS_MS.length + failures);

/** The latest start-up of the page: each press of Try again begins one, and a start-up it replaced shows nothing. */
let latestStart = 0;

/**
 * Reads the runtime configuration, then translations, then renders; every failure is a screen, never a
 * blank page. Try again starts anew at every press, even while a start-up before it still waits (a
 * request that hangs), and the screen tries again by itself, less and less often, for as long as it is shown.
 */
export async function boot(mount: AppMount, landingUrl = new URL(window.location.href), failures = 0): Promise<void> {
  const start = (latestStart += 1);
  const current = () => start === latestStart;
  const noConnection = () => {
    if (!current()) return;
    const retry = () => void boot(mount, landingUrl, failures + 1);
    mount.render(<NoConnectionScreen onRetry={retry} retryInMs={bootRetryDelay(failures)} />, { takesOver: false });
  };
  try {
    await startUp(mount, landingUrl, current, noConnection);
  } catch (error) {
    if (!current()) return;
    // A download that failed after the configuration came (the runtime's chunk, the router's): the same
    // screen as for the configuration; anything else is SPEC §8's render failure.
    if (isChunkLoadError(error)) {
      noConnection();
      return;
    }
    createConsoleLogger().error(error instanceof Error ? error.message : String(error));
    mount.render(<RenderFailure />, { takesOver: false });
  }
}

async function startUp(mount: AppMount, landingUrl: URL, current: () => boolean, noConnection: () => void) {
  // Requested at once: the runtime chunk downloads beside the configuration (already preloaded by the HTML).
  const runtimeChunk = retryingImport(() => import('./start-runtime'))();
  let logger: Logger = createConsoleLogger();
  // SPEC §2: the landing address is read once; its personal data leaves the address bar at once, before
  // the router reads it, so history and third-party tags never see it. A retry is given the address read first.
  const cleanUrl = stripPersonalData(landingUrl.pathname + landingUrl.search + landingUrl.hash);
  if (cleanUrl) window.history.replaceState(window.history.state, '', cleanUrl);
  hideContactDataInReferrer();
  // Boot is cut into tasks at each yield: on a slow phone the drawn first step stays responsive meanwhile.
  await yieldToMain();
  // Resume: the stored application opens next, in a task of its own (the first touch of
  // IndexedDB costs milliseconds), beside the configuration and the step's chunks (it needs neither);
  // its warnings go to the configured logger once there is one.
  const storageReady = createStorage({
    logger: { warn: (message, details) => logger.warn(message, details), error: (message, details) => logger.error(message, details) },
  });
  await yieldToMain();
  // The router needs no configuration, so the current step's screen (a chain of chunks) starts
  // downloading now, beside the configuration, and not after it; render failures are reported through
  // the configured logger once there is one.
  const queryClient = new QueryClient({ defaultOptions: { queries: queryRetryOptions } });
  const router = createAppRouter({ queryClient, logError: (message, details) => logger.error(message, details), drawnFirstStep: mount.prerendered });
  // Building the route tree is milliseconds on a phone: matching the address and the imports are a task apart.
  await yieldToMain();
  const screens = preloadScreens(router, window.location.href).catch(() => undefined);
  // Likewise the code that asks for the first v3 step's data (most of it the screen's too); should it not
  // download, the step's own loader asks for the data.
  const firstStepModule = import('../../features/dynamic-form/prefetch-first-step').catch(() => undefined);
  const configResult: LoadedConfig = await runtimeChunk.then(
    ({ loadRuntimeConfig }) => loadRuntimeConfig(),
    // Not downloaded (the connection dropped between the page and its chunk): the applicant can try again.
    (error: unknown) => ({ ok: false, unreachable: true, problems: [`runtime chunk: ${error instanceof Error ? error.message : String(error)}`] }) as const,
  );
  // A start-up that a press of Try again has replaced goes no further.
  if (!current()) return;
  if (!configResult.ok && 'unreachable' in configResult) {
    logger.warn('Runtime configuration unreachable', configResult.problems);
    noConnection();
    return;
  }
  if (!configResult.ok) {
    logger.error('Invalid runtime configuration', configResult.problems);
    mount.render(<ConfigErrorScreen problems={configResult.problems} />, { takesOver: false });
    return;
  }
  const { config } = configResult;
  const brand = findBrand(config.brand);
  logger = createAppLogger({ errorLogging: config.errorLogging, endpoint: `${config.apiBase}/client-errors` });
  // Resume in one round trip: everything the configuration names is asked for at once, beside
  // each other and the stored application: the first step's data, the translations, the brand's page and styles.
  const { startRuntime } = await runtimeChunk;
  const api = createApiClient({
    apiBase: config.apiBase,
    policiesPath: config.policiesPath,
    productId: config.productId,
    brand: config.brand,
    logger,
  });
  // The first v3 step's policies and data points arrive with the translations; a slow answer does not hold the page back.
  const firstStepData =
    brand?.applicationPage === 'dynamic'
      ? Promise.race([
          firstStepModule.then((module) => module?.prefetchFirstStep(queryClient, api, config.locale, config.brand)),
          new Promise((resolve) => setTimeout(resolve, mount.prerendered ? DRAWN_FIRST_STEP_DATA_WAIT_MS : FIRST_STEP_DATA_WAIT_MS)),
        ]).catch(() => undefined)
      : undefined;
  await yieldToMain();
  const i18nReady = initI18n(config.locale, config.country);
  await yieldToMain();
  const applicationPage = lazyApplicationPage(config.country, config.brand, (message, details) => logger.error(message, details));
  const chunks = Promise.all([applicationPage.preload(), screens]).catch(() => undefined);
  // Only the first step shows that data: a reload on a later step draws it from the stored application
  // and the restored cache, without a round trip first.
  const route = routePathOf(window.location.pathname);
  const firstStepShown = route === INDEX_ROUTE || route === INITIAL_DETAILS_ROUTE;
  const [i18n, storage] = await Promise.all([i18nReady, storageReady, chunks, firstStepShown ? firstStepData : undefined]);
  if (!current()) return;
  if (!brand || brand.country !== config.country) {
    logger.error(APPLICATION_PAGE_NOT_FOUND, { country: config.country, brand: config.brand });
    mount.render(
      <I18nextProvider i18n={i18n}>
        <UnknownBrandScreen brand={config.brand} message={APPLICATION_PAGE_NOT_FOUND} />
      </I18nextProvider>,
      { takesOver: false },
    );
    return;
  }
  await yieldToMain();
  const framed = isFramed();
  // SPEC §1: when framed, the page metadata belongs to the partner's page.
  if (framed) hideBrandMetadata();
  else applyBrandMetadata(brand);
  const { stores, submissions, navigator } = await startRuntime({
    landingUrl,
    storage,
    config,
    brand,
    logger,
    queryClient,
    api,
    navigate: (to, { replace }) => {
      const target = routeTarget(to);
      followRoute(() => router.preloadRoute(target), () => void router.navigate({ ...target, replace }));
    },
    currentRoute: () => routePathOf(router.latestLocation.pathname),
    framed,
  });
  router.update({ ...router.options, context: { queryClient, runtime: { navigator, api, config, brand } } });
  await router.load();
  await yieldToMain();
  if (!current()) return;
  mount.render(
    <App
      runtime={{ config, brand, logger, framed, api, storage }}
      i18n={i18n}
      stores={stores}
      queryClient={queryClient}
      navigator={navigator}
      submissions={submissions}
      router={router}
      applicationPage={applicationPage.Page}
    />,
  );
  // DESIGN.md §9: the outbox sends again what the server had not answered before the reload, one at a time.
  void submissions.resendPending();
  // Funnel events, affiliate events, tags, analytics and replay: a lazy chunk after the first
  // render, so none of it is in the first step's JS; what it sends waits for consent (features/tracking).
  window.setTimeout(() => {
    void import('../../features/tracking')
      .then(({ startTracking }) => startTracking({ config, storage, stores, submit: submissions.submit, logger }))
      .catch((error: unknown) => logger.warn('Tracking did not start', { error: error instanceof Error ? error.message : String(error) }));
  }, 0);
  // DESIGN.md §5, §9: the service worker after the first render; a new version reloads only once the stores are written.
  scheduleServiceWorker({
    beforeReload: () => flushStores(stores),
    deployment: { brand: brand.id, locales: loadedLocales(config.locale) },
    // The form's choice lists go into the offline copy too (a module the form steps have loaded already).
    choiceListUrls: () => import('../../ui/data-points/form-step-queries').then(({ formChoiceListUrls }) => formChoiceListUrls(config.apiBase, config.locale)),
    logger,
  });
  // SPEC §1: framed, the content height, the steps, the lead's creation and the decision go to the
  // allowed parent origin (a lazy chunk: most visits are not framed).
  const container = document.getElementById('root');
  if (framed && container) {
    void import('../../features/embedding').then(({ startEmbedding }) =>
      startEmbedding({
        allowedParentOrigins: config.embedding.allowedParentOrigins,
        container,
        logger,
        route: {
          current: () => routePathOf(router.state.resolvedLocation?.pathname ?? router.state.location.pathname),
          subscribe: (listener) => router.subscribe('onResolved', listener),
        },
        application: {
          current: () => {
            const application = stores.application.getState();
            return { leadId: application.id, state: currentStateNumber(application.progressState) };
          },
          subscribe: stores.application.subscribe,
        },
      }),
    );
  }
}
