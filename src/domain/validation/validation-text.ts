import type { ErrorKey } from './validation-core';
import { REQUIRED, asText, isEmpty, lazyPattern, patternValidator } from './validation-core';

/**
 * The text patterns of SPEC §5. The spec names what each may hold but not the exact patterns;
 * these allow every Spanish spelling we know of (accents, ñ, ç, l·l, º/ª) and nothing that could
 * be markup. "Separator" means a space, hyphen, slash, comma or apostrophe.
 */

/** SPEC §5: exactly five digits for the active Spanish brand; the other countries by their own format. */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  ES: /^\d{5}$/,
  DE: /^\d{5}$/,
  MX: /^\d{5}$/,
  // Written NN-NNN; typed without the hyphen it is still the same code (country-rules.ts normalises it).
  PL: /^\d{2}-?\d{3}$/,
  RO: /^\d{6}$/,
  CO: /^\d{6}$/,
  // Vietnam's national postcodes have five digits since 1 January 2018 (Hà Nội 10000–14000).
  VN: /^\d{5}$/,
  PH: /^\d{4}$/,
};

export function validatePostalCode(value: unknown, country = 'ES'): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  const text = asText(value);
  const pattern = POSTAL_CODE_PATTERNS[country.toUpperCase()] ?? /^[A-Za-z0-9 -]{2,10}$/;
  return text !== null && pattern.test(text) ? null : 'postalCode.invalid';
}

const L = '\\p{L}\\p{M}';

/** SPEC §5: letters (accents included), with single spaces or hyphens between letter groups. */
export const NAME_PATTERN = lazyPattern(`^[${L}]+(?:[ -][${L}]+)*$`);
/** SPEC §5: letters, or letters and digits with spaces, dots and hyphens (at least one letter). */
export const JOB_TITLE_PATTERN = lazyPattern(`^(?=.*\\p{L})[${L}\\d .-]+$`);
/** No trailing separator: the last character is a letter, digit, dot or ordinal sign. */
export const STREET_PATTERN = lazyPattern(`^[${L}\\d](?:[${L}\\d .,'ºª/·-]*[${L}\\d.ºª])?$`);
export const HOUSE_NUMBER_PATTERN = lazyPattern(`^[${L}\\d](?:[${L}\\d /-]*[${L}\\d])?$`);
export const FLAT_NUMBER_PATTERN = lazyPattern(`^[${L}\\d](?:[${L}\\d .ºª/-]*[${L}\\d.ºª])?$`);
export const BLOCK_NUMBER_PATTERN = FLAT_NUMBER_PATTERN;
export const CITY_PATTERN = lazyPattern(`^[${L}\\d](?:[${L}\\d .,'()/·-]*[${L}\\d.)])?$`);
/** Suburb, district and municipality may end as they like (SPEC §5 names no trailing rule). */
export const AREA_PATTERN = lazyPattern(`^[${L}\\d][${L}\\d .,'()/·-]*$`);
/** SPEC §5: company name and pension payer share one pattern ("Ejemplo & Hijos, S.L."). */
export const COMPANY_NAME_PATTERN = lazyPattern(`^[${L}\\d][${L}\\d .,'&()/+·-]*$`);

export const validateName = patternValidator('name', NAME_PATTERN, 60);
export const validateJobTitle = patternValidator('jobTitle', JOB_TITLE_PATTERN);
export const validateStreet = patternValidator('street', STREET_PATTERN);
export const validateHouseNumber = patternValidator('houseNumber', HOUSE_NUMBER_PATTERN, 10);
export const validateFlatNumber = patternValidator('flatNumber', FLAT_NUMBER_PATTERN, 10);
export const validateBlockNumber = patternValidator('blockNumber', BLOCK_NUMBER_PATTERN, 10);
export const validateCity = patternValidator('city', CITY_PATTERN);
export const validateSuburb = patternValidator('suburb', AREA_PATTERN);
export const validateDistrict = patternValidator('district', AREA_PATTERN);
export const validateMunicipality = patternValidator('municipality', AREA_PATTERN);
export const validateCompanyName = patternValidator('companyName', COMPANY_NAME_PATTERN);
export const validatePensionPayer = patternValidator('pensionPayer', COMPANY_NAME_PATTERN);

/** SPEC §5: a standard address pattern, case-insensitive (the server check comes on top). */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const EMAIL_MAX_LENGTH = 254;

export function validateEmail(value: unknown): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  const text = asText(value);
  return text !== null && text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text) ? null : 'email.invalid';
}

/** SPEC §5: an e-mail is trimmed and lowercased for hashing; the same one form wherever two are compared or one is sent to analytics. */
export function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}
