import { createContext, lazy, Suspense, use, type ComponentType } from 'react';
import { useLocation } from '@tanstack/react-router';
import type { Country } from '../../config/runtime-config';
import { loadApplicationPage } from '../../brands/pages';
import { Spinner, isContinuePath } from './spinner';

/**
 * Made once at boot for the deployment's country and brand (a new lazy component per render would
 * remount the page); `preload` starts the download before the first render asks for it.
 */
export function lazyApplicationPage(country: Country, brand: string, logError: (message: string, details?: unknown) => void) {
  let loading: ReturnType<typeof loadApplicationPage> | undefined;
  const load = () => (loading ??= loadApplicationPage(country, brand, logError));
  return { Page: lazy(load), preload: () => load().then(() => undefined) };
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
