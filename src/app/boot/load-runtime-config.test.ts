import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from './load-runtime-config';

const answering = (status: number, body = '{}') => (async () => new Response(body, { status })) as unknown as typeof fetch;

describe('config.json: a network failure is not blamed on the configuration (issue 10)', () => {
  it('no answer at all (offline, DNS, reset) is "unreachable": the applicant can try again', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await loadRuntimeConfig(offline)).toMatchObject({ ok: false, unreachable: true });
  });

  it('a server that is down or busy (5xx, 408, 429) is "unreachable" too', async () => {
    for (const status of [500, 502, 503, 504, 408, 429]) {
      expect(await loadRuntimeConfig(answering(status)), String(status)).toMatchObject({ ok: false, unreachable: true });
    }
  });

  it('a missing file, a body that is not JSON or a wrong configuration is a configuration problem', async () => {
    for (const result of [await loadRuntimeConfig(answering(404)), await loadRuntimeConfig(answering(200, 'not json')), await loadRuntimeConfig(answering(200, '{}'))]) {
      expect(result.ok).toBe(false);
      expect(result).not.toHaveProperty('unreachable');
    }
  });
});
