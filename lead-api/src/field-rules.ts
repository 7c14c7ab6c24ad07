import type { FieldErrors, FieldErrorKey, LeadPayload } from '../../src/api/contract';
import { cnpBirthDate, isValidCnp } from '../../src/domain/country/cnp';
import { validateIdCardNumber, validatePesel, validatePolishAccount } from '../../src/domain/country/polish-ids';
import { findBrand } from '../../src/config/brands';
import { validateBankAccount, validateIdCard, validateIdentityDocument, validateNationalId, validateTaxId } from '../../src/domain/country/country-rules';
import { PHONE_USES } from '../../src/domain/validation/phone-use';
import { ACTIVE_BRAND_LIMITS, OVERDUE_DEBT_MAX, TOTAL_DEBT_MAX, TOTAL_DEBT_MIN, isWithinRange, moneyMaxFor, type BrandLimits, type Range } from '../../src/domain/country/limits';
import { UPLOAD_EMPTY_ERROR, UPLOAD_SIZE_ERROR, UPLOAD_TYPE_ERROR, checkUploadContent } from '../../src/domain/after-offer-steps/id-upload';
import { dataPointValue } from './lead-flow';
import { provinceForPostcode } from './data/provinces';
import { validateEmail, validateName, validatePhoneNumber, validatePostalCode } from '../../src/domain/validation/validation';

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

/** What a check may depend on besides the value: the brand's country and loan limits (one rule per country). */
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

/** The number of the document of the ID upload (state 30), by the brand's country. */
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

/** The lead sections an after-offer call may carry (SPEC §3), checked by the same rules as a lead write. */
const LEAD_SECTIONS = ['personalDetails', 'contactDetails', 'incomeDetails', 'otherDetails', 'employer', 'expenses', 'referenceDetails'] as const;

/**
 * Field errors of the lead sections in an after-offer call's body (every after-offer call
 * is held to the page's rules, a phone of the brand's country among them), keyed by data point.
 */
export function sectionErrors(body: Record<string, unknown>, context: RuleContext): FieldErrors {
  const sections = Object.fromEntries(LEAD_SECTIONS.filter((name) => body[name] !== undefined).map((name) => [name, body[name]]));
  return leadFieldErrors(sections as LeadPayload, context);
}

/** The change-number call's phone (PUT /v2/customer/mobile): the page's rule for the brand's country. */
export function phoneNumberErrors(phoneNumber: string, context: RuleContext): FieldErrors {
  // The number the SMS codes go to: a mobile of the brand's country (PHONE_USES).
  const error = PHONE_CHECKS['contactDetails.phoneNumber']?.(phoneNumber, context) ?? null;
  return error ? { 'contactDetails.phoneNumber': error } : {};
}

const UPLOAD_ERROR_KEYS: Readonly<Record<string, FieldErrorKey>> = {
  [UPLOAD_EMPTY_ERROR]: 'empty',
  [UPLOAD_SIZE_ERROR]: 'tooLarge',
  [UPLOAD_TYPE_ERROR]: 'invalid',
};

const DATA_URL = /^data:([^;,]+)((?:;[^;,]*)*);base64,(.*)$/s;

/** What an uploaded file's data URL holds: its media type and bytes, or null when it is no base64 data URL. */
export function decodeDataUrl(dataUrl: string): { type: string; bytes: Buffer } | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match) return null;
  return { type: (match[1] ?? '').toLowerCase(), bytes: Buffer.from(match[3] ?? '', 'base64') };
}

/**
 * The ID upload's files (state 30), checked by what they hold, as the page checks them before it
 * sends (src/domain/after-offer-steps/id-upload.ts): a data URL of the declared type, not empty, within the limit, and
 * by its first bytes a JPEG, PNG or PDF as declared. An SVG (with script) called a JPEG is 'invalid'.
 */
export function uploadErrors(files: Partial<Record<'front' | 'back', { type: string; dataUrl: string }>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const side of ['front', 'back'] as const) {
    const file = files[side];
    if (!file) continue;
    const decoded = decodeDataUrl(file.dataUrl);
    const error = !decoded || decoded.type !== file.type ? UPLOAD_TYPE_ERROR : checkUploadContent(decoded.bytes, decoded.bytes.length, file.type);
    if (error) errors[side] = UPLOAD_ERROR_KEYS[error] ?? 'invalid';
  }
  return errors;
}
