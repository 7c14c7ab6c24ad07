import { countryRule, validateBankAccount } from '../../domain/country/country-rules';
import type { DataPoint } from '../../domain/lead/data-points';
import {
  REQUIRED,
  validateCity,
  validateCompanyName,
  validateHouseNumber,
  validateJobTitle,
  validateName,
  validatePensionPayer,
  validateStreet,
  validateTotalDebtAmount,
} from '../../domain/validation/validation';
import type { FieldDefinition } from './field-types';
import { validateCount, validateDayOfMonth, validateDocumentNumber } from './field-validators';
import { choiceField, dateField, enumField, moneyField, numberField, phoneField, postalCodeField, textField, yesNoField } from './registry-helpers';

type Entries<P extends DataPoint> = Readonly<Record<P, FieldDefinition>>;

export const INCOME_DETAILS_FIELDS: Entries<Extract<DataPoint, `incomeDetails.${string}`>> = {
  'incomeDetails.monthlyIncome': moneyField({ hint: true }),
  'incomeDetails.incomeSource': choiceField('incomeSource', 'radio'),
  'incomeDetails.incomeContractStartedAt': dateField('past'),
  'incomeDetails.incomeContractExpiresAt': dateField('future'),
  'incomeDetails.incomePayday': numberField(validateDayOfMonth, 'dayOfMonth', { hint: true }),
  'incomeDetails.jobArea': choiceField('jobArea', 'select'),
  'incomeDetails.jobTitle': textField(validateJobTitle, 'jobTitle', { autoComplete: 'organization-title' }),
  'incomeDetails.iban': {
    kind: 'iban',
    // The country's own account: an IBAN of the country in ES, DE, PL, RO, a CLABE in Mexico, the banks' digits elsewhere (country-rules.ts).
    validate: (value, context) => validateBankAccount(value, context.country),
    errorKeys: [REQUIRED, 'iban.invalid', 'iban.length', 'iban.checkDigits', 'iban.country'],
    inputMode: (country) => countryRule(country).bankAccountInputMode,
    autoComplete: 'off',
    maxLength: 42,
    upperCase: true,
    hint: true,
  },
  'incomeDetails.usingOnlineBanking': yesNoField(),
  'incomeDetails.positionType': enumField(['permanent', 'temporary', 'fixedDiscontinuous', 'internship', 'selfEmployed', 'other']),
  'incomeDetails.monthlyExtraIncome': moneyField({ hint: true }),
  'incomeDetails.workPhone': phoneField('incomeDetails.workPhone', { autoComplete: 'off', optional: true }),
  'incomeDetails.spouseMonthlyIncome': moneyField(),
  'incomeDetails.salaryCycle': choiceField('salaryCycle', 'radio'),
  'incomeDetails.salaryCycleValue': numberField(validateDayOfMonth, 'dayOfMonth', { hint: true }),
  'incomeDetails.cofidisProfession': choiceField('cofidisProfession', 'radio'),
  'incomeDetails.householdIncome': moneyField({ hint: true }),
  'incomeDetails.inTaxDebt': yesNoField(),
  'incomeDetails.inContributionDebt': yesNoField({ hint: true }),
  'incomeDetails.economicActivity': choiceField('economicActivity', 'radio'),
  'incomeDetails.terminationPeriod': numberField(validateCount(0, 24), 'count', { hint: true }),
  'incomeDetails.trialPeriod': yesNoField(),
  'incomeDetails.pensionPayer': textField(validatePensionPayer, 'pensionPayer', { autoComplete: 'off' }),
};

export const EXPENSES_FIELDS: Entries<Extract<DataPoint, `expenses.${string}`>> = {
  'expenses.mortgageAmount': moneyField({ hint: true }),
  'expenses.rentAmount': moneyField(),
  'expenses.monthlyExpenses': moneyField({ hint: true }),
  'expenses.monthlyCreditCommitments': moneyField({ hint: true }),
  'expenses.hasOtherLoans': yesNoField(),
  'expenses.totalDebtAmount': moneyField({ hint: true }, validateTotalDebtAmount, 'totalDebtAmount'),
  'expenses.mortgageStartedAt': dateField('past'),
  'expenses.mortgageExpiresAt': dateField('future'),
  'expenses.monthlyMortgageAmount': moneyField(),
  'expenses.householdExpenses': moneyField({ hint: true }),
};

export const EMPLOYER_FIELDS: Entries<Extract<DataPoint, `employer.${string}`>> = {
  'employer.name': { ...textField(validateCompanyName, 'companyName', { autoComplete: 'organization', hint: true }), kind: 'company' },
  'employer.postalCode': postalCodeField({ autoComplete: 'off' }),
  'employer.province': choiceField('province', 'select', { autoComplete: 'off' }),
  'employer.city': textField(validateCity, 'city', { autoComplete: 'off' }),
  'employer.street': textField(validateStreet, 'street', { autoComplete: 'off' }),
  'employer.houseNumber': textField(validateHouseNumber, 'houseNumber', { autoComplete: 'off', maxLength: 10 }),
  'employer.taxRegistryCode': textField(validateDocumentNumber, 'documentNumber', { autoComplete: 'off', upperCase: true, hint: true }),
};

export const REFERENCE_DETAILS_FIELDS: Entries<Extract<DataPoint, `referenceDetails.${string}`>> = {
  'referenceDetails.type': choiceField('referenceType', 'radio'),
  'referenceDetails.name': textField(validateName, 'name', { autoComplete: 'off', maxLength: 60 }),
  'referenceDetails.phoneNumber': phoneField('referenceDetails.phoneNumber', { autoComplete: 'off' }),
};

