import type { ErrorKey } from '../validation/validation-core';
import { REQUIRED, asText, isEmpty } from '../validation/validation-core';

/** The Spanish check letters, indexed by the number modulo 23. */
export const DNI_CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX_DIGIT: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

/** Spaces, dots and hyphens are how people type these; they are not part of the id. */
export function normaliseNationalId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export function checkLetterFor(digits: string): string {
  return DNI_CHECK_LETTERS[Number(digits) % 23] ?? '';
}

/** DNI: 8 digits and the check letter of the number. */
export function isValidDni(value: string): boolean {
  const match = /^(\d{8})([A-Z])$/.exec(normaliseNationalId(value));
  return match !== null && match[1] !== undefined && checkLetterFor(match[1]) === match[2];
}

/** NIE: X, Y or Z (read as 0, 1, 2), 7 digits and the check letter. */
export function isValidNie(value: string): boolean {
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(normaliseNationalId(value));
  if (!match || match[1] === undefined || match[2] === undefined) return false;
  return checkLetterFor(`${NIE_PREFIX_DIGIT[match[1]]}${match[2]}`) === match[3];
}

/** The personal code of the active Spanish brand: a DNI or a NIE. */
export function validatePersonalCode(value: unknown): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  const text = asText(value);
  return text !== null && (isValidDni(text) || isValidNie(text)) ? null : 'personalCode.invalid';
}
