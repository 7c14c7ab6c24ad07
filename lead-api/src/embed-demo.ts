// A partner's page on a second origin that frames the app with embed.js (SPEC §1,
// docs/embedding.md): started by `npm start` on PORT+1, so http://127.0.0.1:<PORT+1>/ frames
// http://localhost:<PORT>/application-frontend/.
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { EMBED_MAJOR_VERSION, EMBED_PASSED_PARAMS } from '../../src/domain/embedding/embed-protocol';
import { BASE_PATH } from '../../src/domain/constants';

export type EmbedDemoOptions = {
  port: number;
  /** Default 127.0.0.1: a demo, never reachable from the network. */
  hostname?: string;
  /** Origin of the app, e.g. http://localhost:4173. */
  appOrigin: string;
};

/** The origin a browser sees for the demo host; the runtime config allows it by default. */
export function embedDemoOrigin(port: number): string {
  return `http://127.0.0.1:${port}`;
}

/** Where partners load embed.js from: the app's own origin, under the base path, by major version. */
export const embedScriptUrl = (appOrigin: string) => `${appOrigin}${BASE_PATH}/embed/v${EMBED_MAJOR_VERSION}.js`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** Only a path under the app (with its query) may be framed: `?path=/initial-details?amount=500`. */
export function framedPath(requested: string | undefined): string {
  if (!requested || !/^\/(?!\/)[\w\-./?=&%]*$/.test(requested)) return '/';
  return requested;
}

/**
 * The snippet of docs/embedding.md: a mount element and embed.js, with the step to start on and the
 * landing parameters as data- attributes (the demo's ?path= query names them).
 */
export function embedSnippet(appOrigin: string, framed: string): string {
  const [path = '/', query = ''] = framedPath(framed).split('?');
  const given = new URLSearchParams(query);
  const attributes = [
    'data-mount="#loan-application"',
    ...(path === '/' ? [] : [`data-path="${escapeHtml(path)}"`]),
    ...EMBED_PASSED_PARAMS.filter((name) => given.has(name)).map((name) => `data-${name.toLowerCase()}="${escapeHtml(given.get(name) ?? '')}"`),
  ];
  return `<div id="loan-application"></div>
<script src="${embedScriptUrl(appOrigin)}" ${attributes.join(' ')} async></script>`;
}

function demoPage(appOrigin: string, framed: string, hostOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner page: embedding demo</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f1f3f6; color: #1b1f24; }
  header, footer { padding: 1rem; background: #222b38; color: #fff; }
  main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
  #frame-height { font-size: .9rem; color: #4a5563; }
</style>
</head>
<body>
<header><strong>Partner page</strong> (${escapeHtml(hostOrigin)})</header>
<main>
<h1>Apply for a loan with our partner</h1>
<p>The application below comes from ${escapeHtml(appOrigin)} and resizes itself to its content.</p>
${embedSnippet(appOrigin, framed)}
<p id="frame-height" role="status">Waiting for the application's height…</p>
<script>
  // Demo only: show and keep every event embed.js emits, so a person (or a browser test) can see them.
  window.heightReports = [];
  window.partnerEvents = [];
  var mount = document.getElementById('loan-application');
  mount.addEventListener('height', function (event) {
    window.heightReports.push({ height: event.detail.height, at: Date.now() });
    document.getElementById('frame-height').textContent = 'Application height: ' + event.detail.height + ' px';
  });
  ['step', 'lead-created', 'decided'].forEach(function (name) {
    mount.addEventListener(name, function (event) { window.partnerEvents.push({ name: name, detail: event.detail }); });
  });
</script>
</main>
<footer>This footer stays below the application, whatever its height.</footer>
</body>
</html>`;
}

export function createEmbedDemo(appOrigin: string): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(demoPage(appOrigin, c.req.query('path') ?? '/', new URL(c.req.url).origin));
  });
  return app;
}

/** Starts the demo host; a busy port is a warning, never the end of the main server. */
export function startEmbedDemo({ port, hostname = '127.0.0.1', appOrigin }: EmbedDemoOptions): Server {
  const server = serve({ fetch: createEmbedDemo(appOrigin).fetch, port, hostname }, () => {
    console.log(`Embedding demo (a partner page framing the app) at ${embedDemoOrigin(port)}/`);
  }) as Server;
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.warn(`Embedding demo not started on port ${port}: ${error.code ?? error.message}`);
  });
  return server;
}
