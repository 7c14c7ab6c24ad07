/** Something that runs under a consent category, and how it stops and (when it can) resumes. */
export type Running = { stop(): void; resume?(): void };

/**
 * One consent category's vendor over the page's life: started at the first grant, stopped at
 * a withdrawal, resumed at a later grant (or started, when it never did). Each step waits for the one
 * before, so a withdrawal made while the vendor is still loading stops it as soon as it is there.
 * `start` answers null when it did not start (not allowed by then, blocked, failed): a later grant tries again.
 */
export function followConsent<T extends Running>(start: () => Promise<T | null>) {
  let chain: Promise<T | null> = Promise.resolve(null);
  return {
    grant(): Promise<T | null> {
      chain = chain.then((running) => {
        if (!running) return start();
        running.resume?.();
        return running;
      });
      return chain;
    },
    withdraw(): Promise<T | null> {
      chain = chain.then((running) => {
        running?.stop();
        return running;
      });
      return chain;
    },
  };
}
