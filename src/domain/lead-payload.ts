import { toGoogleClickPayload } from './ad-click';
import type { GoogleClickPayload } from './ad-click';
import type { Lead } from './lead-types';
import { toIsoString } from './time';

/** The lead as it goes over the wire: the Google click flattened as SPEC §3 asks, times as ISO strings. */
export type LeadPayload = Omit<Lead, 'googleClick' | 'sessionStartedAt' | 'expiresAt'> &
  Partial<GoogleClickPayload> & { sessionStartedAt?: string; expiresAt?: string };

export function toLeadPayload(lead: Lead): LeadPayload {
  const { googleClick, sessionStartedAt, expiresAt, ...rest } = lead;
  const payload: LeadPayload = { ...rest };
  if (sessionStartedAt !== undefined) payload.sessionStartedAt = toIsoString(sessionStartedAt);
  if (expiresAt !== undefined) payload.expiresAt = toIsoString(expiresAt);
  if (googleClick) Object.assign(payload, toGoogleClickPayload(googleClick));
  return payload;
}
