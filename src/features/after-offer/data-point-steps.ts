import type { WriteVariables } from '../../api/writes';
import { toLeadPayload } from '../../domain/lead-payload';
import type { DataPointStepDefinition } from './data-point-step';

type Section = Record<string, unknown>;
const section = (answers: Record<string, unknown>, name: string): Section => (answers[name] as Section | undefined) ?? {};
const optionalSection = (answers: Record<string, unknown>, name: string) => (answers[name] ? { [name]: answers[name] as Section } : {});

/**
 * The after-offer steps that ask only lead data points (SPEC §3 sections), with the call each makes
 * (SPEC §7 /lead/offer/*). The employer's tax number comes from the company lookup when the applicant
 * picks a listed company; few people know it by heart, so it is not asked.
 */
export const EMPLOYMENT_DETAILS: DataPointStepDefinition<'offerEmploymentDetails'> = {
  screen: 'employmentDetails',
  call: 'offerEmploymentDetails',
  dataPoints: ['employer.name', 'employer.postalCode', 'employer.city'],
  body: (leadId, answers) => ({ leadId, employer: section(answers, 'employer') }),
};

export const ADDITIONAL_EMPLOYMENT_DETAILS: DataPointStepDefinition<'offerEmploymentDetails'> = {
  screen: 'additionalEmploymentDetails',
  call: 'offerEmploymentDetails',
  dataPoints: [
    'employer.name', 'employer.postalCode', 'employer.city', 'incomeDetails.jobTitle', 'incomeDetails.positionType',
    'incomeDetails.incomeContractStartedAt',
  ],
  body: (leadId, answers) => ({ leadId, employer: section(answers, 'employer'), ...optionalSection(answers, 'incomeDetails') }),
};

export const ADDITIONAL_PERSONAL_DETAILS: DataPointStepDefinition<'offerPersonalDetails'> = {
  screen: 'additionalPersonalDetails',
  call: 'offerPersonalDetails',
  dataPoints: [
    'personalDetails.middleName', 'personalDetails.secondLastName', 'otherDetails.countryOfBirth', 'otherDetails.citizenship',
    'otherDetails.idCardNumber', 'otherDetails.idCardIssuedAt',
  ],
  body: (leadId, answers) => ({ leadId, personalDetails: section(answers, 'personalDetails'), ...optionalSection(answers, 'otherDetails') }),
};

export const CREDIT_DETAILS: DataPointStepDefinition<'offerCreditDetails'> = {
  screen: 'creditDetails',
  call: 'offerCreditDetails',
  dataPoints: ['otherDetails.loanPurpose', 'expenses.hasOtherLoans', 'expenses.totalDebtAmount', 'expenses.monthlyCreditCommitments'],
  body: (leadId, answers, lead) => ({
    leadId,
    ...(typeof lead.amount === 'number' ? { amount: lead.amount } : {}),
    ...(typeof lead.period === 'number' ? { period: lead.period } : {}),
    ...optionalSection(answers, 'otherDetails'),
    ...optionalSection(answers, 'expenses'),
  }),
};

export const REFERENCE_DETAILS: DataPointStepDefinition<'offerReferenceDetails'> = {
  screen: 'referenceDetails',
  call: 'offerReferenceDetails',
  dataPoints: ['referenceDetails.type', 'referenceDetails.name', 'referenceDetails.phoneNumber'],
  body: (leadId, answers) => ({ leadId, referenceDetails: section(answers, 'referenceDetails') }),
};

/**
 * Reference information (state 25) in the dynamic flow, whose form sequence has no reference form
 * (the classic flow asks it as its last page): the same questions as the reference details, sent
 * with the whole lead as an update, as a before-offer state's page is (journey.ts continueAction).
 */
export const REFERENCE_INFORMATION: DataPointStepDefinition<'leadUpdateV3'> = {
  screen: 'referenceDetails',
  call: 'leadUpdateV3',
  dataPoints: REFERENCE_DETAILS.dataPoints,
  body: (leadId, _answers, lead) => ({ ...toLeadPayload(lead), id: leadId }) as WriteVariables<'leadUpdateV3'>['body'],
};

export const CHANGE_MOBILE_NUMBER: DataPointStepDefinition<'mobileChange'> = {
  screen: 'changeMobileNumber',
  call: 'mobileChange',
  dataPoints: ['contactDetails.phoneNumber'],
  body: (leadId, answers) => ({ leadId, phoneNumber: String(section(answers, 'contactDetails').phoneNumber ?? '') }),
};
