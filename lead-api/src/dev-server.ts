// What `npm run dev` mounts inside Vite's dev server (scripts/vite-plugins/lead-api.ts): the lead API,
// config.json, /policy and the manifest, on Vite's origin, from the same variables as `npm start`.
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createLeadApi } from './app';
import { checkedRuntimeConfig, API_BASE, type DeploymentEnv } from './deployment';
import { createServerApp } from './server-app';
import { BASE_PATH } from './static';
/** The sandbox's partner pages: the offer page, the bank link, their stylesheet. */
const SANDBOX_PAGES_PREFIX = '/partner/';

/** Paths the Hono app answers; every other request stays Vite's (the app's modules, HMR). */
export function isServerPath(path: string, apiBase = API_BASE): boolean {
  return (
    path === `${BASE_PATH}/config.json` ||
    path === `${BASE_PATH}/manifest.webmanifest` ||
    path.startsWith(`${apiBase}/`) ||
    path === '/policy' ||
    path.startsWith('/policy/') ||
    path.startsWith(SANDBOX_PAGES_PREFIX)
  );
}

export async function createDevServerListener(env: DeploymentEnv & { DATA_DIR?: string }) {
  const { input: runtimeConfig, result } = checkedRuntimeConfig(env);
  if (!result.ok) console.warn(`Runtime configuration is invalid; the app will say so:\n  ${result.problems.join('\n  ')}`);
  const dataDir = env.DATA_DIR || fileURLToPath(new URL('../data', import.meta.url));
  const leadApi = await createLeadApi({ dataDir, apiBase: API_BASE });
  const app = createServerApp({ runtimeConfig, apiBase: API_BASE, leadApi: leadApi.app });
  return { listener: getRequestListener(app.fetch), close: () => leadApi.close(), dataDir };
}
