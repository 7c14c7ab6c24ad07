import { useState, type ComponentType } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createQueryPersister } from '../storage';
import { isPersistableQuery } from '../api/persist-policy';
import type { Submissions } from '../features/submissions';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { RuntimeProvider, type Runtime } from '../features/runtime/runtime-context';
import { StoresProvider, type AppStores } from '../features/application/use-stores';
import { OFFER_EXPIRATION_MS } from '../domain/constants';
import { ErrorBoundary } from './layout/error-boundary';
import type { AppRouter } from './router';
import { renderFailureText } from './layout/render-failure';
import { ApplicationPageContext } from './layout/application-page-outlet';

export type AppProps = {
  runtime: Runtime;
  i18n: i18n;
  stores: AppStores;
  queryClient: QueryClient;
  submissions: Submissions;
  router: AppRouter;
  applicationPage: ComponentType;
};

export function App({ runtime, i18n, stores, queryClient, submissions, router, applicationPage }: AppProps) {
  const [persister] = useState(() => createQueryPersister(runtime.storage));
  return (
    <ErrorBoundary logger={runtime.logger} translated={renderFailureText(i18n)}>
      <I18nextProvider i18n={i18n}>
        <RuntimeProvider value={runtime}>
          <StoresProvider stores={stores}>
            {/* DESIGN.md §5, §9: the cache and paused submissions survive a reload; once restored, the
                outbox re-sends what was in flight, then paused mutations resume, one at a time. */}
            <PersistQueryClientProvider
              client={queryClient}
              persistOptions={{ persister, maxAge: OFFER_EXPIRATION_MS, dehydrateOptions: { shouldDehydrateQuery: isPersistableQuery } }}
              onSuccess={async () => {
                await submissions.resendPending();
                await queryClient.resumePausedMutations();
              }}
            >
              <ApplicationPageContext value={applicationPage}>
                <RouterProvider router={router} />
              </ApplicationPageContext>
            </PersistQueryClientProvider>
          </StoresProvider>
        </RuntimeProvider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
