import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import type { KeyValueStore } from '../../storage/types';
import { registerMutationDefaults, type SubmissionDefaultsOptions } from './mutation-defaults';
import { createOutbox, type Outbox } from './outbox';
import { resendPending, type ResendReport } from './resend-pending';
import { createSubmitter, type ApplicationKeys, type Submitter } from './submit';

export type Submissions = Pick<Submitter, 'submit' | 'again'> & {
  outbox: Outbox;
  /** Sends again what the outbox holds unanswered: once, at boot, after the Query cache is restored. */
  resendPending(): Promise<ResendReport>;
  /** Sends the attempt in flight for this key again at once (same key, same body). */
  retryNow(idempotencyKey: string): boolean;
  dispose(): void;
};

export type SetupSubmissionsOptions = Omit<SubmissionDefaultsOptions, 'outbox'> & {
  queryClient: QueryClient;
  client: ApiClient;
  store: KeyValueStore;
  /** The application's scope and reserved keys, for the writes' keys. */
  keys: ApplicationKeys;
  now?: () => number;
  /** The runtime configuration's applicationExpirationMs: a write is re-sent as long as its application lives. */
  maxPendingAgeMs?: number;
};

/** Wires the outbox and the mutation defaults together, once, before the persister restores. */
export function setupSubmissions({ queryClient, client, store, keys, now, maxPendingAgeMs, ...rest }: SetupSubmissionsOptions): Submissions {
  const outbox = createOutbox({
    store,
    ...(now ? { now } : {}),
    ...(maxPendingAgeMs === undefined ? {} : { maxPendingAgeMs }),
  });
  const { dispose, retryNow } = registerMutationDefaults(queryClient, client, { ...rest, outbox });
  const submitter = createSubmitter({ queryClient, outbox, keys });
  return {
    outbox,
    submit: submitter.submit,
    again: submitter.again,
    resendPending: () => resendPending(queryClient, outbox, client.logger),
    retryNow,
    dispose: () => {
      dispose();
      submitter.dispose();
    },
  };
}
