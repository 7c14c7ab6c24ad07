// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWN_STORAGE_KEYS, SPEC_STORAGE_KEYS, STORAGE_GIVE_UP_MS } from '../../src/storage';
import { HARNESS_CLOCK, startTestApp, type TestApp, type TestAppOptions } from '../support/app-harness';
import { answer, answerInitialDetails, continueTo } from '../support/app-steps';

/**
 * What the funnel keeps, under which key and for how long (DESIGN.md §4, §10, §11; README "Stored data
 * and personal data"), in the whole app over the harness's IndexedDB or, when that refuses, its web
 * storage: nothing stored can stop the app from starting, the landing is remembered, personal answers
 * have a lifetime, and where nothing can be stored the applicant is told.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.useRealTimers();
});

const LANDING = '/initial-details?amount=500&period=75';
const HOUR_MS = 60 * 60 * 1000;
const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu correo electrónico?' });
const phoneField = () => screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu número de móvil?' });
const termsBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: /condiciones generales/ });
const firstStep = () => screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' }, { timeout: 10_000 });

async function openAt(path: string, options: TestAppOptions = {}) {
  app = await startTestApp(options);
  await app.open(path);
  await firstStep();
  return userEvent.setup({ delay: null });
}

const JUNK: Record<string, string> = {
  'an array': '[1,2,3]',
  'objects of the wrong shape': JSON.stringify({ expiresAt: 'soon', data: 7, forms: [], requested: 'x', clientState: null }),
  'text that is not JSON': '{"half": ',
  'JSON inside JSON of a wrong shape': JSON.stringify(JSON.stringify({ progressState: 'three', offers: {} })),
};

describe('nothing stored can stop the app from starting (DESIGN.md §10)', () => {
  it.each(Object.entries(JUNK))('every storage key holding %s: the funnel starts clean on the first step, and keeps this visit\'s answers', async (_shape, junk) => {
    app = await startTestApp();
    await app.store(Object.fromEntries([...SPEC_STORAGE_KEYS, ...OWN_STORAGE_KEYS].map((key) => [key, junk])));
    await app.open(LANDING);
    await firstStep();
    await waitFor(() => expect(document.querySelector('.loan-choice__text')?.textContent?.replace(/\s+/g, ' ')).toMatch(/^Quiero 500 € a 75 días/));
    expect(screen.queryByText(/Something went wrong|Algo ha ido mal/)).toBeNull();
    // And it works: the answers of this visit are kept.
    const user = userEvent.setup({ delay: null });
    await user.click(emailField());
    await answer(user, emailField(), 'clean@example.com');
    await waitFor(async () => expect(JSON.stringify(await app!.stored('state'))).toContain('clean@example.com'));
    await app.reload();
    await firstStep();
    await waitFor(() => expect(emailField().value).toBe('clean@example.com'));
  }, 30_000);
});

describe('a landing is remembered (SPEC §2, §3)', () => {
  const SESSION_ID = '3f2b8c4e-9a1d-4e7b-8c2a-5d6e7f809a1b';
  const RICH_LANDING =
    `/initial-details?sessionId=${SESSION_ID}&amount=1200&period=80&email=ana%40example.com` +
    '&refName=partnerx&refSubId=sub-7&s_id=tx-42&utm_source=newsletter&utm_medium=email&utm_campaign=otono';
  type StoredState = { data: { sessionId: string; amount: number; period: number; contactDetails?: { email?: string }; affiliateReferenceParams?: unknown } };

  it('a landing URL stores its data under state, sessionId and analyticsProperties, leaves no e-mail in the address bar, and is remembered after a reload and in a new page', async () => {
    await openAt(RICH_LANDING);
    expect(window.location.search).not.toMatch(/[?&]email=|ana%40example/);
    expect(window.location.search).toContain('utm_source=newsletter');
    const expectLandingRemembered = async () => {
      const state = (await app!.stored('state')) as StoredState;
      expect(state.data).toMatchObject({ sessionId: SESSION_ID, amount: 1200, period: 80, contactDetails: { email: 'ana@example.com' } });
      expect(state.data.affiliateReferenceParams).toMatchObject({ attribute: 'partnerx', subId: 'sub-7', transactionId: 'tx-42' });
      expect(await app!.stored('sessionId')).toBe(SESSION_ID);
      expect(await app!.stored('analyticsProperties')).toMatchObject({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'otono' });
    };
    await expectLandingRemembered();
    await app!.reload();
    await firstStep();
    await expectLandingRemembered();
    // A new page of the same browser, opened at the first step without the landing's address.
    await app!.open('/initial-details');
    await firstStep();
    await expectLandingRemembered();
  }, 30_000);

  it('with indexedDB.open throwing, the funnel starts on web storage and remembers the landing there', async () => {
    await openAt(RICH_LANDING, { storage: { indexedDB: 'throws' } });
    expect(((await app!.stored('state')) as StoredState).data.amount).toBe(1200);
    await app!.open('/initial-details');
    await firstStep();
    expect(await app!.stored('sessionId')).toBe(SESSION_ID);
    expect(emailField().value).toBe('ana@example.com');
  }, 30_000);

  it('with indexedDB.open never answering, the funnel starts once the wait gives up (STORAGE_GIVE_UP_MS), on web storage', async () => {
    vi.useFakeTimers(HARNESS_CLOCK);
    app = await startTestApp({ storage: { indexedDB: 'never-answers' } });
    const opening = app.open(RICH_LANDING);
    await vi.advanceTimersByTimeAsync(STORAGE_GIVE_UP_MS);
    await opening;
    await firstStep();
    expect(((await app.stored('state')) as StoredState).data.period).toBe(80);
  }, 30_000);
});

describe('personal answers have a lifetime (DESIGN.md §10)', () => {
  it('after the application expires, no personal answer is left in any storage, and the form starts empty', async () => {
    vi.useFakeTimers(HARNESS_CLOCK);
    const user = await openAt(LANDING);
    const email = 'expiry@example.com';
    await answerInitialDetails(user, email);
    await continueTo(user, '/loan-purpose');
    await user.click(await screen.findByRole('radio', { name: 'Gasto imprevisto' }));
    await waitFor(async () => expect(await app!.everythingStored()).toContain(email));

    // The runtime configuration's expiration (a day by default) passes before the applicant is back.
    vi.setSystemTime(Date.now() + 25 * HOUR_MS);
    await app!.open(LANDING);
    await firstStep();
    expect(emailField().value).toBe('');
    expect(termsBox().checked).toBe(false);
    await waitFor(async () => expect(await app!.everythingStored()).not.toContain(email));
    expect(await app!.everythingStored()).not.toMatch(/612 ?34 ?56 ?78/);
  }, 30_000);

  it('a landing link for another e-mail starts a new application: the previous person\'s answers and ticks are gone', async () => {
    const user = await openAt(LANDING);
    const first = 'first@example.com';
    await answerInitialDetails(user, first);
    await continueTo(user, '/loan-purpose');

    await app!.open('/initial-details?email=second%40example.com');
    await firstStep();
    expect(emailField().value).toBe('second@example.com');
    expect(phoneField().value).toBe('');
    expect(termsBox().checked).toBe(false);
    await waitFor(async () => expect(await app!.everythingStored()).not.toContain(first));
    expect(await app!.everythingStored()).not.toMatch(/612 ?34 ?56 ?78/);
  }, 30_000);
});

describe('where nothing can be stored (DESIGN.md §11)', () => {
  it('IndexedDB and web storage both refusing: the applicant is told that a reload would lose their progress, and the funnel goes on', async () => {
    const user = await openAt('/initial-details?amount=500&period=80', { storage: { indexedDB: 'throws', localStorage: 'full' } });
    const notice = screen.getByText('Tus respuestas no se están guardando en este dispositivo.').closest('section')!;
    expect(notice.textContent).toContain('Si recargas o cierras esta página, perderás tus respuestas');
    await answerInitialDetails(user, 'accepted+memory@example.com');
    await continueTo(user, '/loan-purpose');
    // Told once, on the screen where it began.
    expect(screen.queryByText('Tus respuestas no se están guardando en este dispositivo.')).toBeNull();
  }, 30_000);

  it('framed in a partner page: the question first, the notice one line after the step title with its details on demand', async () => {
    // A page whose top window is another one is framed (brand-metadata.ts isFramed).
    vi.stubGlobal('top', {});
    try {
      await openAt('/initial-details', { storage: { indexedDB: 'throws', localStorage: 'full' } });
      const title = screen.getByRole('heading', { level: 1 });
      const summary = await screen.findByText('Tus respuestas no se están guardando en este dispositivo.');
      expect(summary.tagName).toBe('SUMMARY');
      const notice = summary.closest('details')!;
      expect(notice.open).toBe(false);
      expect(title.nextElementSibling?.contains(notice)).toBe(true);
      // Nothing of it comes before the title in the main region.
      const main = screen.getByRole('main');
      expect(main.textContent!.indexOf(title.textContent!)).toBeLessThan(main.textContent!.indexOf('Tus respuestas no se están guardando'));
    } finally {
      vi.unstubAllGlobals();
    }
  }, 30_000);
});
