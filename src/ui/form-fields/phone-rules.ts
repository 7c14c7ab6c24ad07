import { AsYouType, isSupportedCountry } from 'libphonenumber-js/max';
export { validatePhoneNumber } from '../../domain/validation/phone';

/** The number as the country writes it ("612 34 56 78"), formatted as it is typed. */
export function formatPhone(text: string, country: string): string {
  const code = country.toUpperCase();
  if (!isSupportedCountry(code)) return text;
  const formatted = new AsYouType(code).input(text);
  return formatted || text;
}
