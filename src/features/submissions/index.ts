/** Submissions (DESIGN.md §5, §9): every write as a paused, persisted, retried, ordered mutation. */
export { registerMutationDefaults, shouldRetrySubmission, SUBMISSION_MAX_RETRIES } from './mutation-defaults';
export type { SubmissionDefaultsOptions } from './mutation-defaults';
export { createOutbox, OUTBOX_KEY } from './outbox';
export type { Outbox, OutboxOptions } from './outbox';
export type { OutboxEntry, OutboxStatus } from './outbox-entries';
export { resendPending } from './resend-pending';
export type { ResendReport } from './resend-pending';
export { createSendGate } from './send-gate';
export type { SendGate } from './send-gate';
export { newSubmission } from './new-submission';
export { submissionKey, submissionName, SUBMISSION_KEY_ROOT, SUBMISSION_SCOPE_ID } from './submission-keys';
export { subscribeToSubmissionResults } from './submission-results';
export type { SubmissionResult } from './submission-results';
export { setupSubmissions } from './setup-submissions';
export type { Submissions, SetupSubmissionsOptions } from './setup-submissions';
export { useSubmission } from './use-submission';
