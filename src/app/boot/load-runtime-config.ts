import { parseRuntimeConfig, type ConfigResult } from '../../config/runtime-config';

/** The server writes the runtime configuration next to index.html (DESIGN.md §3). */
export const RUNTIME_CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<ConfigResult> {
  let body: unknown;
  try {
    // Same URL and mode as the <link rel="preload"> in index.html, so the preloaded answer is reused.
    const response = await fetchImpl(RUNTIME_CONFIG_URL, { credentials: 'same-origin', mode: 'cors' });
    if (!response.ok) return { ok: false, problems: [`config.json: the server answered ${response.status}`] };
    body = await response.json();
  } catch (error) {
    return { ok: false, problems: [`config.json: ${error instanceof Error ? error.message : 'could not be read'}`] };
  }
  return parseRuntimeConfig(body);
}
