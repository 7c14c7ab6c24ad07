import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { contentSecurityPolicy, type SecurityHeadersInput } from '../../../src/config/security-headers';
import { createEmbedDemo } from '../../../lead-api/src/embed-demo';
import { BASE_PATH } from '../../../src/domain/constants';

/**
 * The same-origin proxy each journey's browser talks to (docs/testing.md, "Engines"): what WebKit's
 * WebDriver lacks, done the same way for every engine.
 * - Its own origin per journey (`http://localhost:<port>`): the journey starts with no storage, no
 *   service worker and no cache of an earlier one, in a browser session that is kept.
 * - The partner's page on another site (`http://127.0.0.1:<port>`, lead-api's embedding demo framing
 *   the proxy's origin), allowed to frame the app as a deployment's EMBED_ORIGINS would.
 * - Every page of the app reports its uncaught errors and Content-Security-Policy violations here, from
 *   a same-origin script the proxy adds to each HTML page (the CSP allows 'self').
 * - The server can be cut (every request refused, as with no network) and requests held back.
 */
export type PageReport = { kind: 'error' | 'rejection' | 'csp'; detail: string; page: string };

type Held = { pattern: RegExp; released: Promise<void> };

export const REPORT_PATH = '/__engine/report';
/** An empty page of the journey's origin, for the driver to act on the origin before the journey starts. */
export const BLANK_PATH = '/__engine/blank';
const CAPTURE_PATH = '/__engine/capture.js';

/** Runs first in every page of the app: what went wrong goes to the proxy, even as the page unloads. */
const CAPTURE_SCRIPT = `(function () {
  function send(kind, detail) {
    try { navigator.sendBeacon(${JSON.stringify(REPORT_PATH)}, JSON.stringify({ kind: kind, detail: String(detail).slice(0, 2000), page: location.href })); } catch (e) {}
  }
  addEventListener('error', function (event) {
    if (event instanceof ErrorEvent) send('error', event.message + ' (' + event.filename + ':' + event.lineno + ')');
  }, true);
  addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    send('rejection', reason && (reason.stack || reason.message) || reason);
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    send('csp', event.effectiveDirective + ' blocked ' + event.blockedURI + ' at ' + event.sourceFile + ':' + event.lineNumber);
  }, true);
})();`;

export class EngineProxy {
  readonly reports: PageReport[] = [];
  /** Each page of the app served, and whether it came with the first step drawn. */
  readonly served: Array<{ path: string; drawn: boolean }> = [];
  /** Changes this deployment's config.json (and so its CSP), as another deployment of the build would serve. */
  configChange: (config: Record<string, unknown>) => Record<string, unknown> = (config) => config;
  #cut = false;
  #held: Held[] = [];
  #servers: Server[] = [];
  #upstream: URL;

  #port = 0;

  constructor(upstream: string) {
    this.#upstream = new URL(upstream);
  }

  /** The app, as the journey's browser sees it. */
  get appOrigin() {
    return `http://localhost:${this.#port}`;
  }

  /** The partner's page: another site than the app's. */
  get partnerOrigin() {
    return `http://127.0.0.1:${this.#port}`;
  }

  /** Listens on a port the system chooses (none of a range other runs on the machine may use). */
  async start(): Promise<void> {
    // localhost may resolve to either address: both answer where the machine has IPv6.
    for (const host of ['127.0.0.1', '::1']) {
      const server = createServer((request, response) => void this.#handle(request, response));
      const listening = await new Promise<boolean>((resolve, reject) => {
        server.once('error', (error: NodeJS.ErrnoException) => (host === '::1' ? resolve(false) : reject(error)));
        server.listen(this.#port, host, () => resolve(true));
      });
      if (!listening) continue;
      this.#port = (server.address() as { port: number }).port;
      this.#servers.push(server);
    }
  }

  async stop(): Promise<void> {
    for (const server of this.#servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  /** No answer from the server, as with the network gone: every request of the app fails. */
  cut(cut = true) {
    this.#cut = cut;
  }

  /** Holds back every request whose path matches until the returned function is called. */
  hold(pattern: RegExp): () => void {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = { pattern, released };
    this.#held.push(held);
    return () => {
      this.#held = this.#held.filter((entry) => entry !== held);
      release();
    };
  }

  /** The runtime configuration this proxy's deployment serves: the partner page may frame it. */
  #deployed(served: Record<string, unknown>): Record<string, unknown> {
    const embedding = { ...(served.embedding as object), allowedParentOrigins: [this.partnerOrigin] };
    return this.configChange({ ...served, embedding });
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.appOrigin);
    if ((request.headers.host ?? '').startsWith('127.0.0.1')) return this.#partnerPage(request, response);
    if (url.pathname === CAPTURE_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      return response.end(CAPTURE_SCRIPT);
    }
    if (url.pathname === BLANK_PATH) {
      response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
      return response.end('<!doctype html><title>blank</title>');
    }
    if (url.pathname === REPORT_PATH) {
      const body = await readBody(request);
      try {
        this.reports.push(JSON.parse(body.toString('utf8')) as PageReport);
      } catch {
        this.reports.push({ kind: 'error', detail: `unreadable report: ${body.toString('utf8').slice(0, 200)}`, page: '' });
      }
      response.writeHead(204);
      return response.end();
    }
    if (this.#cut) return request.socket.destroy();
    for (const held of this.#held) if (held.pattern.test(url.pathname)) await held.released;
    if (this.#cut) return request.socket.destroy();
    const body = await readBody(request);
    const headers = { ...request.headers };
    // Plain bodies, so that pages and config.json can be changed on the way.
    delete headers['accept-encoding'];
    const upstream = forward({ host: this.#upstream.hostname, port: this.#upstream.port, method: request.method, path: request.url, headers });
    upstream.on('error', () => request.socket.destroy());
    upstream.on('response', (answer) => void this.#answer(url, answer, response));
    upstream.end(body);
  }

  async #answer(url: URL, answer: IncomingMessage, response: ServerResponse) {
    const type = String(answer.headers['content-type'] ?? '');
    const isConfig = url.pathname.endsWith('/config.json') && answer.statusCode === 200;
    if (!isConfig && !type.startsWith('text/html')) {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      return;
    }
    const text = (await readBody(answer)).toString('utf8');
    const headers = { ...answer.headers };
    delete headers['content-length'];
    let body: string;
    if (isConfig) {
      body = JSON.stringify(this.#deployed(JSON.parse(text) as Record<string, unknown>));
    } else {
      this.served.push({ path: url.pathname, drawn: text.includes('id="prerendered"') });
      body = text.replace(/<head[^>]*>/, (head) => `${head}<script src="${CAPTURE_PATH}"></script>`);
      if (headers['content-security-policy']) {
        const served = (await (await fetch(`${this.#upstream.origin}${BASE_PATH}/config.json`)).json()) as Record<string, unknown>;
        headers['content-security-policy'] = contentSecurityPolicy(this.#deployed(served) as SecurityHeadersInput);
      }
    }
    response.writeHead(answer.statusCode ?? 200, headers);
    response.end(body);
  }

  async #partnerPage(request: IncomingMessage, response: ServerResponse) {
    const answer = await createEmbedDemo(this.appOrigin).fetch(new Request(new URL(request.url ?? '/', this.partnerOrigin), { method: request.method }));
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  }
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}
