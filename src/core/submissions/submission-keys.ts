import { WRITE_NAMES } from '../../api/contract/write-names';
import type { WriteName } from '../../api/writes';

/**
 * Every write is one mutation key (`['submission', name]`) with registered defaults, so a mutation
 * restored after a reload finds its function again (TanStack/query PR #3464).
 */
export const SUBMISSION_KEY_ROOT = 'submission';

/** DESIGN.md §9: one scope, so the lead's writes reach the server one at a time, in the order made. */
export const SUBMISSION_SCOPE_ID = 'lead';

export function submissionKey<N extends WriteName>(name: N): readonly [typeof SUBMISSION_KEY_ROOT, N] {
  return [SUBMISSION_KEY_ROOT, name] as const;
}

/** The write a mutation key names, or undefined for a mutation that is not a submission. */
export function submissionName(mutationKey: readonly unknown[] | undefined): WriteName | undefined {
  if (!mutationKey || mutationKey[0] !== SUBMISSION_KEY_ROOT) return undefined;
  const name = mutationKey[1];
  return (WRITE_NAMES as readonly unknown[]).includes(name) ? (name as WriteName) : undefined;
}
