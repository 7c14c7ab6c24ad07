import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../../../tests/support/submissions';
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { WriteName, WriteVariables } from '../../api/writes';
import { createApplicationState, currentStateNumber } from '../../domain/journey/application-record';
import { createLead } from '../../domain/lead/lead';
import { createMemoryLogger } from '../../domain/logger';
import { setStepAnswers } from '../../domain/journey/step-data';
import { createAppStores } from '../application/create-stores';
import { submissionKey } from '../submissions';
import { addDataPoints, createDynamicPages } from '../../domain/journey/dynamic-form';
import { FORM_CONFIGURATION } from '../../domain/journey/form-config';
import { createNavigator } from './navigator';
import { yieldToMain } from '../runtime/yield-to-main';

const LEAD_ID = 'lead-23';
const ROUTE = '/marital-details';
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A tab on marital details (23), with answers; `status` is what GET /lead/status answers now. */
async function openTab(status: Record<string, unknown>, storage = memoryStore()) {
  const lead = createLead({ personalDetails: { firstName: 'Ana', lastName: 'García' }, incomeDetails: { iban: 'ES9121000418450200051332' } });
  const stores = await createAppStores({
    storage,
    logger: createMemoryLogger(),
    application: { ...createApplicationState(lead), id: LEAD_ID, progressState: 23 },
    flow: 'v3',
    asksReference: false,
  });
  stores.steps.setState((steps) => setStepAnswers(steps, ROUTE, { maritalStatus: 'married', spouseFirstName: 'Luis' }, []));
  const call = vi.fn(async (name: string) => {
    if (name === 'leadStatus') return status;
    throw new Error(`unexpected call ${name}`);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const navigate = vi.fn();
  /** Where the applicant is: the test may move them. */
  const at = { route: ROUTE };
  const navigator = createNavigator({
    stores,
    flow: 'v3',
    brandId: 'es-solcredito',
    accumulateOffers: false,
    queryClient,
    api: { call } as unknown as ApiClient,
    logger: createMemoryLogger(),
    navigate,
    currentRoute: () => at.route,
  });
  stops.push(navigator.start());
  /** A submission of this tab that the server answers with `error`. */
  const refused = (name: WriteName, error: ApiError, variables: WriteVariables) => {
    queryClient.setMutationDefaults(submissionKey(name), { mutationFn: () => Promise.reject(error) });
    return queryClient.getMutationCache().build(queryClient, { mutationKey: submissionKey(name) }).execute(variables).catch(() => undefined);
  };
  /** A submission of this tab that the server answers with `answer`. */
  const answered = (name: WriteName, answer: unknown, variables: WriteVariables) => {
    queryClient.setMutationDefaults(submissionKey(name), { mutationFn: () => Promise.resolve(answer) });
    return queryClient.getMutationCache().build(queryClient, { mutationKey: submissionKey(name) }).execute(variables);
  };
  return { stores, call, navigate, refused, answered, at, navigator, storage };
}

const decided = new ApiError({ code: 'bad_request', status: 409, serverCode: 'lead_decided', message: 'Request failed with status code 409', endpoint: 'leadMaritalDetails' });

describe('decided is final: a write refused because another device finished the application', () => {
  it('takes the outcome from the lead status, moves the applicant there and forgets the answers this tab held', async () => {
    const { stores, call, navigate, refused } = await openTab({ id: LEAD_ID, status: 'accepted', state: 10 });
    await refused('leadMaritalDetails', decided, { idempotencyKey: 'k-1', origin: ROUTE, body: { leadId: LEAD_ID, maritalStatus: 'married' } });

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/accepted', { replace: true }));
    expect(call).toHaveBeenCalledWith('leadStatus', expect.anything(), expect.objectContaining({ params: { id: LEAD_ID } }));
    const application = stores.application.getState();
    expect(currentStateNumber(application.progressState)).toBe(10);
    expect(application.data.personalDetails).toEqual({ firstName: 'Ana' });
    expect(application.data.incomeDetails).toBeUndefined();
    expect(stores.steps.getState().answers).toEqual({});
  });

  it('any other refusal stays with the step (a 422 at its field), and the lead status is not asked', async () => {
    const { stores, call, navigate, refused } = await openTab({ id: LEAD_ID, status: 'accepted', state: 10 });
    const invalid = new ApiError({ code: 'bad_request', status: 422, serverCode: 'validation_failed', message: 'x', endpoint: 'leadMaritalDetails', fieldErrors: { maritalStatus: 'invalid' } });
    await refused('leadMaritalDetails', invalid, { idempotencyKey: 'k-2', origin: ROUTE, body: { leadId: LEAD_ID, maritalStatus: '?' } });
    await vi.waitFor(() => expect(stores.steps.getState().errors[ROUTE]).toEqual([expect.objectContaining({ dataPoint: 'maritalStatus', message: 'invalid' })]));
    expect(call).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(currentStateNumber(stores.application.getState().progressState)).toBe(23);
  });
});

describe('one way to move the applicant: a status read or a continue link goes through the navigator', () => {
  it('a decision read from the lead status is applied and the applicant is moved to its outcome', async () => {
    const { stores, navigate, navigator } = await openTab({});
    navigator.applyStatus({ id: LEAD_ID, status: 'accepted', state: 10 });
    expect(currentStateNumber(stores.application.getState().progressState)).toBe(10);
    expect(navigate).toHaveBeenCalledWith('/accepted', expect.anything());
    expect(stores.application.getState().routeChange).toEqual({});
  });

  it('a status that leaves the application where it is moves nobody', async () => {
    const { stores, navigate, navigator } = await openTab({});
    navigator.applyStatus({ id: LEAD_ID, status: 'pending', state: 23 });
    expect(currentStateNumber(stores.application.getState().progressState)).toBe(23);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a continue link\u2019s lead becomes this browser\u2019s application, and the link\u2019s page is replaced by the lead\u2019s step', async () => {
    const { stores, navigate, navigator } = await openTab({});
    navigator.resume({ id: 'lead-other', state: 10, lead: { amount: 3000 } });
    const application = stores.application.getState();
    expect(application.id).toBe('lead-other');
    expect(application.data.amount).toBe(3000);
    expect(application.data.personalDetails).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/accepted', { replace: true });
  });
});

describe('a lead answer in two tasks: applied and saved in one, the next step drawn in the next', () => {
  /** A v3 tab on initial-details, before its lead exists, with the next form known. */
  async function onFirstForm() {
    const storage = memoryStore();
    const stores = await createAppStores({ storage, logger: createMemoryLogger(), application: createApplicationState(createLead({})), flow: 'v3', asksReference: false });
    stores.dynamicPages.setState(addDataPoints(createDynamicPages(), ['contactDetails.email', 'generalPolicies', 'amount', 'period', 'otherDetails.loanPurpose'], FORM_CONFIGURATION, false));
    const queryClient = new QueryClient();
    const navigate = vi.fn();
    const at = { route: '/initial-details' };
    const navigator = createNavigator({
      stores, flow: 'v3', brandId: 'es-solcredito', accumulateOffers: false, queryClient, api: {} as ApiClient,
      logger: createMemoryLogger(), navigate, currentRoute: () => at.route,
    });
    stops.push(navigator.start());
    queryClient.setMutationDefaults(submissionKey('leadCreateV3'), { mutationFn: () => Promise.resolve({ id: LEAD_ID, state: 0 }) });
    const create = () =>
      queryClient.getMutationCache().build(queryClient, { mutationKey: submissionKey('leadCreateV3') }).execute({ idempotencyKey: 'k-create', origin: '/initial-details', body: {} });
    return { stores, navigate, at, create };
  }

  it('the lead is there at once, and the applicant moved to the next form in the task after', async () => {
    const { stores, navigate, create } = await onFirstForm();
    await create();
    expect(stores.application.getState().id).toBe(LEAD_ID);
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/loan-purpose', { replace: false }));
  });

  it('an applicant who left the step in between is not moved from where they went', async () => {
    const { navigate, at, create } = await onFirstForm();
    await create();
    at.route = '/personal-data-policy';
    // The navigator's own yield was queued first: by this one's end it has run.
    await yieldToMain();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an after-offer answer that closes its step moves the applicant to the step it opens', async () => {
    const { navigate, answered } = await openTab({});
    await answered('leadMaritalDetails', { id: LEAD_ID, state: 24 }, { idempotencyKey: 'k-answer', origin: ROUTE, body: { leadId: LEAD_ID, maritalStatus: 'married' } });
    expect(navigate).toHaveBeenCalledWith('/aide', { replace: true });
  });
});
