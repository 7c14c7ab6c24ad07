import type { CalendarDate } from '../../domain/validation/dates';
import { toIsoDate } from '../../domain/validation/dates';
import type { ErrorKey, Validator } from '../../domain/validation/validation';
import { validateNationalId } from '../../domain/country/country-rules';
import { REQUIRED, asText, isEmpty, validateInRange } from '../../domain/validation/validation';

/**
 * The few checks the form needs that src/domain/validation/validation.ts has no rule for (choices, yes/no
 * answers, money, dates). Pure, with "today" passed in, each answering an error key or null.
 */

/** Whole amounts of money a person types; a million a month (Spain) is beyond any applicant of ours. */
export const MONEY_MAX = 1_000_000;
/** SPEC §5 does not limit age; the lenders lend to adults only (the server answers tooSmall under 18). */
export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 120;

export const requireChoice: Validator = (value) => (isEmpty(value) ? REQUIRED : null);

export const requireYesNo: Validator = (value) => (typeof value === 'boolean' ? null : REQUIRED);

export const acceptAnything: Validator = () => null;

export const validateMoney: Validator = (value) => validateInRange('money', value, { min: 0, max: MONEY_MAX, step: 0 });

/** Money in the brand's currency: up to moneyMaxFor(limits) (domain/country/limits.ts), the same bound lead-api applies. */
export const validateMoneyWithin = (max: number): Validator => (value) => validateInRange('money', value, { min: 0, max, step: 0 });

export const validateCount = (min: number, max: number): Validator => (value) =>
  validateInRange('count', value, { min, max, step: 1 });

export const validateDayOfMonth: Validator = (value) => validateInRange('dayOfMonth', value, { min: 1, max: 31, step: 1 });

/** Free text with no pattern of its own (authority, floor): not markup, not too long. */
export const validateFreeText = (maxLength = 100): Validator => (value) => {
  if (isEmpty(value)) return REQUIRED;
  const text = asText(value);
  return text !== null && text.length <= maxLength && !/[<>{}]/.test(text) ? null : 'text.invalid';
};

/** Document numbers (tax ids, pension numbers, id cards) differ by country: letters, digits and separators. */
export const validateDocumentNumber: Validator = (value) => {
  if (isEmpty(value)) return REQUIRED;
  const text = asText(value);
  return text !== null && /^[A-Za-z0-9][A-Za-z0-9 ./-]{3,24}$/.test(text) ? null : 'documentNumber.invalid';
};

/** The country's national identifier with its check digit where it has one (country-rules.ts). */
export function validatePersonalCodeFor(value: unknown, country: string): ErrorKey | null {
  return validateNationalId(value, country);
}

/**
 * Plates as each country writes them (countries.ts examples): letters and digits, with spaces, hyphens
 * and, in Vietnam, a dot (1234 BCD, B-AB 1234, ABC-123-D, 30A-123.45); 4 to 12 characters.
 */
export const validateLicensePlate: Validator = (value) => {
  if (isEmpty(value)) return REQUIRED;
  const text = asText(value);
  return text !== null && /^(?=.*\d)[A-Za-z0-9]([A-Za-z0-9 .-]{2,10})[A-Za-z0-9]$/.test(text) ? null : 'licensePlate.invalid';
};

/**
 * Dates are stored as 'YYYY-MM-DD' once complete and valid, and as what was typed ('1985-3-')
 * while not, so that a reload keeps a half-typed date. Null unless it is a real calendar date.
 */
export function parseStoredDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

const compareDates = (a: CalendarDate, b: CalendarDate) => toIsoDate(a).localeCompare(toIsoDate(b));

function dateValidator(check: (date: CalendarDate, today: CalendarDate) => ErrorKey | null) {
  return (value: unknown, today: CalendarDate): ErrorKey | null => {
    if (isEmpty(value) || value === '--') return REQUIRED;
    const date = parseStoredDate(value);
    if (!date || date.year < 1900) return 'date.invalid';
    return check(date, today);
  };
}

/** A date that has happened (contract start, mortgage start, living here since). */
export const validatePastDate = dateValidator((date, today) => (compareDates(date, today) > 0 ? 'date.future' : null));

/** A date still to come (contract or mortgage end). */
export const validateFutureDate = dateValidator((date, today) => (compareDates(date, today) <= 0 ? 'date.past' : null));

/** Age in whole years on `today`. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export const validateDateOfBirth = dateValidator((date, today) => {
  if (compareDates(date, today) > 0) return 'date.future';
  const age = ageOn(date, today);
  if (age < MINIMUM_AGE) return 'dateOfBirth.tooYoung';
  return age > MAXIMUM_AGE ? 'dateOfBirth.tooOld' : null;
});
