import { toGoogleClickPayload } from '../tracking/ad-click';
import type { GoogleClickPayload } from '../tracking/ad-click';
import type { AffiliateReference, Lead } from './lead-types';
import { toIsoString } from '../time';

/**
 * The domain's lead as it goes over the wire: the Google click flattened as SPEC §3 asks, times as
 * ISO strings. Derived from Lead; the contract's schema (src/api/contract/lead-payload.ts, which both
 * ends validate with) is written against it, so the compiler holds the two together.
 */
export type WireLead = Omit<Lead, 'googleClick' | 'sessionStartedAt' | 'expiresAt' | 'affiliateReferenceParams'> &
  Partial<GoogleClickPayload> & {
    sessionStartedAt?: string;
    expiresAt?: string;
    affiliateReferenceParams?: Omit<AffiliateReference, 'setAt'> & { setAt: string };
  };

export function toLeadPayload(lead: Lead): WireLead {
  const { googleClick, sessionStartedAt, expiresAt, affiliateReferenceParams: reference, ...rest } = lead;
  const payload: WireLead = { ...rest };
  if (reference) payload.affiliateReferenceParams = { ...reference, setAt: toIsoString(reference.setAt) ?? String(reference.setAt) };
  if (sessionStartedAt !== undefined) payload.sessionStartedAt = toIsoString(sessionStartedAt);
  if (expiresAt !== undefined) payload.expiresAt = toIsoString(expiresAt);
  if (googleClick) Object.assign(payload, toGoogleClickPayload(googleClick));
  return payload;
}
