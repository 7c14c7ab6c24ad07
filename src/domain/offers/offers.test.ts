import { describe, expect, it } from 'vitest';
import { OFFER_EXPIRATION_MS } from '../constants';
import { type OfferReading, acceptedOffer, declineConsequence, isOfferExpired, nextOfferExpiry, offerActions, offersToShow, readOffer, roundingDifference, storedOffer, tellOffersApart } from './offers';
import { createApplicationState, clearAll, setOfferAside } from '../journey/application-record';

const MADE = Date.parse('2026-11-20T10:00:00Z');
const offer = (overrides: Record<string, unknown> = {}) => ({
  offerId: 'o-1',
  partner: { name: 'cofidis' },
  amount: 1000,
  period: 3,
  periodScale: 'months',
  monthlyPayment: 349,
  totalToRepay: 1045,
  apr: 19.56,
  createdAt: new Date(MADE).toISOString(),
  ...overrides,
});

describe('isOfferExpired (SPEC §9: 24 hours)', () => {
  it('is open until 24 hours have passed, and expired from then on', () => {
    expect(isOfferExpired(MADE, MADE + OFFER_EXPIRATION_MS - 1)).toBe(false);
    expect(isOfferExpired(MADE, MADE + OFFER_EXPIRATION_MS)).toBe(true);
    expect(isOfferExpired(MADE, MADE + 25 * 60 * 60 * 1000)).toBe(true);
  });
});

describe('readOffer', () => {
  it('reads a complete offer with its partner, figures and expiry', () => {
    const reading = readOffer(offer(), MADE + 1000);
    expect(reading).toMatchObject({ kind: 'valid', expired: false, expiresAt: MADE + OFFER_EXPIRATION_MS });
    expect(reading.kind === 'valid' && reading.offer).toMatchObject({ offerId: 'o-1', partner: 'cofidis', amount: 1000, monthlyPayment: 349, madeAt: MADE });
  });

  it('accepts the contract form (partner as a string) and the received time when the server gave none', () => {
    const reading = readOffer(offer({ partner: 'provident', createdAt: undefined, receivedAt: MADE }), MADE);
    expect(reading.kind === 'valid' && reading.offer.partner).toBe('provident');
  });

  it('an offer past 24 hours is expired: it may be declined, not accepted', () => {
    const reading = readOffer(offer(), MADE + OFFER_EXPIRATION_MS + 1);
    expect(reading).toMatchObject({ kind: 'valid', expired: true });
    expect(offerActions(reading)).toEqual({ accept: false, decline: true });
  });

  it.each([
    ['a missing monthly cost', { monthlyPayment: undefined }, 'monthlyPayment'],
    ['a total as text', { totalToRepay: '1045' }, 'totalToRepay'],
    ['a negative amount', { amount: -5 }, 'amount'],
    ['a NaN period', { period: Number.NaN }, 'period'],
    ['an unknown period scale', { periodScale: 'weeks' }, 'periodScale'],
    ['a total below the amount', { totalToRepay: 10 }, 'totalToRepay'],
    ['no partner', { partner: {} }, 'partner'],
    ['no time at all', { createdAt: 'yesterday' }, 'createdAt'],
  ])('is malformed with %s, and can be neither accepted nor declined', (_name, overrides, problem) => {
    const reading = readOffer(offer(overrides), MADE);
    expect(reading.kind).toBe('malformed');
    expect(reading.kind === 'malformed' && reading.problems).toContain(problem);
    expect(offerActions(reading)).toEqual({ accept: false, decline: false });
  });

  it('is malformed when it is not an object', () => {
    expect(readOffer(null, MADE)).toEqual({ kind: 'malformed', problems: ['offer'] });
  });
});

describe('offersToShow', () => {
  it('shows the newest first, and the later received first at the same time', () => {
    const older = offer({ offerId: 'old', createdAt: new Date(MADE - 3_600_000).toISOString() });
    const newer = offer({ offerId: 'new' });
    const twin = offer({ offerId: 'twin' });
    const ids = offersToShow([older, newer, twin], MADE).map((reading) => (reading.kind === 'valid' ? reading.offer.offerId : null));
    expect(ids).toEqual(['twin', 'new', 'old']);
  });

  it('puts malformed offers last', () => {
    const kinds = offersToShow([offer({ amount: null }), offer()], MADE).map((reading) => reading.kind);
    expect(kinds).toEqual(['valid', 'malformed']);
  });
});

describe('storedOffer: each offer of an answer is kept and read on its own', () => {
  const received = new Date(MADE + 5000);
  const contractOffer = (overrides: Record<string, unknown> = {}) => ({ ...offer(overrides), partner: 'creditea' });

  it('keeps the partner as partner.name (SPEC §3), and stamps an offer that came without its time', () => {
    expect(storedOffer(contractOffer(), received)).toMatchObject({ offerId: 'o-1', partner: { name: 'creditea' }, createdAt: new Date(MADE).toISOString() });
    expect(storedOffer(contractOffer({ createdAt: undefined }), received)).toMatchObject({ receivedAt: received.toISOString() });
  });

  it('a figure sent as text leaves that offer not acceptable, and the sound offer beside it acceptable', () => {
    const stored = [contractOffer({ offerId: 'sound' }), contractOffer({ offerId: 'broken', amount: '1000' })].map((raw) => storedOffer(raw, received));
    const readings = offersToShow(stored, MADE + 10_000);
    expect(readings.map((reading) => reading.kind)).toEqual(['valid', 'malformed']);
    expect(readings[0]?.kind === 'valid' && offerActions(readings[0])).toEqual({ accept: true, decline: true });
    expect(readings[1]).toMatchObject({ kind: 'malformed', offerId: 'broken', problems: ['amount'] });
  });

  it('keeps something that is not an offer as an empty one, which reads as malformed', () => {
    for (const raw of [null, 'offer', 42, ['o-1']]) expect(readOffer(storedOffer(raw, received), MADE).kind).toBe('malformed');
  });
});

describe('nextOfferExpiry: an offer on screen turns expired at its expiry', () => {
  it('is the earliest expiry of the offers still open, and null when none is', () => {
    const older = offer({ offerId: 'old', createdAt: new Date(MADE - 3_600_000).toISOString() });
    const readings = offersToShow([offer(), older, offer({ amount: null })], MADE);
    expect(nextOfferExpiry(readings)).toBe(MADE - 3_600_000 + OFFER_EXPIRATION_MS);
    expect(nextOfferExpiry(offersToShow([offer()], MADE + OFFER_EXPIRATION_MS))).toBeNull();
  });

  it('reads every offer as expired once the server refused an acceptance as expired, whatever this clock says', () => {
    const readings = offersToShow([offer()], MADE + 1000, { expiredByServer: true });
    expect(readings[0]).toMatchObject({ kind: 'valid', expired: true });
    expect(offerActions(readings[0] as OfferReading)).toEqual({ accept: false, decline: true });
    expect(nextOfferExpiry(readings)).toBeNull();
  });
});

describe('declining: the last open offer ends the application, another is only set aside', () => {
  const two = [offer({ offerId: 'a' }), offer({ offerId: 'b' })];

  it('with another offer open, declining one sets it aside; declining the last ends the application', () => {
    const readings = offersToShow(two, MADE);
    expect(declineConsequence(readings, 'a')).toBe('setsAside');
    const left = offersToShow(two, MADE, { setAside: ['a'] });
    expect(left.map((reading) => (reading.kind === 'valid' ? reading.offer.offerId : '?'))).toEqual(['b']);
    expect(declineConsequence(left, 'b')).toBe('endsApplication');
  });

  it('an expired or broken offer beside it is no offer to fall back on', () => {
    const expired = offer({ offerId: 'old', createdAt: new Date(MADE - OFFER_EXPIRATION_MS).toISOString() });
    expect(declineConsequence(offersToShow([offer(), expired, { offerId: 'broken' }], MADE), 'o-1')).toBe('endsApplication');
  });

  it('is kept with the application, once per offer, and gone with a fresh start', () => {
    const state = setOfferAside(setOfferAside(createApplicationState(), 'a'), 'a');
    expect(state.setAsideOffers).toEqual(['a']);
    expect(clearAll(state).setAsideOffers).toBeUndefined();
  });
});

describe('acceptedOffer: the offer applicationResult.offerId names, as it was shown', () => {
  it('is the stored offer with that id, and undefined when none is named or held', () => {
    const stored = [offer({ offerId: 'a', amount: 500, totalToRepay: 523 }), offer({ offerId: 'b' })];
    expect(acceptedOffer(stored, 'a')).toMatchObject({ offerId: 'a', partner: 'cofidis', amount: 500, totalToRepay: 523 });
    expect(acceptedOffer(stored, undefined)).toBeUndefined();
    expect(acceptedOffer(stored, 'elsewhere')).toBeUndefined();
  });
});

describe('offers that look the same say how they differ', () => {
  const made = Date.parse('2026-01-01T10:00:00Z');
  const raw = (offerId: string, extra: Record<string, unknown> = {}) => ({
    offerId, partner: { name: 'creditea' }, amount: 300, period: 3, periodScale: 'months', monthlyPayment: 104, totalToRepay: 312, createdAt: new Date(made).toISOString(), ...extra,
  });
  const read = (stored: unknown[]) => tellOffersApart(offersToShow(stored, made + 1000));

  it('two equal offers are one card', () => {
    const { readings, distinctions } = read([raw('a'), raw('b')]);
    expect(readings).toHaveLength(1);
    expect(distinctions).toEqual({});
  });
  it('two offers of one partner and amount with other figures name their products', () => {
    const { readings, distinctions } = read([raw('a', { productName: 'Flex' }), raw('b', { productName: 'Plus', period: 6, monthlyPayment: 54, totalToRepay: 324 })]);
    expect(readings).toHaveLength(2);
    expect(distinctions).toEqual({ a: { by: 'product', product: 'Flex' }, b: { by: 'product', product: 'Plus' } });
  });
  it('without product names, by when they were offered', () => {
    const later = new Date(made + 60_000).toISOString();
    const { distinctions } = read([raw('a'), raw('b', { createdAt: later, period: 6, monthlyPayment: 54, totalToRepay: 324 })]);
    expect(distinctions).toEqual({ a: { by: 'date', madeAt: made }, b: { by: 'date', madeAt: made + 60_000 } });
  });
  it('offers of different amounts need nothing more', () => {
    expect(read([raw('a'), raw('b', { amount: 500 })]).distinctions).toEqual({});
  });
});

describe('a rounding line where payments times the term is not the total', () => {
  const offer = (monthlyPayment: number, totalToRepay: number, periodScale: 'months' | 'days' = 'months') =>
    ({ offerId: 'a', partner: 'creditea', amount: 1000, period: 3, periodScale, monthlyPayment, totalToRepay, madeAt: 0 });
  it('348 × 3 against 1045 is a difference of 1', () => {
    expect(roundingDifference(offer(348, 1045))).toEqual({ payments: 3, product: 1044, difference: 1 });
  });
  it('nothing when they add up, or when the term is in days', () => {
    expect(roundingDifference(offer(348.33, 1044.99))).toBeNull();
    expect(roundingDifference(offer(348, 1045, 'days'))).toBeNull();
  });
});
