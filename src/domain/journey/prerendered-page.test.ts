import { describe, expect, it } from 'vitest';
import { createApplicationState } from './application-record';
import { STATE } from './state-table';
import { createLead } from '../lead/lead';
import {
  drawnPageProblems,
  FIRST_STEP_LANDING_PARAMS,
  IN_PROGRESS_COOKIE,
  inProgressCookie,
  isInProgress,
  prerenderedFileOf,
  servesPrerenderedPage,
} from './prerendered-page';

/** A brand's default loan (SolCrédito's: 300 € over 70 days). */
const DEFAULTS = { amount: 300, period: 70 };
const FIRST = '/initial-details';

/** What startApplication stores for a newcomer: session, device and the brand's default loan, no answer. */
const newcomer = () =>
  createApplicationState(
    createLead({ sessionId: 's-1', sessionStartedAt: new Date('2026-11-26T09:00:00Z'), amount: DEFAULTS.amount, period: DEFAULTS.period, periodScale: 'days' }),
  );

describe('which request gets the prerendered first step', () => {
  it('the index and the first step, with or without a trailing slash, get it', () => {
    for (const path of ['/', FIRST, `${FIRST}/`]) expect(servesPrerenderedPage({ path, search: '' }, FIRST)).toBe(true);
  });

  it('any other route gets index.html (the drawn step would be the wrong screen)', () => {
    for (const path of ['/name', '/loan-information', '/continue/abc', '/offers']) expect(servesPrerenderedPage({ path, search: '' }, FIRST)).toBe(false);
  });

  it('attribution parameters keep it; a landing parameter that fills in the first step does not', () => {
    expect(servesPrerenderedPage({ path: FIRST, search: '?utm_source=ads&gclid=x' }, FIRST)).toBe(true);
    for (const name of FIRST_STEP_LANDING_PARAMS) expect(servesPrerenderedPage({ path: FIRST, search: `?${name}=1` }, FIRST)).toBe(false);
    expect(servesPrerenderedPage({ path: FIRST, search: '?amount=&email=' }, FIRST)).toBe(true);
    expect(FIRST_STEP_LANDING_PARAMS).toEqual(['amount', 'period', 'firstName', 'lastName', 'email', 'phoneNumber']);
  });

  it('a browser holding an application in progress gets index.html, whatever other cookies it sends', () => {
    expect(servesPrerenderedPage({ path: FIRST, search: '', cookie: `_fbp=1; ${IN_PROGRESS_COOKIE}=1` }, FIRST)).toBe(false);
    expect(servesPrerenderedPage({ path: FIRST, search: '', cookie: `_fbp=1; x_${IN_PROGRESS_COOKIE}=1` }, FIRST)).toBe(true);
  });

  it('names one file per brand and language under prerendered/', () => {
    expect(prerenderedFileOf('es-solcredito', 'es')).toBe('prerendered/es-solcredito.es.html');
  });
});

describe('an application is in progress once it differs from what a newcomer sees', () => {
  it('a newcomer with the default loan is not', () => {
    expect(isInProgress(newcomer(), DEFAULTS)).toBe(false);
  });

  it('an answer, a consent, another loan, a lead or a state is', () => {
    const base = newcomer();
    expect(isInProgress({ ...base, data: { ...base.data, contactDetails: { email: 'a@b.es' } } }, DEFAULTS)).toBe(true);
    expect(isInProgress({ ...base, data: { ...base.data, generalPolicies: true } }, DEFAULTS)).toBe(true);
    expect(isInProgress({ ...base, customerConsents: { marketing: true } }, DEFAULTS)).toBe(true);
    expect(isInProgress({ ...base, data: { ...base.data, amount: DEFAULTS.amount + 100 } }, DEFAULTS)).toBe(true);
    expect(isInProgress({ ...base, id: 'lead-1' }, DEFAULTS)).toBe(true);
    expect(isInProgress({ ...base, progressState: STATE.rejected }, DEFAULTS)).toBe(true);
  });

  it('an emptied answer group is not an answer', () => {
    const base = newcomer();
    expect(isInProgress({ ...base, data: { ...base.data, contactDetails: {} } }, DEFAULTS)).toBe(false);
  });
});

describe('the in-progress flag is a cookie of the base path', () => {
  it('is set for 30 days and cleared with max-age 0', () => {
    expect(inProgressCookie(true, '/application-frontend/')).toBe(`${IN_PROGRESS_COOKIE}=1; path=/application-frontend; max-age=2592000; SameSite=Lax`);
    expect(inProgressCookie(false, '/application-frontend/')).toBe(`${IN_PROGRESS_COOKIE}=; path=/application-frontend; max-age=0; SameSite=Lax`);
  });

  it("in a partner's frame (another site) it is a partitioned cross-site cookie, which a frame may keep and is sent", () => {
    expect(inProgressCookie(true, '/application-frontend/', true)).toBe(
      `${IN_PROGRESS_COOKIE}=1; path=/application-frontend; max-age=2592000; SameSite=None; Secure; Partitioned`,
    );
    expect(inProgressCookie(false, '/application-frontend/', true)).toBe(`${IN_PROGRESS_COOKIE}=; path=/application-frontend; max-age=0; SameSite=None; Secure; Partitioned`);
  });
});

describe('drawnPageProblems: a drawn page the build may ship', () => {
  const page = (body: string) => `<html><body>${body}</body></html>`;
  const good = `<div id="prerendered"><main><h1>Empieza</h1><a href="/policy/terms?lang=es">Condiciones</a></main></div><div id="root"></div>`;

  it('a drawn step before one #root, with its heading and links as paths: nothing wrong', () => {
    expect(drawnPageProblems(page(good))).toEqual([]);
  });

  it('a link to the server that drew it names the build machine', () => {
    expect(drawnPageProblems(page(good.replace('/policy/terms', 'http://127.0.0.1:37439/policy/terms')))).toEqual(['names the build machine (127.0.0.1:37439)']);
    expect(drawnPageProblems(page(good.replace('/policy/terms', 'http://localhost:4173/policy/terms')))).toEqual(['names the build machine (localhost:4173)']);
  });

  it('two #root elements, or the app container before the drawn step, cannot be taken over', () => {
    expect(drawnPageProblems(page(good.replace('<main>', '<main><div id="root"></div>')))).toContain('2 #root elements (the app mounts into exactly one)');
    expect(drawnPageProblems(page('<div id="root"></div><div id="prerendered"><h1>x</h1></div>'))).toEqual(['#prerendered comes after #root']);
  });

  it('a page without its drawn step or heading is not a drawn first step', () => {
    expect(drawnPageProblems(page('<div id="root"></div>'))).toEqual(['no #prerendered element', 'no heading (h1)']);
  });
});
