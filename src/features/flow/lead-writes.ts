import type { WriteName } from '../../api/writes';
import type { LeadAnswer } from './apply-lead-answer';

/** Writes whose answer moves the application: the lead itself and every step after the offer. */
const NOT_LEAD_WRITES: ReadonlySet<string> = new Set(['affiliateEvent', 'unsubscribe']);

export function isLeadWrite(name: WriteName): boolean {
  return !NOT_LEAD_WRITES.has(name);
}

/** The answer as a lead answer when it has the contract's `{ id, state? }` shape, else null. */
export function leadAnswerOf(data: unknown): LeadAnswer | null {
  if (!data || typeof data !== 'object') return null;
  const answer = data as Partial<LeadAnswer>;
  if (typeof answer.id !== 'string') return null;
  if (answer.state !== undefined && typeof answer.state !== 'number') return null;
  return answer as LeadAnswer;
}
