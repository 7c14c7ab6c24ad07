import type { WriteName, WriteVariables } from '../api/writes';
import { toLeadPayload } from '../domain/lead/lead-payload';
import type { StateRoute } from '../domain/journey/routes';
import type { ConsentStepDefinition } from '../features/after-offer/consent-steps';
import type { DataPointStepDefinition } from '../features/after-offer/data-point-step';
import type { StepScreenModule } from '../core/flow/step-screen';
import type { HandoffStep } from '../features/partners/handoff-screen';
import type { OfferCalls } from '../features/partners/offer-calls';

/**
 * The step registry: one record per route of the state table (SPEC §2, §4), the one place that says
 * which screen shows a step and what that screen is told of it: its words, the call it makes and
 * the body it sends, its partner. The state table (src/domain/journey/state-table.ts) says which
 * state a route shows, for the journey and lead-api; this says how it is shown. A route the table
 * does not know, or a route of the table without a record, does not compile; a record whose `step`
 * is not what its screen takes does not compile either.
 *
 * Each screen is its own lazy chunk (DESIGN.md §7); the data it shows is named by its module
 * (`queries`), which the route's loader ensures before the screen paints.
 */
export type StepRecord = { load: () => Promise<StepScreenModule<unknown>>; step: unknown };

function screen<Step>(load: () => Promise<StepScreenModule<Step>>, ...[step]: undefined extends Step ? [Step?] : [Step]): StepRecord {
  return { load: load as StepRecord['load'], step };
}

type Section = Record<string, unknown>;
const section = (answers: Record<string, unknown>, name: string): Section => (answers[name] as Section | undefined) ?? {};
const optionalSection = (answers: Record<string, unknown>, name: string) => (answers[name] ? { [name]: answers[name] as Section } : {});

/** An after-offer step made only of lead data points, sent with the step's call (SPEC §7 /lead/offer/*). */
const dataPoints = <N extends WriteName>(definition: DataPointStepDefinition<N>) =>
  screen(() => import('../features/after-offer/data-point-step'), definition as DataPointStepDefinition<WriteName>);
const consents = (definition: ConsentStepDefinition) => screen(() => import('../features/after-offer/consent-step'), definition);
const handoff = (definition: HandoffStep) => screen(() => import('../features/partners/handoff-screen'), definition);
const offer = (calls: OfferCalls) => screen(() => import('../features/partners/offer-screen'), calls);

/** A form step of either flow (SPEC §3): the journey says which form a route shows. */
export const FORM_STEP = screen(() => import('../features/dynamic-form/form-step-screen'));

const REFERENCE_DETAILS: DataPointStepDefinition<'offerReferenceDetails'> = {
  screen: 'referenceDetails',
  call: 'offerReferenceDetails',
  dataPoints: ['referenceDetails.type', 'referenceDetails.name', 'referenceDetails.phoneNumber'],
  body: (leadId, answers) => ({ leadId, referenceDetails: section(answers, 'referenceDetails') }),
};

export const STEPS = {
  '/loan-information': FORM_STEP,
  '/personal-details': FORM_STEP,
  '/contact-details': FORM_STEP,
  '/income-details': FORM_STEP,
  '/other-information': FORM_STEP,
  /**
   * Reference information (state 25): the classic flow's last page where the brand asks it; in the
   * dynamic flow, whose sequence has no reference form, the reference details' questions, sent with
   * the whole lead as an update, as a before-offer state's page is (journey.ts continueAction).
   */
  '/reference-information': screen(() => import('./reference-information'), {
    ...REFERENCE_DETAILS,
    call: 'leadUpdateV3',
    body: (leadId, _answers, lead) => ({ ...toLeadPayload(lead), id: leadId }) as WriteVariables<'leadUpdateV3'>['body'],
  } satisfies DataPointStepDefinition<'leadUpdateV3'> as DataPointStepDefinition<WriteName>),
  '/checking': screen(() => import('../features/outcomes/checking')),
  '/mobile-verification': screen(() => import('../features/after-offer/mobile-verification')),
  /** The employer's tax number comes from the company lookup: few people know it by heart, so it is not asked. */
  '/employment-details': dataPoints({
    screen: 'employmentDetails',
    call: 'offerEmploymentDetails',
    dataPoints: ['employer.name', 'employer.postalCode', 'employer.city'],
    body: (leadId, answers) => ({ leadId, employer: section(answers, 'employer') }),
  }),
  '/instantor': handoff({ handoff: 'instantor', partner: 'instantor', name: 'Instantor', kind: 'bank' }),
  '/accepted': screen(() => import('../features/outcomes/accepted')),
  '/thank-you': screen(() => import('../features/outcomes/thank-you')),
  '/redirected': screen(() => import('../features/outcomes/redirected')),
  '/rejected': screen(() => import('../features/outcomes/rejected')),
  '/change-mobile-number': screen(() => import('../features/after-offer/change-mobile-number'), {
    screen: 'changeMobileNumber',
    call: 'mobileChange',
    dataPoints: ['contactDetails.phoneNumber'],
    body: (leadId, answers) => ({ leadId, phoneNumber: String(section(answers, 'contactDetails').phoneNumber ?? '') }),
  } satisfies DataPointStepDefinition<'mobileChange'> as DataPointStepDefinition<WriteName>),
  '/vehicle': screen(() => import('../features/after-offer/vehicle')),
  '/wenance-tink': handoff({ handoff: 'wenance-tink', partner: 'tink', name: 'Tink', kind: 'bank' }),
  '/wenance-account': handoff({ handoff: 'wenance-account', partner: 'wenance', name: 'Wenance', kind: 'bank' }),
  '/moneyman-paylands': handoff({ handoff: 'moneyman-paylands', partner: 'paylands', name: 'Paylands', kind: 'payment' }),
  '/consents': consents({ screen: 'policyConsents', save: 'offerPolicy' }),
  '/additional-employment-details': dataPoints({
    screen: 'additionalEmploymentDetails',
    call: 'offerEmploymentDetails',
    dataPoints: [
      'employer.name', 'employer.postalCode', 'employer.city', 'incomeDetails.jobTitle', 'incomeDetails.positionType',
      'incomeDetails.incomeContractStartedAt',
    ],
    body: (leadId, answers) => ({ leadId, employer: section(answers, 'employer'), ...optionalSection(answers, 'incomeDetails') }),
  }),
  '/additional-personal-details': dataPoints({
    screen: 'additionalPersonalDetails',
    call: 'offerPersonalDetails',
    dataPoints: [
      'personalDetails.middleName', 'personalDetails.secondLastName', 'otherDetails.countryOfBirth', 'otherDetails.citizenship',
      'otherDetails.idCardNumber', 'otherDetails.idCardIssuedAt',
    ],
    body: (leadId, answers) => ({ leadId, personalDetails: section(answers, 'personalDetails'), ...optionalSection(answers, 'otherDetails') }),
  }),
  '/marital-details': screen(() => import('../features/after-offer/marital-details')),
  '/aide': screen(() => import('../features/after-offer/aide')),
  '/credit-details': dataPoints({
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
  }),
  '/professional-details': screen(() => import('../features/after-offer/professional-details')),
  '/cnp': screen(() => import('../features/after-offer/cnp')),
  '/advanzia-consents': consents({ screen: 'advanziaConsents', save: 'consentsSave' }),
  '/id-upload': screen(() => import('../features/after-offer/id-upload')),
  '/customer-debts': screen(() => import('../features/after-offer/customer-debts')),
  '/reference-details': dataPoints(REFERENCE_DETAILS),
  '/wniosek': screen(() => import('../features/after-offer/wniosek')),
  '/wniosek-uzupelnienie': screen(() => import('../features/after-offer/wniosek-uzupelnienie')),
  '/dynamic-consents': consents({ screen: 'dynamicConsents', save: 'offerDynamicPolicy' }),
  '/tfbank-consents': consents({ screen: 'tfbankConsents', save: 'consentsSave' }),
  // The offers (SPEC §7): the call that accepts and the one that declines; /lead/sale wherever the partner has none of its own.
  '/ipfd-offer-choice': offer({ accept: 'creditea', decline: 'sale' }),
  '/cofidis-offer': offer({ accept: 'sale', decline: 'sale' }),
  '/provident-offer': offer({ accept: 'provident', decline: 'sale' }),
  '/instabank-offer': offer({ accept: 'sale', decline: 'sale' }),
  '/proficredit-offer': offer({ accept: 'proficredit', decline: 'proficredit' }),
  '/smava': offer({ accept: 'sale', decline: 'sale' }),
} as const satisfies Record<StateRoute, StepRecord>;
