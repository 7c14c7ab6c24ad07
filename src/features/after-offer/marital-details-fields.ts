import { isPartnered, validateSpouseName } from '../../domain/after-offer-steps/marital-details';
import type { StepField, StepValues } from './use-after-offer-form';

export const MARITAL_STATUS = 'otherDetails.maritalStatus';
export const SPOUSE_INCOME = 'incomeDetails.spouseMonthlyIncome';
/** The lead data points of the step, for its loader (the marital status list) and its call. */
export const MARITAL_DATA_POINTS = [MARITAL_STATUS, SPOUSE_INCOME] as const;

const partnered = (values: StepValues) => isPartnered(values.lead(MARITAL_STATUS));

/** Marital status first; the spouse's name and income only for someone married or partnered. */
export const MARITAL_FIELDS: StepField[] = [
  { kind: 'dataPoint', dataPoint: MARITAL_STATUS },
  { kind: 'own', name: 'spouseFirstName', shown: partnered, validate: (value, values) => validateSpouseName(value, values.lead(MARITAL_STATUS)) },
  { kind: 'own', name: 'spouseLastName', shown: partnered, validate: (value, values) => validateSpouseName(value, values.lead(MARITAL_STATUS)) },
  { kind: 'dataPoint', dataPoint: SPOUSE_INCOME, shown: partnered },
];
