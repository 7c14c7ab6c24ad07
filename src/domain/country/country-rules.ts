import { validateCnp } from './cnp';
import {
  CEDULA_PATTERN,
  PHILSYS_PATTERN,
  PH_TIN_PATTERN,
  accountNumberRule,
  isCccd,
  isIneNumber,
  isNip,
  isNit,
  isPersonalausweis,
  isRomanianIdCard,
  isSteuerId,
  isVietnameseTaxCode,
  matches,
} from './country-ids';
import { validateIban } from '../validation/iban';
import { validateClabe, validateCurp, validateRfc } from './mexican-ids';
import { validatePersonalCode } from './national-id';
import { validateIdCardNumber, validatePesel } from './polish-ids';
import type { ErrorKey, Validator } from '../validation/validation-core';
import { REQUIRED, isEmpty } from '../validation/validation-core';
import { validatePostalCode } from '../validation/validation-text';

/**
 * One rule per country, the same for the page and for lead-api, on every step that
 * asks them: postcodes, national identifiers, identity cards, tax numbers, the identity document of
 * the ID upload and bank accounts. Phones go through libphonenumber-js for the country (phone.ts,
 * kept apart because its metadata loads lazily on the page).
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
  /** The identity card's number (otherDetails.idCardNumber). */
  idCard: Validator;
  /** A person's tax number (otherDetails.taxIdentificationNumber). */
  taxId: Validator;
  /** The account the loan is paid into (incomeDetails.iban): an IBAN of the country, a CLABE, or the banks' digits. */
  bankAccount: Validator;
  bankAccountInputMode: RuleInputMode;
  /** Names are said family name first (Vietnamese: Họ, then Tên): the form asks them in that order. */
  familyNameFirst?: true;
};

/** A rule from predicates on the typed text: required, then null when any predicate holds, else `key`. */
const anyOf = (key: ErrorKey, ...checks: readonly ((value: unknown) => boolean)[]): Validator => (value) =>
  isEmpty(value) ? REQUIRED : checks.some((check) => check(value)) ? null : key;

/** A validator of a module of its own (PESEL, CNP, RFC...) as a predicate. */
const passes = (validate: Validator) => (value: unknown) => validate(value) === null;

const NATIONAL_ID = 'personalCode.invalid';
const ID_CARD = 'idCardNumber.invalid';
const TAX_ID = 'taxIdentificationNumber.invalid';

const ibanOf = (country: string): Validator => (value) => validateIban(value, country);

const numeric = { inputMode: 'numeric', maxLength: 7 } as const;

export const COUNTRY_RULES: Readonly<Record<string, CountryRule>> = {
  ES: {
    postalCode: numeric,
    // A DNI or NIE is the national id, the number of the card and, for a person, the tax number (NIF).
    nationalId: validatePersonalCode,
    nationalIdInputMode: 'text',
    idCard: anyOf(ID_CARD, passes(validatePersonalCode)),
    taxId: anyOf(TAX_ID, passes(validatePersonalCode)),
    bankAccount: ibanOf('ES'),
    bankAccountInputMode: 'text',
  },
  DE: {
    postalCode: numeric,
    nationalId: anyOf(NATIONAL_ID, isPersonalausweis),
    nationalIdInputMode: 'text',
    idCard: anyOf(ID_CARD, isPersonalausweis),
    taxId: anyOf(TAX_ID, isSteuerId),
    bankAccount: ibanOf('DE'),
    bankAccountInputMode: 'text',
  },
  MX: {
    postalCode: numeric,
    nationalId: validateCurp,
    nationalIdInputMode: 'text',
    // The INE is the identity card; the CURP is printed on it.
    idCard: anyOf(ID_CARD, isIneNumber),
    taxId: validateRfc,
    bankAccount: validateClabe,
    bankAccountInputMode: 'numeric',
  },
  PL: {
    postalCode: { inputMode: 'text', maxLength: 6 },
    nationalId: anyOf(NATIONAL_ID, passes(validatePesel)),
    nationalIdInputMode: 'numeric',
    idCard: anyOf(ID_CARD, passes(validateIdCardNumber)),
    // A person's tax number is the PESEL, or the NIP of someone with a business.
    taxId: anyOf(TAX_ID, passes(validatePesel), isNip),
    bankAccount: ibanOf('PL'),
    bankAccountInputMode: 'text',
  },
  RO: {
    postalCode: numeric,
    nationalId: anyOf(NATIONAL_ID, passes(validateCnp)),
    nationalIdInputMode: 'numeric',
    idCard: anyOf(ID_CARD, isRomanianIdCard),
    // A person's tax number (cod de identificare fiscală) is the CNP.
    taxId: anyOf(TAX_ID, passes(validateCnp)),
    bankAccount: ibanOf('RO'),
    bankAccountInputMode: 'text',
  },
  CO: {
    postalCode: numeric,
    nationalId: anyOf(NATIONAL_ID, matches(CEDULA_PATTERN)),
    nationalIdInputMode: 'numeric',
    idCard: anyOf(ID_CARD, matches(CEDULA_PATTERN)),
    taxId: anyOf(TAX_ID, isNit),
    // No national account format: the banks' numbers run from 6 (cooperatives) to 20 digits.
    bankAccount: accountNumberRule(6, 20),
    bankAccountInputMode: 'numeric',
  },
  VN: {
    postalCode: numeric,
    nationalId: anyOf(NATIONAL_ID, isCccd),
    nationalIdInputMode: 'numeric',
    idCard: anyOf(ID_CARD, isCccd),
    taxId: anyOf(TAX_ID, isVietnameseTaxCode),
    // NAPAS routes account numbers of up to 19 digits; the shortest in use have 6.
    bankAccount: accountNumberRule(6, 19),
    bankAccountInputMode: 'numeric',
    familyNameFirst: true,
  },
  PH: {
    postalCode: numeric,
    nationalId: anyOf(NATIONAL_ID, matches(PH_TIN_PATTERN), matches(PHILSYS_PATTERN)),
    nationalIdInputMode: 'numeric',
    idCard: anyOf(ID_CARD, matches(PHILSYS_PATTERN)),
    taxId: anyOf(TAX_ID, matches(PH_TIN_PATTERN)),
    // Philippine banks' and e-wallets' account numbers have 10 to 16 digits.
    bankAccount: accountNumberRule(10, 16),
    bankAccountInputMode: 'numeric',
  },
};

export function countryRule(country: string): CountryRule {
  return COUNTRY_RULES[country.toUpperCase()] ?? (COUNTRY_RULES.ES as CountryRule);
}

/** A full name in the order a family-name-first country says it: Họ, Tên đệm, Tên. */
const FAMILY_FIRST = ['personalDetails.lastName', 'personalDetails.middleName', 'personalDetails.firstName'];

/**
 * A step's data points in the order the country says a name: where the family name comes
 * first, the step's name points are asked family name, middle name, given name, from where its
 * first name point stood; every other point keeps its place. A step without both names is as given.
 */
export function inNameOrder(dataPoints: readonly string[], country: string): readonly string[] {
  const asksBoth = dataPoints.includes('personalDetails.firstName') && dataPoints.includes('personalDetails.lastName');
  if (!countryRule(country).familyNameFirst || !asksBoth) return dataPoints;
  const names = FAMILY_FIRST.filter((point) => dataPoints.includes(point));
  const at = dataPoints.findIndex((point) => names.includes(point));
  const others = dataPoints.filter((point) => !names.includes(point));
  return [...others.slice(0, at), ...names, ...others.slice(at)];
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

/** The account the loan is paid into: an IBAN of the country, a CLABE in Mexico, the banks' digits elsewhere. */
export function validateBankAccount(value: unknown, country: string): ErrorKey | null {
  return countryRule(country).bankAccount(value);
}

/** The number of the identity card (otherDetails.idCardNumber): DNI, Personalausweis, INE, dowód, CCCD... */
export function validateIdCard(value: unknown, country: string): ErrorKey | null {
  return countryRule(country).idCard(value);
}

/** A person's tax number (otherDetails.taxIdentificationNumber): NIF, Steuer-IdNr, RFC, NIP or PESEL, NIT, TIN... */
export function validateTaxId(value: unknown, country: string): ErrorKey | null {
  return countryRule(country).taxId(value);
}

/**
 * The number of the document photographed at the ID upload (state 30): the national id printed on
 * it (a CURP on an INE, a PESEL on a dowód) or the card's own number, as the applicant reads it off
 * the card; filled in from personalDetails.personalCode.
 */
export function validateIdentityDocument(value: unknown, country: string): ErrorKey | null {
  if (isEmpty(value)) return REQUIRED;
  const rule = countryRule(country);
  return rule.nationalId(value) === null || rule.idCard(value) === null ? null : 'documentId.invalid';
}
