import type { WriteName } from '../../api/writes';

/** Writes whose answer moves the application: the lead itself and every step after the offer. */
const NOT_LEAD_WRITES: ReadonlySet<string> = new Set(['affiliateEvent', 'unsubscribe']);

export function isLeadWrite(name: WriteName): boolean {
  return !NOT_LEAD_WRITES.has(name);
}
