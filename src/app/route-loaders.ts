import { onlineManager, type EnsureQueryDataOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { BrandRecord } from '../config/brands';
import type { RuntimeConfig } from '../config/runtime-config';
import type { Navigator } from '../features/flow/navigator';

/** What route guards and loaders need besides the query client: set once the stores exist (boot). */
export type RouteRuntime = { navigator: Navigator; api: ApiClient; config: RuntimeConfig; brand: BrandRecord };
export type LoaderContext = { queryClient: QueryClient; runtime: RouteRuntime };
export type ScreenLoad = (context: LoaderContext, route: string) => Promise<void>;

/**
 * ensureQueryData, except that it never holds a screen back for a network that is not there: what
 * the cache holds (restored from storage after a reload) is used at once, and offline with nothing
 * cached the screen opens and says for itself that it waits for the connection (DESIGN.md §5).
 */
export async function ensureAvailable<TData, TError, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, TError, TData, TKey>,
): Promise<void> {
  if (queryClient.getQueryData(options.queryKey) !== undefined || !onlineManager.isOnline()) {
    void queryClient.prefetchQuery(options);
    return;
  }
  await queryClient.ensureQueryData(options);
}

export const LOADERS = {
  /** A form step: v3's server data points (the sequence), then the policies and choice lists it shows. */
  formStep: async ({ queryClient, runtime }, route) => {
    // What a step shows is known by its feature; loaded beside the screen's chunk, never with the first page's JS.
    const [{ formStepQueries }] = await Promise.all([
      import('../features/dynamic-form/form-step-queries'),
      runtime.navigator.journey().flow === 'v3' ? runtime.navigator.ensureSequence() : undefined,
    ]);
    const queries = formStepQueries(runtime.navigator.journey(), route, runtime.api, runtime.config.locale);
    await Promise.all(queries.map((options) => ensureAvailable(queryClient, options)));
  },
  /** An after-offer step: the lists, consents and reference data it shows. */
  afterOffer: async ({ queryClient, runtime }, route) => {
    const leadId = runtime.navigator.journey().leadId;
    const { afterOfferQueries } = await import('../features/after-offer/step-queries');
    const queries = afterOfferQueries(route, { api: runtime.api, locale: runtime.config.locale, leadId });
    await Promise.all(queries.map((options) => ensureAvailable(queryClient, options)));
  },
  /** A page that is a form step in one flow and an after-offer step in the other (reference information, 25). */
  formOrAfterOffer: async (context, route) => {
    await Promise.all([LOADERS.formStep(context, route), LOADERS.afterOffer(context, route)]);
  },
  /** A partner's screen (offers, hand-offs): the partners' logos, so the offer appears with who makes it. */
  partner: async ({ queryClient, runtime }) => {
    const { partnerLogosQueryOptions } = await import('../api/reference-data');
    await ensureAvailable(queryClient, partnerLogosQueryOptions(runtime.api));
  },
} satisfies Record<string, ScreenLoad>;
