import type { DataPoint } from '../lead/data-points';
import { getDataPoint } from '../lead/lead';
import type { Lead } from '../lead/lead-types';

/**
 * Conditional questions (SPEC §3 data points that only matter given an earlier answer): the rent
 * for tenants only, an employer for employees only, a plate for someone who has a vehicle. One
 * table, read by the form screens (is a field shown), the journey (is a form asked at all, and how
 * many steps are left) and lead-api (is a missing data point really missing).
 */

/** incomeSource values (GET /choices/incomeSource) of people who have an employer. */
export const EMPLOYEE_INCOME_SOURCES: readonly string[] = ['permanentEmployee', 'temporaryEmployee', 'civilServant'];
/** ...and of everyone who works, the self-employed included: they have a job title and an area. */
export const WORKING_INCOME_SOURCES: readonly string[] = [...EMPLOYEE_INCOME_SOURCES, 'selfEmployed'];
/** maritalStatus values of someone with a spouse or partner. */
export const PARTNERED_MARITAL_STATUSES: readonly string[] = ['married', 'partnership'];
/** vehicleOwnership values of someone who has a vehicle. */
export const VEHICLE_OWNERSHIPS: readonly string[] = ['ownedOutright', 'financed', 'leased'];

/** A question is asked when its condition holds on the answer it depends on. */
type Condition = { readonly on: DataPoint; readonly holds: (answer: unknown) => boolean };

const oneOf = (values: readonly string[]) => (answer: unknown) => typeof answer === 'string' && values.includes(answer);
const is = (value: string) => (answer: unknown) => answer === value;

const employee: Condition = { on: 'incomeDetails.incomeSource', holds: oneOf(EMPLOYEE_INCOME_SOURCES) };
const working: Condition = { on: 'incomeDetails.incomeSource', holds: oneOf(WORKING_INCOME_SOURCES) };
const tenant: Condition = { on: 'otherDetails.housingTenure', holds: is('tenant') };
const mortgaged: Condition = { on: 'otherDetails.housingTenure', holds: is('mortgage') };
const hasVehicle: Condition = { on: 'otherDetails.vehicleOwnership', holds: oneOf(VEHICLE_OWNERSHIPS) };

export const CONDITIONS: Readonly<Partial<Record<DataPoint, Condition>>> = {
  'expenses.rentAmount': tenant,
  'expenses.mortgageAmount': mortgaged,
  'expenses.mortgageStartedAt': mortgaged,
  'expenses.mortgageExpiresAt': mortgaged,
  'expenses.monthlyMortgageAmount': mortgaged,
  'employer.name': employee,
  'employer.postalCode': employee,
  'employer.province': employee,
  'employer.city': employee,
  'employer.street': employee,
  'employer.houseNumber': employee,
  'employer.taxRegistryCode': employee,
  'incomeDetails.incomeContractStartedAt': employee,
  'incomeDetails.incomeContractExpiresAt': { on: 'incomeDetails.incomeSource', holds: is('temporaryEmployee') },
  'incomeDetails.workPhone': employee,
  'incomeDetails.trialPeriod': employee,
  'incomeDetails.terminationPeriod': employee,
  'incomeDetails.positionType': employee,
  'incomeDetails.jobTitle': working,
  'incomeDetails.jobArea': working,
  'incomeDetails.pensionPayer': { on: 'incomeDetails.incomeSource', holds: is('pensioner') },
  'otherDetails.pensionNumber': { on: 'incomeDetails.incomeSource', holds: is('pensioner') },
  'incomeDetails.spouseMonthlyIncome': { on: 'otherDetails.maritalStatus', holds: oneOf(PARTNERED_MARITAL_STATUSES) },
  'otherDetails.vehicleLicensePlateNumber': hasVehicle,
  'otherDetails.isVehicleFinanced': hasVehicle,
  'otherDetails.hasVehicleDownPayment': hasVehicle,
  'otherDetails.numberOfDependantsOther': { on: 'otherDetails.numberOfDependants', holds: is('more') },
  'expenses.totalDebtAmount': { on: 'expenses.hasOtherLoans', holds: (answer) => answer === true },
};

const isAnswered = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Whether a data point is asked now, given the answers and the data points the flow asks.
 * An unanswered condition that the flow itself asks hides the question until it is answered (the
 * rent appears once "tenant" is chosen); a condition the flow never asks cannot be known, so the
 * question is asked.
 */
export function isAsked(dataPoint: string, lead: Lead, asked: ReadonlySet<string>): boolean {
  const condition = CONDITIONS[dataPoint as DataPoint];
  if (!condition) return true;
  const answer = getDataPoint(lead, condition.on);
  if (!isAnswered(answer)) return !asked.has(condition.on);
  return condition.holds(answer);
}

/**
 * Whether a data point may still be asked later: like isAsked, except that an unanswered condition
 * counts as holding. Steps ahead are counted this way, so the number of steps left can only fall as
 * the applicant answers, never grow.
 */
export function mayBeAsked(dataPoint: string, lead: Lead): boolean {
  const condition = CONDITIONS[dataPoint as DataPoint];
  if (!condition) return true;
  const answer = getDataPoint(lead, condition.on);
  return !isAnswered(answer) || condition.holds(answer);
}
