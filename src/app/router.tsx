import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  redirect,
  Navigate,
  type AnyRoute,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { reach } from '../domain/journey/journey';
import { INITIAL_DETAILS_ROUTE, NOT_FOUND_ROUTE, SMAVA_ROUTE, STATE_TABLE_ROUTES, isDynamicFormPath, type AppPath, type DynamicFormPath } from '../domain/journey/routes';
import { routePathOf } from '../core/flow/route-path';
import type { Logger } from '../domain/logger';
import { RootLayout } from './layout/root-layout';
import { ApplicationPageOutlet } from './layout/application-page-outlet';
import { NotFoundScreen } from './layout/not-found-screen';
import { RouteFailure, RoutePending } from './layout/route-failure';
import { ensureAvailable, type RouteRuntime } from './route-loaders';
import { FORM_STEP, STEPS, type StepRecord } from './steps';
import { retryingImport } from '../core/runtime/retrying-import';

/** The router's context: the query client at once, the journey and API once the stores exist (boot). */
export type RouterContext = { queryClient: QueryClient; runtime: RouteRuntime | null };

type RouterOptions = {
  queryClient: QueryClient;
  logError: Logger['error'];
  /** The page came with its first step drawn, which the applicant may have scrolled. */
  drawnFirstStep?: boolean;
};

/**
 * The router's scroll restoration (a new step starts at its top; Back and Forward find the position
 * they left), except at the first render of a page that came drawn: that render takes over the step
 * the applicant is already scrolling and typing in, and moving it would drop the field they type in
 * under a phone's keyboard.
 */
export function scrollRestorationAfterDrawnStep(drawnFirstStep: boolean): () => boolean {
  let keepScroll = drawnFirstStep;
  return () => {
    if (!keepScroll) return true;
    keepScroll = false;
    return false;
  };
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // SPEC §2: /404 is the not-found target; an unknown path is sent there.
  notFoundComponent: () => <Navigate to={NOT_FOUND_ROUTE} replace />,
});

/** SPEC §2: the catch-all that renders the brand's lazily loaded application page around every step. */
const applicationRoute = createRoute({ getParentRoute: () => rootRoute, id: 'application', component: ApplicationPageOutlet });

/**
 * The guard of every route (DESIGN.md §10): the journey engine says whether the screen may be shown
 * now; if not, the applicant goes where the application stands, replacing the history entry, so
 * Back after a decision lands on the decision and never on a live form.
 */
function guard({ context, location }: { context: RouterContext; location: { pathname: string } }) {
  if (!context.runtime) return;
  const verdict = reach(context.runtime.navigator.journey(), routePathOf(location.pathname));
  if (!verdict.ok) throw redirect({ ...routeTarget(verdict.redirect), replace: true });
}

/**
 * A journey route as the router's typed target: the dynamic form paths are one `$formPath` route
 * (SPEC §3), every other route is its own path.
 */
export function routeTarget(path: AppPath) {
  const segment = path.slice(1);
  return isDynamicFormPath(segment) ? ({ to: '/$formPath', params: { formPath: segment } } as const) : { to: path as Exclude<AppPath, `/${DynamicFormPath}`> };
}

/**
 * A step's route options from its record (src/app/steps.ts): its screen, told the record's `step`,
 * and a loader that makes what the screen shows available first (queries its module names).
 */
function stepRouteOptions(record: StepRecord) {
  const load = retryingImport(record.load);
  const Screen = lazyRouteComponent(load);
  return {
    beforeLoad: guard,
    loader: async ({ context, location }: { context: RouterContext; location: { pathname: string } }) => {
      const { runtime, queryClient } = context;
      if (!runtime) return;
      const { queries } = await load();
      const route = routePathOf(location.pathname);
      const leadId = runtime.navigator.journey().leadId;
      const shown = (await queries?.(record.step, { route, navigator: runtime.navigator, api: runtime.api, locale: runtime.config.locale, leadId })) ?? [];
      await Promise.all(shown.map((options) => ensureAvailable(queryClient, options)));
    },
    // The router downloads a screen's chunk before it is needed (intent, boot) through `preload`.
    component: Object.assign(() => <Screen step={record.step} />, { preload: Screen.preload }),
    errorComponent: RouteFailure,
    pendingComponent: RoutePending,
  };
}

function screenRoute<const TPath extends string>(path: TPath, record: StepRecord) {
  return createRoute({ getParentRoute: () => applicationRoute, path, ...stepRouteOptions(record) });
}

/** The index shows nothing of its own: the guard always sends the applicant to where they are. */
const indexRoute = createRoute({ getParentRoute: () => applicationRoute, path: '/', beforeLoad: guard, component: RoutePending });

/** Every route of the state table, with its step's record (src/app/steps.ts): the table is the one list. */
const stateRoutes = STATE_TABLE_ROUTES.map((path) => screenRoute(path, STEPS[path]));
const smavaRoute = screenRoute(SMAVA_ROUTE, STEPS[SMAVA_ROUTE]);
const initialDetailsRoute = screenRoute(INITIAL_DETAILS_ROUTE, FORM_STEP);

/** SPEC §3: the other dynamic (v3) form paths, one typed route; an unknown path is not found. */
export const dynamicFormRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: '/$formPath',
  params: {
    parse: ({ formPath }) => {
      if (!isDynamicFormPath(formPath)) throw notFound();
      return { formPath };
    },
    stringify: ({ formPath }) => ({ formPath }),
  },
  ...stepRouteOptions(FORM_STEP),
});

const loadContinueScreen = retryingImport(() => import('../features/outcomes/continue'));

/** /continue/:id (SPEC §2): the lead the link names is loaded before the screen resumes it. */
const continueRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: '/continue/$id',
  loader: async ({ context, params }) => {
    if (!context.runtime) return;
    const { continueLeadQueryOptions } = await import('../api/continue-lead');
    await ensureAvailable(context.queryClient, continueLeadQueryOptions(context.runtime.api, params.id));
  },
  component: lazyRouteComponent(loadContinueScreen),
  // A broken or expired link is the continue screen's own message, with a fresh start.
  errorComponent: lazyRouteComponent(loadContinueScreen),
  pendingComponent: RoutePending,
});
const unsubscribeRoute = createRoute({
  getParentRoute: () => applicationRoute,
  path: '/unsubscribe',
  component: lazyRouteComponent(retryingImport(() => import('../features/outcomes/unsubscribe'))),
});
const notFoundRoute = createRoute({ getParentRoute: () => applicationRoute, path: NOT_FOUND_ROUTE, component: NotFoundScreen });

const routeTree = rootRoute.addChildren([
  applicationRoute.addChildren([
    indexRoute,
    ...stateRoutes,
    smavaRoute,
    initialDetailsRoute,
    continueRoute,
    unsubscribeRoute,
    notFoundRoute,
    dynamicFormRoute,
  ]),
]);

export function createAppRouter({ queryClient, logError, drawnFirstStep = false }: RouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient, runtime: null },
    // SPEC §8: a screen that fails to render shows the render-failure message and is reported.
    defaultErrorComponent: RouteFailure,
    defaultOnCatch: (error, info) => logError(error instanceof Error ? error.message : String(error), { componentStack: info.componentStack }),
    basepath: import.meta.env.BASE_URL,
    defaultPreload: 'intent',
    // Guards read the application, which changes without the address changing: never serve a stale verdict.
    defaultPreloadStaleTime: 0,
    scrollRestoration: scrollRestorationAfterDrawnStep(drawnFirstStep),
  });
}

/** Downloads the screens of an address before the first render, beside the translations (DESIGN.md §7). */
export async function preloadScreens(router: AppRouter, href: string): Promise<void> {
  const url = new URL(href);
  const matches = router.matchRoutes(url.pathname, {});
  await Promise.all(matches.map((match) => router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById] as AnyRoute)));
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
