import { SummaryList } from '../../ui/screen-parts/summary-list';
import { useTranslation } from 'react-i18next';
import type { OfferDistinction, OfferReading } from '../../domain/offers/offers';
import { offerActions, roundingDifference } from '../../domain/offers/offers';
import { StartAgainLink } from '../../ui/screen-parts/start-again-link';
import { useOfferFormat, useOfferRows } from '../../ui/screen-parts/offer-format';
import { PartnerLogo, usePartnerName } from '../../ui/screen-parts/partner-logo';

type Props = {
  reading: Extract<OfferReading, { kind: 'valid' }>;
  /** How this card differs from another of the same partner and amount (tellOffersApart). */
  distinction?: OfferDistinction;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
};

/**
 * One offer: who offers it (logo and name), the figures as the server gave them in the brand's
 * currency, until when it holds, and the two answers. An expired offer says so and what to do
 * instead; it can still be declined, never accepted (SPEC §9).
 */
export function OfferCard({ reading, distinction, busy, onAccept, onDecline }: Props) {
  const { t } = useTranslation('steps');
  const format = useOfferFormat();
  const { offer, expired, expiresAt } = reading;
  const partner = usePartnerName(offer.partner);
  const headingId = `offer-${offer.offerId}`;
  const actions = offerActions(reading);
  const rows = useOfferRows(offer);
  const amount = format.money(offer.amount);
  let title = t('offer>cardTitle', { partner, amount });
  if (distinction?.by === 'product') title = t('offer>cardTitleProduct', { partner, amount, product: distinction.product });
  if (distinction?.by === 'date') title = t('offer>cardTitleDated', { partner, amount, date: format.date(distinction.madeAt) });
  const rounding = roundingDifference(offer);

  return (
    <article className={expired ? 'offer-card offer-card--expired' : 'offer-card'} aria-labelledby={headingId}>
      <PartnerLogo partner={offer.partner} />
      <h2 id={headingId}>{title}</h2>
      <SummaryList rows={rows} />
      {rounding && (
        <p className="offer-card__rounding">
          {t('offer>rounding', { payments: rounding.payments, monthly: format.money(offer.monthlyPayment), product: format.money(rounding.product), total: format.money(offer.totalToRepay) })}
        </p>
      )}
      {expired ? (
        <div className="notice notice--warning">
          <p>{t('offer>expired', { date: format.date(expiresAt) })}</p>
          <p>{t('offer>expiredNext', { partner })}</p>
        </div>
      ) : (
        <p className="offer-card__expiry">{t('offer>validUntil', { date: format.date(expiresAt) })}</p>
      )}
      <div className="outcome__actions">
        {actions.accept && (
          <button type="button" className="button button--primary" aria-describedby={headingId} disabled={busy} onClick={onAccept}>
            {t('offer>accept')}
          </button>
        )}
        {actions.decline && (
          <button type="button" className="button button--secondary" aria-describedby={headingId} disabled={busy} onClick={onDecline}>
            {t('offer>decline')}
          </button>
        )}
        {expired && <StartAgainLink label={t('offer>startAgain')} />}
      </div>
    </article>
  );
}

/** An offer the server sent without its figures (or with impossible ones): shown as not acceptable. */
export function MalformedOffer() {
  const { t } = useTranslation('steps');
  return (
    <article className="offer-card offer-card--broken" aria-label={t('offer>malformedTitle')}>
      <div className="notice notice--error">
        <p>{t('offer>malformed')}</p>
      </div>
    </article>
  );
}
