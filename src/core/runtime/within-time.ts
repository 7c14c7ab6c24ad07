/**
 * The promise's value, or `fallback` once `ms` have passed without an answer: what the applicant's
 * press waits for on a network that may stall (a download, a check) is never an unbounded wait. A
 * rejection settles it as a rejection; the timer goes as soon as it settles.
 */
export function withinTime<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  return new Promise<T | F>((resolve, reject) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
