import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { ApiError, isRetryableError, NETWORK_ERROR_MESSAGE } from '../../api/errors';
import { withinTime } from '../runtime/within-time';
import { retryDelayFor } from '../../api/retry-policy';
import { WRITE_NAMES } from '../../api/contract/write-names';
import type { WriteName, WriteVariables } from '../../api/writes';
import type { Outbox } from './outbox';
import { createSendGate, type SendGate } from './send-gate';
import { SUBMISSION_SCOPE_ID, submissionKey } from './submission-keys';
import { loadWriteContract } from './write-contract';
import { SUBMISSION_LOCK, withTabLock } from './tab-lock';

/**
 * Retries per attempt round: with the 30 s cap that is about two and a half minutes of trying. A
 * submission that still fails stays in the outbox and is sent again on the next start.
 */
export const SUBMISSION_MAX_RETRIES = 8;

export type SubmissionDefaultsOptions = {
  /** Keeps each submission until answered (DESIGN.md §9); without it only TanStack's persistence applies. */
  outbox?: Outbox;
  gate?: SendGate;
  maxRetries?: number;
  retryDelay?: (failureCount: number, error: unknown) => number;
};

/**
 * The code that sends a write, downloaded with the first one (write-contract.ts). A download that fails
 * or stalls on a lossy link is the network's failure, retried like any other: never a reason to give
 * the write up, and never a wait without a limit.
 */
export const WRITE_CONTRACT_WAIT_MS = 10_000;
async function writeContract(name: WriteName) {
  const unavailable = (cause?: unknown) => new ApiError({ code: 'network', message: NETWORK_ERROR_MESSAGE, endpoint: name, cause });
  let contract: Awaited<ReturnType<typeof loadWriteContract>> | null;
  try {
    contract = await withinTime(loadWriteContract(), WRITE_CONTRACT_WAIT_MS, null);
  } catch (error) {
    throw unavailable(error);
  }
  if (!contract) throw unavailable();
  return contract;
}

/** Network errors, timeouts, 5xx, 408/429 (and 409 idempotency_in_progress) are retried; other 4xx never. */
export function shouldRetrySubmission(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean => failureCount < maxRetries && isRetryableError(error);
}

export type RegisteredSubmissions = {
  /** Stops recording submissions in the outbox. */
  dispose(): void;
  /**
   * Drops the attempt in flight for this key and sends it again at once, with the same key and
   * body (the "slow connection: try again" button). False when nothing is in flight for it.
   */
  retryNow(idempotencyKey: string): boolean;
};

/**
 * Registers `setMutationDefaults` for every write of the contract (lead create and update, mobile
 * verification, the after-offer steps, consents, affiliate event, unsubscribe...).
 *
 * - networkMode 'online': a submission made offline is paused and resumed on reconnect; the outbox
 *   keeps it (its one stored copy) and boot sends it again after a reload (resendPending).
 * - scope 'lead': one at a time, in the order made.
 * - across tabs, one send at a time under a Web Lock; inside it the outbox (shared storage) is read
 *   first: a submission another tab has already had answered is not sent again (its answer is
 *   used), and one another tab recorded first goes out with that tab's call and body, so one key
 *   never carries two requests.
 * - every send goes through the send gate, keyed by the idempotency key.
 */
export function registerMutationDefaults(
  queryClient: QueryClient,
  client: ApiClient,
  options: SubmissionDefaultsOptions = {},
): RegisteredSubmissions {
  const { outbox } = options;
  const gate = options.gate ?? createSendGate();
  const retry = shouldRetrySubmission(options.maxRetries ?? SUBMISSION_MAX_RETRIES);
  const retryDelay = options.retryDelay ?? retryDelayFor;

  for (const name of WRITE_NAMES) {
    queryClient.setMutationDefaults(submissionKey(name), {
      mutationFn: (variables: WriteVariables) => send(name, variables),
      retry,
      retryDelay,
      networkMode: 'online',
      scope: { id: SUBMISSION_SCOPE_ID },
      // A step reads what became of its writes from the cache (useStepWrites), with no observer to
      // keep them: kept for the page's life (a funnel makes tens), or a failed write's retry would go.
      gcTime: Infinity,
    });
  }

  const restarts = new Map<string, () => void>();

  /** One attempt, started again at once (same key, same body) when the applicant asks to retry now. */
  async function attempt(name: WriteName, variables: WriteVariables): Promise<unknown> {
    const { sendAnyWrite } = await writeContract(name);
    for (;;) {
      const controller = new AbortController();
      let restarted = false;
      restarts.set(variables.idempotencyKey, () => {
        restarted = true;
        controller.abort();
      });
      try {
        return await sendAnyWrite(client, name, variables, controller.signal);
      } catch (error) {
        if (!restarted) throw error;
      } finally {
        restarts.delete(variables.idempotencyKey);
      }
    }
  }

  function send(name: WriteName, variables: WriteVariables): Promise<unknown> {
    const key = variables.idempotencyKey;
    return withTabLock(SUBMISSION_LOCK, async () => {
      const stored = await outbox?.find(key);
      if (stored?.status === 'sent' && stored.answer !== undefined) return stored.answer;
      // The request recorded first under this key, call and body: one key never carries two requests
      // (another tab declining the offer this one accepts, under the application's one offer-answer key).
      // Sent under this key whatever the stored variables say (an older build kept the key elsewhere).
      const first = stored?.status === 'pending' && stored.variables ? { name: stored.name, variables: { ...stored.variables, idempotencyKey: key } } : { name, variables };
      try {
        const answer = await gate.run(key, () => attempt(first.name, first.variables));
        await outbox?.answered(key, 'sent', answer);
        return answer;
      } catch (error) {
        // A 4xx is the server's final word, and a write this version cannot even build (a path parameter
        // an older build did not store) is no better: neither is sent again. A retryable failure stays pending.
        if (!isRetryableError(error)) await outbox?.answered(key, 'rejected');
        throw error;
      }
    });
  }

  const retryNow = (idempotencyKey: string) => {
    const restart = restarts.get(idempotencyKey);
    restart?.();
    return restart !== undefined;
  };

  return { dispose: () => undefined, retryNow };
}
