import { useApplicationState } from '../application/use-stores';
import { useStepWrites } from '../flow/use-step-writes';
import type { ShownOffer } from '../../domain/offers';
import { useStepCall } from '../after-offer/use-step-call';

/**
 * Which call accepts and which declines an offer on each offer route (SPEC §7): IPF Digital's
 * choice (37) accepts with /lead/offer/accept-creditea-offer, Provident (39) with
 * /lead/offer/update-provident-offer (its amount and term), Proficredit (41) answers both with
 * /lead/offer/proficredit, and the others (38 Cofidis, 40 Instabank, /smava) with /lead/sale.
 * Declining is /lead/sale wherever the partner has no call of its own. Each goes through the
 * step's one submit path: the offline-safe queue under a key from what it sends, so accepting the
 * same offer twice (a double tap, a second tab, offline and again after a reload) is one submission.
 */
export const OFFER_WRITES = ['leadSale', 'offerAcceptCreditea', 'offerUpdateProvident', 'offerProficredit'] as const;

export function useOfferCalls(route: string) {
  const leadId = useApplicationState((state) => state.id) ?? '';
  const sale = useStepCall(route, 'leadSale');
  const creditea = useStepCall(route, 'offerAcceptCreditea');
  const provident = useStepCall(route, 'offerUpdateProvident');
  const proficredit = useStepCall(route, 'offerProficredit');
  const writes = useStepWrites(route, OFFER_WRITES);

  const accept = (offer: ShownOffer) => {
    if (route === '/ipfd-offer-choice') return creditea.send({ body: { leadId, offerId: offer.offerId } });
    if (route === '/provident-offer') return provident.send({ body: { leadId, amount: offer.amount, period: offer.period } });
    if (route === '/proficredit-offer') return proficredit.send({ body: { leadId, offerId: offer.offerId, accepted: true } });
    return sale.send({ body: { leadId, offerId: offer.offerId, accepted: true } });
  };
  const decline = (offer: ShownOffer) => {
    if (route === '/proficredit-offer') return proficredit.send({ body: { leadId, offerId: offer.offerId, accepted: false } });
    return sale.send({ body: { leadId, offerId: offer.offerId, accepted: false } });
  };
  return { accept, decline, writes };
}
