import { errorBodySchema, type ErrorBody } from './contract/common';

/**
 * Reads the contract's error body (`{ code, message?, errors? }`). An answer that does not follow it
 * (a proxy's HTML 502 page, an empty 503) still fails by its status; it just has no details.
 */
export function readErrorBody(json: unknown): ErrorBody | undefined {
  const result = errorBodySchema.safeParse(json);
  return result.success ? result.data : undefined;
}
