import { APPLICATION_EXPIRATION_MS_DEFAULT } from '../../src/domain/constants';
import type { LeadRepository } from './lead-repository';
import type { Logger } from './log';

/**
 * How long the reference server keeps a lead (personal data kept no longer than it is needed): a
 * lead not written to for the retention period is deleted. By default that is the application's
 * expiry (the runtime configuration's `applicationExpirationMs`: after it the page starts a new
 * application) plus a margin for what still follows it (a partner's return, an offer's day, the
 * applicant opening the continue link from another device, a support question); LEAD_API_RETENTION_DAYS
 * sets it. The sweep runs at start and then every hour.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;
export const LEAD_RETENTION_MARGIN_MS = 7 * DAY_MS;
export const DEFAULT_LEAD_RETENTION_MS = APPLICATION_EXPIRATION_MS_DEFAULT + LEAD_RETENTION_MARGIN_MS;
export const RETENTION_SWEEP_EVERY_MS = 60 * 60 * 1000;

/** LEAD_API_RETENTION_DAYS (a positive number of days, fractions allowed) or the default for the application's expiry; a problem in one line otherwise. */
export function retentionFromEnv(days: string | undefined, applicationExpirationMs = APPLICATION_EXPIRATION_MS_DEFAULT): { ms: number } | { problem: string } {
  if (days === undefined || days.trim() === '') return { ms: applicationExpirationMs + LEAD_RETENTION_MARGIN_MS };
  const value = Number(days);
  if (!Number.isFinite(value) || value <= 0) return { problem: `LEAD_API_RETENTION_DAYS: "${days}" is not a positive number of days` };
  return { ms: value * DAY_MS };
}

/** Deletes the leads past retention now and every RETENTION_SWEEP_EVERY_MS; `stop()` ends it (the store's close). */
export function keepLeadsFor(repository: LeadRepository, retentionMs: number, now: () => number, log: Logger): { sweep(): Promise<number>; stop(): void } {
  const sweep = async () => {
    const removed = await repository.removeUnchangedSince(now() - retentionMs);
    if (removed > 0) log.info('leads past retention deleted', { removed, retentionDays: Math.round((retentionMs / DAY_MS) * 100) / 100 });
    return removed;
  };
  const timer = setInterval(() => {
    // A sweep the disk refuses is tried again at the next one; health tells the operator.
    sweep().catch(() => undefined);
  }, RETENTION_SWEEP_EVERY_MS);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
