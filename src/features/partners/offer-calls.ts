import { OFFER_ANSWER_WRITES } from '../../api/contract/write-names';
import { useApplicationState, useStores } from '../../core/application/use-stores';
import { declineLastOffer, setOfferAside } from '../../domain/journey/application-record';
import { useStepWrites } from '../../core/flow/use-step-writes';
import type { ShownOffer } from '../../domain/offers/offers';
import { useStepCall } from '../../core/flow/use-step-call';

/**
 * The calls that answer an offer (SPEC §7): IPF Digital's choice accepts with
 * /lead/offer/accept-creditea-offer, Provident with /lead/offer/update-provident-offer (its amount
 * and term), Proficredit answers both with /lead/offer/proficredit, and the rest with /lead/sale.
 * Which one each offer step uses is its record in the step registry (src/app/steps.ts).
 */
export type OfferCall = 'sale' | 'creditea' | 'provident' | 'proficredit';
export type OfferCalls = { accept: OfferCall; decline: Exclude<OfferCall, 'creditea' | 'provident'> };

/**
 * Each answer goes through the step's one submit path, the offline-safe queue, which keys an offer
 * answer once per application: accepting twice (a double tap, offline and again after a reload), or
 * two tabs answering different offers at once, is one submission, and lead-api answers any later
 * answer, from another device too, with the first one's result.
 */

export function useOfferCalls(route: string, calls: OfferCalls) {
  const leadId = useApplicationState((state) => state.id) ?? '';
  const sale = useStepCall(route, 'leadSale');
  const creditea = useStepCall(route, 'offerAcceptCreditea');
  const provident = useStepCall(route, 'offerUpdateProvident');
  const proficredit = useStepCall(route, 'offerProficredit');
  const writes = useStepWrites(route, OFFER_ANSWER_WRITES);
  const { application } = useStores();

  const answer = (call: OfferCall, offer: ShownOffer, accepted: boolean) => {
    if (call === 'creditea') return creditea.send({ body: { leadId, offerId: offer.offerId } });
    if (call === 'provident') return provident.send({ body: { leadId, amount: offer.amount, period: offer.period } });
    if (call === 'proficredit') return proficredit.send({ body: { leadId, offerId: offer.offerId, accepted } });
    return sale.send({ body: { leadId, offerId: offer.offerId, accepted } });
  };
  const accept = (offer: ShownOffer) => answer(calls.accept, offer, true);
  /** The last open offer declined: the application ends, which the next screen says (no success mark). */
  const decline = (offer: ShownOffer) => {
    application.setState((state) => declineLastOffer(state, offer.offerId));
    return answer(calls.decline, offer, false);
  };
  /** Declined while another offer is open: set aside on this device; nothing is sent. */
  const setAside = (offer: ShownOffer) => application.setState((state) => setOfferAside(state, offer.offerId));
  return { accept, decline, setAside, writes };
}
