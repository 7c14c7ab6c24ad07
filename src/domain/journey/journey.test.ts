import { describe, expect, it } from 'vitest';
import { STATE } from './state-table';
import { addDataPoints, createClassicPages, createDynamicPages } from './dynamic-form';
import {
  askedDataPoints,
  detourFrom,
  continueAction,
  destinationAfterAnswer,
  errorOwner,
  formAt,
  formsAhead,
  progressAt,
  reach,
  sendsApplication,
  whereNow,
  type Journey,
} from './journey';
import { createLead, mergeLead } from '../lead/lead';
import type { LeadUpdate } from '../lead/lead-types';

const SERVER_POINTS = [
  'otherDetails.loanPurpose',
  'personalDetails.firstName',
  'otherDetails.housingTenure',
  'expenses.rentAmount',
  'incomeDetails.incomeSource',
  'employer.name',
  'otherDetails.isPoliticallyExposed',
];

function v3(overrides: Partial<Journey> = {}, answers: LeadUpdate = {}): Journey {
  return {
    flow: 'v3',
    state: 0,
    leadId: 'lead-1',
    pages: addDataPoints(createDynamicPages(), SERVER_POINTS),
    lead: mergeLead(createLead(), answers),
    ...overrides,
  };
}

function v2(overrides: Partial<Journey> = {}): Journey {
  return { flow: 'v2', state: 0, leadId: undefined, pages: createClassicPages(false), lead: createLead(), ...overrides };
}

const paths = (journey: Journey) => formsAhead(journey).map((form) => form.path);

describe('conditional steps follow the answers', () => {
  it('asks for an employer only while the income source may be employment', () => {
    expect(paths(v3())).toContain('employer-name');
    expect(paths(v3({}, { incomeDetails: { incomeSource: 'permanentEmployee' } }))).toContain('employer-name');
    for (const source of ['pensioner', 'student', 'unemployed']) {
      expect(paths(v3({}, { incomeDetails: { incomeSource: source } }))).not.toContain('employer-name');
    }
  });

  it('shows the rent on the housing form once the tenure is "tenant", and never for an owner', () => {
    const housing = (answers: LeadUpdate) => {
      const journey = v3({}, answers);
      const form = formAt(journey, '/housing-information');
      return form ? askedDataPoints(journey, form) : [];
    };
    expect(housing({})).toEqual(['otherDetails.housingTenure']);
    expect(housing({ otherDetails: { housingTenure: 'tenant' } })).toEqual(['otherDetails.housingTenure', 'expenses.rentAmount']);
    expect(housing({ otherDetails: { housingTenure: 'owner' } })).toEqual(['otherDetails.housingTenure']);
  });

  it('counts progress over the forms this applicant is asked, so the total only falls as they answer', () => {
    const before = v3();
    const after = v3({}, { incomeDetails: { incomeSource: 'pensioner' } });
    const purpose = (journey: Journey) => progressAt(journey, formAt(journey, '/loan-purpose')!);
    expect(purpose(before)).toEqual({ current: 2, total: paths(before).length });
    expect(purpose(after).total).toBe(purpose(before).total - 1);
  });
});

describe('what Continue does', () => {
  it('creates the lead on the first step, then moves form to form, and sends everything from the last', () => {
    expect(continueAction(v3({ leadId: undefined }), '/initial-details')).toEqual({ kind: 'create' });
    expect(continueAction(v3(), '/initial-details')).toEqual({ kind: 'next', to: '/loan-purpose' });
    expect(continueAction(v3(), '/name')).toEqual({ kind: 'next', to: '/housing-information' });
    expect(continueAction(v3(), '/pep-details')).toEqual({ kind: 'update' });
  });

  it('skips a form whose condition cannot hold: a pensioner goes from income source to the last form', () => {
    const journey = v3({}, { incomeDetails: { incomeSource: 'pensioner' } });
    expect(continueAction(journey, '/income-source')).toEqual({ kind: 'next', to: '/pep-details' });
  });

  it('asks for the server data points when initial-details is all the sequence holds', () => {
    expect(continueAction(v3({ pages: createDynamicPages() }), '/initial-details')).toEqual({ kind: 'loadSequence' });
  });

  it('v2: the first page creates, every later page updates', () => {
    expect(continueAction(v2(), '/loan-information')).toEqual({ kind: 'create' });
    expect(continueAction(v2({ leadId: 'lead-1', state: 2 }), '/personal-details')).toEqual({ kind: 'update' });
  });

  it('sends nothing for a decided application: the form is closed', () => {
    expect(continueAction(v3({ state: STATE.accepted }), '/pep-details')).toEqual({ kind: 'closed', to: '/accepted' });
    expect(continueAction(v3({ state: STATE.rejected }), '/mobile-verification')).toEqual({ kind: 'closed', to: '/rejected' });
  });

  it('an after-offer step makes its own call', () => {
    expect(continueAction(v3({ state: 16 }), '/vehicle')).toEqual({ kind: 'call' });
  });

  it('says which form sends the application', () => {
    const journey = v3();
    expect(sendsApplication(journey, formAt(journey, '/name')!)).toBe(false);
    expect(sendsApplication(journey, formAt(journey, '/pep-details')!)).toBe(true);
    const classic = v2({ leadId: 'lead-1', state: 5 });
    expect(sendsApplication(classic, formAt(classic, '/other-information')!)).toBe(true);
    expect(sendsApplication(classic, formAt(classic, '/income-details')!)).toBe(false);
  });
});

describe('which steps can be reached', () => {
  it('the first step always, a later form only once the lead exists and while it is in the way', () => {
    expect(reach(v3({ leadId: undefined }), '/initial-details')).toEqual({ ok: true });
    expect(reach(v3({ leadId: undefined }), '/name')).toEqual({ ok: false, redirect: '/initial-details' });
    expect(reach(v3(), '/name')).toEqual({ ok: true });
    expect(reach(v3({}, { incomeDetails: { incomeSource: 'student' } }), '/employer-name').ok).toBe(false);
    expect(reach(v3(), '/gender').ok).toBe(false);
  });

  it('a decided application stays decided: its forms send the applicant to the outcome', () => {
    for (const route of ['/initial-details', '/pep-details', '/checking', '/', '/mobile-verification']) {
      expect(reach(v3({ state: STATE.accepted }), route)).toEqual({ ok: false, redirect: '/accepted' });
    }
    expect(reach(v3({ state: STATE.accepted }), '/accepted')).toEqual({ ok: true });
  });

  it('an outcome or after-offer screen opened without that state goes where the application stands', () => {
    const fresh = v3({ leadId: undefined });
    expect(reach(fresh, '/accepted')).toEqual({ ok: false, redirect: '/initial-details' });
    expect(reach(fresh, '/vehicle')).toEqual({ ok: false, redirect: '/initial-details' });
    expect(reach(v3({ state: STATE.checking }), '/thank-you')).toEqual({ ok: false, redirect: '/checking' });
    expect(reach(v2(), '/checking')).toEqual({ ok: false, redirect: '/loan-information' });
  });

  it('SMS verification may detour to changing the number and back', () => {
    expect(reach(v3({ state: STATE.mobileVerification }), '/change-mobile-number')).toEqual({ ok: true });
    expect(reach(v3({ state: STATE.changeMobileNumber }), '/mobile-verification')).toEqual({ ok: true });
  });

  it('the detour links: verification offers changing the number, and changing it offers the way back, whichever the state is at', () => {
    expect(detourFrom(v3({ state: STATE.mobileVerification }), '/mobile-verification')).toBe('/change-mobile-number');
    expect(detourFrom(v3({ state: STATE.mobileVerification }), '/change-mobile-number')).toBe('/mobile-verification');
    expect(detourFrom(v3({ state: STATE.changeMobileNumber }), '/change-mobile-number')).toBe('/mobile-verification');
    expect(detourFrom(v3({ state: STATE.accepted }), '/mobile-verification')).toBeUndefined();
    expect(detourFrom(v3({ state: STATE.mobileVerification }), '/consents')).toBeUndefined();
  });

  it('state 22 has a route of its own', () => {
    expect(whereNow(v3({ state: 22 }))).toBe('/additional-personal-details');
    expect(reach(v3({ state: 22 }), '/additional-personal-details')).toEqual({ ok: true });
  });

  it('v2: pages up to the one the server is at, not beyond', () => {
    const journey = v2({ leadId: 'lead-1', state: 3 });
    expect(reach(journey, '/personal-details')).toEqual({ ok: true });
    expect(reach(journey, '/contact-details')).toEqual({ ok: true });
    expect(reach(journey, '/income-details')).toEqual({ ok: false, redirect: '/contact-details' });
    expect(reach(journey, '/name')).toEqual({ ok: false, redirect: '/contact-details' });
  });

  it('the continue link, unsubscribe and not found are always open', () => {
    for (const route of ['/continue/abc', '/unsubscribe', '/404']) expect(reach(v3({ state: STATE.rejected }), route)).toEqual({ ok: true });
  });

  it('SPEC §2: an address the router does not know is left to its not-found screen (/404), whatever the journey', () => {
    for (const journey of [v3({ state: STATE.rejected }), v3({}), v2({ leadId: 'lead-1', state: 3 })]) expect(reach(journey, '/no-such-step')).toEqual({ ok: true });
  });
});

describe('where an answer takes the applicant', () => {
  it('SPEC §4: to the new state route, replacing the entry when the state left was after the offer', () => {
    expect(destinationAfterAnswer(v3({ state: STATE.checking }), '/pep-details', 0)).toEqual({ to: '/checking', replace: false });
    expect(destinationAfterAnswer(v3({ state: STATE.accepted }), '/checking', STATE.checking)).toEqual({ to: '/accepted', replace: true });
  });

  it('v3: a created lead goes on to the next form; an update the server finds incomplete stays', () => {
    expect(destinationAfterAnswer(v3(), '/initial-details', 0)).toEqual({ to: '/loan-purpose', replace: false });
    expect(destinationAfterAnswer(v3(), '/pep-details', 0)).toBeNull();
  });

  it('v2: the page of the state the server names, also after going back', () => {
    expect(destinationAfterAnswer(v2({ leadId: 'l', state: 4 }), '/contact-details', 3)).toEqual({ to: '/income-details', replace: false });
    expect(destinationAfterAnswer(v2({ leadId: 'l', state: 3 }), '/personal-details', 3)).toEqual({ to: '/contact-details', replace: false });
    expect(destinationAfterAnswer(v2({ leadId: 'l', state: 3 }), '/contact-details', 3)).toBeNull();
  });
});

describe('who owns a server field error', () => {
  it('the form that asks the data point, else the step the applicant is on', () => {
    expect(errorOwner(v3(), 'personalDetails.firstName', '/pep-details')).toBe('/name');
    expect(errorOwner(v3(), 'contactDetails.postalCode', '/pep-details')).toBe('/pep-details');
    expect(errorOwner(v3({ state: 16 }), 'make', '/vehicle')).toBe('/vehicle');
  });
});

describe('a server error opens the form that owns it', () => {
  it('even before the lead exists (the create was refused for a field of a later form)', () => {
    const base = v3({ leadId: undefined });
    const pages = { ...base.pages, forms: { ...base.pages.forms, name: { ...base.pages.forms.name!, errors: [{ dataPoint: 'personalDetails.firstName', fieldName: 'firstName', message: 'invalid' }] } } };
    expect(reach({ ...base, pages }, '/name')).toEqual({ ok: true });
    expect(reach(base, '/name').ok).toBe(false);
  });
});

describe('the partner offer pages', () => {
  it('shows smava\u2019s offers on /smava in any offer state, and other partners\u2019 on the state\u2019s own route', () => {
    expect(whereNow(v3({ state: 37, partner: 'smava' }))).toBe('/smava');
    expect(reach(v3({ state: 40, partner: 'smava' }), '/smava')).toEqual({ ok: true });
    expect(reach(v3({ state: 37, partner: 'smava' }), '/ipfd-offer-choice')).toEqual({ ok: false, redirect: '/smava' });
    expect(whereNow(v3({ state: 38, partner: 'cofidis' }))).toBe('/cofidis-offer');
    expect(reach(v3({ state: 38 }), '/smava')).toEqual({ ok: false, redirect: '/cofidis-offer' });
    // After smava's decision the page closes like any other step.
    expect(reach(v3({ state: 10, partner: 'smava' }), '/smava')).toEqual({ ok: false, redirect: '/accepted' });
  });
});
