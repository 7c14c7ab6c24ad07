import type { Context, Hono } from 'hono';
import type { z } from '../../../src/api/contract/zod';
import { ENDPOINTS, type EndpointDefinition, type FieldErrors } from '../../../src/api/contract';
import { consentsWithValues, missingConsents } from '../data/consents';
import { cnpError, documentIdError, leadFieldErrors, phoneNumberErrors, ruleContextFor, sectionErrors, uploadErrors, wniosekErrors } from '../field-rules';
import { isHandoffReference } from '../handoffs';
import { ACCEPTED_STATE, THANK_YOU_STATE, closedToWrites } from '../lead-flow';
import { withCall, type LeadRecord } from '../lead-repository';
import { addRoute, decidedReply, fieldErrorReply, notFoundReply, type Reply, type RouteInput } from '../route';
import { SMS_VERIFICATION_STATE } from '../scenarios';
import { requestOrigin } from '../client-address';
import type { ServerContext } from '../server-context';
import { normaliseSmsCode, secondsUntilResend } from '../../../src/domain/after-offer-steps/sms-code';
import { answerSiteOf, leadExtras } from './lead-routes';
import { acceptedOfferResult, acceptsOffer, firstOfferAnswer, offersExpired, withOfferAnswer } from '../offer-answers';

/**
 * After-offer steps (SPEC §4 states 7–41). Each step stores its answers under the lead and moves
 * it on: most to accepted (10), so every screen leads somewhere visible. The sandbox does not
 * insist that the lead is in the step's own state, so a tester can open any screen directly; but a
 * lead past its decision takes none of them (409 lead_decided, lead-flow.ts closedToWrites).
 */
type StepOutcome = { state?: number; answers?: unknown } | { errors: FieldErrors };
type StepEndpoint = EndpointDefinition & { body: z.ZodMiniType<{ leadId: string }> };

/** The sandbox's SMS code: always this (README). */
export const SMS_CODE = '0000';
const stepAnswers = ({ leadId: _leadId, ...answers }: { leadId: string }) => answers;
const accepted = (answers: unknown): StepOutcome => ({ state: ACCEPTED_STATE, answers });
/** The outcome once the call's fields pass the server's rules; their 422 otherwise (the server enforces what the screens do). */
const unless = (errors: FieldErrors, outcome: () => StepOutcome): StepOutcome => (Object.keys(errors).length > 0 ? { errors } : outcome());

export function registerStepRoutes(app: Hono, ctx: ServerContext): void {
  const { apiBase, repository } = ctx;
  const extras = (record: LeadRecord, c: Context) => leadExtras(record, answerSiteOf(c, ctx));
  const rulesOf = (record: LeadRecord) => ruleContextFor(record.brand, ctx.now());
  /**
   * A step that carries lead sections (personalDetails, referenceDetails, employer...) has them checked
   * by the lead writes' rules for the lead's brand (its country's ids, phones and
   * accounts): 422 on the data point, else the lead moves on.
   */
  const sectionsStep = (body: { leadId: string } & Record<string, unknown>, record: LeadRecord) =>
    unless(sectionErrors(body, rulesOf(record)), () => accepted(stepAnswers(body)));

  async function applyStep(leadId: string, name: string, record: LeadRecord, outcome: StepOutcome): Promise<{ errors: FieldErrors } | { record: LeadRecord }> {
    if ('errors' in outcome) return { errors: outcome.errors };
    const next = await repository.update(leadId, (stored) => ({
      ...withCall(stored, name),
      state: outcome.state ?? stored.state,
      steps: { ...stored.steps, [name]: outcome.answers ?? true },
    }));
    return { record: next ?? record };
  }

  function step<E extends StepEndpoint>(endpoint: E, name: string, decide: (body: RouteInput<E>['body'], record: LeadRecord) => StepOutcome) {
    addRoute(app, apiBase, endpoint, async ({ c, body }) => {
      const { leadId } = body as { leadId: string };
      const record = repository.get(leadId);
      if (!record) return notFoundReply('Lead');
      if (closedToWrites(record.state, name)) return decidedReply(record.state);
      const result = await applyStep(leadId, name, record, decide(body, record));
      if ('errors' in result) return fieldErrorReply(result.errors);
      // Every step endpoint answers the contract's leadStateResponse; TypeScript cannot see that through E.
      return { status: 200, body: { id: leadId, state: result.record.state, ...extras(result.record, c) } } as Reply<E>;
    });
  }

  /**
   * An offer-answer call (offer-answers.ts): the lead's first offer answer is kept with its reply,
   * and every later one, whichever tab, device, offer or key, is answered with that reply. An
   * acceptance after the offers expired is 422 `expired`. Checked and stored in one synchronous
   * stretch, so two answers arriving together cannot both be first.
   */
  function offerAnswer<E extends StepEndpoint>(endpoint: E, name: string, decide: (body: RouteInput<E>['body'], record: LeadRecord) => StepOutcome) {
    addRoute(app, apiBase, endpoint, async ({ c, body }) => {
      const { leadId } = body as { leadId: string };
      const record = repository.get(leadId);
      if (!record) return notFoundReply('Lead');
      const first = firstOfferAnswer(record);
      if (first) return { status: 200, body: first.reply } as Reply<E>;
      if (closedToWrites(record.state, name)) return decidedReply(record.state);
      if (acceptsOffer(body as object) && offersExpired(record, ctx.now())) return fieldErrorReply({ offerId: 'expired' });
      const outcome = decide(body, record);
      if ('errors' in outcome) return fieldErrorReply(outcome.errors);
      // The offers as the applicant saw them, before the answer moves the lead on.
      const accepted = acceptsOffer(body as object) ? acceptedOfferResult(extras(record, c).offers ?? [], body as object) : undefined;
      const next = await repository.update(leadId, (stored) => {
        const moved: LeadRecord = { ...withCall(stored, name), state: outcome.state ?? stored.state, steps: { ...stored.steps, [name]: outcome.answers ?? true } };
        const reply = { id: leadId, state: moved.state, ...extras(moved, c), ...(accepted ? { applicationResult: accepted } : {}) };
        return withOfferAnswer(moved, { call: name, reply });
      });
      const reply = next && firstOfferAnswer(next);
      if (!reply) return notFoundReply('Lead');
      return { status: 200, body: reply.reply } as Reply<E>;
    });
  }

  const E = ENDPOINTS;
  const smsSentAt = (record: LeadRecord) => (typeof record.steps.smsSentAt === 'number' ? record.steps.smsSentAt : undefined);
  const maskedPhone = (record: LeadRecord) => {
    const phone = String(record.lead.contactDetails?.phoneNumber ?? '');
    return phone.length > 3 ? `${'*'.repeat(phone.length - 3)}${phone.slice(-3)}` : '***';
  };
  for (const [endpoint, name] of [[E.mobileVerification, 'mobileVerification'], [E.mobileResendCode, 'mobileResendCode']] as const) {
    addRoute(app, apiBase, endpoint, async ({ body }) => {
      const record = repository.get(body.leadId);
      if (!record) return notFoundReply('Lead');
      if (closedToWrites(record.state, name)) return decidedReply(record.state);
      const delivery = { maskedPhoneNumber: maskedPhone(record), codeLength: SMS_CODE.length };
      // The step asks for a code when it opens: another tab, or a reload, within the wait of the last code gets none.
      if (name === 'mobileVerification' && secondsUntilResend(smsSentAt(record), ctx.now()) > 0) return { status: 200, body: { sent: false, ...delivery } };
      await repository.update(body.leadId, (stored) => ({ ...withCall(stored, name), steps: { ...stored.steps, smsSentAt: ctx.now() } }));
      return { status: 200, body: { sent: true, ...delivery } };
    });
  }
  // A code as people copy it ("0 0 0 0") is the code: the page's rule (src/domain/after-offer-steps/sms-code.ts).
  step(E.mobileVerify, 'mobileVerify', (body) => (normaliseSmsCode(body.code) === SMS_CODE ? accepted({ verified: true }) : { errors: { code: 'wrongCode' } }));
  addRoute(app, apiBase, E.mobileChange, async ({ c, body }) => {
    const current = repository.get(body.leadId);
    if (!current) return notFoundReply('Lead');
    if (closedToWrites(current.state, 'mobileChange')) return decidedReply(current.state);
    const errors = phoneNumberErrors(body.phoneNumber, rulesOf(current));
    if (Object.keys(errors).length > 0) return fieldErrorReply(errors);
    // Changing the number sends a code to the new one: the step that opens next sends none.
    const record = await repository.update(body.leadId, (stored) => ({
      ...withCall(stored, 'mobileChange'),
      state: SMS_VERIFICATION_STATE,
      lead: { ...stored.lead, contactDetails: { ...stored.lead.contactDetails, phoneNumber: body.phoneNumber } },
      steps: { ...stored.steps, smsSentAt: ctx.now() },
    }));
    if (!record) return notFoundReply('Lead');
    return { status: 200, body: { id: record.id, state: record.state, ...extras(record, c) } };
  });

  addRoute(app, apiBase, E.consentsGet, ({ c, params }) => {
    const record = repository.get(params.id ?? '');
    if (!record) return notFoundReply('Lead');
    return { status: 200, body: { consents: consentsWithValues(record.steps.consents as Record<string, boolean> | undefined, c.req.query('lang'), requestOrigin(c)) } };
  });
  addRoute(app, apiBase, E.consentsSave, async ({ c, params, body }) => {
    const record = repository.get(params.id ?? '');
    if (!record) return notFoundReply('Lead');
    if (closedToWrites(record.state, 'consents')) return decidedReply(record.state);
    const missing = missingConsents(body.consents);
    const result = await applyStep(record.id, 'consents', record, Object.keys(missing).length ? { errors: missing } : accepted(body.consents));
    if ('errors' in result) return fieldErrorReply(result.errors);
    return { status: 200, body: { id: record.id, state: result.record.state, ...extras(result.record, c) } };
  });
  addRoute(app, apiBase, E.leadSkip, async ({ c, params, body }) => {
    const record = repository.get(params.id ?? '');
    if (!record) return notFoundReply('Lead');
    if (closedToWrites(record.state, 'skip')) return decidedReply(record.state);
    const result = await applyStep(record.id, `skip-${body.state ?? record.state}`, record, accepted(true));
    if ('errors' in result) return fieldErrorReply(result.errors);
    return { status: 200, body: { id: record.id, state: result.record.state, ...extras(result.record, c) } };
  });

  step(E.leadPassword, 'password', () => ({ state: THANK_YOU_STATE, answers: { set: true } }));
  step(E.leadDocumentId, 'documentId', (body, record) => {
    const error = documentIdError(body.documentId, rulesOf(record));
    return error ? { errors: { documentId: error } } : { answers: stepAnswers(body) };
  });
  step(E.leadIdUpload, 'idUpload', (body) =>
    unless(uploadErrors(body), () =>
      accepted([body.front, body.back].filter((file) => file !== undefined).map(({ name, type, dataUrl }) => ({ name, type, size: dataUrl.length }))),
    ),
  );
  step(E.leadVehicle, 'vehicle', (body) => accepted(stepAnswers(body)));
  offerAnswer(E.leadSale, 'sale', (body) => ({ state: body.accepted ? ACCEPTED_STATE : THANK_YOU_STATE, answers: stepAnswers(body) }));
  step(E.leadAccount, 'account', (body, record) => unless(leadFieldErrors({ incomeDetails: { iban: body.iban } }, rulesOf(record)), () => accepted(stepAnswers(body))));
  // A return whose reference this server did not issue for this lead and hand-off is forged: nothing moves.
  step(E.leadPartnerReturn, 'partnerReturn', (body) => {
    if (!isHandoffReference(body.reference, body.leadId, body.handoff, ctx.partnerReturnSecret)) return { errors: { reference: 'invalid' } };
    return body.result === 'success' ? accepted(stepAnswers(body)) : { answers: stepAnswers(body) };
  });
  step(E.leadMaritalDetails, 'maritalDetails', (body) => accepted(stepAnswers(body)));
  step(E.leadAide, 'aide', (body) => accepted(stepAnswers(body)));
  step(E.leadCnp, 'cnp', (body) => {
    const error = cnpError(body.cnp, ctx.now());
    return error ? { errors: { 'personalDetails.personalCode': error } } : accepted(stepAnswers(body));
  });
  step(E.leadWniosek, 'wniosek', (body) => {
    const errors = wniosekErrors(body.answers);
    if (Object.keys(errors).length > 0) return { errors };
    return { state: body.complete === false ? 34 : ACCEPTED_STATE, answers: stepAnswers(body) };
  });

  step(E.offerPayment, 'payment', (body) => accepted(stepAnswers(body)));
  step(E.offerEmploymentDetails, 'employmentDetails', sectionsStep);
  step(E.offerPersonalDetails, 'personalDetails', sectionsStep);
  // The policy consents show the consents of GET /customer/{id}/consents: the required ones must be given.
  step(E.offerPolicy, 'policy', (body) => unless(missingConsents(body.policies, 'policies'), () => accepted(stepAnswers(body))));
  step(E.offerDynamicPolicy, 'dynamicPolicy', (body) => unless(missingConsents(body.policies, 'policies'), () => accepted(stepAnswers(body))));
  step(E.offerCreditDetails, 'creditDetails', sectionsStep);
  step(E.offerProfessionalDetails, 'professionalDetails', sectionsStep);
  step(E.offerCustomerDebts, 'customerDebts', sectionsStep);
  step(E.offerReferenceDetails, 'referenceDetails', sectionsStep);
  step(E.offerSkipDocumentUpload, 'skipDocumentUpload', () => accepted(true));
  offerAnswer(E.offerAcceptCreditea, 'crediteaOffer', (body) => accepted(stepAnswers(body)));
  offerAnswer(E.offerUpdateProvident, 'providentOffer', (body) => accepted(stepAnswers(body)));
  offerAnswer(E.offerProficredit, 'proficredit', (body) => ({ state: body.accepted ? ACCEPTED_STATE : THANK_YOU_STATE, answers: stepAnswers(body) }));
}
