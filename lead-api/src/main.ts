// The server behind `npm start`: the built app, its runtime configuration and the reference lead API, on one origin.
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createLeadApi } from './app';
import { checkedRuntimeConfig, API_BASE } from './deployment';
import { BASE_PATH } from './static';
import { createServerApp } from './server-app';
import { embedDemoOrigin, startEmbedDemo } from './embed-demo';
import { FALLBACK_LOCALE } from '../../src/config/runtime-config';

const port = Number(process.env.PORT || 4173);
const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
const dataDir = process.env.DATA_DIR || fileURLToPath(new URL('../data', import.meta.url));

// The embedding demo (a partner page on a second origin) is allowed to frame the app unless EMBED_ORIGINS says otherwise.
const embedDemoPort = Number(process.env.EMBED_DEMO_PORT || port + 1);
const { input: runtimeConfig, result } = checkedRuntimeConfig({ ...process.env, EMBED_ORIGINS: process.env.EMBED_ORIGINS ?? embedDemoOrigin(embedDemoPort) });
if (!result.ok) console.warn(`Runtime configuration is invalid; the app will say so:\n  ${result.problems.join('\n  ')}`);

const leadApi = await createLeadApi({ dataDir, apiBase: API_BASE });
const app = createServerApp({
  runtimeConfig,
  apiBase: API_BASE,
  leadApi: leadApi.app,
  distDir,
  preloadLocales: [...new Set([runtimeConfig.locale, FALLBACK_LOCALE])],
});

const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST || '0.0.0.0' }, () => {
  console.log(`Serving ${runtimeConfig.brand} (${runtimeConfig.locale}, ${runtimeConfig.environment}) at http://localhost:${port}${BASE_PATH}/`);
  console.log(`Lead API at http://localhost:${port}${API_BASE} — data in ${dataDir}`);
});
// A demo page for people and tests on this machine: never on the network's interfaces.
const embedDemo = startEmbedDemo({ port: embedDemoPort, hostname: '127.0.0.1', appOrigin: `http://localhost:${port}` });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    embedDemo.close();
    void leadApi.close().finally(() => process.exit(0));
  });
}
