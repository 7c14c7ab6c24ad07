import type { FieldErrors, FieldErrorKey, LeadPayload } from '../../src/api/contract';
import { cnpBirthDate, isValidCnp } from '../../src/domain/cnp';
import { validateIdCardNumber, validatePesel, validatePolishAccount } from '../../src/domain/polish-ids';
import { ACTIVE_BRAND_LIMITS, BASE_LIMITS, OVERDUE_DEBT_MAX, TOTAL_DEBT_MAX, TOTAL_DEBT_MIN, isWithinRange } from '../../src/domain/limits';
import { dataPointValue } from './lead-flow';
import { provinceForPostcode } from './data/provinces';
import { validateEmail, validateIban, validateName, validatePersonalCode, validatePhoneNumber } from '../../src/domain/validation';

/**
 * The server's field checks (SPEC §5), answered as 422 keyed by dotted data point: the domain's
 * validators, so client and server never disagree on what is valid.
 */
const ADULT_AGE = 18;

/** Spanish DNI or NIE with its check letter: the domain's rule, shared with the client. */
export const isSpanishPersonalCode = (value: string): boolean => validatePersonalCode(value) === null;
/** IBAN check digits (ISO 13616, mod 97): the domain's rule. */
export const isValidIban = (value: string): boolean => validateIban(value) === null;

function ageAt(dateOfBirth: string, now: number): number | null {
  const born = new Date(dateOfBirth);
  if (Number.isNaN(born.getTime())) return null;
  const today = new Date(now);
  let age = today.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < born.getUTCMonth() || (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * Romanian CNP (state 28): the domain's rule with its check digit, shared with the client; and,
 * as for a date of birth, the lenders lend to adults only (a check the client leaves to the server).
 */
export function cnpError(cnp: string, now: number): FieldErrorKey | null {
  if (!isValidCnp(cnp)) return 'invalid';
  const age = ageAt(cnpBirthDate(cnp) ?? '', now);
  return age !== null && age < ADULT_AGE ? 'tooSmall' : null;
}

const WNIOSEK_CHECKS: Readonly<Record<string, (value: unknown) => string | null>> = {
  pesel: validatePesel,
  idCardNumber: validateIdCardNumber,
  bankAccount: validatePolishAccount,
};

/**
 * The Polish application form's answers (states 33, 34) that carry a check digit, checked with the
 * client's domain rules; keyed `answers.{name}` as the body nests them. Absent answers are not checked.
 */
export function wniosekErrors(answers: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, check] of Object.entries(WNIOSEK_CHECKS)) {
    if (answers[name] !== undefined && check(answers[name]) !== null) errors[`answers.${name}`] = 'invalid';
  }
  return errors;
}

type Check = (value: unknown, context: { now: number; spanish: boolean }) => FieldErrorKey | null;

/** A domain validator (error key or null) answered with the contract's coarse 'invalid'. */
const text = (validate: (value: unknown) => string | null): Check => (value) =>
  typeof value !== 'string' ? 'invalid' : validate(value.trim()) === null ? null : 'invalid';

const inRange = (min: number, max: number): Check => (value) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'invalid';
  return value < min ? 'tooSmall' : value > max ? 'tooLarge' : null;
};

const CHECKS: Record<string, Check> = {
  amount: (value, { spanish }) => {
    const range = spanish ? ACTIVE_BRAND_LIMITS.amount : BASE_LIMITS.amount;
    if (typeof value !== 'number') return 'invalid';
    if (value < range.min) return 'tooSmall';
    if (value > range.max) return 'tooLarge';
    return isWithinRange(value, range) ? null : 'invalid';
  },
  period: (value, { spanish }) => {
    const range = spanish ? ACTIVE_BRAND_LIMITS.period : BASE_LIMITS.period;
    if (typeof value !== 'number') return 'invalid';
    return value < range.min ? 'tooSmall' : value > range.max ? 'tooLarge' : isWithinRange(value, range) ? null : 'invalid';
  },
  'contactDetails.email': text(validateEmail),
  'contactDetails.phoneNumber': (value, { spanish }) => (spanish ? text(validatePhoneNumber)(value, { spanish, now: 0 }) : null),
  'contactDetails.postalCode': (value, { spanish }) => {
    if (typeof value !== 'string' || !/^\d{5}$/.test(value)) return 'invalid';
    return spanish && !provinceForPostcode(value) ? 'notFound' : null;
  },
  'personalDetails.firstName': text(validateName),
  'personalDetails.lastName': text(validateName),
  'personalDetails.secondLastName': text(validateName),
  'personalDetails.personalCode': (value, { spanish }) =>
    !spanish ? null : typeof value === 'string' && isSpanishPersonalCode(value) ? null : 'invalid',
  'personalDetails.dateOfBirth': (value, { now }) => {
    if (typeof value !== 'string') return 'invalid';
    const age = ageAt(value, now);
    return age === null ? 'invalid' : age < ADULT_AGE ? 'tooSmall' : age > 120 ? 'invalid' : null;
  },
  'otherDetails.overdueDebtAmount': inRange(0, OVERDUE_DEBT_MAX),
  'expenses.totalDebtAmount': inRange(TOTAL_DEBT_MIN, TOTAL_DEBT_MAX),
  'incomeDetails.monthlyIncome': inRange(0, 1_000_000),
};

/** Field errors of a lead payload; only the fields present are checked (an update sends a part). */
export function leadFieldErrors(lead: LeadPayload, context: { now: number; spanish: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  for (const [dataPoint, check] of Object.entries(CHECKS)) {
    const value = dataPointValue(lead, dataPoint);
    if (value === undefined || value === null || value === '') continue;
    const error = check(value, context);
    if (error) errors[dataPoint] = error;
  }
  return errors;
}
