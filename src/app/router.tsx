import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, notFound, Navigate, type RouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { INITIAL_DETAILS_ROUTE, NOT_FOUND_ROUTE, isDynamicFormPath } from '../domain/routes';
import { StepTitleScreen } from '../features/flow/step-title-screen';
import { RootLayout } from './layout/root-layout';
import { ApplicationPageOutlet } from './layout/application-page-outlet';
import { NotFoundScreen } from './layout/not-found-screen';
import { RouteRenderFailure } from './layout/render-failure';
import type { Logger } from '../domain/logger';

export type RouterContext = { queryClient: QueryClient };

type RouterOptions = { context: RouterContext; logger: Logger };

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // SPEC §2: /404 is the not-found target; an unknown path is sent there.
  notFoundComponent: () => <Navigate to={NOT_FOUND_ROUTE} replace />,
});

/** SPEC §2: the catch-all that renders the brand's lazily loaded application page around every step. */
const applicationRoute = createRoute({ getParentRoute: () => rootRoute, id: 'application', component: ApplicationPageOutlet });

const stepName = (path: string) => path.replace(/^\//, '').replace(/\/\$id$/, '') || 'index';

function stepRoute<const TPath extends string>(path: TPath, component?: RouteComponent) {
  const step = stepName(path);
  return createRoute({ getParentRoute: () => applicationRoute, path, component: component ?? (() => <StepTitleScreen step={step} />) });
}

const indexRoute = stepRoute('/', lazyRouteComponent(() => import('../features/outcomes/index-redirect')));
const loanInformationRoute = stepRoute('/loan-information', lazyRouteComponent(() => import('../features/dynamic-form/legacy-step-screen')));
const personalDetailsRoute = stepRoute('/personal-details', lazyRouteComponent(() => import('../features/dynamic-form/legacy-step-screen')));
const contactDetailsRoute = stepRoute('/contact-details', lazyRouteComponent(() => import('../features/dynamic-form/legacy-step-screen')));
const incomeDetailsRoute = stepRoute('/income-details', lazyRouteComponent(() => import('../features/dynamic-form/legacy-step-screen')));
const otherInformationRoute = stepRoute('/other-information', lazyRouteComponent(() => import('../features/dynamic-form/legacy-step-screen')));
const referenceInformationRoute = stepRoute('/reference-information', lazyRouteComponent(() => import('../features/dynamic-form/legacy-step-screen')));
const checkingRoute = stepRoute('/checking', lazyRouteComponent(() => import('../features/outcomes/checking')));
const acceptedRoute = stepRoute('/accepted', lazyRouteComponent(() => import('../features/outcomes/accepted')));
const thankYouRoute = stepRoute('/thank-you', lazyRouteComponent(() => import('../features/outcomes/thank-you')));
const redirectedRoute = stepRoute('/redirected', lazyRouteComponent(() => import('../features/outcomes/redirected')));
const rejectedRoute = stepRoute('/rejected', lazyRouteComponent(() => import('../features/outcomes/rejected')));
const continueRoute = stepRoute('/continue/$id', lazyRouteComponent(() => import('../features/outcomes/continue')));
const unsubscribeRoute = stepRoute('/unsubscribe', lazyRouteComponent(() => import('../features/outcomes/unsubscribe')));
const notFoundRoute = createRoute({ getParentRoute: () => applicationRoute, path: NOT_FOUND_ROUTE, component: NotFoundScreen });

const stateRoutes = [
  stepRoute('/mobile-verification', lazyRouteComponent(() => import('../features/outcomes/mobile-verification'))),
  stepRoute('/instantor'),
  stepRoute('/change-mobile-number'),
  stepRoute('/vehicle'),
  stepRoute('/wenance-tink'),
  stepRoute('/wenance-account'),
  stepRoute('/moneyman-paylands'),
  stepRoute('/consents'),
  stepRoute('/dynamic-consents'),
  stepRoute('/employment-details'),
  stepRoute('/additional-employment-details'),
  stepRoute('/marital-details'),
  stepRoute('/aide'),
  stepRoute('/credit-details'),
  stepRoute('/professional-details'),
  stepRoute('/cnp'),
  stepRoute('/advanzia-consents'),
  stepRoute('/id-upload'),
  stepRoute('/customer-debts'),
  stepRoute('/reference-details'),
  stepRoute('/wniosek'),
  stepRoute('/wniosek-uzupelnienie'),
  stepRoute('/smava'),
  stepRoute('/tfbank-consents'),
  stepRoute('/ipfd-offer-choice'),
  stepRoute('/cofidis-offer'),
  stepRoute('/provident-offer'),
  stepRoute('/instabank-offer'),
  stepRoute('/proficredit-offer'),
] as const;

const initialDetailsRoute = stepRoute(INITIAL_DETAILS_ROUTE, lazyRouteComponent(() => import('../features/dynamic-form/initial-details-screen')));

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
  component: lazyRouteComponent(() => import('../features/dynamic-form/dynamic-step-screen')),
});

const routeTree = rootRoute.addChildren([
  applicationRoute.addChildren([
    indexRoute,
    loanInformationRoute,
    personalDetailsRoute,
    contactDetailsRoute,
    incomeDetailsRoute,
    otherInformationRoute,
    referenceInformationRoute,
    checkingRoute,
    acceptedRoute,
    thankYouRoute,
    redirectedRoute,
    rejectedRoute,
    continueRoute,
    unsubscribeRoute,
    notFoundRoute,
    ...stateRoutes,
    initialDetailsRoute,
    dynamicFormRoute,
  ]),
]);

export function createAppRouter({ context, logger }: RouterOptions) {
  return createRouter({
    routeTree,
    context,
    // SPEC §8: a screen that fails to render shows the render-failure message and is reported.
    defaultErrorComponent: RouteRenderFailure,
    defaultOnCatch: (error, info) => logger.error(error instanceof Error ? error.message : String(error), { componentStack: info.componentStack }),
    basepath: import.meta.env.BASE_URL,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
