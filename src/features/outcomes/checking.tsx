import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { leadStatusQueryOptions } from '../../api/lead-status';
import { useApplicationState } from '../../core/application/use-stores';
import { isDecided, leadAnswerOf } from '../../domain/lead/lead-answers';
import { useNavigator } from '../../core/flow/navigator-context';
import { useRuntime } from '../../core/runtime/runtime-context';
import { checkingPollInterval } from './lead-decision';
import { NoApplication } from '../../ui/screen-parts/no-application';
import { useOnline } from '../../ui/screen-parts/use-online';
import { Waiting } from '../../ui/screen-parts/waiting';
import '../../ui/screen-parts/outcome.css';
import { ScreenHeading } from '../../core/flow/screen-heading';

/**
 * Checking (state 6): polls the lead status every 2 s until the server decides, then applies the
 * decision; the flow navigator follows the state it pushes (accepted, rejected, redirected or an
 * after-offer step). Polling pauses offline (TanStack's networkMode 'online') and failed polls are
 * retried; the applicant is told both, in words.
 */
export default function CheckingScreen() {
  const { t } = useTranslation('flow');
  const leadId = useApplicationState((state) => state.id);
  if (!leadId) return <NoApplication titleKey="checking>title" />;
  return (
    <section className="step outcome" aria-labelledby="checking-title">
      <ScreenHeading id="checking-title">{t('checking>title')}</ScreenHeading>
      <LeadStatusPoller leadId={leadId} />
    </section>
  );
}

function LeadStatusPoller({ leadId }: { leadId: string }) {
  const { t } = useTranslation('flow');
  const { api } = useRuntime();
  const navigator = useNavigator();
  const online = useOnline();
  const status = useQuery({
    ...leadStatusQueryOptions(api, leadId),
    refetchInterval: (query) => checkingPollInterval(query.state.data),
    // The poll goes on while the tab is hidden: the answer must be there when the applicant looks back.
    refetchIntervalInBackground: true,
  });
  // The contract's answer as the flow's LeadAnswer (the same read the flow navigator does).
  const answer = useMemo(() => leadAnswerOf(status.data) ?? undefined, [status.data]);

  useEffect(() => {
    if (!answer || !isDecided(answer)) return;
    navigator.applyStatus(answer);
  }, [answer, navigator]);

  const troubled = status.isError || status.failureCount > 0;
  return (
    <>
      <Waiting>{isDecided(answer) ? t('checking>decided') : t('checking>waiting')}</Waiting>
      <p>{t('checking>keepOpen')}</p>
      {!online && <p className="notice notice--warning">{t('checking>offline')}</p>}
      {online && troubled && (
        <div className="notice notice--warning">
          <p>{t('checking>trouble')}</p>
          <button type="button" className="link" onClick={() => void status.refetch()}>
            {t('checking>tryNow')}
          </button>
        </div>
      )}
    </>
  );
}
