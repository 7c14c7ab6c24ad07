import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { continueLeadQueryOptions } from '../../api/continue-lead';
import { isApiError } from '../../api/errors';
import { useRuntime } from '../../core/runtime/runtime-context';
import { useNavigator } from '../../core/flow/navigator-context';
import { StartAgainLink } from '../../ui/screen-parts/start-again-link';
import { useOnline } from '../../ui/screen-parts/use-online';
import { Waiting } from '../../ui/screen-parts/waiting';
import '../../ui/screen-parts/outcome.css';
import { ScreenHeading } from '../../core/flow/screen-heading';

/**
 * /continue/:id (SPEC §2): the link in an e-mail or SMS. Reads the lead and its state
 * (GET /lead/continue/{id}), makes it this browser's application and lets the flow navigator take
 * the applicant to the lead's step. A neutral spinner while it loads (SPEC §2).
 */
export default function ContinueScreen() {
  const { t } = useTranslation('flow');
  const { id } = useParams({ strict: false });
  const { api } = useRuntime();
  const navigator = useNavigator();
  const online = useOnline();
  const lead = useQuery({ ...continueLeadQueryOptions(api, id ?? ''), enabled: id !== undefined });
  const answer = lead.data;

  useEffect(() => {
    if (answer) navigator.resume(answer);
  }, [answer, navigator]);

  if (lead.isError) {
    // 404 (and any other 4xx): the link is wrong or expired; anything else may work a moment later.
    const linkBroken = isApiError(lead.error) && !lead.error.retryable;
    return (
      <section className="step outcome" aria-labelledby="continue-title">
        <ScreenHeading id="continue-title">{linkBroken ? t('continue>invalidTitle') : t('continue>failedTitle')}</ScreenHeading>
        <p className="notice notice--warning" role="alert">
          {linkBroken ? t('continue>invalidBody') : t('continue>failedBody')}
        </p>
        <div className="outcome__actions">
          {!linkBroken && (
            <button type="button" className="button button--primary" onClick={() => void lead.refetch()}>
              {t('outcomes>retry')}
            </button>
          )}
          <StartAgainLink primary={linkBroken} label={t('outcomes>startApplication')} />
        </div>
      </section>
    );
  }

  return (
    <section className="step outcome" aria-labelledby="continue-title">
      <h1 id="continue-title" className="visually-hidden">
        {t('continue>title')}
      </h1>
      <Waiting neutral>{online ? t('continue>loading') : t('continue>offline')}</Waiting>
    </section>
  );
}
