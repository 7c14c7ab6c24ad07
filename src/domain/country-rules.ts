import { validateCnp } from './cnp';
import { validateIban } from './iban';
import { validateClabe, validateCurp } from './mexican-ids';
import { validatePersonalCode } from './national-id';
import { validatePesel } from './polish-ids';
import type { ErrorKey, Validator } from './validation-core';
import { REQUIRED, asText, isEmpty } from './validation-core';
import { validatePostalCode } from './validation-text';

/**
 * One rule per country (issue 12), the same for the page and for lead-api: postcodes, national
 * identifiers and bank accounts. Phones go through libphonenumber-js for the country (phone.ts).
 * Each rule answers the field's error key (the message names the local document in the locale's
 * words: DNI in es, CURP in mx, PESEL in pl...) or null.
 */

/** The keyboard a field's rule needs: a Polish postcode has a hyphen, which a numeric pad lacks. */
export type RuleInputMode = 'numeric' | 'text';

export type CountryRule = {
  postalCode: { inputMode: RuleInputMode; maxLength: number };
  /** The national identifier asked as personalDetails.personalCode. */
  nationalId: Validator;
  nationalIdInputMode: RuleInputMode;
  /** The account the loan is paid into; null where the country has neither IBAN nor CLABE. */
  bankAccount: Validator | null;
};

/** Vietnam's province codes (Circular 07/2016/TT-BCA), the first three digits of a CCCD. */
const VN_PROVINCE_CODES = new Set(
  ('001 002 004 006 008 010 011 012 014 015 017 019 020 022 024 025 026 027 030 031 033 034 035 036 037 038 040 042 044 045 ' +
    '046 048 049 051 052 054 056 058 060 062 064 066 067 068 070 072 074 075 077 079 080 082 083 084 086 087 089 091 092 093 ' +
    '094 095 096').split(' '),
);

const compact = (value: unknown) => (asText(value) ?? '').replace(/[\s.-]+/g, '').toUpperCase();

/** Rule of a format with no check digit: required, then the pattern on the compacted text. */
const formatRule = (pattern: RegExp, key = 'personalCode.invalid'): Validator => (value) =>
  isEmpty(value) ? REQUIRED : pattern.test(compact(value)) ? null : key;

/**
 * Vietnamese citizen identity card (CCCD): 12 digits, a province code, a digit giving sex and
 * century (0/1 1900s, 2/3 2000s, 4/5 2100s...) and the year of birth's last two digits.
 */
export const validateCccd: Validator = (value) => {
  if (isEmpty(value)) return REQUIRED;
  const id = compact(value);
  return /^\d{12}$/.test(id) && VN_PROVINCE_CODES.has(id.slice(0, 3)) ? null : 'personalCode.invalid';
};

/** Colombian cédula de ciudadanía: 6 to 10 digits, no leading zero; it carries no check digit. */
export const validateCedula: Validator = formatRule(/^[1-9]\d{5,9}$/);

/** Philippine TIN (9 digits and a 3- or 5-digit branch code) or PhilSys number (16 digits); neither has a public check digit. */
export const validatePhilippineId: Validator = formatRule(/^(\d{9}(\d{3}|\d{5})?|\d{16})$/);

/** German identity card number (Personalausweis): 9 characters of the ICAO alphabet, the last a check digit (weights 7 3 1). */
const ICAO_VALUE = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55);
export const validatePersonalausweis: Validator = (value) => {
  if (isEmpty(value)) return REQUIRED;
  const id = compact(value);
  if (!/^[CFGHJKLMNPRTVWXYZ0-9]{9}\d$/.test(id)) return 'personalCode.invalid';
  const sum = [...id.slice(0, 9)].reduce((total, char, index) => total + ICAO_VALUE(char) * ([7, 3, 1][index % 3] ?? 1), 0);
  return sum % 10 === Number(id[9]) ? null : 'personalCode.invalid';
};

const personalCodeOf = (validate: Validator): Validator => (value) => {
  const error = validate(value);
  return error === null || error === REQUIRED ? error : 'personalCode.invalid';
};

const ibanOf = (country: string): Validator => (value) => validateIban(value, country);

const numeric = { inputMode: 'numeric', maxLength: 7 } as const;

export const COUNTRY_RULES: Readonly<Record<string, CountryRule>> = {
  ES: { postalCode: numeric, nationalId: validatePersonalCode, nationalIdInputMode: 'text', bankAccount: ibanOf('ES') },
  DE: { postalCode: numeric, nationalId: validatePersonalausweis, nationalIdInputMode: 'text', bankAccount: ibanOf('DE') },
  MX: { postalCode: numeric, nationalId: validateCurp, nationalIdInputMode: 'text', bankAccount: validateClabe },
  PL: { postalCode: { inputMode: 'text', maxLength: 6 }, nationalId: personalCodeOf(validatePesel), nationalIdInputMode: 'numeric', bankAccount: ibanOf('PL') },
  RO: { postalCode: numeric, nationalId: personalCodeOf(validateCnp), nationalIdInputMode: 'numeric', bankAccount: ibanOf('RO') },
  CO: { postalCode: numeric, nationalId: validateCedula, nationalIdInputMode: 'numeric', bankAccount: null },
  VN: { postalCode: numeric, nationalId: validateCccd, nationalIdInputMode: 'numeric', bankAccount: null },
  PH: { postalCode: numeric, nationalId: validatePhilippineId, nationalIdInputMode: 'numeric', bankAccount: null },
};

export function countryRule(country: string): CountryRule {
  return COUNTRY_RULES[country.toUpperCase()] ?? (COUNTRY_RULES.ES as CountryRule);
}

/** A postcode as the country writes it: Polish "30001" is "30-001"; spaces are never part of one. */
export function normalisePostalCode(value: string, country: string): string {
  const text = value.replace(/\s+/g, '');
  return country.toUpperCase() === 'PL' && /^\d{5}$/.test(text) ? `${text.slice(0, 2)}-${text.slice(2)}` : text;
}

/** The country's postcode rule on what was typed (a Polish one with or without its hyphen). */
export function validatePostalCodeOf(value: unknown, country: string): ErrorKey | null {
  return validatePostalCode(value, country);
}

export function validateNationalId(value: unknown, country: string): ErrorKey | null {
  return countryRule(country).nationalId(value);
}

/** The country's account rule; where none is asked, anything typed is not the server's concern. */
export function validateBankAccount(value: unknown, country: string): ErrorKey | null {
  const rule = countryRule(country).bankAccount;
  return rule ? rule(value) : null;
}
