import { APPLICATION_EXPIRATION_MS_DEFAULT } from '../constants';
import type { Lead } from '../lead/lead-types';
import { toEpochMs } from '../time';

/** SPEC §4: the session-specific fields cleared from stale data (plus otherDetails.ibanConsent). */
export const STALE_LEAD_FIELDS = ['sessionStartedAt', 'id', 'generalPolicies', 'policies', 'leadSource', 'googleCaptchaToken'] as const;

export type StaleReason = 'expired' | 'sessionTooOld' | 'noLeadStatus';

/**
 * SPEC §4: data is stale when expiresAt has passed, when the session is older than the configured
 * expiration time, or when the lead has no status. "The lead" is one the server made (it has an
 * id): before the first Continue there is no lead yet, only a form being filled in, and a reload
 * there must not untick the policy boxes the applicant just ticked. Missing or unreadable times do
 * not make data stale.
 */
export function staleReason(lead: Lead, now: Date, expirationMs: number = APPLICATION_EXPIRATION_MS_DEFAULT): StaleReason | null {
  const expiresAt = toEpochMs(lead.expiresAt);
  if (expiresAt !== null && expiresAt < now.getTime()) return 'expired';
  const startedAt = toEpochMs(lead.sessionStartedAt);
  if (startedAt !== null && now.getTime() - startedAt > expirationMs) return 'sessionTooOld';
  if (lead.id && !lead.leadStatus) return 'noLeadStatus';
  return null;
}

/** Pure: the cleaned lead and whether it was stale; the applicant's other answers stay. */
export function clearStaleData(lead: Lead, now: Date, expirationMs?: number): { lead: Lead; stale: boolean; reason: StaleReason | null } {
  const reason = staleReason(lead, now, expirationMs);
  if (reason === null) return { lead, stale: false, reason };
  const cleaned: Lead = { ...lead };
  for (const field of STALE_LEAD_FIELDS) delete cleaned[field];
  if (cleaned.otherDetails && 'ibanConsent' in cleaned.otherDetails) {
    const { ibanConsent: _ibanConsent, ...otherDetails } = cleaned.otherDetails;
    cleaned.otherDetails = otherDetails;
  }
  return { lead: cleaned, stale: true, reason };
}
