import { v4 as uuidv4 } from 'uuid';
import type { WriteName, WriteVariables } from '../../api/writes';

/**
 * Makes a submission's variables, with its idempotency key, at the moment the applicant submits.
 * The key then travels with the variables through pauses, retries, reloads and resends, so every
 * attempt is the same submission to the server (DESIGN.md §5). `makeKey` is for tests.
 */
export function newSubmission<N extends WriteName>(
  input: Omit<WriteVariables<N>, 'idempotencyKey'>,
  makeKey: () => string = uuidv4,
): WriteVariables<N> {
  // Adding the key back to what Omit took it from; TypeScript cannot see through the conditional type.
  return { ...input, idempotencyKey: makeKey() } as WriteVariables<N>;
}

/** A key for an intent that may rightly repeat (send me a new code, a lead create): made once per press. */
export function intentKey(): string {
  return uuidv4();
}
