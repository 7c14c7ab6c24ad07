import type { Offer } from '../../../src/api/contract';
import { STATE } from '../../../src/domain/journey/state-table';

/** The offer states (SPEC §4: 37 ipfd offer choice ... 41 proficredit offer) and who offers in each. */
const OFFER_PARTNERS: Readonly<Record<number, string>> = {
  37: 'creditea',
  38: 'cofidis',
  39: 'provident',
  40: 'instabank',
  41: 'proficredit',
};

/**
 * Offers shown by an offer state, built from the amount asked: the amount itself and, for the
 * choice state (37), a smaller alternative. Figures are illustrative, flat 1.5 % a month. They are
 * made when the lead is (`createdAt`), and expire 24 hours later (SPEC §9). `smava@` leads get
 * smava's offers in the same states.
 */
export function offersForState(
  state: number,
  leadId: string,
  options: { amount?: number; period?: number; createdAt?: string; partner?: string } = {},
): Offer[] | undefined {
  const { amount = 1000, period = 70 } = options;
  const partner = OFFER_PARTNERS[state] && (options.partner ?? OFFER_PARTNERS[state]);
  if (!partner) return undefined;
  const make = (suffix: string, offerAmount: number, months: number): Offer => {
    const totalToRepay = Math.round(offerAmount * (1 + 0.015 * months));
    return {
      offerId: `${leadId}-${partner}-${suffix}`,
      partner,
      amount: offerAmount,
      period: months,
      periodScale: 'months',
      monthlyPayment: Math.round(totalToRepay / months),
      totalToRepay,
      apr: 19.56,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    };
  };
  const months = Math.max(3, Math.round(period / 30));
  const offers = [make('a', amount, months)];
  if (state === STATE.ipfdOfferChoice) offers.push(make('b', Math.max(300, Math.round(amount / 200) * 100), months));
  return offers;
}

export const OFFER_STATES = Object.keys(OFFER_PARTNERS).map(Number);
