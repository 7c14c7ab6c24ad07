/**
 * Submissions (DESIGN.md §5, §9, §10): the one queue every write goes through, and its one owner.
 *
 * - Made: `submit` (submit.ts) only. It keys the write by the write's policy (key-policies.ts: from
 *   what it sends, fresh per press, or one per application and intent), keeps it in the outbox
 *   (outbox.ts: the one stored copy until the server answers) and starts its send.
 * - Sent: one at a time in the order made, paused offline, retried with backoff or after the
 *   server's Retry-After (mutation-defaults.ts); its state is the mutation's, read by route
 *   (useStepWrites). Boot sends again what the outbox still holds (resendPending).
 *
 * One intent, one request: a second press of a write on its step is refused while the first is on
 * its way; a reserved intent's key is chosen once for every tab under a Web Lock, and the request
 * first made under it is the one that goes; a send takes the tab lock and reads the outbox first (a
 * key another tab had answered is not sent again); within a page one request is in flight per key
 * (send-gate.ts). Behind all of them, the server replays a repeated Idempotency-Key.
 */
export { registerMutationDefaults, shouldRetrySubmission, SUBMISSION_MAX_RETRIES } from './mutation-defaults';
export type { SubmissionDefaultsOptions } from './mutation-defaults';
export { createOutbox, OUTBOX_KEY } from './outbox';
export type { Outbox, OutboxOptions } from './outbox';
export type { OutboxEntry, OutboxStatus } from './outbox-entries';
export { resendPending } from './resend-pending';
export type { ResendReport } from './resend-pending';
export { createSendGate } from './send-gate';
export type { SendGate } from './send-gate';
export { submissionKey, submissionName, SUBMISSION_KEY_ROOT, SUBMISSION_SCOPE_ID } from './submission-keys';
export { subscribeToSubmissionResults } from './submission-results';
export type { SubmissionResult } from './submission-results';
export { setupSubmissions } from './setup-submissions';
export type { Submissions, SetupSubmissionsOptions } from './setup-submissions';
export { createSubmitter } from './submit';
export type { ApplicationKeys, Intent, Submitter, SubmitOutcome } from './submit';
export { keyPolicyOf } from './key-policies';
export type { KeyPolicy } from './key-policies';
export { loadWriteContractWhenIdle } from './write-contract';
export { canonicalJson } from './idempotency-keys';
export { withTabLock, SUBMISSION_LOCK } from './tab-lock';
export type { RegisteredSubmissions } from './mutation-defaults';
export { SubmissionsProvider, useSubmissionControls } from './submissions-context';
export type { SubmissionControls } from './submissions-context';
