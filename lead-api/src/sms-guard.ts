import type { Context, Hono, MiddlewareHandler } from 'hono';
import { ENDPOINTS, toRoutePattern } from '../../src/api/contract';
import { secondsUntilResend } from '../../src/domain/after-offer-steps/sms-code';
import type { LeadRecord } from './lead-repository';
import { leadIdOf, rateLimitedReply } from './rate-limits';
import type { ServerContext } from './server-context';

/**
 * The SMS code's own rules, around the handlers of step-routes.ts (which send and compare codes):
 *
 * - A code is locked after SMS_CODE_MAX_WRONG_TRIES wrong tries: the next try, wrong or right, is
 *   refused until a new code is sent (a four-digit code falls to 10,000 guesses otherwise), as a
 *   422 at the code field (`codeLocked`): the applicant's answer, final, said at the field ("ask for
 *   a new code"), not a 429 the page would retry. The count belongs to the code: it is kept with the
 *   time the code was sent, so a new code starts it again.
 * - "Send me a new code" within RESEND_WAIT_MS of the last code is 429 `rate_limited` with the
 *   seconds left, as the rate limits answer (rate-limits.ts): the page offers it only after the
 *   wait, so only a script asks sooner.
 */
export const SMS_CODE_MAX_WRONG_TRIES = 5;

type WrongTries = { sentAt: number | undefined; count: number };

const sentAtOf = (record: LeadRecord) => (typeof record.steps.smsSentAt === 'number' ? record.steps.smsSentAt : undefined);
/** The wrong tries of the lead's current code. */
export function wrongTriesOf(record: LeadRecord): number {
  const tries = record.steps.smsWrongTries as WrongTries | undefined;
  return tries && tries.sentAt === sentAtOf(record) ? tries.count : 0;
}

const pathOf = (apiBase: string, endpoint: { path: string }) => `${apiBase}${toRoutePattern(endpoint.path)}`;

function retryAfter(c: Context, seconds: number): Response {
  c.header('Retry-After', String(Math.max(1, seconds)));
  return rateLimitedReply(c);
}

/** The lead of the request, when it names one that exists; the handler answers the rest (400, 404). */
async function leadOf(c: Context, ctx: ServerContext): Promise<LeadRecord | undefined> {
  const id = await leadIdOf(c);
  return id === undefined ? undefined : ctx.repository.get(id);
}

function codeLock(ctx: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    const record = await leadOf(c, ctx);
    if (!record) return next();
    if (wrongTriesOf(record) >= SMS_CODE_MAX_WRONG_TRIES) {
      c.header('Retry-After', String(Math.max(1, secondsUntilResend(sentAtOf(record), ctx.now()))));
      return c.json({ code: 'validation_failed', message: 'The code is locked: ask for a new one', errors: { code: 'codeLocked' } }, 422);
    }
    await next();
    const wrong = c.res.status === 422 && ((await c.res.clone().json().catch(() => ({}))) as { errors?: { code?: unknown } }).errors?.code === 'wrongCode';
    if (!wrong) return;
    const sentAt = sentAtOf(record);
    await ctx.repository.update(record.id, (stored) => ({
      ...stored,
      steps: { ...stored.steps, smsWrongTries: { sentAt, count: wrongTriesOf(stored) + 1 } satisfies WrongTries },
    }));
  };
}

function resendWait(ctx: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    const record = await leadOf(c, ctx);
    const wait = record ? secondsUntilResend(sentAtOf(record), ctx.now()) : 0;
    return wait > 0 ? retryAfter(c, wait) : next();
  };
}

export function registerSmsGuards(app: Hono, ctx: ServerContext): void {
  app.on(ENDPOINTS.mobileVerify.method, pathOf(ctx.apiBase, ENDPOINTS.mobileVerify), codeLock(ctx));
  app.on(ENDPOINTS.mobileResendCode.method, pathOf(ctx.apiBase, ENDPOINTS.mobileResendCode), resendWait(ctx));
}
