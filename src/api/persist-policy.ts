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
