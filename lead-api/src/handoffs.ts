import { createHmac } from 'node:crypto';
import type { PartnerRedirect } from '../../src/api/contract';
import { routeForState } from '../../src/domain/application-states';
import { BASE_PATH } from '../../src/domain/constants';
import type { Handoff } from '../../src/domain/partner-return';

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

/** Not a secret worth keeping: this is the sandbox; a real partner signs its returns with its own key. */
const SANDBOX_KEY = 'lead-api-sandbox-handoff';

export function handoffReference(leadId: string, handoff: Handoff): string {
  return createHmac('sha256', SANDBOX_KEY).update(`${leadId}:${handoff}`).digest('base64url').slice(0, 24);
}

export function handoffRedirect(leadId: string, state: number, origin: string): PartnerRedirect | undefined {
  const handoff = HANDOFF_STATES[state];
  const route = routeForState(state);
  if (!handoff || !route) return undefined;
  const query = new URLSearchParams({ leadId, handoff, ref: handoffReference(leadId, handoff), return: `${origin}${BASE_PATH}${route}` });
  return { url: `${origin}${BANK_LINK_PAGE_PATH}?${query.toString()}`, method: 'GET', display: handoff === 'wenance-tink' ? 'frame' : 'redirect' };
}
