import { validateIban } from '../validation/iban';
import type { ErrorKey } from '../validation/validation-core';
import { REQUIRED, asText, isEmpty } from '../validation/validation-core';

/**
 * Polish identifiers the application form (wniosek, states 33–34) asks for, each with its check
 * digit so that a typo is caught before the lender sees it.
 */
export const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;
/** The month of a PESEL carries the century: +80 for the 1800s, +0, +20, +40, +60 for 1900–2200. */
const CENTURY_OF_MONTH_OFFSET: ReadonlyArray<[number, number]> = [[80, 1800], [60, 2200], [40, 2100], [20, 2000], [0, 1900]];

const compact = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

export function peselCheckDigit(first10: string): number {
  const sum = PESEL_WEIGHTS.reduce((total, weight, index) => total + weight * Number(first10[index]), 0);
  return (10 - (sum % 10)) % 10;
}

function peselHasValidDate(pesel: string): boolean {
  const encodedMonth = Number(pesel.slice(2, 4));
  const [offset, century] = CENTURY_OF_MONTH_OFFSET.find(([start]) => encodedMonth > start) ?? [0, 1900];
  const year = century + Number(pesel.slice(0, 2));
  const month = encodedMonth - offset;
  const day = Number(pesel.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  return month >= 1 && month <= 12 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** PESEL: 11 digits, a real date of birth in the first six, and the check digit (weights 1379137913). */
export function validatePesel(value: unknown): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  const pesel = compact(asText(value) ?? '');
  if (!/^\d{11}$/.test(pesel)) return 'pesel.format';
  if (!peselHasValidDate(pesel)) return 'pesel.birthDate';
  return peselCheckDigit(pesel.slice(0, 10)) === Number(pesel[10]) ? null : 'pesel.checkDigit';
}

/** Letters count 10 (A) to 35 (Z), as in IBANs. */
const charValue = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55);
const ID_CARD_WEIGHTS: readonly number[] = [7, 3, 1, 0, 7, 3, 1, 7, 3];

/**
 * Polish identity card number (dowód osobisty): three letters and six digits, the first digit
 * being the check digit of the other eight (weights 7 3 1 · 7 3 1 7 3, modulo 10).
 */
export function validateIdCardNumber(value: unknown): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  const number = compact(asText(value) ?? '');
  if (!/^[A-Z]{3}\d{6}$/.test(number)) return 'idCard.format';
  const sum = ID_CARD_WEIGHTS.reduce((total, weight, index) => total + weight * charValue(number[index] ?? '0'), 0);
  return sum % 10 === Number(number[3]) ? null : 'idCard.checkDigit';
}

/**
 * A Polish bank account number (NRB): 26 digits, the first two being the IBAN check digits, so
 * the IBAN rule (mod 97) checks it once "PL" is put in front. "PL" typed by the applicant is fine.
 */
export function validatePolishAccount(value: unknown): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  const account = compact(asText(value) ?? '').replace(/^PL/, '');
  if (!/^\d{26}$/.test(account)) return 'account.format';
  return validateIban(`PL${account}`) === null ? null : 'account.checkDigits';
}

export const normalisePolishId = compact;
