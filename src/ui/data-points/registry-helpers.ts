import type { ChoiceList } from '../../api/contract/reference-data';
import type { ErrorKey, Validator } from '../../domain/validation/validation';
import { countryRule } from '../../domain/country/country-rules';
import { PHONE_USES, type PhoneDataPoint } from '../../domain/validation/phone-use';
import { moneyMaxFor } from '../../domain/country/limits';
import { REQUIRED, isEmpty, optional, validatePostalCode } from '../../domain/validation/validation';
import { phoneRulesReady, validatePhone } from '../form-fields/phone-library';
import type { FieldDefinition, InputMode } from './field-types';
import {
  acceptAnything,
  requireChoice,
  requireYesNo,
  validateDateOfBirth,
  validateFutureDate,
  validateMoneyWithin,
  validatePastDate,
} from './field-validators';

/** Builders that keep each registry entry to one line: a kind, its validator and its error keys. */

type Extra = Omit<Partial<FieldDefinition>, 'kind' | 'validate' | 'errorKeys'>;

/** The keys a pattern validator of src/domain answers: 'required' and '<field>.invalid'. */
const patternKeys = (field: string): ErrorKey[] => [REQUIRED, `${field}.invalid`];

/** Text checked by a domain pattern validator (validateName answers 'name.invalid', and so on). */
export function textField(validator: Validator, errorField: string, extra: Extra = {}): FieldDefinition {
  const validate = extra.optional ? optional(validator) : validator;
  return { kind: 'text', validate: (value) => validate(value), errorKeys: patternKeys(errorField), inputMode: 'text', ...extra };
}

export function choiceField(list: ChoiceList, kind: 'select' | 'radio', extra: Extra = {}): FieldDefinition {
  const validate = extra.optional ? acceptAnything : requireChoice;
  return { kind, validate, errorKeys: [REQUIRED], options: { choices: list }, ...extra };
}

/** A fixed enumeration; its labels are translated under `options>{dataPoint}>{value}`. */
export function enumField(values: readonly string[], kind: 'select' | 'radio' = 'radio', extra: Extra = {}): FieldDefinition {
  return { kind, validate: requireChoice, errorKeys: [REQUIRED], options: { values }, ...extra };
}

/** SPEC §5: a postal code of the brand's country (five digits in Spain). */
export function postalCodeField(extra: Extra = {}): FieldDefinition {
  return {
    kind: 'text',
    validate: (value, context) => validatePostalCode(value, context.country),
    errorKeys: [REQUIRED, 'postalCode.invalid'],
    inputMode: (country) => countryRule(country).postalCode.inputMode,
    maxLength: 10,
    ...extra,
  };
}

/** A number of the brand's country (an identity card, a tax number): country-rules.ts's rule, the one lead-api runs. */
export function countryIdField(rule: (value: unknown, country: string) => ErrorKey | null, errorKey: ErrorKey, extra: Extra = {}): FieldDefinition {
  return {
    kind: 'text',
    validate: (value, context) => (extra.optional && isEmpty(value) ? null : rule(value, context.country)),
    errorKeys: [REQUIRED, errorKey],
    inputMode: 'text',
    autoComplete: 'off',
    upperCase: true,
    maxLength: 25,
    hint: true,
    ...extra,
  };
}

export function yesNoField(extra: Extra = {}): FieldDefinition {
  return { kind: 'yesNo', validate: requireYesNo, errorKeys: [REQUIRED], ...extra };
}

export function moneyField(extra: Extra = {}, validator?: Validator, errorField = 'money'): FieldDefinition {
  // Without a validator of its own, a money answer is bounded by the brand's currency (moneyMaxFor).
  // The field stores every whole amount it reads as a number (AmountField): text kept as typed is one
  // it refused, a decimal part among them, and is not read here as another number.
  const ruleOf = (max: number): Validator => (value) =>
    typeof value === 'string' && !isEmpty(value) ? `${errorField}.invalid` : (validator ?? validateMoneyWithin(max))(value);
  return {
    kind: 'money',
    validate: (value, context) => (extra.optional ? optional(ruleOf(moneyMaxFor(context.limits))) : ruleOf(moneyMaxFor(context.limits)))(value),
    errorKeys: [REQUIRED, `${errorField}.invalid`, `${errorField}.min`, `${errorField}.max`],
    inputMode: 'numeric',
    autoComplete: 'off',
    ...extra,
  };
}

export function numberField(validator: Validator, errorField: string, extra: Extra = {}): FieldDefinition {
  return {
    kind: 'number',
    validate: (value) => validator(value),
    errorKeys: [REQUIRED, `${errorField}.invalid`, `${errorField}.min`, `${errorField}.max`, `${errorField}.step`],
    inputMode: 'numeric' as InputMode,
    autoComplete: 'off',
    ...extra,
  };
}

export type DateRule = 'past' | 'future' | 'birth';

export function dateField(rule: DateRule, extra: Extra = {}): FieldDefinition {
  const check = rule === 'birth' ? validateDateOfBirth : rule === 'past' ? validatePastDate : validateFutureDate;
  const ruleKeys: Record<DateRule, ErrorKey[]> = {
    past: ['date.future'],
    future: ['date.past'],
    birth: ['date.future', 'dateOfBirth.tooYoung', 'dateOfBirth.tooOld'],
  };
  return {
    kind: 'date',
    validate: (value, context) => check(value, context.today),
    errorKeys: [REQUIRED, 'date.invalid', ...ruleKeys[rule]],
    hint: true,
    ...extra,
  };
}

/** A phone of the brand's country, for what its data point is asked (domain/validation/phone-use.ts): a mobile where an SMS goes. */
export function phoneField(dataPoint: PhoneDataPoint, extra: Extra = {}): FieldDefinition {
  const use = PHONE_USES[dataPoint];
  const check = (value: unknown, country: string) => validatePhone(value, country, use);
  return {
    kind: 'tel',
    validate: extra.optional
      ? (value, context) => (value === undefined || value === '' ? null : check(value, context.country))
      : (value, context) => check(value, context.country),
    errorKeys: [REQUIRED, 'phoneNumber.invalid', 'phoneNumber.tooLong', ...(use === 'sms' ? ['phoneNumber.notMobile'] : [])],
    rulesReady: phoneRulesReady,
    inputMode: 'tel',
    autoComplete: 'tel-national',
    hint: true,
    ...extra,
  };
}

export function consentField(extra: Extra = {}): FieldDefinition {
  return { kind: 'checkbox', validate: acceptAnything, errorKeys: [], optional: true, ...extra };
}
