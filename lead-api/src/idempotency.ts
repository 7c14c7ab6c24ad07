import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/api/contract';
import type { LeadRepository } from './lead-repository';
import { runInWriteScope } from './write-scope';

/**
 * Idempotency-Key on every write (DESIGN.md §5), as payment APIs do it:
 * - a repeated key with the same request gets the first answer, verbatim, with its status;
 * - a repeated key with another request is 422 idempotency_key_reused;
 * - a repeated key while the first request is still being answered is 409 idempotency_in_progress.
 * 5xx answers are not kept: the retry that follows a 503 is a new attempt (the `fail2` outcome).
 * Neither are 400s: they follow from the request's bytes alone, so refusing one again costs no write.
 * Nor 429s: a rate limit says "later", and the retry after Retry-After must be answered anew.
 * Keys are remembered in the lead repository, so a replay works across a restart too; the handler
 * runs in a write scope, so a retry whose first answer was lost after its lead was stored finds
 * that lead instead of creating another (lead-repository.ts).
 */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function fingerprintOf(method: string, path: string, body: string): string {
  return createHash('sha256').update(`${method}\n${path}\n${body}`).digest('hex');
}

export function idempotency(repository: LeadRepository, now: () => number): MiddlewareHandler {
  const inProgress = new Set<string>();
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    if (!key || !WRITE_METHODS.has(c.req.method)) return next();
    const url = new URL(c.req.url);
    const fingerprint = fingerprintOf(c.req.method, `${url.pathname}${url.search}`, await c.req.text());
    const stored = repository.getIdempotency(key);
    const reused = stored ? stored.fingerprint !== fingerprint : (repository.writtenFingerprint(key) ?? fingerprint) !== fingerprint;
    if (reused) return c.json({ code: 'idempotency_key_reused', message: `${IDEMPOTENCY_KEY_HEADER} was used for another request` }, 422);
    if (stored) {
      return new Response(stored.body, {
        status: stored.status,
        headers: { 'Content-Type': stored.contentType, 'Idempotent-Replayed': 'true' },
      });
    }
    if (inProgress.has(key)) {
      return c.json({ code: 'idempotency_in_progress', message: 'The first request with this key is still being answered' }, 409);
    }
    inProgress.add(key);
    try {
      await runInWriteScope({ key, fingerprint }, next);
      if (c.res.status < 500 && c.res.status !== 400 && c.res.status !== 429) {
        const body = await c.res.clone().text();
        const contentType = c.res.headers.get('Content-Type') ?? 'application/json';
        await repository.saveIdempotency({ key, fingerprint, status: c.res.status, body, contentType, createdAt: now() });
      }
    } finally {
      inProgress.delete(key);
    }
  };
}
