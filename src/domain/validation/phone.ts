import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode, NumberType, PhoneNumber } from 'libphonenumber-js/max';
import type { PhoneUse } from './phone-use';
import type { ErrorKey } from './validation-core';
import { REQUIRED, isEmpty } from './validation-core';

import { PHONE_EXTENSION_MAX_DIGITS, PHONE_INPUT_MAX_LENGTH, PHONE_NATIONAL_MAX_LENGTH, PHONE_NATIONAL_MIN_LENGTH } from '../constants';

export { PHONE_EXTENSION_MAX_DIGITS, PHONE_INPUT_MAX_LENGTH, PHONE_NATIONAL_MAX_LENGTH, PHONE_NATIONAL_MIN_LENGTH };
export type { PhoneUse } from './phone-use';

/**
 * Phones are checked with libphonenumber-js's full metadata: the min metadata
 * knows only each country's lengths, so it took +34 999 999 999, a Spanish landline where an SMS
 * goes, "12345" as a German Handynummer and a bare Spanish mobile as a Philippine one. The full
 * metadata knows every numbering plan's ranges and each number's type. The page loads it lazily
 * (ui/form-fields/phone-library.ts); lead-api imports it as it is.
 */

/** The lines a person answers (not toll-free, premium, shared-cost or UAN service numbers). */
const PERSONAL_TYPES: ReadonlySet<NumberType> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'FIXED_LINE', 'PERSONAL_NUMBER', 'VOIP']);
/** The lines an SMS reaches: mobiles, and the numbers of plans that do not tell mobiles apart (Mexico since 2019). */
const SMS_TYPES: ReadonlySet<NumberType> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

function toCountry(country: string): CountryCode | null {
  const code = country.toUpperCase();
  return isSupportedCountry(code) ? code : null;
}

/** The parsed number when it is a valid number of the country, else null. */
export function parsePhone(value: string, country: string): PhoneNumber | null {
  const code = toCountry(country);
  if (!code || value.length > PHONE_INPUT_MAX_LENGTH) return null;
  const phone = parsePhoneNumberFromString(value, code);
  if (!phone || !phone.isValid()) return null;
  // A number of another country typed with its own prefix (+34 for a Philippine brand) is not the brand's.
  if (phone.countryCallingCode !== getCountryCallingCode(code)) return null;
  const national = phone.nationalNumber;
  if (national.length < PHONE_NATIONAL_MIN_LENGTH || national.length > PHONE_NATIONAL_MAX_LENGTH) return null;
  if (phone.ext && !new RegExp(`^\\d{1,${PHONE_EXTENSION_MAX_DIGITS}}$`).test(phone.ext)) return null;
  return phone;
}

/**
 * SPEC §5: 'required', 'phoneNumber.tooLong', 'phoneNumber.invalid' (not a
 * number of the country that reaches a person) or, where an SMS is sent, 'phoneNumber.notMobile'.
 * The one rule of the page and of lead-api.
 */
export function validatePhoneNumber(value: unknown, country: string, use: PhoneUse): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  if (typeof value !== 'string') return 'phoneNumber.invalid';
  if (value.length > PHONE_INPUT_MAX_LENGTH) return 'phoneNumber.tooLong';
  const type = parsePhone(value, country)?.getType();
  if (!type || !PERSONAL_TYPES.has(type)) return 'phoneNumber.invalid';
  return use === 'sms' && !SMS_TYPES.has(type) ? 'phoneNumber.notMobile' : null;
}

/** SPEC §4/§5: the E.164 form ('+34612345678'), or '' when the number is not valid. */
export function toE164(value: string, country = 'ES'): string {
  return parsePhone(value, country)?.number ?? '';
}
