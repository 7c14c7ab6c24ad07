/**
 * Consent before tracking (DESIGN.md §10): three categories, a stored choice with its date
 * and version, and Google Consent Mode v2 derived from it. Pure: time comes in as an argument.
 */
export const CONSENT_CATEGORIES = ['analytics', 'marketing', 'sessionRecording'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoices = Record<ConsentCategory, boolean>;

/** Bump when the categories or what they cover change: a stored choice of another version is asked again. */
export const CONSENT_VERSION = 1;

export type ConsentRecord = { version: number; decidedAt: number; choices: ConsentChoices };

/**
 * 'opt-in': nothing of a category before the applicant allows it (EU, as the Spanish AEPD reads it).
 * 'inform': the deployment's country needs no prior consent; the dialog informs and allows refusing.
 */
export const CONSENT_MODES = ['opt-in', 'inform'] as const;
export type ConsentMode = (typeof CONSENT_MODES)[number];

const every = (value: boolean): ConsentChoices => ({ analytics: value, marketing: value, sessionRecording: value });

export const acceptAll = (now: number): ConsentRecord => ({ version: CONSENT_VERSION, decidedAt: now, choices: every(true) });
export const rejectAll = (now: number): ConsentRecord => ({ version: CONSENT_VERSION, decidedAt: now, choices: every(false) });
export const chooseConsent = (choices: ConsentChoices, now: number): ConsentRecord => ({
  version: CONSENT_VERSION,
  decidedAt: now,
  choices: { analytics: choices.analytics === true, marketing: choices.marketing === true, sessionRecording: choices.sessionRecording === true },
});

/** A stored choice, or null when there is none, it is malformed, or it was given for another version. */
export function parseConsentRecord(value: unknown): ConsentRecord | null {
  if (!value || typeof value !== 'object') return null;
  const { version, decidedAt, choices } = value as Partial<ConsentRecord>;
  if (version !== CONSENT_VERSION || typeof decidedAt !== 'number' || !Number.isFinite(decidedAt)) return null;
  if (!choices || typeof choices !== 'object') return null;
  if (!CONSENT_CATEGORIES.every((category) => typeof choices[category] === 'boolean')) return null;
  return chooseConsent(choices, decidedAt);
}

/** The dialog opens on its own only when something is configured to ask about and nothing is decided. */
export function needsConsentDialog(record: ConsentRecord | null, configured: readonly ConsentCategory[]): boolean {
  return configured.length > 0 && record === null;
}

/** Whether a category may run now: the stored choice, else only in 'inform' mode. */
export function consentAllows(record: ConsentRecord | null, category: ConsentCategory, mode: ConsentMode): boolean {
  return record ? record.choices[category] : mode === 'inform';
}

/** Whether the choice for a category is final (granted or refused), so waiting events can be settled. */
export function consentDecided(record: ConsentRecord | null, mode: ConsentMode): boolean {
  return record !== null || mode === 'inform';
}

/**
 * Withdrawal (GDPR art. 7(3): withdrawing is as easy and as complete as consenting): what a choice changes
 * for what runs. `running` is what the page has allowed so far; the categories it no longer allows are
 * withdrawn (each vendor told, nothing more sent), the ones it newly allows are granted.
 */
export type ConsentTransition = { allowed: ConsentChoices; withdrawn: ConsentCategory[]; granted: ConsentCategory[] };

export function consentTransition(running: ConsentChoices, record: ConsentRecord | null, mode: ConsentMode): ConsentTransition {
  const allowed = { analytics: false, marketing: false, sessionRecording: false };
  for (const category of CONSENT_CATEGORIES) allowed[category] = consentAllows(record, category, mode);
  return {
    allowed,
    withdrawn: CONSENT_CATEGORIES.filter((category) => running[category] && !allowed[category]),
    granted: CONSENT_CATEGORIES.filter((category) => !running[category] && allowed[category]),
  };
}

/** Nothing runs before the stored choice is read. */
export const NOTHING_RUNNING: ConsentChoices = every(false);

/**
 * Whether a choice heard from another tab, or read again from storage, replaces the one this tab holds:
 * the later decision wins, so a stale read never undoes a withdrawal made meanwhile.
 */
export function supersedes(candidate: ConsentRecord | null, current: ConsentRecord | null): candidate is ConsentRecord {
  if (!candidate) return false;
  if (!current) return true;
  if (candidate.decidedAt !== current.decidedAt) return candidate.decidedAt > current.decidedAt;
  return CONSENT_CATEGORIES.some((category) => candidate.choices[category] !== current.choices[category]);
}

export type GoogleConsentValue = 'granted' | 'denied';
export type GoogleConsentState = {
  ad_storage: GoogleConsentValue;
  ad_user_data: GoogleConsentValue;
  ad_personalization: GoogleConsentValue;
  analytics_storage: GoogleConsentValue;
};

/** Consent Mode v2 default: everything denied until the applicant says otherwise. */
export const GOOGLE_CONSENT_DEFAULT: GoogleConsentState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/** Consent Mode v2 from the choice: the ad signals follow marketing, analytics_storage follows analytics. */
export function googleConsentState(record: ConsentRecord | null, mode: ConsentMode): GoogleConsentState {
  const marketing: GoogleConsentValue = consentAllows(record, 'marketing', mode) ? 'granted' : 'denied';
  const analytics: GoogleConsentValue = consentAllows(record, 'analytics', mode) ? 'granted' : 'denied';
  return { ad_storage: marketing, ad_user_data: marketing, ad_personalization: marketing, analytics_storage: analytics };
}
