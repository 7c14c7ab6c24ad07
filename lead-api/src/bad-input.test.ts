import { afterEach, beforeEach, describe, it, expect } from 'vitest';
import { ENDPOINTS } from '../../src/api/contract';
import { MAX_REQUEST_BODY_BYTES } from '../../src/domain/after-offer-steps/id-upload';
import { MAX_JSON_DEPTH, MAX_JSON_KEYS, measureJson } from './request-guard';
import { DEFAULT_MAX_STRING } from './server-schema';
import { call, completeLead, makeApi, makeDataDir, removeDataDir } from './test-helpers';

let dataDir: string;
let api: Awaited<ReturnType<typeof makeApi>>;
beforeEach(async () => {
  dataDir = await makeDataDir();
  api = await makeApi(dataDir);
});
afterEach(async () => {
  await api.close();
  await removeDataDir(dataDir);
});

const leadCount = async () => (await call(api, ENDPOINTS.testLeads)).json.count;

describe('bad input is refused with a clear 4xx before any work', () => {
  it('answers 400 to a 12 KB body nested 6,000 levels deep, and the next write succeeds', async () => {
    const deep = `{"contactDetails":${'['.repeat(6000)}${']'.repeat(6000)}}`;
    expect(deep.length).toBeGreaterThan(12_000);
    const refused = await call(api, ENDPOINTS.leadCreateV3, { rawBody: deep, key: 'deep-1' });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'bad_request', message: `The body is nested deeper than ${MAX_JSON_DEPTH} levels` });
    const next = await call(api, ENDPOINTS.leadCreateV3, { body: completeLead('accepted@example.com'), key: 'deep-2' });
    expect(next.status).toBe(201);
    expect(await leadCount()).toBe(1);
  });

  it('reads a body as large as the largest upload the page sends, and refuses a byte more with 413 (the size nginx takes too)', { timeout: 20_000 }, async () => {
    // Not JSON, so that what is refused after the size check is refused cheaply: 400, not 413.
    const largest = 'x'.repeat(MAX_REQUEST_BODY_BYTES);
    expect((await call(api, ENDPOINTS.leadIdUpload, { rawBody: largest })).json).toMatchObject({ code: 'bad_request', message: 'The body is not JSON' });
    const over = await call(api, ENDPOINTS.leadIdUpload, { rawBody: `${largest}x` });
    expect(over).toMatchObject({ status: 413, json: { code: 'bad_request', message: 'The body is too large' } });
  });

  it('answers 415 to a write whose body is not application/json', async () => {
    const body = JSON.stringify(completeLead('accepted@example.com'));
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', null]) {
      const refused = await call(api, ENDPOINTS.leadCreateV3, { rawBody: body, contentType });
      expect(refused.status).toBe(415);
      expect(refused.json.code).toBe('bad_request');
    }
    expect((await call(api, ENDPOINTS.leadCreateV3, { rawBody: body, contentType: 'application/json; charset=utf-8' })).status).toBe(201);
    expect(await leadCount()).toBe(1);
  });

  it('answers 400 to an empty body where the call needs one', async () => {
    const refused = await call(api, ENDPOINTS.leadCreateV3, { rawBody: '' });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'bad_request', message: 'A JSON body is required' });
    expect(await leadCount()).toBe(0);
  });

  it(`answers 400 to a body with more than ${MAX_JSON_KEYS} keys`, async () => {
    const posthogParameters = Object.fromEntries(Array.from({ length: MAX_JSON_KEYS + 1 }, (_, index) => [`k${index}`, 1]));
    const refused = await call(api, ENDPOINTS.leadCreateV3, { body: { ...completeLead('accepted@example.com'), posthogParameters } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(`The body has more than ${MAX_JSON_KEYS} keys`);
    expect(await leadCount()).toBe(0);
  });

  it('answers 400 naming the field when a string is over its length', async () => {
    const lead = completeLead('accepted@example.com');
    const tooLong = { ...lead, personalDetails: { firstName: 'x'.repeat(DEFAULT_MAX_STRING + 1) } };
    const refused = await call(api, ENDPOINTS.leadCreateV3, { body: tooLong });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toHaveProperty(['personalDetails.firstName']);
    const password = await call(api, ENDPOINTS.leadPassword, { body: { leadId: 'any', password: 'x'.repeat(129) } });
    expect(password.status).toBe(400);
    expect(password.json.errors).toHaveProperty(['password']);
    expect(await leadCount()).toBe(0);
  });

  it('drops unknown keys instead of storing them', async () => {
    const lead = completeLead('accepted@example.com');
    const padded = { ...lead, padding: 'x'.repeat(1_000_000), contactDetails: { ...(lead.contactDetails as object), notAField: 'y' } };
    const created = await call(api, ENDPOINTS.leadCreateV3, { body: padded });
    expect(created.status).toBe(201);
    const stored = api.leads.get(String(created.json.id))?.lead as Record<string, unknown>;
    expect(stored).not.toHaveProperty('padding');
    expect(stored.contactDetails).not.toHaveProperty('notAField');
    expect(stored.contactDetails).toMatchObject({ email: 'accepted@example.com' });
  });

  it('answers 404 to lookups named after Object.prototype members, never 500', async () => {
    for (const list of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const answer = await call(api, ENDPOINTS.choices, { params: { list } });
      expect(answer.status, list).toBe(404);
      expect(answer.json.code).toBe('not_found');
    }
    expect((await call(api, ENDPOINTS.leadStatus, { params: { id: '__proto__' } })).status).toBe(404);
    expect((await call(api, ENDPOINTS.continueLead, { params: { id: 'constructor' } })).status).toBe(404);
  });
});

describe('measureJson: the shape of a JSON text in one linear scan', () => {
  it('counts nesting and keys outside strings only', () => {
    expect(measureJson('{"a":{"b":[1,2,{"c":"{[:]}"}]},"d":"\\"{"}')).toEqual({ depth: 4, keys: 4 });
  });

  it('stops early past a limit, so a huge body costs no more than the limit', () => {
    expect(measureJson('['.repeat(1_000_000), { depth: 32, keys: 10 }).depth).toBe(33);
  });
});
