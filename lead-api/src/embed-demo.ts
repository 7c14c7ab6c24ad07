// A partner's page on a second origin that frames the app (SPEC §1, docs/embedding.md): started by
// `npm start` on PORT+1, so http://127.0.0.1:<PORT+1>/ frames http://localhost:<PORT>/application-frontend/.
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { HEIGHT_MESSAGE_TYPE } from '../../src/domain/embedding';
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** Only a path under the app (with its query) may be framed: `?path=/initial-details?amount=500`. */
export function framedPath(requested: string | undefined): string {
  if (!requested || !/^\/(?!\/)[\w\-./?=&%]*$/.test(requested)) return '/';
  return requested;
}

/** The snippet of docs/embedding.md, word for word but for the two placeholders. */
export function embedSnippet(appOrigin: string, src: string): string {
  return `<iframe id="loan-application" title="Loan application" src="${escapeHtml(src)}"
  style="display: block; width: 100%; height: 600px; border: 0"></iframe>
<script>
  (function () {
    var APP_ORIGIN = '${appOrigin}';
    var frame = document.getElementById('loan-application');
    window.addEventListener('message', function (event) {
      // Only our frame, only from the app's origin, only a height message.
      if (event.origin !== APP_ORIGIN || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.type !== '${HEIGHT_MESSAGE_TYPE}' || typeof data.height !== 'number') return;
      frame.style.height = Math.ceil(data.height) + 'px';
      frame.dispatchEvent(new CustomEvent('application-height', { detail: data.height }));
    });
  })();
</script>`;
}

function demoPage(appOrigin: string, src: string, hostOrigin: string): string {
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
${embedSnippet(appOrigin, src)}
<p id="frame-height" role="status">Waiting for the application's height…</p>
<script>
  // Demo only: show and keep every height report, so a person (or a browser test) can see them.
  window.heightReports = [];
  document.getElementById('loan-application').addEventListener('application-height', function (event) {
    window.heightReports.push({ height: event.detail, at: Date.now() });
    document.getElementById('frame-height').textContent = 'Application height: ' + event.detail + ' px';
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
    const src = `${appOrigin}${BASE_PATH}${framedPath(c.req.query('path'))}`;
    c.header('Cache-Control', 'no-store');
    return c.html(demoPage(appOrigin, src, new URL(c.req.url).origin));
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
