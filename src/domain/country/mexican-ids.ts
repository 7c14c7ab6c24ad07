import type { ErrorKey } from '../validation/validation-core';
import { REQUIRED, asText, isEmpty } from '../validation/validation-core';

/**
 * Mexican identifiers, each with its check digit so a typo is caught before a lender sees it:
 * the CURP (Clave Única de Registro de Población, RENAPO), the RFC of a person (SAT) and the CLABE
 * (the 18-digit interbank account number, Banxico).
 */

const compact = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();
const textOf = (value: unknown) => compact(asText(value) ?? '');

/** RENAPO's alphabet for the CURP check digit: digits, then A–Z with Ñ after N. */
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const CURP_PATTERN = /^[A-Z][AEIOUX][A-Z]{2}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[HMX](AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/;

/** The CURP's last digit: the first 17 characters weighted 18 down to 2, (10 − sum mod 10) mod 10. */
export function curpCheckDigit(first17: string): number {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += CURP_ALPHABET.indexOf(first17[index] ?? '0') * (18 - index);
  return (10 - (sum % 10)) % 10;
}

/** CURP: 18 characters (name letters, date of birth, sex, state, consonants, homoclave, check digit). */
export function validateCurp(value: unknown): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  const curp = textOf(value);
  if (!CURP_PATTERN.test(curp)) return 'personalCode.invalid';
  return curpCheckDigit(curp.slice(0, 17)) === Number(curp[17]) ? null : 'personalCode.invalid';
}

/** SAT's alphabet for the RFC check digit (& is 24, the space 37, Ñ 38). */
const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
const RFC_PERSON_PATTERN = /^[A-ZÑ&]{4}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[A-Z\d]{2}[\dA]$/;

/** The RFC's last character: the first 12 (a person's RFC padded with a space in front) weighted 13 down to 2, modulo 11. */
export function rfcCheckDigit(first: string): string {
  const padded = first.length === 11 ? ` ${first}` : first;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += RFC_ALPHABET.indexOf(padded[index] ?? '0') * (13 - index);
  const check = 11 - (sum % 11);
  return check === 11 ? '0' : check === 10 ? 'A' : String(check);
}

/** RFC of a person: 13 characters, its homoclave's last character the check digit. */
export function validateRfc(value: unknown): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  const rfc = textOf(value);
  if (!RFC_PERSON_PATTERN.test(rfc)) return 'taxIdentificationNumber.invalid';
  return rfcCheckDigit(rfc.slice(0, 12)) === rfc[12] ? null : 'taxIdentificationNumber.invalid';
}

const CLABE_WEIGHTS = [3, 7, 1] as const;

/** The CLABE's last digit: each of the first 17 times 3, 7, 1 in turn, mod 10, summed; (10 − sum mod 10) mod 10. */
export function clabeCheckDigit(first17: string): number {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += (Number(first17[index]) * (CLABE_WEIGHTS[index % 3] ?? 1)) % 10;
  return (10 - (sum % 10)) % 10;
}

/** CLABE: 18 digits (bank, branch, account, check digit); keyed as the bank-account field's messages. */
export function validateClabe(value: unknown): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  const clabe = textOf(value);
  if (!/^\d{18}$/.test(clabe)) return 'iban.invalid';
  return clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]) ? null : 'iban.checkDigits';
}
