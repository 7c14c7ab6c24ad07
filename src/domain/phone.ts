import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/min';
import type { ErrorKey } from './validation-core';
import { REQUIRED, isEmpty } from './validation-core';

import { PHONE_EXTENSION_MAX_DIGITS, PHONE_INPUT_MAX_LENGTH, PHONE_NATIONAL_MAX_LENGTH, PHONE_NATIONAL_MIN_LENGTH } from './constants';

export { PHONE_EXTENSION_MAX_DIGITS, PHONE_INPUT_MAX_LENGTH, PHONE_NATIONAL_MAX_LENGTH, PHONE_NATIONAL_MIN_LENGTH };

/**
 * The min metadata validates by length only, so for Spain (the active brand) we add the numbering
 * plan's own rule: subscriber numbers start with 6 or 7 (mobile) or 8 or 9 (fixed).
 */
const NATIONAL_PREFIX_RULES: Partial<Record<string, RegExp>> = { ES: /^[6-9]/ };

function toCountry(country: string): CountryCode | null {
  const code = country.toUpperCase();
  return isSupportedCountry(code) ? code : null;
}

/** The parsed number when it is valid for the country, else null. */
export function parsePhone(value: string, country: string): PhoneNumber | null {
  const code = toCountry(country);
  if (!code || value.length > PHONE_INPUT_MAX_LENGTH) return null;
  const phone = parsePhoneNumberFromString(value, code);
  if (!phone || !phone.isValid()) return null;
  // Compare calling codes: with min metadata a +44 number may come back as GG rather than GB.
  if (phone.countryCallingCode !== getCountryCallingCode(code)) return null;
  const national = phone.nationalNumber;
  if (national.length < PHONE_NATIONAL_MIN_LENGTH || national.length > PHONE_NATIONAL_MAX_LENGTH) return null;
  if (phone.ext && !new RegExp(`^\\d{1,${PHONE_EXTENSION_MAX_DIGITS}}$`).test(phone.ext)) return null;
  if (NATIONAL_PREFIX_RULES[code] && !NATIONAL_PREFIX_RULES[code].test(national)) return null;
  return phone;
}

/** SPEC §5: 'required', 'phoneNumber.tooLong' or 'phoneNumber.invalid'. */
export function validatePhoneNumber(value: unknown, country = 'ES'): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  if (typeof value !== 'string') return 'phoneNumber.invalid';
  if (value.length > PHONE_INPUT_MAX_LENGTH) return 'phoneNumber.tooLong';
  return parsePhone(value, country) ? null : 'phoneNumber.invalid';
}

/** SPEC §4/§5: the E.164 form ('+34612345678'), or '' when the number is not valid. */
export function toE164(value: string, country = 'ES'): string {
  return parsePhone(value, country)?.number ?? '';
}
