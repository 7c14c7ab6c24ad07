import { useTranslation } from 'react-i18next';
import { useApplicationState } from '../../core/application/use-stores';
import { LoanSummary, partnerNameOf } from './loan-summary';
import { StartAgainLink } from '../../ui/screen-parts/start-again-link';
import { useFirstName } from './use-first-name';
import '../../ui/screen-parts/outcome.css';
import { ScreenHeading } from '../../core/flow/screen-heading';
import { AcceptedOfferSummary, useAcceptedOffer } from '../../ui/screen-parts/accepted-offer';
import { usePartnerName } from '../../ui/screen-parts/partner-logo';
import { useRuntime } from '../../core/runtime/runtime-context';

/**
 * Accepted (state 10): the good news, what was accepted (the offer's lender and figures; what they
 * asked for when this device does not hold the offer), and what happens next. The applicant expects
 * a call or an e-mail now, so the screen names who will contact them, from the accepted offer or the
 * decision, and how to recognise the genuine message; with no name from the server, the message
 * comes from the brand, which names the lender. Never a bare "a lender".
 */
export default function AcceptedScreen() {
  const { t } = useTranslation('flow');
  const { brand } = useRuntime();
  const firstName = useFirstName();
  const offer = useAcceptedOffer();
  const decidedPartner = useApplicationState((state) => partnerNameOf(state.applicationResult));
  const partnerCode = offer?.partner ?? decidedPartner;
  const partnerName = usePartnerName(partnerCode ?? '');
  const partner = partnerCode && partnerName ? partnerName : undefined;
  let lead;
  if (offer && partner) lead = t('accepted>leadOffer', { partner });
  else if (partner) lead = firstName ? t('accepted>leadPartnerNamed', { partner, name: firstName }) : t('accepted>leadPartner', { partner });
  else lead = firstName ? t('accepted>leadNamed', { name: firstName }) : t('accepted>lead');
  return (
    <section className="step outcome" aria-labelledby="accepted-title">
      <span className="outcome__badge" aria-hidden="true">✓</span>
      <ScreenHeading id="accepted-title">{t('accepted>title')}</ScreenHeading>
      <p className="outcome__lead">{lead}</p>
      {offer ? <AcceptedOfferSummary /> : <LoanSummary />}
      <h2>{t('outcomes>whatNext')}</h2>
      <ol className="next-steps">
        <li>
          {partner ? t('accepted>next1Partner', { partner }) : t('accepted>next1', { brand: brand.name })}{' '}
          {partner ? t('accepted>recognisePartner', { partner, brand: brand.name }) : t('accepted>recognise', { brand: brand.name })}
        </li>
        <li>{t('accepted>next2')}</li>
        <li>{t('accepted>next3')}</li>
      </ol>
      <p className="notice">{t('accepted>note')}</p>
      <div className="outcome__actions">
        <StartAgainLink />
      </div>
    </section>
  );
}
