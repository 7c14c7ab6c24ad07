import { OFFER_ANSWER_WRITES } from '../../api/contract/write-names';
import { useApplicationState, useStores } from '../application/use-stores';
import { setOfferAside } from '../../domain/application-state';
import { useStepWrites } from '../flow/use-step-writes';
import type { ShownOffer } from '../../domain/offers';
import { useStepCall } from '../after-offer/use-step-call';

/**
 * Which call accepts and which declines an offer on each offer route (SPEC §7): IPF Digital's
 * choice (37) accepts with /lead/offer/accept-creditea-offer, Provident (39) with
 * /lead/offer/update-provident-offer (its amount and term), Proficredit (41) answers both with
 * /lead/offer/proficredit, and the others (38 Cofidis, 40 Instabank, /smava) with /lead/sale.
 * Declining is /lead/sale wherever the partner has no call of its own. Each goes through the
 * step's one submit path, the offline-safe queue, under the application's one offer-answer key
 * (issue 28): accepting twice (a double tap, offline and again after a reload), or two tabs
 * answering different offers at once, is one submission, and lead-api answers any later answer,
 * from another device too, with the first one's result.
 */
/** Issue 28: the answer to the offers is one intent per application, under one key for every tab and offer. */
const ONE_ANSWER = { reserved: 'offerAnswer' } as const;

export function useOfferCalls(route: string) {
  const leadId = useApplicationState((state) => state.id) ?? '';
  const sale = useStepCall(route, 'leadSale', ONE_ANSWER);
  const creditea = useStepCall(route, 'offerAcceptCreditea', ONE_ANSWER);
  const provident = useStepCall(route, 'offerUpdateProvident', ONE_ANSWER);
  const proficredit = useStepCall(route, 'offerProficredit', ONE_ANSWER);
  const writes = useStepWrites(route, OFFER_ANSWER_WRITES);
  const { application } = useStores();

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
  /** Declined while another offer is open (issue 26): set aside on this device; nothing is sent. */
  const setAside = (offer: ShownOffer) => application.setState((state) => setOfferAside(state, offer.offerId));
  return { accept, decline, setAside, writes };
}
