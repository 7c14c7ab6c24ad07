import type { ErrorBody } from './contract/common';

/**
 * Reads the contract's error body (`{ code, message?, errors? }`). An answer that does not follow it
 * (a proxy's HTML 502 page, an empty 503) still fails by its status; it just has no details. The
 * schema loads with the first failure, not with the first page (DESIGN.md §7).
 */
export async function readErrorBody(json: unknown): Promise<ErrorBody | undefined> {
  // Its chunk lost on a lossy link: the failure still fails by its status, without the details.
  const contract = await import('./contract/common').catch(() => undefined);
  const result = contract?.errorBodySchema.safeParse(json);
  return result?.success ? result.data : undefined;
}
