import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { contextStorage } from 'hono/context-storage';
import { requestId } from 'hono/request-id';
import { MAX_REQUEST_BODY_BYTES } from '../../src/domain/after-offer-steps/id-upload';
import { LIVENESS_PATH } from '../../src/api/contract/constants';
import { isClientAbort } from './client-abort';
import { clientErrorsRoute } from './client-errors';
import { collectorRoutes, createAffiliateEventLog } from './collector';
import { cspReportsRoute } from './csp-reports';
import { DEVELOPMENT_PARTNER_RETURN_SECRET } from './handoffs';
import { idempotency } from './idempotency';
import { LeadRepository } from './lead-repository';
import { StorageUnavailableError } from './lead-store';
import { createLogger, type Logger } from './log';
import { loggablePath } from './log-paths';
import { RATE_LIMITS, registerRateLimits, type RateLimits } from './rate-limits';
import { DEFAULT_LEAD_RETENTION_MS, keepLeadsFor } from './retention';
import { registerLeadRoutes } from './routes/lead-routes';
import { registerPages } from './routes/pages';
import { registerReferenceRoutes } from './routes/reference-routes';
import { registerStepRoutes } from './routes/step-routes';
import { requestGuard } from './request-guard';
import type { ServerContext } from './server-context';
import { registerSmsGuards } from './sms-guard';

export type { LeadRecord } from './lead-repository';
export { LeadRepository } from './lead-repository';

/**
 * The reference lead API (DESIGN.md §6): every call of SPEC §7 against the contract in
 * src/api/contract, leads kept in SQLite under `dataDir` (lead-store.ts), outcomes chosen by test data
 * (lead-api/README.md). `app` answers at absolute paths: `${apiBase}/...`, `/policy`, and the
 * partner and policy pages, so it can be mounted at '/' beside the static files.
 */
export type LeadApiOptions = {
  dataDir: string;
  /** Default '/api', the local server's runtime config `apiBase`. */
  apiBase?: string;
  now?: () => number;
  /** Status polls that answer 'pending' before the decision; default LEAD_API_PENDING_POLLS or 2. */
  pendingPolls?: number;
  /** Delay of the `slow@` outcome in ms; default LEAD_API_SLOW_MS or 3000. */
  slowMs?: number;
  /** The postcode calls' API secret (SPEC §7); default POSTCODE_API_SECRET; none: the calls need none. */
  postcodeApiSecret?: string;
  /** The key hand-off returns are signed with; default PARTNER_RETURN_SECRET, else (outside production) the sandbox's. */
  partnerReturnSecret?: string;
  /** The rate limits (rate-limits.ts); false turns them off, as LEAD_API_RATE_LIMITS=off does. Default: on. */
  rateLimits?: Partial<RateLimits> | false;
  /** How long a lead is kept after its last write (retention.ts); default the application's expiry plus a margin. */
  retentionMs?: number;
  log?: Logger;
};

export type LeadApi = {
  app: Hono;
  leads: LeadRepository;
  /** Deletes the leads past retention now (it also runs at start and every hour); answers how many. */
  sweepRetention(): Promise<number>;
  close(): Promise<void>;
};

/**
 * Readiness: 200 `{ status: 'ok' }` when a write would be stored now (a one-row write
 * reaches the disk, and the data file is still the one at its path), else 503 with the reason in the
 * server's log. For a load balancer or an orchestrator; not a lead API call of SPEC §7.
 */
export const HEALTH_PATH = '/health';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
};

/** Rate limits on unless `rateLimits: false` or LEAD_API_RATE_LIMITS=off. */
function rateLimitsOf(option: LeadApiOptions['rateLimits']): Partial<RateLimits> | false {
  if (option !== undefined) return option;
  return process.env.LEAD_API_RATE_LIMITS === 'off' ? false : RATE_LIMITS;
}

export async function createLeadApi(options: LeadApiOptions): Promise<LeadApi> {
  const apiBase = (options.apiBase ?? '/api').replace(/\/$/, '');
  const now = options.now ?? Date.now;
  const log = options.log ?? createLogger();
  const repository = await LeadRepository.open(options.dataDir, now);
  const ctx: ServerContext = {
    repository,
    apiBase,
    now,
    pendingPolls: options.pendingPolls ?? numberFromEnv('LEAD_API_PENDING_POLLS', 2),
    slowMs: options.slowMs ?? numberFromEnv('LEAD_API_SLOW_MS', 3000),
    postcodeApiSecret: options.postcodeApiSecret ?? (process.env.POSTCODE_API_SECRET || undefined),
    partnerReturnSecret: options.partnerReturnSecret ?? (process.env.PARTNER_RETURN_SECRET || DEVELOPMENT_PARTNER_RETURN_SECRET),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    affiliateEvents: createAffiliateEventLog(),
    log,
  };
  const limits = rateLimitsOf(options.rateLimits);
  const { cspReports, clientErrors, ...callLimits } = limits || {};
  // Why a refused answer was refused, for its one log line (a write the disk refused).
  const refusals = new WeakMap<Context, string>();

  const app = new Hono();
  // Every line the API logs names its request (log.ts); nginx passes its $request_id as X-Request-Id.
  app.use(`${apiBase}/*`, contextStorage(), requestId());
  // One line per refused write, and per rate-limited call: what, how and why, never whose (log-paths.ts).
  app.use(`${apiBase}/*`, async (c, next) => {
    await next();
    const { status } = c.res;
    const reason = refusals.get(c);
    if (status < 400 || status === 500 || reason === 'aborted' || (!WRITE_METHODS.has(c.req.method) && status !== 429)) return;
    const body = (await c.res.clone().json().catch(() => ({}))) as { code?: unknown };
    log[status >= 429 ? 'warn' : 'info'](status === 429 ? 'rate limited' : 'write refused', {
      method: c.req.method,
      path: loggablePath(c.req.path, apiBase),
      status,
      code: typeof body.code === 'string' ? body.code : undefined,
      reason,
    });
  });
  app.use(
    `${apiBase}/*`,
    bodyLimit({ maxSize: MAX_REQUEST_BODY_BYTES, onError: (c) => c.json({ code: 'bad_request', message: 'The body is too large' }, 413) }),
  );
  // Not lead API calls: the error logger, the CSP's report endpoint and the analytics collector take
  // what browsers send them (sendBeacon, reports, posthog's gzip), with no Idempotency-Key; mounted
  // before the JSON guard, their limits before them.
  const stopReportLimits = registerRateLimits(app, apiBase, { ...(cspReports ? { cspReports } : {}), ...(clientErrors ? { clientErrors } : {}) });
  app.route('/', clientErrorsRoute(apiBase, log));
  app.route('/', cspReportsRoute(apiBase, log));
  // Liveness, for pages asking whether the server answers at all: no store, no log, no cache.
  app.get(`${apiBase}${LIVENESS_PATH}`, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
  app.get(`${apiBase}${HEALTH_PATH}`, (c) => {
    const probe = repository.writable();
    if (probe.ok) return c.json({ status: 'ok' });
    log.warn('not ready', { reason: probe.reason });
    c.header('Retry-After', '5');
    return c.json({ code: 'unavailable', message: 'The lead store cannot take writes' }, 503);
  });
  if (ctx.affiliateEvents) app.route('/', collectorRoutes(apiBase, ctx.affiliateEvents));
  app.use(`${apiBase}/*`, requestGuard());
  app.use(`${apiBase}/*`, idempotency(repository, now));
  const stopCallLimits = registerRateLimits(app, apiBase, callLimits);
  registerSmsGuards(app, ctx);
  registerLeadRoutes(app, ctx);
  registerReferenceRoutes(app, ctx);
  registerStepRoutes(app, ctx);
  registerPages(app);
  // Unknown API paths answer the contract's error body, never the app's HTML fallback.
  app.all(`${apiBase}/*`, (c) => c.json({ code: 'not_found', message: `${c.req.method} ${loggablePath(c.req.path, apiBase)} is not a lead API call` }, 404));
  app.onError((error, c) => {
    const path = loggablePath(c.req.path, apiBase);
    if (isClientAbort(error, c.req.raw.signal)) {
      refusals.set(c, 'aborted');
      log.info('client closed the connection before its request was read; nothing was done', { method: c.req.method, path });
      return c.body(null, 400);
    }
    // Nothing of a refused write was stored or acknowledged: the client's retry (same Idempotency-Key) is safe.
    if (error instanceof StorageUnavailableError) {
      refusals.set(c, error.message);
      c.header('Retry-After', '1');
      return c.json({ code: 'unavailable', message: 'The lead could not be stored; try again' }, 503);
    }
    log.error('internal error', { method: c.req.method, path, error: `${error.name}: ${error.message}`, stack: error.stack });
    return c.json({ code: 'internal', message: 'Internal error' }, 500);
  });

  const retention = keepLeadsFor(repository, options.retentionMs ?? DEFAULT_LEAD_RETENTION_MS, now, log);
  // A store that takes no writes (a read-only file) still starts: health says so, the next sweep tries again.
  await retention.sweep().catch((error: unknown) => log.warn('retention sweep refused', { reason: error instanceof Error ? error.message : String(error) }));
  return {
    app,
    leads: repository,
    sweepRetention: retention.sweep,
    close: async () => {
      retention.stop();
      stopReportLimits();
      stopCallLimits();
      await repository.flush();
    },
  };
}
