import type { FieldErrors, FieldErrorKey, LeadPayload } from '../../src/api/contract';
import { cnpBirthDate, isValidCnp } from '../../src/domain/cnp';
import { validateIdCardNumber, validatePesel, validatePolishAccount } from '../../src/domain/polish-ids';
import { findBrand } from '../../src/config/brands';
import { validateBankAccount, validateIdCard, validateIdentityDocument, validateNationalId, validateTaxId } from '../../src/domain/country-rules';
import { PHONE_USES } from '../../src/domain/phone-use';
import { ACTIVE_BRAND_LIMITS, OVERDUE_DEBT_MAX, TOTAL_DEBT_MAX, TOTAL_DEBT_MIN, isWithinRange, moneyMaxFor, type BrandLimits, type Range } from '../../src/domain/limits';
import { dataPointValue } from './lead-flow';
import { provinceForPostcode } from './data/provinces';
import { validateEmail, validateName, validatePhoneNumber, validatePostalCode } from '../../src/domain/validation';

/**
 * The server's field checks (SPEC §5), answered as 422 keyed by dotted data point: the domain's
 * validators, so client and server never disagree on what is valid.
 */
const ADULT_AGE = 18;


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

/** What a check may depend on besides the value: the brand's country and loan limits (issue 12: one rule per country). */
export type RuleContext = { now: number; country: string; limits: BrandLimits };

/** The rule context of a brand id: its record's country and limits; an unknown es-* id reads as Spain. */
export function ruleContextFor(brand: string, now: number): RuleContext {
  const record = findBrand(brand);
  if (!record) return { now, country: 'ES', limits: ACTIVE_BRAND_LIMITS };
  return { now, country: record.country, limits: { amount: record.amount, period: record.period } };
}

type Check = (value: unknown, context: RuleContext) => FieldErrorKey | null;

/** A domain validator (error key or null) answered with the contract's coarse 'invalid'. */
const text = (validate: (value: unknown) => string | null): Check => (value) =>
  typeof value !== 'string' ? 'invalid' : validate(value.trim()) === null ? null : 'invalid';

/** A country's rule (country-rules.ts), the same function the page runs at the field. */
const byCountry = (validate: (value: unknown, country: string) => string | null): Check => (value, { country }) =>
  typeof value !== 'string' ? 'invalid' : validate(value.trim(), country) === null ? null : 'invalid';

const inRange = (min: number, max: number): Check => (value) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'invalid';
  return value < min ? 'tooSmall' : value > max ? 'tooLarge' : null;
};

const withinLimits = (range: Range, value: unknown): FieldErrorKey | null => {
  if (typeof value !== 'number') return 'invalid';
  if (value < range.min) return 'tooSmall';
  if (value > range.max) return 'tooLarge';
  return isWithinRange(value, range) ? null : 'invalid';
};

/** Each phone as what it is asked for (phone-use.ts): the applicant's own number must take an SMS. */
const PHONE_CHECKS: Record<string, Check> = Object.fromEntries(
  Object.entries(PHONE_USES).map(([dataPoint, use]) => [dataPoint, byCountry((value, country) => validatePhoneNumber(value, country, use))]),
);

const CHECKS: Record<string, Check> = {
  amount: (value, { limits }) => withinLimits(limits.amount, value),
  period: (value, { limits }) => withinLimits(limits.period, value),
  'contactDetails.email': text(validateEmail),
  ...PHONE_CHECKS,
  'contactDetails.postalCode': (value, context) => {
    if (byCountry(validatePostalCode)(value, context)) return 'invalid';
    return context.country === 'ES' && !provinceForPostcode(String(value).trim()) ? 'notFound' : null;
  },
  'employer.postalCode': byCountry(validatePostalCode),
  'personalDetails.firstName': text(validateName),
  'personalDetails.lastName': text(validateName),
  'personalDetails.secondLastName': text(validateName),
  'personalDetails.personalCode': byCountry(validateNationalId),
  'incomeDetails.iban': byCountry(validateBankAccount),
  'otherDetails.idCardNumber': byCountry(validateIdCard),
  'otherDetails.taxIdentificationNumber': byCountry(validateTaxId),
  'personalDetails.dateOfBirth': (value, { now }) => {
    if (typeof value !== 'string') return 'invalid';
    const age = ageAt(value, now);
    return age === null ? 'invalid' : age < ADULT_AGE ? 'tooSmall' : age > 120 ? 'invalid' : null;
  },
  'otherDetails.overdueDebtAmount': inRange(0, OVERDUE_DEBT_MAX),
  'expenses.totalDebtAmount': inRange(TOTAL_DEBT_MIN, TOTAL_DEBT_MAX),
  'incomeDetails.monthlyIncome': (value, context) => inRange(0, moneyMaxFor(context.limits))(value, context),
};

/** The number of the document of the ID upload (state 30), by the brand's country (issue 29). */
export const documentIdError = (documentId: string, { country }: RuleContext): FieldErrorKey | null =>
  validateIdentityDocument(documentId.trim(), country) === null ? null : 'invalid';

/** Field errors of a lead payload; only the fields present are checked (an update sends a part). */
export function leadFieldErrors(lead: LeadPayload, context: RuleContext): FieldErrors {
  const errors: FieldErrors = {};
  for (const [dataPoint, check] of Object.entries(CHECKS)) {
    const value = dataPointValue(lead, dataPoint);
    if (value === undefined || value === null || value === '') continue;
    const error = check(value, context);
    if (error) errors[dataPoint] = error;
  }
  return errors;
}
