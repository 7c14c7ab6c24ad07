import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PartnerRedirect } from '../../src/api/contract';
import { routeForState } from '../../src/domain/journey/state-table';
import { BASE_PATH } from '../../src/domain/constants';
import type { Handoff } from '../../src/domain/offers/partner-return';

/**
 * The sandbox's bank-link and payment partners (states 9, 17–19). The lead's answer names the
 * partner's page (`redirect`, opened in the tab or, for Tink, in a frame); that page sends the
 * applicant back to the state's route with `?result=…&ref=…`. The reference is an HMAC of the lead
 * and the hand-off, so the server can tell a real return from a forged one without storing it.
 */
export const HANDOFF_STATES: Readonly<Record<number, Handoff>> = {
  9: 'instantor',
  17: 'wenance-tink',
  18: 'wenance-account',
  19: 'moneyman-paylands',
};

export const BANK_LINK_PAGE_PATH = '/partner/bank-link';

/**
 * The signing key outside production when PARTNER_RETURN_SECRET is not set: written here, so anyone
 * can forge a return with it. Production has no default (production-start.ts refuses to start without
 * a key of its own).
 */
export const DEVELOPMENT_PARTNER_RETURN_SECRET = 'lead-api-sandbox-handoff';
/** A key shorter than this is guessable (HMAC-SHA256 wants at least its output's 32 bytes of entropy). */
export const PARTNER_RETURN_SECRET_MIN_LENGTH = 32;

export function handoffReference(leadId: string, handoff: Handoff, secret: string): string {
  return createHmac('sha256', secret).update(`${leadId}:${handoff}`).digest('base64url').slice(0, 24);
}

/** Whether `reference` is the one this server issued for the lead and hand-off, compared in constant time. */
export function isHandoffReference(reference: string, leadId: string, handoff: Handoff, secret: string): boolean {
  const expected = Buffer.from(handoffReference(leadId, handoff, secret));
  const given = Buffer.from(reference);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function handoffRedirect(leadId: string, state: number, origin: string, secret: string): PartnerRedirect | undefined {
  const handoff = HANDOFF_STATES[state];
  const route = routeForState(state);
  if (!handoff || !route) return undefined;
  const query = new URLSearchParams({ leadId, handoff, ref: handoffReference(leadId, handoff, secret), return: `${origin}${BASE_PATH}${route}` });
  return { url: `${origin}${BANK_LINK_PAGE_PATH}?${query.toString()}`, method: 'GET', display: handoff === 'wenance-tink' ? 'frame' : 'redirect' };
}
