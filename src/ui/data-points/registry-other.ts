import { validateIdCard, validateTaxId } from '../../domain/country/country-rules';
import type { DataPoint } from '../../domain/lead/data-points';
import { validateCity, validateOverdueDebtAmount } from '../../domain/validation/validation';
import type { FieldDefinition } from './field-types';
import { validateCount, validateDocumentNumber, validateFreeText, validateLicensePlate } from './field-validators';
import { choiceField, countryIdField, dateField, enumField, moneyField, numberField, textField, yesNoField } from './registry-helpers';

type OtherPoint = Extract<DataPoint, `otherDetails.${string}`>;

// Which of these are asked only given an earlier answer (a plate for someone with a vehicle) is
// src/domain/journey/relevance.ts's to say, for the page, the journey and lead-api alike.
export const OTHER_DETAILS_FIELDS: Readonly<Record<OtherPoint, FieldDefinition>> = {
  'otherDetails.loanPurpose': choiceField('loanPurpose', 'radio'),
  'otherDetails.isPoliticallyExposed': yesNoField({ hint: true }),
  'otherDetails.connectedToPep': yesNoField({ hint: true }),
  'otherDetails.maritalStatus': choiceField('maritalStatus', 'radio'),
  'otherDetails.education': choiceField('education', 'radio'),
  'otherDetails.housingTenure': choiceField('housingTenure', 'radio'),
  'otherDetails.housingTenureSinceDate': dateField('past'),
  'otherDetails.vehicleConsent': yesNoField({ hint: true }),
  'otherDetails.hasVehicleDownPayment': yesNoField(),
  'otherDetails.vehicleOwnership': choiceField('vehicleOwnership', 'radio'),
  'otherDetails.vehicleLicensePlateNumber': {
    kind: 'text',
    validate: (value) => validateLicensePlate(value),
    errorKeys: ['required', 'licensePlate.invalid'],
    inputMode: 'text',
    autoComplete: 'off',
    maxLength: 12,
    upperCase: true,
    hint: true,
  },
  'otherDetails.isVehicleFinanced': yesNoField(),
  'otherDetails.ibanConsent': yesNoField({ hint: true }),
  'otherDetails.negativeCreditHistory': yesNoField({ hint: true }),
  'otherDetails.numberOfDependants': enumField(['0', '1', '2', '3', 'more']),
  'otherDetails.numberOfDependantsOther': numberField(validateCount(4, 20), 'count'),
  'otherDetails.countryOfBirth': choiceField('country', 'select', { autoComplete: 'off' }),
  'otherDetails.livingArea': choiceField('livingArea', 'radio'),
  'otherDetails.citizenship': choiceField('country', 'select', { autoComplete: 'off' }),
  'otherDetails.secondCitizenship': choiceField('country', 'select', { autoComplete: 'off', optional: true }),
  'otherDetails.cityOfBirth': textField(validateCity, 'city', { autoComplete: 'off' }),
  'otherDetails.idCardNumber': countryIdField(validateIdCard, 'idCardNumber.invalid'),
  'otherDetails.idCardIssuedAt': dateField('past'),
  'otherDetails.idCardIssuedAuthority': textField(validateFreeText(), 'text', { autoComplete: 'off' }),
  'otherDetails.overdueDebtAmount': moneyField({ hint: true }, validateOverdueDebtAmount, 'overdueDebtAmount'),
  'otherDetails.provinceOfBirth': textField(validateCity, 'city', { autoComplete: 'off' }),
  'otherDetails.isInterestedInDebtConsolidation': yesNoField(),
  'otherDetails.hasBankAccount': yesNoField(),
  'otherDetails.hasProofOfIncome': yesNoField({ hint: true }),
  'otherDetails.taxIdentificationNumber': countryIdField(validateTaxId, 'taxIdentificationNumber.invalid'),
  'otherDetails.numberOfInhabitants': numberField(validateCount(1, 30), 'count'),
  'otherDetails.pensionNumber': textField(validateDocumentNumber, 'documentNumber', { autoComplete: 'off', maxLength: 25 }),
  'otherDetails.fieldRegistrationNumber': textField(validateDocumentNumber, 'documentNumber', { autoComplete: 'off', maxLength: 25 }),
  'otherDetails.fieldSquareArea': numberField(validateCount(1, 10_000_000), 'count', { hint: true }),
};
