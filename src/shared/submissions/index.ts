/**
 * Submissions (DESIGN.md §5, §9): the one queue every write goes through.
 *
 * - Starts: `startSubmission` only (a step's call, a form step's Continue, a retry, an affiliate event,
 *   the resend at boot).
 * - Stored: once, in the outbox (`outbox.ts`), from the moment it is made until the server answers;
 *   the persisted Query cache holds no mutations. Boot sends what is left (`resendPending`).
 * - Sent: one at a time in the order made (scope), paused offline, retried with backoff or after the
 *   server's Retry-After (`mutation-defaults.ts`); its state is the mutation's, read by route
 *   (`useStepWrites`).
 *
 * One intent, one request: each guard stops a different duplicate.
 * 1. A press ref in `useStepCall` / `useFormSubmit`: the second click of a double click, in the same
 *    tick, before the first press's mutation exists.
 * 2. `useStepWrites().busy`: a press while this step's write is still pending (a slow server).
 * 3. `navigator.reserve` (a Web Lock and the outbox): one key per application for the intents it makes
 *    once (the lead create, the offer answer), shared by every tab; a tab that comes second follows.
 * 4. The send lock (`tab-lock.ts`, in `mutation-defaults.ts`): across tabs one send at a time, and a
 *    key another tab already had answered is not sent again (its stored answer is used).
 * 5. The send gate (`send-gate.ts`): within a page, one request in flight per key, whichever of two
 *    mutations of one key asks (the screen's own and the boot's resend, or a retry).
 * Behind all of them, the server replays a repeated Idempotency-Key (lead-api's idempotency store).
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
export { intentKey, newSubmission } from './new-submission';
export { submissionKey, submissionName, SUBMISSION_KEY_ROOT, SUBMISSION_SCOPE_ID } from './submission-keys';
export { subscribeToSubmissionResults } from './submission-results';
export type { SubmissionResult } from './submission-results';
export { setupSubmissions } from './setup-submissions';
export type { Submissions, SetupSubmissionsOptions } from './setup-submissions';
export { startSubmission } from './start-submission';
export { loadWriteContractWhenIdle } from './write-contract';
export { contentKey, canonicalJson } from './idempotency-keys';
export { withTabLock, SUBMISSION_LOCK } from './tab-lock';
export type { RegisteredSubmissions } from './mutation-defaults';
export { SubmissionsProvider, useSubmissionControls } from './submissions-context';
export type { SubmissionControls } from './submissions-context';
