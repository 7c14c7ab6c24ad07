import { useEffect } from 'react';
import { useRouter, useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { isChunkLoadError } from '../../core/runtime/retrying-import';
import { useOnline } from '../../ui/screen-parts/use-online';
import { RouteRenderFailure } from './render-failure';
import { Spinner, isContinuePath } from './spinner';
import { ScreenHeading } from '../../core/flow/screen-heading';

/**
 * A route's failure: what a screen needs could not be loaded (its data, or its code: the network,
 * the server) says so, says the answers are kept, and tries again by itself when the browser is back
 * online, or when the applicant asks; anything else is SPEC §8's render failure.
 */
export function RouteFailure({ error }: ErrorComponentProps) {
  if (isChunkLoadError(error)) return <LoadFailure retry={reloadPage} />;
  if (isApiError(error)) return <DataLoadFailure />;
  return <RouteRenderFailure />;
}

/**
 * Some engines remember a module whose download failed and never fetch it again in this page: a
 * reload does (the stored application and the service worker's shell come back with it).
 */
const reloadPage = () => window.location.reload();

function DataLoadFailure() {
  const router = useRouter();
  return <LoadFailure retry={() => void router.invalidate()} />;
}

function LoadFailure({ retry }: { retry: () => void }) {
  const { t } = useTranslation('steps');
  const online = useOnline();
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return (
    <section className="step" aria-labelledby="load-failure-title">
      <ScreenHeading id="load-failure-title">{t('load>title')}</ScreenHeading>
      <p className="notice notice--warning" role="alert">
        {online ? t('load>body') : t('load>offline')}
      </p>
      <button type="button" className="button button--primary" onClick={retry}>
        {t('load>retry')}
      </button>
    </section>
  );
}

/** While a screen's data loads (after the router's pending delay): SPEC §2's spinner, neutral on continue paths. */
export function RoutePending() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return <Spinner neutral={isContinuePath(pathname)} />;
}
