import { useState, type ComponentType } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import type { QueryClient} from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { RuntimeProvider, type Runtime } from '../features/runtime/runtime-context';
import { StoresProvider, type AppStores } from '../features/application/use-stores';
import { ErrorBoundary } from './layout/error-boundary';
import { createAppRouter } from './router';
import { ApplicationPageContext } from './layout/application-page-outlet';

export type AppProps = { runtime: Runtime; i18n: i18n; stores: AppStores; queryClient: QueryClient; applicationPage: ComponentType };

export function App({ runtime, i18n, stores, queryClient, applicationPage }: AppProps) {
  const [router] = useState(() => createAppRouter({ queryClient }));
  return (
    <ErrorBoundary
      logger={runtime.logger}
      translated={{ message: i18n.t('errors>renderFailure'), retry: i18n.t('errors>retry') }}
    >
      <I18nextProvider i18n={i18n}>
        <RuntimeProvider value={runtime}>
          <StoresProvider stores={stores}>
            <QueryClientProvider client={queryClient}>
              <ApplicationPageContext value={applicationPage}>
                <RouterProvider router={router} />
              </ApplicationPageContext>
            </QueryClientProvider>
          </StoresProvider>
        </RuntimeProvider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
