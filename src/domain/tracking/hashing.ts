import { toE164 } from '../validation/phone';
import { canonicalEmail } from '../validation/validation-text';

/**
 * Hashed identifiers for the ad platforms (SPEC §4). Each platform normalises differently before
 * SHA-256 (DESIGN §9): Meta wants the phone as digits with country code and no '+', Google and the
 * spec want E.164 with '+'. One normaliser per platform, so that each can be tested against its docs.
 */
export type AdPlatform = 'meta' | 'google' | 'tiktok';
/** 'spec' is our own reading of SPEC §4, used for the analytics matching contact. */
export type HashTarget = AdPlatform | 'spec';

/** Lowercase hex SHA-256 through Web Crypto (browsers and Node 20 alike). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Google drops dots from Gmail local parts before matching; the others only trim and lowercase. */
export function normaliseEmail(email: string, target: HashTarget): string {
  const normalised = canonicalEmail(email);
  if (target !== 'google') return normalised;
  const [local, domain] = normalised.split('@');
  return domain === 'gmail.com' || domain === 'googlemail.com' ? `${local?.replace(/\./g, '')}@${domain}` : normalised;
}

/** SPEC §5: an invalid phone gives ''. Meta: digits with country code, no '+'; others: E.164. */
export function normalisePhone(phone: string, country: string, target: HashTarget): string {
  const e164 = toE164(phone, country);
  if (!e164) return '';
  return target === 'meta' ? e164.slice(1) : e164;
}

export type MatchingContact = { email?: string; phoneNumber?: string; sessionId?: string };
export type HashedContact = { email?: string; phone?: string; externalId?: string };

/** SPEC §4: SHA-256 of the e-mail, the phone and the session id; empty values are left out. */
export async function hashContact(contact: MatchingContact, country: string, target: HashTarget): Promise<HashedContact> {
  const email = contact.email ? normaliseEmail(contact.email, target) : '';
  const phone = contact.phoneNumber ? normalisePhone(contact.phoneNumber, country, target) : '';
  const sessionId = contact.sessionId?.trim() ?? '';
  const hashed: HashedContact = {};
  if (email) hashed.email = await sha256Hex(email);
  if (phone) hashed.phone = await sha256Hex(phone);
  if (sessionId) hashed.externalId = await sha256Hex(sessionId);
  return hashed;
}

/** SPEC §4: the event id is the hash of a timestamp plus a uuid, shared by browser and server events. */
export function eventId(timestampMs: number, uuid: string): Promise<string> {
  return sha256Hex(`${timestampMs}${uuid}`);
}
