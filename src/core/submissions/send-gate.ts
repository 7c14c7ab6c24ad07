/**
 * The last guard against sending one submission twice at once (DESIGN.md §9). Every send of every
 * submission passes through `run(idempotencyKey, send)`: while a send for a key is in flight, another
 * call for that key waits for the same answer instead of going to the network, and a key already
 * answered in this page's life gets that answer again. JavaScript runs one task at a time, so the
 * check and the claim below cannot interleave.
 */
export type SendGate = {
  run<T>(idempotencyKey: string, send: () => Promise<T>): Promise<T>;
  isInFlight(idempotencyKey: string): boolean;
};

/** Answers remembered per page life; more than a funnel ever makes, few enough to stay small. */
const REMEMBERED_ANSWERS = 200;

export function createSendGate(): SendGate {
  const inFlight = new Map<string, Promise<unknown>>();
  const answers = new Map<string, unknown>();

  return {
    run<T>(idempotencyKey: string, send: () => Promise<T>): Promise<T> {
      if (answers.has(idempotencyKey)) return Promise.resolve(answers.get(idempotencyKey) as T);
      const running = inFlight.get(idempotencyKey);
      if (running) return running as Promise<T>;
      const attempt = send().then(
        (answer) => {
          inFlight.delete(idempotencyKey);
          answers.set(idempotencyKey, answer);
          if (answers.size > REMEMBERED_ANSWERS) answers.delete(answers.keys().next().value as string);
          return answer;
        },
        (error: unknown) => {
          inFlight.delete(idempotencyKey);
          throw error;
        },
      );
      inFlight.set(idempotencyKey, attempt);
      return attempt;
    },
    isInFlight: (idempotencyKey) => inFlight.has(idempotencyKey),
  };
}
