import { createContext, lazy, Suspense, use, type ComponentType } from 'react';
import { useLocation } from '@tanstack/react-router';
import type { Country } from '../../config/runtime-config';
import { loadApplicationPage, PAGE_LOAD_FAILED } from '../../brands/pages';
import { retryingImport } from '../../core/runtime/retrying-import';
import { Spinner, isContinuePath } from './spinner';

/**
 * Made once at boot for the deployment's country and brand (a new lazy component per render would
 * remount the page); `preload` starts the download before the first render asks for it.
 */
export function lazyApplicationPage(country: Country, brand: string, logError: (message: string, details?: unknown) => void) {
  type PageModule = Awaited<ReturnType<typeof loadApplicationPage>>;
  let loading: Promise<PageModule> | undefined;
  let loaded: PageModule | undefined;
  // Asked for again with backoff when it does not download (a lossy link); a failure is not kept, so a
  // later render (the load failure's retry) downloads it anew.
  const download = retryingImport(() => loadApplicationPage(country, brand));
  const load = () =>
    (loading ??= download().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        logError(PAGE_LOAD_FAILED, error);
        throw error;
      },
    ));
  // Preloaded before the first render, the page is handed to React.lazy as a thenable that answers at
  // once, so the first paint is the page itself and not a spinner that the page then pushes away (CLS).
  // React reads only `then` of what the loader returns; a real Promise would answer a tick later.
  const ready = (module: PageModule) => ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;
  return { Page: lazy(() => (loaded ? ready(loaded) : load())), preload: () => load().then(() => undefined) };
}

export const ApplicationPageContext = createContext<ComponentType | null>(null);

/** SPEC §2: the catch-all renders the brand's lazily loaded application page; a spinner while it loads. */
export function ApplicationPageOutlet() {
  const Page = use(ApplicationPageContext);
  const pathname = useLocation({ select: (location) => location.pathname });
  if (!Page) throw new Error('ApplicationPage not found');
  return (
    <Suspense fallback={<Spinner neutral={isContinuePath(pathname)} />}>
      {/* eslint-disable-next-line react-hooks/static-components -- made once at boot by lazyApplicationPage */}
      <Page />
    </Suspense>
  );
}
