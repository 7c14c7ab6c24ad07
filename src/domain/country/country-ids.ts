import type { Validator } from '../validation/validation-core';
import { REQUIRED, asText, isEmpty } from '../validation/validation-core';

/**
 * The identifiers of the countries whose rules have no module of their own (Spain: national-id.ts,
 * Mexico: mexican-ids.ts, Poland: polish-ids.ts, Romania: cnp.ts): each checked by its format and,
 * where the issuer publishes one, its check digit. country-rules.ts says which one a step asks.
 */

const compact = (value: unknown) => (asText(value) ?? '').replace(/[\s.-]+/g, '').toUpperCase();

/** A format with no check digit, on the text without the spaces, dots and hyphens people type. */
export const matches = (pattern: RegExp) => (value: unknown): boolean => pattern.test(compact(value));

/** Vietnam's province codes (Circular 07/2016/TT-BCA), the first three digits of a CCCD. */
const VN_PROVINCE_CODES = new Set(
  ('001 002 004 006 008 010 011 012 014 015 017 019 020 022 024 025 026 027 030 031 033 034 035 036 037 038 040 042 044 045 ' +
    '046 048 049 051 052 054 056 058 060 062 064 066 067 068 070 072 074 075 077 079 080 082 083 084 086 087 089 091 092 093 ' +
    '094 095 096').split(' '),
);

/**
 * Vietnamese citizen identity card (CCCD): 12 digits, a province code, a digit giving sex and
 * century (0/1 1900s, 2/3 2000s, 4/5 2100s...) and the year of birth's last two digits.
 */
export const isCccd = (value: unknown): boolean => {
  const id = compact(value);
  return /^\d{12}$/.test(id) && VN_PROVINCE_CODES.has(id.slice(0, 3));
};

/** Colombian cédula de ciudadanía: 6 to 10 digits, no leading zero; it carries no check digit. */
export const CEDULA_PATTERN = /^[1-9]\d{5,9}$/;

/** Philippine TIN: 9 digits and an optional 3- or 5-digit branch code (BIR); no public check digit. */
export const PH_TIN_PATTERN = /^\d{9}(\d{3}|\d{5})?$/;
/** PhilSys number (PSN) or PhilSys card number (PCN): 16 digits. */
export const PHILSYS_PATTERN = /^\d{16}$/;

/** ICAO 9303 values: digits as they are, A = 10 ... Z = 35. */
const ICAO_VALUE = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55);

/** German identity card number (Personalausweis): 9 characters of the ICAO alphabet, then a check digit (weights 7 3 1). */
export const isPersonalausweis = (value: unknown): boolean => {
  const id = compact(value);
  if (!/^[CFGHJKLMNPRTVWXYZ0-9]{9}\d$/.test(id)) return false;
  const sum = [...id.slice(0, 9)].reduce((total, char, index) => total + ICAO_VALUE(char) * ([7, 3, 1][index % 3] ?? 1), 0);
  return sum % 10 === Number(id[9]);
};

/** German tax identification number (Steuer-IdNr): 11 digits, not starting with 0, the last an ISO 7064 MOD 11,10 check digit. */
export const isSteuerId = (value: unknown): boolean => {
  const id = compact(value);
  if (!/^[1-9]\d{10}$/.test(id)) return false;
  let product = 10;
  for (const digit of id.slice(0, 10)) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === Number(id[10]);
};

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** Polish tax number (NIP): 10 digits, the last the weighted sum of the others modulo 11 (never 10). */
export const isNip = (value: unknown): boolean => {
  const nip = compact(value);
  if (!/^\d{10}$/.test(nip)) return false;
  const sum = NIP_WEIGHTS.reduce((total, weight, index) => total + weight * Number(nip[index]), 0);
  return sum % 11 === Number(nip[9]);
};

const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/** The DIAN check digit (DV) of a Colombian NIT: weights from the right, modulo 11. */
export function nitCheckDigit(number: string): number {
  const sum = [...number].reverse().reduce((total, digit, index) => total + Number(digit) * (NIT_WEIGHTS[index] ?? 0), 0);
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : rest;
}

/**
 * Colombian NIT of a person: the cédula's digits, with or without the check digit after a hyphen
 * (800197268-4). Without the hyphen the number is read as a cédula, the DV being the DIAN's to add.
 */
export const isNit = (value: unknown): boolean => {
  const text = (asText(value) ?? '').replace(/[\s.]+/g, '');
  const match = /^(\d{6,10})(?:-(\d))?$/.exec(text);
  if (!match?.[1]) return false;
  return match[2] === undefined ? CEDULA_PATTERN.test(match[1]) : nitCheckDigit(match[1]) === Number(match[2]);
};

/** Vietnamese personal tax code (mã số thuế): 10 digits, or 13 with a 3-digit suffix; since 2025 the CCCD's 12 also serve. */
export const isVietnameseTaxCode = (value: unknown): boolean => /^\d{10}(\d{3})?$/.test(compact(value)) || isCccd(value);

/** Mexican voter card (INE): the clave de elector (18: six letters, birth date, state, sex, homoclave), the CIC (9 digits) or the OCR (13 digits). */
const INE_PATTERN = /^([A-Z]{6}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{2}[HM]\d{3}|\d{9}|\d{13})$/;
export const isIneNumber = matches(INE_PATTERN);

/** Romanian identity card (carte de identitate): a two-letter series and six digits (RX 123456). */
export const isRomanianIdCard = matches(/^[A-Z]{2}\d{6}$/);

/** Accounts without IBAN or CLABE (Colombia, Vietnam, the Philippines): digits only, as many as the country's banks use. */
export const accountNumberRule = (minDigits: number, maxDigits: number): Validator => (value) => {
  if (isEmpty(value)) return REQUIRED;
  const account = compact(value);
  if (!/^\d+$/.test(account)) return 'iban.invalid';
  return account.length >= minDigits && account.length <= maxDigits ? null : 'iban.length';
};
