import { validate } from 'uuid';

/** SPEC §5: a session id from the address is accepted only in UUID format. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && validate(value);
}
