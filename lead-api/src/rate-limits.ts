import type { Context, Hono, MiddlewareHandler } from 'hono';
import { MemoryStore, rateLimiter } from 'hono-rate-limiter';
import { ENDPOINTS, toRoutePattern, type EndpointDefinition, type EndpointName } from '../../src/api/contract';
import { CSP_REPORT_PATH } from '../../src/config/security-headers';
import { clientAddress } from './client-address';
import { CLIENT_ERRORS_PATH } from './client-errors';

/**
 * The reference server's rate limits (docs/backend.md, "Rate limits"): what costs money (an SMS),
 * reveals data when enumerated (a lookup, an e-mail check, a continue link), fills the store (a
 * create) or the log (reports) is limited per client address, and what is about one lead per lead.
 * A request over a limit is answered 429 `rate_limited` with `Retry-After` (seconds until the window
 * lets it through), which the page's client retries after that wait. Counted in memory by
 * hono-rate-limiter, in fixed windows: one process (the reference is one), started afresh by a restart.
 *
 * The client address is client-address.ts's: behind the recipe's nginx, the address nginx saw. A
 * request made in-process (tests, the build's prerender) has none and is not limited per address.
 */
export type Limit = { limit: number; windowMs: number };
export type LimitGroup = {
  /** The calls that share the group's counts. */
  calls: readonly (EndpointName | 'cspReports' | 'clientErrors')[];
  perAddress?: Limit;
  perLead?: Limit;
  /** Which answers count against the lead's limit (default: every answer). */
  countsForLead?: (c: Context) => Promise<boolean>;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An SMS was sent: a send that the resend wait turned into `sent: false` costs nothing and is not counted. */
const smsWasSent = async (c: Context) =>
  c.res.status < 400 && ((await c.res.clone().json().catch(() => ({}))) as { sent?: unknown }).sent !== false;

export const RATE_LIMITS = {
  leadCreate: { calls: ['leadCreateV3', 'leadCreateV2'], perAddress: { limit: 10, windowMs: MINUTE } },
  /** Every call that sends a code: the step's send, "send me a new code", and a number change. */
  smsSend: {
    calls: ['mobileVerification', 'mobileResendCode', 'mobileChange'],
    perAddress: { limit: 10, windowMs: MINUTE },
    perLead: { limit: 5, windowMs: HOUR },
    countsForLead: smsWasSent,
  },
  numberChange: { calls: ['mobileChange'], perLead: { limit: 3, windowMs: HOUR }, countsForLead: async (c) => c.res.status < 400 },
  /** Beside the lock of a code after its wrong tries (sms-guard.ts): guessing across leads from one address. */
  smsVerify: { calls: ['mobileVerify'], perAddress: { limit: 30, windowMs: MINUTE } },
  emailValidation: { calls: ['emailValidate'], perAddress: { limit: 30, windowMs: MINUTE } },
  postcodeLookup: { calls: ['postcodeLookup', 'postcode'], perAddress: { limit: 60, windowMs: MINUTE } },
  companyLookup: { calls: ['companyLookup'], perAddress: { limit: 30, windowMs: MINUTE } },
  /** The continue call answers a lead's personal data to whoever holds its id. */
  continueLead: { calls: ['continueLead'], perAddress: { limit: 20, windowMs: MINUTE }, perLead: { limit: 10, windowMs: MINUTE } },
  cspReports: { calls: ['cspReports'], perAddress: { limit: 30, windowMs: MINUTE } },
  clientErrors: { calls: ['clientErrors'], perAddress: { limit: 30, windowMs: MINUTE } },
} as const satisfies Record<string, LimitGroup>;

export type RateLimits = Record<keyof typeof RATE_LIMITS, LimitGroup>;

export const RATE_LIMITED_MESSAGE = 'Too many requests: try again after the time in Retry-After';

/** The 429 every limit answers; the limiter has set Retry-After (and the RateLimit-* headers) before. */
export const rateLimitedReply = (c: Context) => c.json({ code: 'rate_limited', message: RATE_LIMITED_MESSAGE }, 429);

/** The lead a request is about: its `id` path parameter or the `leadId` of its JSON body. */
export async function leadIdOf(c: Context): Promise<string | undefined> {
  const fromPath = c.req.param('id');
  if (fromPath) return fromPath;
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return undefined;
  try {
    const body = JSON.parse(await c.req.text()) as { leadId?: unknown };
    return typeof body?.leadId === 'string' ? body.leadId : undefined;
  } catch {
    return undefined;
  }
}

type Route = { method: string; path: string };

function routesOf(group: LimitGroup, apiBase: string): Route[] {
  return group.calls.map((call) => {
    if (call === 'cspReports') return { method: 'POST', path: `${apiBase}${CSP_REPORT_PATH}` };
    if (call === 'clientErrors') return { method: 'POST', path: `${apiBase}${CLIENT_ERRORS_PATH}` };
    const endpoint: EndpointDefinition = ENDPOINTS[call];
    return { method: endpoint.method, path: `${endpoint.absolute ? '' : apiBase}${toRoutePattern(endpoint.path)}` };
  });
}

function limiter(
  limit: Limit,
  store: MemoryStore,
  key: (c: Context) => Promise<string | undefined> | string | undefined,
  counts?: (c: Context) => Promise<boolean>,
): MiddlewareHandler {
  // The key is read once per request: skip() finds it, keyGenerator hands it over.
  const keys = new WeakMap<Context, string>();
  return rateLimiter({
    store,
    windowMs: limit.windowMs,
    limit: limit.limit,
    standardHeaders: 'draft-6',
    skip: async (c) => {
      const found = await key(c);
      if (found === undefined) return true;
      keys.set(c, found);
      return false;
    },
    keyGenerator: (c) => keys.get(c) ?? '',
    ...(counts ? { skipFailedRequests: true, requestWasSuccessful: counts } : {}),
    handler: (c) => rateLimitedReply(c),
  });
}

/**
 * Registers the limits on the routes of `app`; before the handlers, since Hono runs what was registered
 * first. Answers a function that stops the counters' sweeping timers (the server's close).
 */
export function registerRateLimits(app: Hono, apiBase: string, limits: Partial<RateLimits>): () => void {
  const stores: MemoryStore[] = [];
  const counted = (limit: Limit, key: Parameters<typeof limiter>[2], counts?: LimitGroup['countsForLead']) => {
    const store = new MemoryStore();
    stores.push(store);
    return limiter(limit, store, key, counts);
  };
  for (const group of Object.values(limits)) {
    const middlewares = [
      ...(group.perAddress ? [counted(group.perAddress, clientAddress)] : []),
      ...(group.perLead ? [counted(group.perLead, leadIdOf, group.countsForLead)] : []),
    ];
    for (const { method, path } of routesOf(group, apiBase)) for (const middleware of middlewares) app.on(method, path, middleware);
  }
  return () => {
    for (const store of stores) store.shutdown();
  };
}
