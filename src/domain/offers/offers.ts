import type { ApplicationResult } from '../journey/application-record';
import { OFFER_EXPIRATION_MS } from '../constants';
import { toEpochMs } from '../time';

/**
 * The partner offers of states 37–41 and /smava as the screens show them (SPEC §4, §9). An offer is
 * kept in the application state as the server sent it (partner as `partner.name`, SPEC §3); these
 * rules decide whether it can be shown as acceptable, whether it has expired (24 h after it was
 * made, or received when the server gave no time) and the order of several (newest first).
 */
export type ShownOffer = {
  offerId: string;
  partner: string;
  amount: number;
  period: number;
  periodScale: 'days' | 'months';
  monthlyPayment: number;
  totalToRepay: number;
  apr?: number;
  /** The partner's name for the product offered, when it gives one (productName, or product). */
  product?: string;
  /** Epoch ms from which the 24 hours count. */
  madeAt: number;
};

export type OfferReading =
  | { kind: 'valid'; offer: ShownOffer; expired: boolean; expiresAt: number }
  /** Missing or malformed figures: never acceptable. `offerId` when there is one, for the log. */
  | { kind: 'malformed'; offerId?: string; problems: string[] };

const isFigure = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The partner's name of a stored offer (`partner.name`) or of a contract offer (`partner`). */
function partnerOf(raw: Record<string, unknown>): string | undefined {
  const partner = raw.partner;
  if (typeof partner === 'string') return partner.trim() || undefined;
  if (partner && typeof partner === 'object') {
    const name = (partner as { name?: unknown }).name;
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
  }
  return undefined;
}

/**
 * An offer of a server answer as the application state keeps it (SPEC §3: the partner as
 * `partner.name`), whatever came: a sound offer, one with a bad figure (kept as it came, so that
 * readOffer reports it and the sound ones beside it stay acceptable), or something that is not an
 * offer at all (kept as an empty one, which reads as malformed). An offer without the partner's time
 * is stamped when it arrives, so that its 24 hours (SPEC §9) still count.
 */
export function storedOffer(raw: unknown, receivedAt: Date): ApplicationResult {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const { partner, ...offer } = raw as Record<string, unknown>;
  return {
    ...offer,
    ...(partner === undefined ? {} : { partner: typeof partner === 'string' ? { name: partner } : (partner as ApplicationResult['partner']) }),
    ...(offer.createdAt === undefined ? { receivedAt: receivedAt.toISOString() } : {}),
  };
}

export function isOfferExpired(madeAt: number, now: number): boolean {
  return now >= madeAt + OFFER_EXPIRATION_MS;
}

function productOf(offer: Record<string, unknown>): string | undefined {
  const product = offer.productName ?? offer.product;
  return typeof product === 'string' && product.trim() !== '' ? product.trim() : undefined;
}

/**
 * Reads one stored offer: every figure the screen shows must be a positive number, the total at
 * least the amount. `expiredByServer`: the server refused an acceptance as expired (a device clock
 * behind the server's), so the offer reads as expired whatever the clock here says.
 */
export function readOffer(raw: unknown, now: number, expiredByServer = false): OfferReading {
  if (!raw || typeof raw !== 'object') return { kind: 'malformed', problems: ['offer'] };
  const offer = raw as Record<string, unknown>;
  const problems: string[] = [];
  const offerId = typeof offer.offerId === 'string' && offer.offerId.trim() !== '' ? offer.offerId : undefined;
  if (!offerId) problems.push('offerId');
  const partner = partnerOf(offer);
  if (!partner) problems.push('partner');
  for (const field of ['amount', 'period', 'monthlyPayment', 'totalToRepay'] as const) {
    if (!isFigure(offer[field])) problems.push(field);
  }
  if (offer.periodScale !== 'days' && offer.periodScale !== 'months') problems.push('periodScale');
  if (offer.apr !== undefined && !(typeof offer.apr === 'number' && Number.isFinite(offer.apr) && offer.apr >= 0)) problems.push('apr');
  if (isFigure(offer.amount) && isFigure(offer.totalToRepay) && offer.totalToRepay < offer.amount) problems.push('totalToRepay');
  const madeAt = toEpochMs(offer.createdAt) ?? toEpochMs(offer.receivedAt);
  if (madeAt === null) problems.push('createdAt');
  if (problems.length > 0 || !offerId || !partner || madeAt === null) return { kind: 'malformed', ...(offerId ? { offerId } : {}), problems };
  const shown: ShownOffer = {
    offerId,
    partner,
    amount: offer.amount as number,
    period: offer.period as number,
    periodScale: offer.periodScale as ShownOffer['periodScale'],
    monthlyPayment: offer.monthlyPayment as number,
    totalToRepay: offer.totalToRepay as number,
    ...(typeof offer.apr === 'number' ? { apr: offer.apr } : {}),
    ...(productOf(offer) ? { product: productOf(offer) } : {}),
    madeAt,
  };
  return { kind: 'valid', offer: shown, expired: expiredByServer || isOfferExpired(madeAt, now), expiresAt: madeAt + OFFER_EXPIRATION_MS };
}

/**
 * The offers a screen shows: with accumulation off only the latest answer's (the store already
 * replaced the earlier ones), with it on every offer received; newest first either way, the
 * later-received first when two were made at the same time.
 */
export function offersToShow(stored: readonly unknown[], now: number, options: { expiredByServer?: boolean; setAside?: readonly string[] } = {}): OfferReading[] {
  const setAside = new Set(options.setAside ?? []);
  const readings = stored
    .map((raw, index) => ({ reading: readOffer(raw, now, options.expiredByServer), index }))
    .filter(({ reading }) => reading.kind === 'malformed' || !setAside.has(reading.offer.offerId));
  const time = (entry: { reading: OfferReading }) => (entry.reading.kind === 'valid' ? entry.reading.offer.madeAt : -Infinity);
  return readings.sort((a, b) => time(b) - time(a) || b.index - a.index).map((entry) => entry.reading);
}

/** What the applicant can do with an offer: accept and decline it, only decline it (expired), or nothing. */
export function offerActions(reading: OfferReading): { accept: boolean; decline: boolean } {
  if (reading.kind === 'malformed') return { accept: false, decline: false };
  return { accept: !reading.expired, decline: true };
}

/**
 * What declining an offer does. Declining is the application's one answer to its offers
 * only when no other offer could still be accepted: then the application ends, and the
 * applicant is told so before confirming. With another offer still open, the declined one is only
 * set aside on this device, and the others stay on screen to be accepted or declined.
 */
export type DeclineConsequence = 'setsAside' | 'endsApplication';

export function declineConsequence(readings: readonly OfferReading[], offerId: string): DeclineConsequence {
  const othersOpen = readings.some((reading) => reading.kind === 'valid' && !reading.expired && reading.offer.offerId !== offerId);
  return othersOpen ? 'setsAside' : 'endsApplication';
}

/**
 * The offer the server says was accepted (applicationResult.offerId, SPEC §3), as it was shown,
 * when this device still holds it; undefined otherwise (the accepted screen then shows the request).
 */
export function acceptedOffer(stored: readonly unknown[], offerId: unknown): ShownOffer | undefined {
  if (typeof offerId !== 'string' || offerId === '') return undefined;
  for (const raw of stored) {
    const reading = readOffer(raw, 0);
    if (reading.kind === 'valid' && reading.offer.offerId === offerId) return reading.offer;
  }
  return undefined;
}

/**
 * When the offers on screen next change by themselves: the earliest expiry of an offer still open
 * (an offer turns expired on screen at its expiry, not at the next tick of a clock), or
 * null when none will.
 */
export function nextOfferExpiry(readings: readonly OfferReading[]): number | null {
  const open = readings.flatMap((reading) => (reading.kind === 'valid' && !reading.expired ? [reading.expiresAt] : []));
  return open.length > 0 ? Math.min(...open) : null;
}

/** How two offers that would read the same (the same partner and amount) are told apart on screen. */
export type OfferDistinction = { by: 'product'; product: string } | { by: 'date'; madeAt: number };

const sameFigures = (a: ShownOffer, b: ShownOffer) =>
  a.period === b.period && a.periodScale === b.periodScale && a.monthlyPayment === b.monthlyPayment &&
  a.totalToRepay === b.totalToRepay && a.apr === b.apr && a.product === b.product;

/**
 * Offers that look the same say how they differ. Two offers of one partner for one amount are one
 * card when every figure is equal (the newest, as the list is newest first: two equal cards are a
 * choice that is none); otherwise each names the partner's product, or, when the partner gives no
 * product names that differ, when it was offered.
 */
export function tellOffersApart(readings: readonly OfferReading[]): { readings: OfferReading[]; distinctions: Record<string, OfferDistinction> } {
  const kept: OfferReading[] = [];
  for (const reading of readings) {
    const duplicate =
      reading.kind === 'valid' &&
      kept.some((other) => other.kind === 'valid' && other.offer.partner === reading.offer.partner && other.offer.amount === reading.offer.amount && other.expired === reading.expired && sameFigures(other.offer, reading.offer));
    if (!duplicate) kept.push(reading);
  }
  const distinctions: Record<string, OfferDistinction> = {};
  const valid = kept.flatMap((reading) => (reading.kind === 'valid' ? [reading.offer] : []));
  for (const offer of valid) {
    const alike = valid.filter((other) => other.partner === offer.partner && other.amount === offer.amount);
    if (alike.length < 2) continue;
    const products = alike.map((other) => other.product);
    const byProduct = products.every((product) => product !== undefined) && new Set(products).size === alike.length;
    distinctions[offer.offerId] = byProduct ? { by: 'product', product: offer.product! } : { by: 'date', madeAt: offer.madeAt };
  }
  return { readings: kept, distinctions };
}

/**
 * Where the monthly payment times the number of payments is not the total payable (the payment is
 * rounded to the cent), the card says so: the product of the two and the difference, in cents
 * rounded away. Only offers in months have a monthly payment per month of the term.
 */
export function roundingDifference(offer: ShownOffer): { payments: number; product: number; difference: number } | null {
  if (offer.periodScale !== 'months' || !Number.isInteger(offer.period)) return null;
  const product = Math.round(offer.monthlyPayment * offer.period * 100) / 100;
  const difference = Math.round((offer.totalToRepay - product) * 100) / 100;
  return difference === 0 ? null : { payments: offer.period, product, difference };
}
