import type { ErrorKey } from './validation-core';
import { REQUIRED, asText, isEmpty } from './validation-core';

/** IBAN lengths of the countries we serve and their neighbours; Spain's is 24. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  ES: 24, DE: 22, PL: 28, RO: 24, FR: 27, PT: 25, IT: 27, GB: 22, NL: 18, BE: 16, AT: 20, IE: 22, CH: 21, LU: 20,
};

export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: the rearranged number, letters as 10–35, is 1 modulo 97. */
export function hasValidIbanCheckDigits(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * SPEC §5: an IBAN with its mod-97 check digits; spaces allowed. With a country, the account must
 * be of that country (the active brand pays out to Spanish accounts only): 'iban.country'. Each
 * failed rule has its own key, so the applicant reads the one that failed, not the list of rules.
 */
export function validateIban(value: unknown, country?: string): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  const text = asText(value);
  if (text === null) return 'iban.invalid';
  const iban = normaliseIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'iban.invalid';
  const countryOfIban = iban.slice(0, 2);
  if (country && countryOfIban !== country.toUpperCase()) return 'iban.country';
  const length = IBAN_LENGTHS[countryOfIban];
  if (length !== undefined && iban.length !== length) return 'iban.length';
  return hasValidIbanCheckDigits(iban) ? null : 'iban.checkDigits';
}
