import type { ComponentType } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { Submissions } from '../core/submissions/setup-submissions';
import { SubmissionsProvider } from '../core/submissions/submissions-context';
import { RuntimeProvider, type Runtime } from '../core/runtime/runtime-context';
import { StoresProvider, type AppStores } from '../core/application/use-stores';
import { NavigatorProvider } from '../core/flow/navigator-context';
import type { Navigator } from '../core/flow/navigator';
import { ErrorBoundary } from './layout/error-boundary';
import type { AppRouter } from './router';
import { renderFailureText } from './layout/render-failure';
import { ApplicationPageContext } from './layout/application-page-outlet';

export type AppProps = {
  runtime: Runtime;
  i18n: i18n;
  stores: AppStores;
  queryClient: QueryClient;
  navigator: Navigator;
  submissions: Submissions;
  router: AppRouter;
  applicationPage: ComponentType;
};

export function App({ runtime, i18n, stores, queryClient, navigator, submissions, router, applicationPage }: AppProps) {
  return (
    <ErrorBoundary logger={runtime.logger} translated={renderFailureText(i18n)}>
      <I18nextProvider i18n={i18n}>
        <RuntimeProvider value={runtime}>
          <StoresProvider stores={stores}>
            <QueryClientProvider client={queryClient}>
              <SubmissionsProvider controls={submissions}>
                <NavigatorProvider navigator={navigator}>
                  <ApplicationPageContext value={applicationPage}>
                    <RouterProvider router={router} />
                  </ApplicationPageContext>
                </NavigatorProvider>
              </SubmissionsProvider>
            </QueryClientProvider>
          </StoresProvider>
        </RuntimeProvider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
