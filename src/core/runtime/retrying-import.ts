/**
 * A lazy chunk whose download failed (a network that has just come back, a dropped request on a
 * flaky mobile connection) is asked for again, with backoff, before anything says it failed: a
 * lossy link loses a request now and then, and the applicant should not have to press a button for
 * each one. Offline, the next try waits for the connection. Chromium fetches a failed dynamic import
 * anew on the next import(); engines that remember the failure get the reload a load failure offers.
 */
export const IMPORT_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

/** The longest wait between two tries of something the applicant is still waiting for. */
export const RETRY_DELAY_CAP_MS = 30_000;

/** The wait after `failures` failed tries: 1, 2, 4 ... s, then every 30 s for as long as the applicant waits. */
export const backoffDelay = (failures: number): number => Math.min(1000 * 2 ** failures, RETRY_DELAY_CAP_MS);

export type RetryWait = (ms: number) => Promise<void>;

/** The delay, then, while the browser says it is offline, until it says it is back. */
export const waitThenOnline: RetryWait = async (ms) => {
  await new Promise<void>((resolve) => setTimeout(resolve, ms));
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return;
  await new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
};

/** The import, tried again after each delay while what fails is the download (never a module's own error). */
export function retryingImport<T>(load: () => Promise<T>, delays: readonly number[] = IMPORT_RETRY_DELAYS_MS, wait: RetryWait = waitThenOnline): () => Promise<T> {
  return async () => {
    for (const delay of delays) {
      try {
        return await load();
      } catch (error) {
        if (!isChunkLoadError(error)) throw error;
        await wait(delay);
      }
    }
    return load();
  };
}

/**
 * A lazy chunk (a script, or a stylesheet Vite loads with it) that did not download, in each engine's
 * words: a network failure, said as one, never as "something went wrong".
 */
const CHUNK_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Failed to load module script', // Chromium, an answer that is not a script (a captive portal's page)
  'Unable to preload CSS', // Vite's preload helper
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (CHUNK_LOAD_MESSAGES.some((start) => message.startsWith(start))) return true;
  // Wrapped by what caught it on the way (a loader, a module runner), the failed download is its cause.
  return error instanceof Error && error.cause !== undefined && error.cause !== error && isChunkLoadError(error.cause);
}
