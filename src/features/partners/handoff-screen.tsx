import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { redirectSchema } from '../../api/contract/common';
import { leadRedirectQueryOptions } from '../../api/continue-lead';
import { safeRedirectUrl } from '../../domain/offers/partner-redirect';
import { readPartnerReturn, referenceOfPartnerUrl, type Handoff } from '../../domain/offers/partner-return';
import { useApplicationState } from '../../core/application/use-stores';
import { useStepCall } from '../../core/flow/use-step-call';
import { SubmissionStatus } from '../../ui/data-points/submission-status';
import { useRoutePath } from '../../core/flow/route-path';
import { ScreenHeading } from '../../core/flow/screen-heading';
import { NoApplication } from '../../ui/screen-parts/no-application';
import { StartAgainLink } from '../../ui/screen-parts/start-again-link';
import { Waiting } from '../../ui/screen-parts/waiting';
import { useRuntime } from '../../core/runtime/runtime-context';
import { ContinueElsewhere } from './continue-elsewhere';
import { PartnerLogo } from '../../ui/screen-parts/partner-logo';
import '../../ui/screen-parts/outcome.css';
import './partners.css';

/** A hand-off step's partner (its logo in GET /partner/logos) and what the hand-off is for: its record in src/app/steps.ts. */
export type HandoffStep = { handoff: Handoff; partner: string; name: string; kind: 'bank' | 'payment' };

/**
 * The bank-link and payment hand-offs (states 9 instantor, 17 wenance tink, 18 wenance account,
 * 19 moneyman paylands). The server names the partner's page (with the decision, or GET
 * /lead/{id}/redirect after a reload or on another device) and how it opens: the whole tab, or a
 * frame inside this step. Only an address safeRedirectUrl accepts is opened (DESIGN.md §8). The
 * partner sends the applicant back here with its result and the server's reference; a result that
 * reads right is sent once (POST /lead/partner-return through the offline-safe queue), and the
 * server's answer moves the application: on to the next step after success, nowhere after a
 * failure or a cancel, which the applicant can try again. A forged return is not sent at all.
 */
export default function HandoffScreen({ step }: { step: HandoffStep }) {
  const leadId = useApplicationState((state) => state.id);
  const route = useRoutePath();
  if (!leadId) return <NoApplication titleKey="redirected>titleGeneric" />;
  return <Handoff leadId={leadId} route={route} {...step} />;
}

export { partnerLogoQueries as queries } from '../../ui/screen-parts/partner-logo';

/** Which hand-off a partner address is for (its `handoff` parameter); null for any other or a malformed address. */
function handoffOfUrl(url: string): string | null {
  try {
    return new URL(url).searchParams.get('handoff');
  } catch {
    return null;
  }
}

type Props = HandoffStep & { leadId: string; route: string };

function Handoff({ leadId, route, handoff, partner, name, kind }: Props) {
  const { t } = useTranslation('steps');
  const { api, config, logger } = useRuntime();
  const stored = useApplicationState((state) => state.applicationResult.redirect);
  const fromState = useMemo(() => redirectSchema.safeParse(stored), [stored]);
  // A stored redirect of another hand-off or of state 12 is not this partner's page.
  const storedHere = fromState.success && handoffOfUrl(fromState.data.url) === handoff;
  const fetched = useQuery({ ...leadRedirectQueryOptions(api, leadId), enabled: !storedHere });
  const redirect = storedHere && fromState.success ? fromState.data : fetched.data?.redirect;
  const url = redirect ? safeRedirectUrl(redirect.url, config.environment) : null;
  const refused = redirect !== undefined && url === null;
  // Read once the partner's address (and so the reference it was given) is known: never sent unchecked.
  const returned = useMemo(() => (url ? readPartnerReturn(window.location.search, referenceOfPartnerUrl(url)) : ({ kind: 'none' } as const)), [url]);
  const call = useStepCall(route, 'leadPartnerReturn');
  const sent = useRef(false);

  useEffect(() => {
    if (refused) logger.warn('Partner hand-off refused: not an allowed URL');
  }, [refused, logger]);
  useEffect(() => {
    if (returned.kind !== 'result' || sent.current) return;
    sent.current = true;
    call.send({ body: { leadId, handoff, result: returned.result, reference: returned.reference } });
  }, [returned, call, leadId, handoff]);

  const title = t(`handoff>${kind}>title`, { partner: name });
  let body;
  if (refused) {
    body = (
      <>
        <p className="notice notice--warning">{t('handoff>unsafe', { partner: name })}</p>
        <div className="outcome__actions">
          <StartAgainLink />
        </div>
      </>
    );
  } else if (!url) {
    body = fetched.isError ? (
      <>
        <p className="notice notice--warning">{t('handoff>missing', { partner: name })}</p>
        <div className="outcome__actions">
          <button type="button" className="button button--primary" onClick={() => void fetched.refetch()}>
            {t('handoff>retryLoad')}
          </button>
        </div>
      </>
    ) : (
      <Waiting>{t('handoff>finding', { partner: name })}</Waiting>
    );
  } else {
    const rejected = call.status === 'rejected';
    const outcome = returned.kind === 'invalid' || rejected ? 'invalid' : returned.kind === 'result' && call.status === 'sent' ? returned.result : null;
    body = (
      <>
        {outcome === null && returned.kind === 'result' ? (
          <Waiting>{t('handoff>checking', { partner: name })}</Waiting>
        ) : outcome && outcome !== 'success' ? (
          <div className="notice notice--warning" role="alert">
            <p>{t(`handoff>${outcome}`, { partner: name })}</p>
          </div>
        ) : (
          <>
            <p>{t(`handoff>${kind}>intro`, { partner: name })}</p>
            <ol className="next-steps">
              <li>{t(`handoff>${kind}>step1`, { partner: name })}</li>
              <li>{t(`handoff>${kind}>step2`, { partner: name })}</li>
              <li>{t('handoff>step3')}</li>
            </ol>
          </>
        )}
        {returned.kind === 'result' && <SubmissionStatus status={call.status === 'rejected' ? 'idle' : call.status} onRetry={call.retry} />}
        {redirect?.display === 'frame' && returned.kind === 'none' ? (
          <>
            <iframe className="handoff__frame" src={url} title={t('handoff>frameTitle', { partner: name })} />
            <a className="link" href={url}>
              {t('handoff>openFull', { partner: name })}
            </a>
          </>
        ) : (
          (returned.kind !== 'result' || outcome !== null) &&
          outcome !== 'success' && (
            <div className="outcome__actions">
              <a className="button button--primary" href={url}>
                {outcome ? t('handoff>tryAgain', { partner: name }) : t('handoff>go', { partner: name })}
              </a>
            </div>
          )
        )}
      </>
    );
  }

  return (
    <section className="step outcome handoff" aria-labelledby="handoff-title">
      <PartnerLogo partner={partner} />
      <ScreenHeading id="handoff-title">{title}</ScreenHeading>
      {body}
      <ContinueElsewhere leadId={leadId} />
    </section>
  );
}
