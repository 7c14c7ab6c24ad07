import type { ApiError } from '../../api/errors';

/** A 422 naming fields: shown at the fields, not as a failed submission. Restored errors may be plain objects. */
export function isFieldErrorAnswer(error: Pick<ApiError, 'status' | 'fieldErrors'> | null | undefined): boolean {
  return error?.status === 422 && Object.keys(error.fieldErrors ?? {}).length > 0;
}
