import type { Context } from 'hono';
import { IDEMPOTENCY_KEY_HEADER, type FieldErrors, type LeadPayload } from '../../src/api/contract';
import { mergeTags } from '../../src/domain/lead/lead';
import { leadFieldErrors, ruleContextFor } from './field-rules';
import { errorReply, fieldErrorReply } from './route';
import { scenarioForEmail, type Scenario } from './scenarios';
import type { ServerContext } from './server-context';

/**
 * What happens before a lead write is stored, in the order a tester meets it: a `slow@` address
 * waits, a `failN@` address fails its first N attempts with 503, then the field checks and a
 * `field-error@` address answer 422.
 */
export async function gateLeadWrite(
  ctx: ServerContext,
  c: Context,
  lead: LeadPayload,
  brand: string,
): Promise<{ scenario: Scenario; reply: ReturnType<typeof errorReply> | null }> {
  const scenario = scenarioForEmail(lead.contactDetails?.email);
  if (scenario.slow) await ctx.sleep(ctx.slowMs);
  if (scenario.failFirst > 0) {
    const counter = `fail:${c.req.header(IDEMPOTENCY_KEY_HEADER) ?? String(lead.contactDetails?.email)}`;
    const attempt = await ctx.repository.countAttempt(counter);
    if (attempt <= scenario.failFirst) {
      return { scenario, reply: errorReply(503, 'unavailable', `Test outcome: attempt ${attempt} of ${scenario.failFirst} fails`) };
    }
  }
  const errors: FieldErrors = leadFieldErrors(lead, ruleContextFor(brand, ctx.now()));
  if (scenario.fieldError) errors[scenario.fieldError] = 'invalid';
  return { scenario, reply: Object.keys(errors).length > 0 ? fieldErrorReply(errors) : null };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** SPEC §3: nested groups merge shallowly on update, tags merge without duplicates. */
export function mergeLeadPayload(current: LeadPayload, update: LeadPayload): LeadPayload {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    if (key === 'tags') next.tags = mergeTags(current.tags, value as string[]);
    else next[key] = isPlainObject(next[key]) && isPlainObject(value) ? { ...next[key], ...value } : value;
  }
  return next as LeadPayload;
}
