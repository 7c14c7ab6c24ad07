import { useTranslation } from 'react-i18next';
import { useApplicationState } from '../../core/application/use-stores';
import { LoanSummary, partnerNameOf } from './loan-summary';
import { StartAgainLink } from '../../ui/screen-parts/start-again-link';
import { useFirstName } from './use-first-name';
import '../../ui/screen-parts/outcome.css';
import { ScreenHeading } from '../../core/flow/screen-heading';
import { AcceptedOfferSummary, useAcceptedOffer } from '../../ui/screen-parts/accepted-offer';
import { usePartnerName } from '../../ui/screen-parts/partner-logo';

/**
 * Accepted (state 10): the good news, what was accepted (the offer's lender and figures;
 * what they asked for when this device does not hold the offer), and what happens next.
 */
export default function AcceptedScreen() {
  const { t } = useTranslation('flow');
  const firstName = useFirstName();
  const offer = useAcceptedOffer();
  const partnerCode = useApplicationState((state) => partnerNameOf(state.applicationResult));
  const partnerName = usePartnerName(partnerCode ?? '');
  const partner = partnerCode ? partnerName : undefined;
  return (
    <section className="step outcome" aria-labelledby="accepted-title">
      <span className="outcome__badge" aria-hidden="true">✓</span>
      <ScreenHeading id="accepted-title">{t('accepted>title')}</ScreenHeading>
      <p className="outcome__lead">
        {offer && partner
          ? t('accepted>leadOffer', { partner })
          : firstName
            ? t('accepted>leadNamed', { name: firstName })
            : t('accepted>lead')}
      </p>
      {offer ? <AcceptedOfferSummary /> : <LoanSummary />}
      <h2>{t('outcomes>whatNext')}</h2>
      <ol className="next-steps">
        <li>{partner ? t('accepted>next1Partner', { partner }) : t('accepted>next1')}</li>
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
