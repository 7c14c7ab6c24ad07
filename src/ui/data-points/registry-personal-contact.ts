import { countryRule } from '../../domain/country/country-rules';
import type { DataPoint } from '../../domain/lead/data-points';
import {
  REQUIRED,
  validateAmount,
  validateBlockNumber,
  validateCity,
  validateDistrict,
  validateEmail,
  validateFlatNumber,
  validateHouseNumber,
  validateMunicipality,
  validateName,
  validatePeriod,
  validateStreet,
  validateSuburb,
} from '../../domain/validation/validation';
import type { FieldDefinition } from './field-types';
import { validateDayOfMonth, validateFreeText, validatePersonalCodeFor } from './field-validators';
import { choiceField, consentField, dateField, enumField, numberField, phoneField, postalCodeField, textField } from './registry-helpers';

type Entries<P extends DataPoint> = Readonly<Record<P, FieldDefinition>>;

/** SPEC §3 top-level data points; amount and period are asked in initial-details' modal. */
export const TOP_LEVEL_FIELDS: Entries<'amount' | 'period' | 'financingOption' | 'monthlyPaymentDay' | 'generalPolicies'> = {
  amount: {
    kind: 'amount',
    validate: (value, context) => validateAmount(value, context.limits.amount),
    errorKeys: [REQUIRED, 'amount.invalid', 'amount.min', 'amount.max', 'amount.step'],
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  period: {
    kind: 'period',
    validate: (value, context) => validatePeriod(value, context.limits.period),
    errorKeys: [REQUIRED, 'period.invalid', 'period.min', 'period.max', 'period.step'],
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  financingOption: enumField(['singlePayment', 'instalments']),
  monthlyPaymentDay: numberField(validateDayOfMonth, 'dayOfMonth', { hint: true }),
  // Accepted when every required policy of the policies call is; the field component decides.
  generalPolicies: {
    kind: 'policies',
    validate: (value) => (value === true ? null : 'generalPolicies.required'),
    errorKeys: ['generalPolicies.required'],
  },
};

type PersonalPoint = Extract<DataPoint, `personalDetails.${string}`>;

export const PERSONAL_DETAILS_FIELDS: Entries<PersonalPoint> = {
  'personalDetails.firstName': textField(validateName, 'name', { autoComplete: 'given-name', maxLength: 60 }),
  'personalDetails.middleName': textField(validateName, 'name', { autoComplete: 'additional-name', maxLength: 60, optional: true }),
  'personalDetails.lastName': textField(validateName, 'name', { autoComplete: 'family-name', maxLength: 60 }),
  // Spanish people have two surnames, many others one: the second is optional.
  'personalDetails.secondLastName': textField(validateName, 'name', { autoComplete: 'off', maxLength: 60, optional: true }),
  'personalDetails.gender': choiceField('gender', 'radio'),
  'personalDetails.dateOfBirth': dateField('birth', { dateAutoComplete: 'bday' }),
  'personalDetails.personalCode': {
    kind: 'text',
    validate: (value, context) => validatePersonalCodeFor(value, context.country),
    errorKeys: [REQUIRED, 'personalCode.invalid'],
    inputMode: (country) => countryRule(country).nationalIdInputMode,
    autoComplete: 'off',
    maxLength: 20,
    upperCase: true,
    hint: true,
  },
};

type ContactPoint = Extract<DataPoint, `contactDetails.${string}`>;

export const CONTACT_DETAILS_FIELDS: Entries<ContactPoint> = {
  'contactDetails.email': {
    kind: 'email',
    validate: (value) => validateEmail(value),
    // 'email.rejected' comes from the server's e-mail validation call, not from the pattern.
    errorKeys: [REQUIRED, 'email.invalid', 'email.rejected'],
    inputMode: 'email',
    autoComplete: 'email',
    maxLength: 254,
    hint: true,
  },
  'contactDetails.marketingConsents': consentField(),
  'contactDetails.phoneNumber': phoneField('contactDetails.phoneNumber'),
  // The applicant's own postcode looks up the city and province (kind 'postcode').
  'contactDetails.postalCode': { ...postalCodeField({ autoComplete: 'postal-code', hint: true }), kind: 'postcode' },
  'contactDetails.province': choiceField('province', 'select', { autoComplete: 'address-level1' }),
  'contactDetails.district': textField(validateDistrict, 'district', { autoComplete: 'address-level3', optional: true }),
  'contactDetails.city': textField(validateCity, 'city', { autoComplete: 'address-level2' }),
  'contactDetails.street': textField(validateStreet, 'street', { autoComplete: 'address-line1', hint: true }),
  'contactDetails.blockNumber': textField(validateBlockNumber, 'blockNumber', { autoComplete: 'off', optional: true, maxLength: 10 }),
  'contactDetails.houseNumber': textField(validateHouseNumber, 'houseNumber', { autoComplete: 'off', maxLength: 10 }),
  'contactDetails.floor': textField(validateFreeText(10), 'text', { autoComplete: 'off', optional: true, maxLength: 10, hint: true }),
  'contactDetails.flatNumber': textField(validateFlatNumber, 'flatNumber', { autoComplete: 'off', optional: true, maxLength: 10, hint: true }),
  'contactDetails.municipality': textField(validateMunicipality, 'municipality', { autoComplete: 'off', optional: true }),
  'contactDetails.suburb': textField(validateSuburb, 'suburb', { autoComplete: 'address-level3', optional: true }),
};
