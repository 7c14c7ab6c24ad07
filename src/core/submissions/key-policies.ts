import { isOfferAnswer } from '../../api/contract/write-names';
import type { WriteName } from '../../api/writes';
import type { ReservedIntent } from '../../domain/journey/application-record';

/**
 * How the queue keys each write (DESIGN.md §10, one submission per intent), chosen here for every
 * write and nowhere else:
 * - content: derived from what is sent, within the application, so the same answers sent twice (a
 *   double click, a second tab, a retry, a resend after a reload) are one submission;
 * - repeatable: a fresh key per press, for an intent that may rightly repeat (send me a code, try this code);
 * - reserved: one key per application and intent, shared by every tab, whatever is sent: the lead
 *   create, and the answer to the offers (accepting one offer and declining another are one answer).
 */
export type KeyPolicy = { kind: 'content' } | { kind: 'repeatable' } | { kind: 'reserved'; intent: ReservedIntent };

/** Each press is a new intent: a new code asked for, a code tried (each try counts at the server), an unsubscribe. */
const REPEATABLE_WRITES: ReadonlySet<WriteName> = new Set<WriteName>(['mobileVerification', 'mobileResendCode', 'mobileVerify', 'unsubscribe']);

export function keyPolicyOf(name: WriteName): KeyPolicy {
  if (name === 'leadCreateV3' || name === 'leadCreateV2') return { kind: 'reserved', intent: 'create' };
  if (isOfferAnswer(name)) return { kind: 'reserved', intent: 'offerAnswer' };
  return REPEATABLE_WRITES.has(name) ? { kind: 'repeatable' } : { kind: 'content' };
}
