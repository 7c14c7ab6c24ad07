/**
 * A lazy chunk whose download failed (a network that has just come back, a dropped request on a
 * flaky mobile connection) is asked for again before the screen gives up and shows the failure:
 * Chromium fetches a failed dynamic import anew on the next import(). Seen in the browser suite:
 * the decision arrived the moment the network returned, and the accepted screen's chunk request
 * went out into a connection not yet back.
 */
export const IMPORT_RETRY_DELAYS_MS = [500, 2000] as const;

export function retryingImport<T>(load: () => Promise<T>, delays: readonly number[] = IMPORT_RETRY_DELAYS_MS, wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))): () => Promise<T> {
  return async () => {
    for (const delay of delays) {
      try {
        return await load();
      } catch {
        await wait(delay);
      }
    }
    return load();
  };
}
