import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_RETRY_DELAYS_MS } from '../../core/runtime/retrying-import';
import { CONFIG_REQUEST_TIMEOUT_MS, loadRuntimeConfig as loadRetrying } from './load-runtime-config';

afterEach(() => vi.useRealTimers());

const loadRuntimeConfig = (fetchImpl: typeof fetch) => loadRetrying(fetchImpl, [], async () => undefined);

const answering = (status: number, body = '{}') => (async () => new Response(body, { status })) as unknown as typeof fetch;

describe('config.json: a network failure is not blamed on the configuration', () => {
  it('no answer at all (offline, DNS, reset) is "unreachable": the applicant can try again', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await loadRuntimeConfig(offline)).toMatchObject({ ok: false, unreachable: true });
  });

  it('a request that hangs is "unreachable" once CONFIG_REQUEST_TIMEOUT_MS have passed without an answer', async () => {
    vi.useFakeTimers();
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    let result: unknown;
    void loadRuntimeConfig(hanging).then((loaded) => (result = loaded));
    await vi.advanceTimersByTimeAsync(CONFIG_REQUEST_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toMatchObject({ ok: false, unreachable: true });
  });

  it('a server that is down or busy (5xx, 408, 429) is "unreachable" too', async () => {
    for (const status of [500, 502, 503, 504, 408, 429]) {
      expect(await loadRuntimeConfig(answering(status)), String(status)).toMatchObject({ ok: false, unreachable: true });
    }
  });

  it('a request lost on a lossy link is asked for again with backoff before anything is shown', async () => {
    const waited: number[] = [];
    let lost = 2;
    const lossy = (async (url: string) => {
      if (lost-- > 0) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ country: 'ES', brand: 'es-solcredito', environment: 'production', locale: 'es', apiBase: '/api', productId: 'SOLCREDITO' }), { status: 200, headers: { url } });
    }) as unknown as typeof fetch;
    expect(await loadRetrying(lossy, IMPORT_RETRY_DELAYS_MS, async (ms) => void waited.push(ms))).toMatchObject({ ok: true });
    expect(waited).toEqual([1000, 2000]);
  });

  it('a missing file, a body that is not JSON or a wrong configuration is a configuration problem, not asked for again', async () => {
    for (const [status, body] of [[404, '{}'], [200, 'not json'], [200, '{}']] as const) {
      let asked = 0;
      const counting = (async () => {
        asked += 1;
        return new Response(body, { status });
      }) as unknown as typeof fetch;
      const result = await loadRetrying(counting, IMPORT_RETRY_DELAYS_MS, async () => undefined);
      expect(result.ok).toBe(false);
      expect(result).not.toHaveProperty('unreachable');
      expect(asked).toBe(1);
    }
  });
});
