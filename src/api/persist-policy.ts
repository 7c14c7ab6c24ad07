/**
 * Which cached answers may be written to the persisted Query cache (DESIGN.md §4: personal data is
 * not kept longer than the rules allow). Queries whose key or answer holds personal data (an
 * e-mail, a lead's continue URL) say `meta: NOT_PERSISTED`; the persister's `shouldDehydrateQuery`
 * calls `isPersistableQuery` for every query.
 */
export const NOT_PERSISTED = { persist: false } as const;

type QueryLike = { meta?: Record<string, unknown> | undefined; state: { status: string } };

export function isPersistableQuery(query: QueryLike): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}

/**
 * What the Query persister writes: successful queries without personal data, and no mutations. A
 * pending write's one stored copy is the submission outbox's (src/core/submissions/outbox.ts), from
 * which boot sends it again; TanStack's copy of a paused one would be a second, with the applicant's
 * answers, to be reconciled with the first.
 */
export const PERSISTED_QUERY_CACHE = { shouldDehydrateQuery: isPersistableQuery, shouldDehydrateMutation: () => false };

/**
 * Part of the persisted cache's buster: a change to what it holds drops caches written before. 2:
 * paused mutations are no longer in it (an older cache's would be restored paused, beside the
 * outbox's copy that boot sends).
 */
export const PERSISTED_QUERY_CACHE_VERSION = 2;
