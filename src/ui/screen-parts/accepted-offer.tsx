import { useTranslation } from 'react-i18next';
import { acceptedOffer } from '../../domain/offers/offers';
import { useApplicationState } from '../../core/application/use-stores';
import { SummaryList } from './summary-list';
import { useOfferRows } from './offer-format';
import { usePartnerName } from './partner-logo';

/** The offer the server says was accepted (applicationResult.offerId), when this device holds it. */
export function useAcceptedOffer() {
  const stored = useApplicationState((state) => state.offers);
  const offerId = useApplicationState((state) => state.applicationResult.offerId);
  return acceptedOffer(stored, offerId);
}

/**
 * The accepted screen says what was accepted, from the accepted offer itself: the lender
 * and the figures the applicant agreed to, not the amount and term first asked for.
 */
export function AcceptedOfferSummary() {
  const { t } = useTranslation('flow');
  const offer = useAcceptedOffer();
  const partner = usePartnerName(offer?.partner ?? '');
  const rows = useOfferRows(offer);
  if (!offer) return null;
  return <SummaryList rows={[[t('outcomes>partner'), partner], ...rows]} label={t('accepted>offerLabel')} />;
}
