/**
 * The bank-link and payment hand-offs (states 9 instantor, 17 wenance tink, 18 wenance account,
 * 19 moneyman paylands): the applicant leaves for the partner's page and comes back to the same
 * route with `?result=success|failure|cancel&ref=...`. Only a known result with the reference the
 * server issued for this hand-off is passed on; anything else is a forged or broken return and
 * does not move the application. The server checks the reference again before it moves the lead.
 */
export const HANDOFF_RESULTS = ['success', 'failure', 'cancel'] as const;
export type HandoffResult = (typeof HANDOFF_RESULTS)[number];

export const HANDOFFS = ['instantor', 'wenance-tink', 'wenance-account', 'moneyman-paylands'] as const;
export type Handoff = (typeof HANDOFFS)[number];

export type PartnerReturn =
  /** No return in the address: the applicant has not been to the partner yet (or came back by Back). */
  | { kind: 'none' }
  | { kind: 'result'; result: HandoffResult; reference: string }
  /** A result the partner cannot have sent: unknown value, missing or foreign reference. */
  | { kind: 'invalid' };

const REFERENCE = /^[A-Za-z0-9_-]{8,128}$/;

export function isHandoff(value: unknown): value is Handoff {
  return typeof value === 'string' && (HANDOFFS as readonly string[]).includes(value);
}

/** Reads the return from the address's query (`search` as location.search or its params). */
export function readPartnerReturn(search: string | URLSearchParams, expectedReference?: string): PartnerReturn {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const result = params.get('result');
  const reference = params.get('ref');
  if (result === null && reference === null) return { kind: 'none' };
  if (result === null || !(HANDOFF_RESULTS as readonly string[]).includes(result)) return { kind: 'invalid' };
  if (reference === null || !REFERENCE.test(reference)) return { kind: 'invalid' };
  if (expectedReference !== undefined && reference !== expectedReference) return { kind: 'invalid' };
  return { kind: 'result', result: result as HandoffResult, reference };
}

/** The reference the server put in the partner's address (`ref=`), to compare the return with. */
export function referenceOfPartnerUrl(url: string): string | undefined {
  try {
    const reference = new URL(url).searchParams.get('ref');
    return reference !== null && REFERENCE.test(reference) ? reference : undefined;
  } catch {
    return undefined;
  }
}
