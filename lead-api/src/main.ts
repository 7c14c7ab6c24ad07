// The server behind `npm start`: the built app, its runtime configuration and the reference lead API, on one origin.
// With --api-only (`npm run lead-api`, docs/deploy.md), the API upstream behind a web server: no app, no demo partner.
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createLeadApi, HEALTH_PATH, type LeadApi } from './app';
import { DataDirectoryInUseError } from './data-lock';
import { CorruptDataFileError, DataDirectoryError } from './lead-store';
import { checkedRuntimeConfig, API_BASE } from './deployment';
import { BASE_PATH } from './static';
import { createServerApp } from './server-app';
import { embedDemoOrigin, startEmbedDemo } from './embed-demo';
import { productionStartProblem, SANDBOX_IN_PRODUCTION_WARNING } from './production-start';
import { retentionFromEnv } from './retention';
import { loadedLocales } from '../../src/config/runtime-config';
import { APPLICATION_EXPIRATION_MS_DEFAULT } from '../../src/domain/constants';

/** What stops the start, in one line on stderr for the person or service manager starting it (never a stack trace). */
function refuse(line: string): never {
  console.error(line);
  process.exit(1);
}

const startProblem = productionStartProblem(process.env);
if (startProblem) refuse(startProblem);

const apiOnly = process.argv.includes('--api-only');
const port = Number(process.env.PORT || 4173);
// Production listens on this machine only unless HOST says otherwise: it stands behind nginx (docs/deploy.md).
const hostname = process.env.HOST || (process.env.APP_ENV === 'production' ? '127.0.0.1' : '0.0.0.0');
const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
const dataDir = process.env.DATA_DIR || fileURLToPath(new URL('../data', import.meta.url));

// The embedding demo (a partner page on a second origin) is allowed to frame the app unless EMBED_ORIGINS says otherwise.
const embedDemoPort = Number(process.env.EMBED_DEMO_PORT || port + 1);
// Production (and the API alone) has no demo partner page, so it frames for nobody unless EMBED_ORIGINS says.
const withDemo = !apiOnly && process.env.APP_ENV !== 'production';
const { input: runtimeConfig, result } = checkedRuntimeConfig({
  ...process.env,
  EMBED_ORIGINS: process.env.EMBED_ORIGINS ?? (withDemo ? embedDemoOrigin(embedDemoPort) : undefined),
});
// A configuration the page would refuse ("This application is not configured correctly" for every
// applicant) never starts: a rollout stops here instead of after it.
if (!result.ok) refuse(`lead-api: the configuration would break the page, so the server does not start: ${result.problems.join('; ')}.`);
const retention = retentionFromEnv(process.env.LEAD_API_RETENTION_DAYS, result.ok ? result.config.applicationExpirationMs : APPLICATION_EXPIRATION_MS_DEFAULT);
if ('problem' in retention) refuse(`lead-api: ${retention.problem}.`);

let leadApi: LeadApi;
try {
  leadApi = await createLeadApi({ dataDir, apiBase: API_BASE, retentionMs: retention.ms });
} catch (error) {
  // What an operator must fix, in one line: the directory, the file, or who holds the directory.
  if (!(error instanceof DataDirectoryError || error instanceof CorruptDataFileError || error instanceof DataDirectoryInUseError)) throw error;
  refuse(error.message);
}
if (process.env.APP_ENV === 'production') console.warn(SANDBOX_IN_PRODUCTION_WARNING);
if (process.env.LEAD_API_RATE_LIMITS === 'off') console.warn('lead-api: LEAD_API_RATE_LIMITS=off: no rate limits (for test runs on one machine, never for a server on the internet).');
if (leadApi.leads.openedReadOnly) {
  console.warn(
    `lead-api: the data file ${leadApi.leads.file} is read-only for this process: reads are served, every write answers 503 and ` +
      `GET ${API_BASE}${HEALTH_PATH} answers 503 until it is writable.`,
  );
}
const app = createServerApp({
  runtimeConfig,
  apiBase: API_BASE,
  leadApi: leadApi.app,
  distDir: apiOnly ? undefined : distDir,
  preloadLocales: loadedLocales(runtimeConfig.locale),
});

const server = serve({ fetch: app.fetch, port, hostname }, () => {
  const host = hostname === '0.0.0.0' ? 'localhost' : hostname;
  if (!apiOnly) console.log(`Serving ${runtimeConfig.brand} (${runtimeConfig.locale}, ${runtimeConfig.environment}) at http://${host}:${port}${BASE_PATH}/`);
  console.log(`Lead API (${runtimeConfig.environment}) at http://${host}:${port}${API_BASE} — data in ${dataDir}`);
});
// An idle kept-alive connection is closed after Node's 5 s by default, which races a client (a proxy's
// upstream pool, nginx's 60 s by default, or a test's fetch) reusing it at that moment: the request is
// lost as ECONNRESET. Outlasting the proxy's own timeout leaves the closing to the client.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
// A demo page for people and tests on this machine: never on the network's interfaces, never in production.
const embedDemo = !withDemo
  ? undefined
  : startEmbedDemo({ port: embedDemoPort, hostname: '127.0.0.1', appOrigin: `http://localhost:${port}` });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    embedDemo?.close();
    void leadApi.close().finally(() => process.exit(0));
  });
}
