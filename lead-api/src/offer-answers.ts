import type { LeadStateResponse } from '../../src/api/contract';
import { isOfferExpired } from '../../src/domain/offers/offers';
import type { LeadRecord } from './lead-repository';

/**
 * One answer per offer, as lead-api enforces it for the offer-answer calls
 * (OFFER_ANSWER_WRITES: /lead/sale, accept-creditea-offer, update-provident-offer, proficredit):
 * - the first answer to a lead's offers is stored with the reply it got; any later answer, from
 *   another tab or device, for any offer and under any Idempotency-Key, gets that reply and changes
 *   nothing, so two tabs accepting different offers at once make one offer answer;
 * - an acceptance after the offers' 24 hours (SPEC §9; the sandbox makes them with the lead) is 422
 *   `expired` on `offerId`; declining an expired offer is still taken.
 */
export const OFFER_ANSWER_STEP = 'offerAnswer';

export type StoredOfferAnswer = { call: string; reply: LeadStateResponse };

/** The lead's first offer answer, with the reply it got, when it has one. */
export function firstOfferAnswer(record: LeadRecord): StoredOfferAnswer | undefined {
  const stored = record.steps[OFFER_ANSWER_STEP] as Partial<StoredOfferAnswer> | undefined;
  return stored && typeof stored.call === 'string' && stored.reply ? (stored as StoredOfferAnswer) : undefined;
}

/** The record with its first offer answer kept beside the step's own answers. */
export function withOfferAnswer(record: LeadRecord, answer: StoredOfferAnswer): LeadRecord {
  return { ...record, steps: { ...record.steps, [OFFER_ANSWER_STEP]: answer } };
}

/** Whether the answer accepts (every call but a decline: `accepted: false` of /lead/sale and proficredit). */
export function acceptsOffer(body: object): boolean {
  return !('accepted' in body) || body.accepted !== false;
}

/** The sandbox's offers are made when the lead is (lead-api/src/data/offers.ts): they expire 24 hours later. */
export function offersExpired(record: LeadRecord, now: number): boolean {
  const madeAt = Date.parse(record.createdAt);
  return Number.isFinite(madeAt) && isOfferExpired(madeAt, now);
}

/**
 * SPEC §3 applicationResult for an accepted offer: which offer and whose, so the accepted
 * screen shows what was accepted. The offer is the one the answer names, or the state's only one
 * (Provident's call sends the amount and term, not an id).
 */
export function acceptedOfferResult(offers: readonly unknown[], body: object): LeadStateResponse['applicationResult'] {
  const shown = offers.filter((offer): offer is { offerId: string; partner: string } => {
    const { offerId, partner } = (offer ?? {}) as { offerId?: unknown; partner?: unknown };
    return typeof offerId === 'string' && typeof partner === 'string';
  });
  const named = 'offerId' in body && typeof body.offerId === 'string' ? shown.find((offer) => offer.offerId === body.offerId) : undefined;
  const offer = named ?? (shown.length === 1 ? shown[0] : undefined);
  return offer ? { offerId: offer.offerId, partner: { name: offer.partner } } : undefined;
}
