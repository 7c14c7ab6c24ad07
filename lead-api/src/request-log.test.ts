import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { createMemoryLog } from './log';
import { loggablePath, nginxLogPathMap } from './log-paths';
import { API_BASE, call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

/**
 * The server's log while it serves: one JSON line per event with its time and request id,
 * one line per refused write and none of an applicant's contact data, ids or answers.
 */
let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

describe('refused writes', () => {
  it('are one line each, without a stack trace, the path without its personal segment, named by their request id', async () => {
    const log = createMemoryLog();
    const api = await makeApi(dataDir, { log });
    const invalid = { ...completeLead('ana.garcia@example.com'), contactDetails: { ...(completeLead('x@example.com').contactDetails as object), postalCode: '99999' } };
    expect((await call(api, ENDPOINTS.leadCreateV3, { body: invalid, headers: { 'X-Request-Id': 'req-0001' } })).status).toBe(422);
    expect((await call(api, ENDPOINTS.mobileVerification, { body: { leadId: '5b7e3c1a-0000-4000-8000-000000000001' } })).status).toBe(404);
    expect((await call(api, ENDPOINTS.leadUpdateV3, { rawBody: '{"id": "ana.garcia@example.com", ' })).status).toBe(400);
    expect(log.lines).toHaveLength(3);
    expect(log.entries()).toEqual([
      expect.objectContaining({ level: 'info', event: 'write refused', requestId: 'req-0001', method: 'POST', path: '/api/v3/lead', status: 422, code: 'validation_failed' }),
      expect.objectContaining({ event: 'write refused', path: '/api/lead/mobile/verification', status: 404, code: 'not_found', requestId: expect.any(String) }),
      expect.objectContaining({ event: 'write refused', method: 'PUT', path: '/api/v3/lead', status: 400, code: 'bad_request' }),
    ]);
    for (const entry of log.entries()) expect(entry.time).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(log.lines.join('\n')).not.toMatch(/ana|garcia|5b7e3c1a|stack|at .*\.ts/);
    await api.close();
  });

  it('a write the disk refused is one line naming why, not a stack trace', async () => {
    const log = createMemoryLog();
    const api = await makeApi(dataDir, { log });
    api.leads.execForTest('PRAGMA query_only = 1');
    expect((await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('accepted@example.com') })).status).toBe(503);
    expect(log.entries()).toEqual([expect.objectContaining({ level: 'warn', event: 'write refused', status: 503, code: 'unavailable', reason: expect.stringContaining('readonly') })]);
    expect(log.lines[0]).not.toContain('\\n    at ');
    await api.close();
  });
});

describe('paths as logs keep them', () => {
  it("replaces the personal segment of the contract's paths and the continue link, drops the query", () => {
    expect(loggablePath('/api/lead/continue/5b7e3c1a-0000-4000-8000-000000000001', API_BASE)).toBe('/api/lead/continue/{id}');
    expect(loggablePath('/api/email/validate/ana%40example.com', API_BASE)).toBe('/api/email/validate/{email}');
    expect(loggablePath('/api/customer/5b7e/consents', API_BASE)).toBe('/api/customer/{id}/consents');
    expect(loggablePath('/application-frontend/continue/5b7e3c1a?x=1', API_BASE)).toBe('/application-frontend/continue/{id}');
    expect(loggablePath('/application-frontend/initial-details?email=ana%40example.com', API_BASE)).toBe('/application-frontend/initial-details');
    expect(loggablePath('/application-frontend/ana@example.com', API_BASE)).toBe('(a path with an e-mail address)');
  });

  it('writes the same table as the nginx access log map, in the order nginx tries it', () => {
    const map = nginxLogPathMap(API_BASE, '$from', '$to');
    expect(map).toContain('"~^/api/lead/continue/[^/]+$" "/api/lead/continue/{id}";');
    expect(map).toContain('"~^/application-frontend/continue/[^/]+$" "/application-frontend/continue/{id}";');
    expect(map.split('\n').at(-2)).toBe('    "~(@|%40)" "(a path with an e-mail address)";');
  });
});
