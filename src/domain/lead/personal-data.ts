import { clearAll, cleanApplicationData, currentStateNumber, type ApplicationState } from '../journey/application-record';
import { isDecision } from '../journey/state-table';
import type { Lead } from './lead-types';
import { staleReason } from '../journey/stale-data';
import { canonicalEmail } from '../validation/validation-text';

/**
 * The lifetime of the applicant's personal answers (DESIGN.md §4, README "Personal data"): they are
 * kept while an application is being made, and forgotten
 * - when the application expires (its expiresAt, or a session older than the configured expiration),
 * - when the server's decision is final (accepted, thank-you, redirected, rejected),
 * - when a new application starts (a landing link for another e-mail: a shared phone must not show
 *   the previous person's answers).
 * A queued submission's payload is the only copy of answers that must outlive a reload, and only
 * until it is sent or the application ends.
 */
export type PersonalDataEnd = 'expired' | 'decided' | 'newApplicant';

export function personalDataEnd(
  state: ApplicationState,
  { now, expirationMs, landingEmail }: { now: Date; expirationMs?: number; landingEmail?: string },
): PersonalDataEnd | null {
  const reason = staleReason(state.data, now, expirationMs);
  if (reason === 'expired' || reason === 'sessionTooOld') return holdsPersonalData(state.data) || state.id ? 'expired' : null;
  const storedEmail = state.data.contactDetails?.email;
  if (landingEmail && storedEmail && canonicalEmail(landingEmail) !== canonicalEmail(String(storedEmail))) return 'newApplicant';
  return decidedWithPersonalData(state) ? 'decided' : null;
}

/** The server's decision is final and the application still holds answers it no longer needs. */
export function decidedWithPersonalData(state: ApplicationState): boolean {
  return isDecision(currentStateNumber(state.progressState)) && holdsPersonalData(state.data);
}

/** What a decided application keeps: the lead and its result for the outcome screen and the continue link, the first name for its greeting. */
function decidedLead(lead: Lead): Lead {
  const firstName = lead.personalDetails?.firstName;
  return {
    ...cleanApplicationData(lead),
    ...pick(lead, ['id', 'amount', 'period', 'periodScale', 'leadStatus', 'expiresAt']),
    ...(firstName ? { personalDetails: { firstName } } : {}),
  };
}

/** The application without personal answers: a decided one keeps its outcome, any other starts over. */
export function forgetPersonalData(state: ApplicationState, end: PersonalDataEnd): ApplicationState {
  if (end === 'decided') return { ...state, data: decidedLead(state.data) };
  return { ...clearAll(state), customerConsents: {} };
}

/** True while the lead holds an answer the applicant gave beyond what a decided application keeps. */
export function holdsPersonalData(lead: Lead): boolean {
  const kept = decidedLead(lead) as Record<string, unknown>;
  return Object.entries(lead).some(([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(kept[key]));
}

function pick(lead: Lead, keys: readonly (keyof Lead)[]): Partial<Lead> {
  return Object.fromEntries(keys.filter((key) => lead[key] !== undefined).map((key) => [key, lead[key]]));
}

/**
 * An unsubscribe link (/unsubscribe?email=) is not an applicant arriving: its address may be anyone's
 * (a shared computer, a forwarded e-mail), so it neither ends nor changes the application this device
 * holds. Its address only fills the unsubscribe form.
 */
export function isUnsubscribeLanding(pathname: string): boolean {
  return /\/unsubscribe\/?$/.test(pathname);
}

/**
 * After an unsubscribe: the application this device holds for the unsubscribed address stops asking
 * for marketing e-mails, so sending it later does not subscribe the applicant again. An application
 * for any other address is left as it is; no answer is forgotten.
 */
export function withdrawMarketingConsent(state: ApplicationState, unsubscribed: string): ApplicationState {
  const contact = state.data.contactDetails;
  if (typeof contact?.email !== 'string' || canonicalEmail(contact.email) !== canonicalEmail(unsubscribed)) return state;
  if (contact.marketingConsents === false) return state;
  return { ...state, data: { ...state.data, contactDetails: { ...contact, marketingConsents: false } } };
}
