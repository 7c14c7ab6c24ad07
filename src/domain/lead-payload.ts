import { toGoogleClickPayload } from './ad-click';
import type { GoogleClickPayload } from './ad-click';
import type { AffiliateReference, Lead } from './lead-types';
import { toIsoString } from './time';

/** The lead as it goes over the wire: the Google click flattened as SPEC §3 asks, times as ISO strings. */
export type LeadPayload = Omit<Lead, 'googleClick' | 'sessionStartedAt' | 'expiresAt' | 'affiliateReferenceParams'> &
  Partial<GoogleClickPayload> & {
    sessionStartedAt?: string;
    expiresAt?: string;
    affiliateReferenceParams?: Omit<AffiliateReference, 'setAt'> & { setAt: string };
  };

export function toLeadPayload(lead: Lead): LeadPayload {
  const { googleClick, sessionStartedAt, expiresAt, affiliateReferenceParams: reference, ...rest } = lead;
  const payload: LeadPayload = { ...rest };
  if (reference) payload.affiliateReferenceParams = { ...reference, setAt: toIsoString(reference.setAt) ?? String(reference.setAt) };
  if (sessionStartedAt !== undefined) payload.sessionStartedAt = toIsoString(sessionStartedAt);
  if (expiresAt !== undefined) payload.expiresAt = toIsoString(expiresAt);
  if (googleClick) Object.assign(payload, toGoogleClickPayload(googleClick));
  return payload;
}
