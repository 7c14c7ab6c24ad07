import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { redirectSchema } from '../../api/contract/common';
import { leadRedirectQueryOptions } from '../../api/continue-lead';
import { safeRedirectUrl } from '../../domain/offers/partner-redirect';
import { useApplicationState } from '../../core/application/use-stores';
import { useRuntime } from '../../core/runtime/runtime-context';
import { partnerNameOf } from './loan-summary';
import { NoApplication } from '../../ui/screen-parts/no-application';
import { PartnerHandoff } from './partner-handoff';
import { usePartnerName } from '../../ui/screen-parts/partner-logo';
import { StartAgainLink } from '../../ui/screen-parts/start-again-link';
import { Waiting } from '../../ui/screen-parts/waiting';
import '../../ui/screen-parts/outcome.css';
import { ScreenHeading } from '../../core/flow/screen-heading';

export { partnerLogoQueries as queries } from '../../ui/screen-parts/partner-logo';

/**
 * Redirected (state 12): the partner redirect came with the decision (applicationResult.redirect);
 * after a reload without it, it is asked again (GET /lead/{id}/redirect). Only a URL that
 * safeRedirectUrl accepts is followed (DESIGN.md §8).
 */
export default function RedirectedScreen() {
  const { t } = useTranslation('flow');
  const { api, config, logger } = useRuntime();
  const leadId = useApplicationState((state) => state.id);
  const storedRedirect = useApplicationState((state) => state.applicationResult.redirect);
  const partnerCode = useApplicationState((state) => partnerNameOf(state.applicationResult));
  const partnerName = usePartnerName(partnerCode ?? '');
  // No name, no noun pasted into a sentence: each sentence has its own wording without one.
  const partner = partnerCode && partnerName ? partnerName : undefined;
  const fromState = useMemo(() => redirectSchema.safeParse(storedRedirect), [storedRedirect]);
  const fetched = useQuery({ ...leadRedirectQueryOptions(api, leadId ?? ''), enabled: !fromState.success && leadId !== undefined });
  const redirect = fromState.success ? fromState.data : fetched.data?.redirect;
  const url = redirect ? safeRedirectUrl(redirect.url, config.environment) : null;
  const refused = redirect !== undefined && url === null;
  useEffect(() => {
    // Never the URL itself: it may carry personal data.
    if (refused) logger.warn('Partner redirect refused: not an allowed URL');
  }, [refused, logger]);

  if (!redirect && !leadId) return <NoApplication titleKey="redirected>titleGeneric" />;

  let body;
  if (redirect && url) body = <PartnerHandoff redirect={redirect} url={url} partner={partner} partnerCode={partnerCode} />;
  else if (!redirect && fetched.isPending) body = <Waiting>{partner ? t('redirected>finding', { partner }) : t('redirected>findingGeneric')}</Waiting>;
  else {
    body = (
      <>
        <p className="notice notice--warning">{redirect ? t('redirected>unsafe') : t('redirected>missing')}</p>
        <div className="outcome__actions">
          <StartAgainLink />
        </div>
      </>
    );
  }

  return (
    <section className="step outcome" aria-labelledby="redirected-title">
      {/* The hand-off names the partner in its own heading, which changes once the applicant has been there. */}
      {!(redirect && url) && (
        <ScreenHeading id="redirected-title">{t('redirected>titleGeneric')}</ScreenHeading>
      )}
      {body}
    </section>
  );
}
