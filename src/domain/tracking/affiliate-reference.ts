import { AFFILIATE_EXPIRY_HOURS_DEFAULT } from '../constants';
import { phoneContextOf, scrubContactData } from './contact-data';
import type { AffiliateReference } from '../lead/lead-types';
import type { Logger } from '../logger';
import { HOUR_MS, toEpochMs } from '../time';

export { AFFILIATE_EXPIRY_HOURS_DEFAULT };
export type { AffiliateReference };

/** SPEC §8: the internal log messages of the affiliate rules, spelled once. */
export const AFFILIATE_LOG = {
  urlDataUndefined: 'URL data undefined',
  noValidParameters: 'No valid affiliate parameters',
  invalidSetAt: 'Invalid setAt',
  invalidExpiry: 'Invalid expiry configuration',
  storageError: 'Storage handling error by affiliate status',
} as const;

/** The reference parameters of the address (SPEC §2: refName, refSubId, refTransactionId). */
export type AffiliateAddressParams = { refName?: string; refSubId?: string; refTransactionId?: string };

export type AffiliateSettings = {
  /** Hours; not a positive number means "never expires" (SPEC §5). */
  expiryHours?: number;
  /** SPEC §4: a reference with this attribute never expires. Empty means none. */
  staticName?: string;
};

/**
 * new: the address brings a reference that replaces the stored one; reset session and data.
 * kept: the stored reference stays. expired: it is removed and the data reset. none: there is none.
 */
export type AffiliateOutcome = 'new' | 'kept' | 'expired' | 'none';

export type AffiliateDecision = {
  outcome: AffiliateOutcome;
  reference: AffiliateReference | null;
  resetSession: boolean;
  resetApplicationData: boolean;
};

const EMPTY_PARAMS: AffiliateAddressParams = { refName: '', refSubId: '', refTransactionId: '' };

function fromAddress(params: AffiliateAddressParams, now: Date): AffiliateReference | null {
  const attribute = params.refName?.trim() ?? '';
  if (!attribute) return null;
  return { attribute, subId: params.refSubId?.trim() ?? '', transactionId: params.refTransactionId?.trim() ?? '', setAt: now.toISOString() };
}

/** SPEC §4: references differ by attribute, subId or transactionId (never by setAt). */
export function sameReference(a: AffiliateReference, b: AffiliateReference): boolean {
  return a.attribute === b.attribute && (a.subId ?? '') === (b.subId ?? '') && (a.transactionId ?? '') === (b.transactionId ?? '');
}

/**
 * The stored reference as the address bar shows it once cleaned of contact data (landing-params.ts):
 * a reload reads that address, and must find the reference it landed with, not a new one.
 */
function asCleanedInAddress(reference: AffiliateReference): AffiliateReference {
  return {
    ...reference,
    attribute: scrubContactData(reference.attribute, phoneContextOf('refName')),
    subId: scrubContactData(reference.subId, phoneContextOf('refSubId')),
    transactionId: scrubContactData(reference.transactionId, phoneContextOf('refTransactionId')),
  };
}

/** The address brings the stored reference: as it was sent, or as the address bar was cleaned to. */
function bringsStored(incoming: AffiliateReference, stored: AffiliateReference): boolean {
  return sameReference(incoming, stored) || sameReference(incoming, asCleanedInAddress(stored));
}

/** SPEC §5: an invalid setAt becomes the current time. */
export function normaliseSetAt(reference: AffiliateReference, now: Date, logger: Logger): AffiliateReference {
  if (toEpochMs(reference.setAt) !== null) return reference;
  logger.warn(AFFILIATE_LOG.invalidSetAt, { setAt: reference.setAt });
  return { ...reference, setAt: now.toISOString() };
}

/**
 * SPEC §4/§5: expired when older than the configured hours; a reference whose attribute is the
 * static name never expires, and an expiry that is not a positive number means not expired.
 */
export function isAffiliateExpired(reference: AffiliateReference, now: Date, settings: AffiliateSettings, logger: Logger): boolean {
  if (settings.staticName && reference.attribute === settings.staticName) return false;
  const hours = settings.expiryHours ?? AFFILIATE_EXPIRY_HOURS_DEFAULT;
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours <= 0) {
    logger.warn(AFFILIATE_LOG.invalidExpiry, { expiryHours: hours });
    return false;
  }
  const setAt = toEpochMs(normaliseSetAt(reference, now, logger).setAt) ?? now.getTime();
  return now.getTime() - setAt > hours * HOUR_MS;
}

function validStored(stored: unknown): AffiliateReference | null {
  if (!stored || typeof stored !== 'object') return null;
  const ref = stored as Partial<AffiliateReference>;
  return typeof ref.attribute === 'string' && ref.attribute !== ''
    ? { attribute: ref.attribute, subId: ref.subId ?? '', transactionId: ref.transactionId ?? '', setAt: ref.setAt ?? '' }
    : null;
}

/**
 * Decides what happens to the affiliate reference on landing. A reference in the address that
 * matches an expired stored one counts as a new click (the applicant came back through the link).
 */
export function resolveAffiliateReference(input: {
  stored: unknown;
  address: AffiliateAddressParams | undefined;
  now: Date;
  settings: AffiliateSettings;
  logger: Logger;
}): AffiliateDecision {
  const { now, settings, logger } = input;
  if (input.address === undefined) logger.info(AFFILIATE_LOG.urlDataUndefined);
  const incoming = fromAddress(input.address ?? EMPTY_PARAMS, now);
  if (!incoming && input.address !== undefined) logger.info(AFFILIATE_LOG.noValidParameters);

  const storedRef = validStored(input.stored);
  const stored = storedRef ? normaliseSetAt(storedRef, now, logger) : null;
  const expired = stored !== null && isAffiliateExpired(stored, now, settings, logger);

  if (incoming && (!stored || expired || !bringsStored(incoming, stored))) {
    return { outcome: 'new', reference: incoming, resetSession: true, resetApplicationData: true };
  }
  if (!stored) return { outcome: 'none', reference: null, resetSession: false, resetApplicationData: false };
  if (expired) return { outcome: 'expired', reference: null, resetSession: false, resetApplicationData: true };
  return { outcome: 'kept', reference: stored, resetSession: false, resetApplicationData: false };
}

/** The effects the app wires in (storage, session); the domain only orders them. */
export type AffiliateEffects = {
  saveReference(reference: AffiliateReference | null): Promise<unknown>;
  resetSession(): Promise<unknown>;
  resetApplicationData(): Promise<unknown>;
};

/** Carries out a decision; a storage failure is logged (SPEC §8) and never thrown to the caller. */
export async function applyAffiliateDecision(decision: AffiliateDecision, effects: AffiliateEffects, logger: Logger): Promise<boolean> {
  try {
    if (decision.resetApplicationData) await effects.resetApplicationData();
    if (decision.resetSession) await effects.resetSession();
    if (decision.outcome !== 'none') await effects.saveReference(decision.reference);
    return true;
  } catch (error) {
    logger.error(AFFILIATE_LOG.storageError, { outcome: decision.outcome, error });
    return false;
  }
}
