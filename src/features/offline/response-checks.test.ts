import { describe, expect, it } from 'vitest';
import { CACHEABLE_STATUSES, integrityOf, matchesIntegrity, responseKindOf, responseProblem, wholeResponsePlugin, type Expected } from './response-checks';

const CHUNK = 'export const screen = () => "Revisa tu móvil";\n'.repeat(20);
const INDEX = '<!doctype html>\n<html lang="es">\n  <head></head>\n  <body><div id="root"></div></body>\n</html>\n';

const answer = (body: string | null, init: { status?: number; type?: string; headers?: Record<string, string> } = {}) =>
  new Response(body, { status: init.status ?? 200, headers: { ...(init.type ? { 'Content-Type': init.type } : {}), ...init.headers } });

describe('only a whole, successful answer of the expected kind is stored (DESIGN.md §5)', () => {
  it(`status ${CACHEABLE_STATUSES.join()} only: a partial answer, a redirect or an error page is not an offline copy`, async () => {
    for (const status of [201, 204, 206, 301, 404, 500, 503]) {
      expect(await responseProblem(answer(status === 204 ? null : CHUNK, { status, type: 'text/javascript' }), { kind: 'js' })).toBe('status');
    }
    expect(await responseProblem(answer(CHUNK, { type: 'text/javascript' }), { kind: 'js' })).toBeUndefined();
  });

  it('the content type is the kind of file asked for: a chunk answered with an HTML page (a captive portal) is refused', async () => {
    expect(await responseProblem(answer('<html>Log in to the Wi-Fi</html>', { type: 'text/html' }), { kind: 'js' })).toBe('type');
    expect(await responseProblem(answer('a{}', { type: 'text/plain' }), { kind: 'css' })).toBe('type');
    expect(await responseProblem(answer('{}', { type: 'text/html' }), { kind: 'json' })).toBe('type');
    expect(await responseProblem(answer(INDEX, { type: 'application/octet-stream' }), { kind: 'html' })).toBe('type');
    expect(await responseProblem(answer(CHUNK), { kind: 'js' })).toBe('type');
    expect(await responseProblem(answer(CHUNK, { type: 'application/javascript; charset=utf-8' }), { kind: 'js' })).toBeUndefined();
    expect(await responseProblem(answer('{"a":1}', { type: 'application/manifest+json' }), { kind: 'json' })).toBeUndefined();
  });

  it('a body cut short is refused: empty, shorter than its Content-Length, JSON that does not parse, an HTML page without its end', async () => {
    expect(await responseProblem(answer('', { type: 'text/javascript' }), { kind: 'js' })).toBe('cut');
    expect(await responseProblem(answer(CHUNK.slice(0, 100), { type: 'text/javascript', headers: { 'Content-Length': String(CHUNK.length) } }), { kind: 'js' })).toBe('cut');
    expect(await responseProblem(answer('{"country":[{"value":"ES","lab', { type: 'application/json' }), { kind: 'json' })).toBe('cut');
    expect(await responseProblem(answer(INDEX.slice(0, 60), { type: 'text/html' }), { kind: 'html' })).toBe('cut');
    expect(await responseProblem(answer(INDEX, { type: 'text/html; charset=utf-8' }), { kind: 'html' })).toBeUndefined();
    // A compressed answer's Content-Length is the compressed size: not compared.
    expect(await responseProblem(answer(CHUNK, { type: 'text/javascript', headers: { 'Content-Length': '120', 'Content-Encoding': 'gzip' } }), { kind: 'js' })).toBeUndefined();
  });

  it("a file of the build must have the build's digest: a chunk cut where it still parses is refused", async () => {
    const integrity = await integrityOf(new TextEncoder().encode(CHUNK));
    expect(integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    const cut = CHUNK.slice(0, CHUNK.lastIndexOf('\n', CHUNK.length - 2) + 1);
    expect(await responseProblem(answer(cut, { type: 'text/javascript' }), { kind: 'js', integrity })).toBe('digest');
    expect(await responseProblem(answer(CHUNK, { type: 'text/javascript' }), { kind: 'js', integrity })).toBeUndefined();
    expect(await matchesIntegrity(new TextEncoder().encode(CHUNK).buffer, `sha256-unknown ${integrity}`)).toBe(true);
  });

  it('the kind of a file is its extension; a route without one names its own', () => {
    expect(responseKindOf('https://apply.example/application-frontend/assets/id-upload-B3x_9kQa.js')).toBe('js');
    expect(responseKindOf('/application-frontend/assets/index-CZbUbh1C.css')).toBe('css');
    expect(responseKindOf('/application-frontend/index.html?__WB_REVISION__=2fc3')).toBe('html');
    expect(responseKindOf('/application-frontend/locales/es/common.json')).toBe('json');
    expect(responseKindOf('/application-frontend/manifest.webmanifest')).toBe('json');
    expect(responseKindOf('/application-frontend/brands/es-solcredito/logo.svg')).toBe('svg');
    expect(responseKindOf('/api/choices/country?lang=es')).toBeUndefined();
  });
});

describe("the worker's cache plugin", () => {
  const expectations = (): Expected => ({ kind: 'js' });
  const deleted: string[] = [];
  const storage = { open: async () => ({ delete: async (request: RequestInfo | URL) => void deleted.push(String((request as Request).url ?? request)) }) as unknown as Cache };
  const plugin = wholeResponsePlugin(expectations, storage);
  const request = new Request('https://apply.example/application-frontend/assets/mobile-verification-Bx1.js');

  it('stores a whole answer and refuses a wrong one (the page still gets that one once, from the network)', async () => {
    const good = answer(CHUNK, { type: 'text/javascript' });
    expect(await plugin.cacheWillUpdate({ request, response: good })).toBe(good);
    expect(await plugin.cacheWillUpdate({ request, response: answer('<html></html>', { type: 'text/html' }) })).toBeNull();
  });

  it('a stored copy that fails the checks is dropped and not served, so it is fetched again', async () => {
    const stored = answer(CHUNK, { type: 'text/javascript' });
    expect(await plugin.cachedResponseWillBeUsed({ cacheName: 'app-chunks', request, cachedResponse: stored })).toBe(stored);
    expect(deleted).toEqual([]);
    expect(await plugin.cachedResponseWillBeUsed({ cacheName: 'app-chunks', request, cachedResponse: answer('', { type: 'text/javascript' }) })).toBeNull();
    expect(deleted).toEqual([request.url]);
  });
});
