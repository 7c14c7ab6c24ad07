import { useRouter, useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useOnline } from '../../shared/ui/use-online';
import { RouteRenderFailure } from './render-failure';
import { Spinner, isContinuePath } from './spinner';
import { ScreenHeading } from '../../shared/flow/screen-heading';

/**
 * A route's failure: what a screen needs could not be loaded (the network, the server) says so and
 * offers to try again without losing anything; anything else is SPEC §8's render failure.
 */
export function RouteFailure({ error }: ErrorComponentProps) {
  const { t } = useTranslation('steps');
  const router = useRouter();
  const online = useOnline();
  if (!isApiError(error)) return <RouteRenderFailure />;
  return (
    <section className="step" aria-labelledby="load-failure-title">
      <ScreenHeading id="load-failure-title">{t('load>title')}</ScreenHeading>
      <p className="notice notice--warning" role="alert">
        {online ? t('load>body') : t('load>offline')}
      </p>
      <button type="button" className="button button--primary" onClick={() => void router.invalidate()}>
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
