import type { ErrorKey } from '../validation/validation-core';
import { REQUIRED, asText, isEmpty } from '../validation/validation-core';

/**
 * The Romanian personal numeric code (CNP, state 28): 13 digits S YYMMDD JJ NNN C. S (1–9) gives
 * sex and century, YYMMDD the date of birth, JJ the county (01–52, 70 for foreigners' permits),
 * NNN a serial and C the check digit: the first 12 digits weighted by 279146358279, summed,
 * modulo 11, with 10 written as 1. lead-api checks the same rule (lead-api/src/routes/step-routes.ts).
 */
export const CNP_WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9] as const;
const CENTURY_OF_SEX_DIGIT: Readonly<Record<string, number>> = { '1': 1900, '2': 1900, '3': 1800, '4': 1800, '5': 2000, '6': 2000, '7': 1900, '8': 1900, '9': 1900 };

/** People type a CNP with spaces now and then; they are not part of it. */
export function normaliseCnp(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The check digit of a CNP's first 12 digits. */
export function cnpCheckDigit(first12: string): number {
  const sum = CNP_WEIGHTS.reduce((total, weight, index) => total + weight * Number(first12[index]), 0);
  const remainder = sum % 11;
  return remainder === 10 ? 1 : remainder;
}

/** The date of birth a CNP carries, as YYYY-MM-DD, or null when it carries none that exists. */
export function cnpBirthDate(value: string): string | null {
  const cnp = normaliseCnp(value);
  const century = CENTURY_OF_SEX_DIGIT[cnp[0] ?? ''];
  if (century === undefined || !/^\d{7}/.test(cnp)) return null;
  const year = century + Number(cnp.slice(1, 3));
  const month = Number(cnp.slice(3, 5));
  const day = Number(cnp.slice(5, 7));
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? `${year}-${cnp.slice(3, 5)}-${cnp.slice(5, 7)}` : null;
}

const hasValidBirthDate = (cnp: string) => cnpBirthDate(cnp) !== null;

function hasValidCounty(cnp: string): boolean {
  const county = Number(cnp.slice(7, 9));
  return (county >= 1 && county <= 52) || county === 70;
}

/**
 * The CNP rule, saying which part failed: 'cnp.format' (not 13 digits), 'cnp.birthDate' (no such
 * date, or a first digit of 0), 'cnp.county' (no such county code), 'cnp.checkDigit' (a typo).
 */
export function validateCnp(value: unknown): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  const text = asText(value);
  const cnp = text === null ? '' : normaliseCnp(text);
  if (!/^\d{13}$/.test(cnp)) return 'cnp.format';
  if (!hasValidBirthDate(cnp)) return 'cnp.birthDate';
  if (!hasValidCounty(cnp)) return 'cnp.county';
  return cnpCheckDigit(cnp.slice(0, 12)) === Number(cnp[12]) ? null : 'cnp.checkDigit';
}

export const isValidCnp = (value: string): boolean => validateCnp(value) === null;
