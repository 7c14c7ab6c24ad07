import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import type { WriteName, WriteVariables } from '../../api/writes';
import type { ReservedIntent } from '../../domain/journey/application-record';
import { contentKey, intentKey } from './idempotency-keys';
import { keyPolicyOf } from './key-policies';
import type { Outbox } from './outbox';
import { queueSubmission, startSubmission } from './start-submission';
import { subscribeToSubmissionResults } from './submission-results';
import { submissionName } from './submission-keys';
import { withTabLock } from './tab-lock';

/** A write an applicant's press makes: which call, what it sends, the step it was made on. */
export type Intent<N extends WriteName = WriteName> = {
  name: N;
  input: Omit<WriteVariables<N>, 'idempotencyKey' | 'origin'>;
  /** The route it was made on: its answer and its field errors come back to that step. */
  origin?: string;
};

/**
 * started: the write is queued; busy: this step's same write is still on its way (a second press);
 * leadExists: a lead create that another tab has made already (the press goes on from there).
 */
export type SubmitOutcome = 'started' | 'busy' | 'leadExists';

/** What the queue needs of the application to key its writes (core/application/application-keys.ts). */
export type ApplicationKeys = {
  /** Where a content key is unique: the lead, else the application's session. */
  scope(): string;
  /** The key the application holds for an intent, and its lead: read from storage, as another tab may have written them. */
  held(intent: ReservedIntent): Promise<{ key?: string; leadId?: string }>;
  /** The lead another tab made becomes this tab's. */
  adoptLead(leadId: string): void;
  /** The intent's key from now on, for every tab. */
  hold(intent: ReservedIntent, key: string): Promise<void>;
  /** The server refused the intent's write for good: the next press is a new request. */
  release(intent: ReservedIntent, key: string): void;
};

export type Submitter = {
  submit<N extends WriteName>(intent: Intent<N>): Promise<SubmitOutcome>;
  /** The same submission sent again (its key and body), after its attempts were spent or the server refused it. */
  again(name: WriteName, variables: WriteVariables): void;
  dispose(): void;
};

const RESERVE_LOCK = 'application-frontend:reserve';

/**
 * The one owner of a write (DESIGN.md §10): every press that writes ends here. It blocks a second press
 * of the same write on the same step while the first is on its way, chooses the key by the write's
 * policy (key-policies.ts), keeps the submission in the outbox and starts its send. A reserved intent
 * does this under a Web Lock shared by the tabs: the key the application holds, and the request first
 * made under it (another tab's, with its call and body), is what goes.
 */
export function createSubmitter({ queryClient, outbox, keys }: { queryClient: QueryClient; outbox: Outbox; keys: ApplicationKeys }): Submitter {
  const pressing = new Set<string>();

  const onItsWay = (name: WriteName, origin: string | undefined) =>
    queryClient
      .getMutationCache()
      .getAll()
      .some((mutation) => mutation.state.status === 'pending' && submissionName(mutation.options.mutationKey) === name && (mutation.state.variables as WriteVariables | undefined)?.origin === origin);

  async function reserved(intent: ReservedIntent, name: WriteName, input: Omit<WriteVariables, 'idempotencyKey'>): Promise<SubmitOutcome> {
    return withTabLock(RESERVE_LOCK, async () => {
      const held = await keys.held(intent);
      if (intent === 'create' && held.leadId) {
        keys.adoptLead(held.leadId);
        return 'leadExists';
      }
      const entry = held.key ? await outbox.find(held.key) : undefined;
      if (held.key && entry?.status === 'pending' && entry.variables) {
        await keys.hold(intent, held.key);
        void startSubmission(queryClient, entry.name, { ...entry.variables, idempotencyKey: held.key });
        return 'started';
      }
      const key = held.key && entry?.status !== 'rejected' ? held.key : intentKey();
      const variables = { ...input, idempotencyKey: key } as WriteVariables;
      await keys.hold(intent, key);
      await queueSubmission(queryClient, outbox, name, variables);
      return 'started';
    });
  }

  async function submit<N extends WriteName>({ name, input, origin }: Intent<N>): Promise<SubmitOutcome> {
    // A press is a write made on a step; a write of the app's own (an affiliate event) is no press to repeat.
    const press = origin === undefined ? undefined : `${origin} ${name}`;
    if (press !== undefined && (pressing.has(press) || onItsWay(name, origin))) return 'busy';
    if (press !== undefined) pressing.add(press);
    try {
      const policy = keyPolicyOf(name);
      const sent = { ...input, ...(origin === undefined ? {} : { origin }) } as Omit<WriteVariables, 'idempotencyKey'>;
      if (policy.kind === 'reserved') return await reserved(policy.intent, name, sent);
      const idempotencyKey = policy.kind === 'repeatable' ? intentKey() : contentKey(name, keys.scope(), input as Omit<WriteVariables, 'idempotencyKey'>);
      await queueSubmission(queryClient, outbox, name, { ...sent, idempotencyKey } as WriteVariables);
      return 'started';
    } finally {
      if (press !== undefined) pressing.delete(press);
    }
  }

  // A reserved intent the server refused for good (a 4xx, an offer expired) frees its key.
  const dispose = subscribeToSubmissionResults(queryClient, (result) => {
    if (result.status !== 'error' || !isApiError(result.error)) return;
    const policy = keyPolicyOf(result.name);
    const { status, retryable } = result.error;
    if (policy.kind === 'reserved' && status !== undefined && status < 500 && !retryable) keys.release(policy.intent, result.variables.idempotencyKey);
  });

  return {
    submit,
    again: (name, variables) => void startSubmission(queryClient, name, variables),
    dispose,
  };
}
