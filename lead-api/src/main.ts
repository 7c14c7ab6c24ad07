// The server behind `npm start`: the built app, its runtime configuration and the reference lead API, on one origin.
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { createLeadApi } from './app';
import { checkedRuntimeConfig, API_BASE } from './deployment';
import { serveApp, BASE_PATH } from './static';

const port = Number(process.env.PORT || 4173);
const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
const dataDir = process.env.DATA_DIR || fileURLToPath(new URL('../data', import.meta.url));

const { input: runtimeConfig, result } = checkedRuntimeConfig(process.env);
if (!result.ok) console.warn(`Runtime configuration is invalid; the app will say so:\n  ${result.problems.join('\n  ')}`);

const leadApi = await createLeadApi({ dataDir, apiBase: API_BASE });
const app = new Hono();
app.route('/', leadApi.app);
app.route('/', serveApp({ distDir, runtimeConfig }));

const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST || '0.0.0.0' }, () => {
  console.log(`Serving ${runtimeConfig.brand} (${runtimeConfig.locale}, ${runtimeConfig.environment}) at http://localhost:${port}${BASE_PATH}/`);
  console.log(`Lead API at http://localhost:${port}${API_BASE} — data in ${dataDir}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void leadApi.close().finally(() => process.exit(0));
  });
}
