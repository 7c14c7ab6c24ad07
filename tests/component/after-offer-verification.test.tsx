// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMS_CODE_MAX_WRONG_TRIES } from '../../lead-api/src/sms-guard';
import { startTestApp, type TestApp } from '../support/app-harness';
import { ACCEPTED, continueButton, descriptionOf, focusedSummary, onScreen } from '../support/screen';

/**
 * SMS verification (state 7) and the change of number (15), in the whole app against lead-api
 * (tests/e2e/after-offer-journeys.spec.ts keeps the journey, with the SMS not sent again by more tabs).
 */
let app: TestApp;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
});

const code = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Escribe el código' });
const confirm = () => screen.getByRole('button', { name: 'Confirmar' });
const SENT_TO_678 = 'Te hemos enviado un SMS con un código de 4 cifras al móvil que termina en 678.';

async function openVerification() {
  app = await startTestApp();
  const id = await app.createLead('state-7');
  await app.open(`/continue/${id}`);
  await onScreen('Revisa tu móvil', '/mobile-verification');
  return id;
}

describe('mobile verification (7)', { timeout: 30_000 }, () => {
  it('sends one code on opening and none again after a reload; the field is a one-time code', async () => {
    await openVerification();
    await screen.findByText(SENT_TO_678);
    expect(document.title).toMatch(/^Revisa tu móvil – /);
    expect(code().getAttribute('autocomplete')).toBe('one-time-code');
    expect(app.writes('/lead/mobile/verification')).toHaveLength(1);

    await app.reload();
    await onScreen('Revisa tu móvil');
    await screen.findByText(SENT_TO_678);
    // A code sent on opening would be on its way before anything the applicant does after: a code
    // checked now is the mark that the page has done what it does on opening.
    const user = userEvent.setup({ delay: null });
    await user.click(code());
    await user.paste('1234');
    await user.click(confirm());
    await waitFor(() => expect(app.writes('/v2/customer/mobile/verify')).toHaveLength(1));
    expect(app.writes('/lead/mobile/verification')).toHaveLength(1);
  });

  it("a missing code is said at the field; a wrong one is the server's 422 at the field, with the focus on the summary", async () => {
    await openVerification();
    const user = userEvent.setup({ delay: null });
    await user.click(confirm());
    await focusedSummary();
    expect(descriptionOf(code())).toContain('Escribe el código del SMS');
    expect(app.writes('/v2/customer/mobile/verify')).toHaveLength(0);

    await user.click(code());
    await user.paste('1234');
    await user.click(confirm());
    await waitFor(() => expect(descriptionOf(code())).toContain('Ese código no es correcto'));
    await focusedSummary();
    expect(document.title).toMatch(/^Error: Revisa tu móvil/);
    expect(app.writes('/v2/customer/mobile/verify')).toHaveLength(1);
  });

  it('a new code only after the countdown (test clock): it clears the old code and error and puts the focus in the field', async () => {
    // The clock runs as usual and jumps when the test says; the countdown's own one-second timer reads it.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await openVerification();
    const user = userEvent.setup({ delay: null });
    await user.click(code());
    await user.paste('1234');
    await user.click(confirm());
    await waitFor(() => expect(descriptionOf(code())).toContain('Ese código no es correcto'));

    const resend = screen.getByRole('button', { name: 'Enviarme un código nuevo' });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(/Podrás pedir un código nuevo dentro de \d+ segundos/)).toBeTruthy();
    await user.click(resend);
    expect(app.writes('/v2/customer/mobile/resend-code')).toHaveLength(0);

    vi.setSystemTime(Date.now() + 31_000);
    await waitFor(() => expect(resend.getAttribute('aria-disabled')).toBeNull(), { timeout: 3000 });
    await user.click(resend);
    expect(document.activeElement).toBe(code());
    expect(code().value).toBe('');
    expect(screen.queryByText(/Ese código no es correcto/)).toBeNull();
    await screen.findByText('Te hemos enviado un código nuevo al móvil que termina en 678.');
    expect(app.writes('/v2/customer/mobile/resend-code')).toHaveLength(1);
  });

  it(`after ${SMS_CODE_MAX_WRONG_TRIES} wrong codes the code is locked: said at the field, once, with the way on (a new code), never retried`, async () => {
    await openVerification();
    const user = userEvent.setup({ delay: null });
    for (let wrong = 1; wrong <= SMS_CODE_MAX_WRONG_TRIES + 1; wrong += 1) {
      await user.clear(code());
      await user.paste(`12${wrong}4`);
      await user.click(confirm());
      await waitFor(() => expect(app.writes('/v2/customer/mobile/verify')).toHaveLength(wrong));
      await waitFor(() => expect(confirm().getAttribute('aria-disabled')).toBeNull());
    }
    await waitFor(() => expect(descriptionOf(code())).toContain('Has escrito un código incorrecto demasiadas veces. Pide un código nuevo'));
    expect(new Set(app.writes('/v2/customer/mobile/verify').map((call) => call.idempotencyKey)).size).toBe(SMS_CODE_MAX_WRONG_TRIES + 1);
    expect(screen.getByRole('button', { name: 'Enviarme un código nuevo' })).toBeTruthy();
  });

  it('the right code, typed spaced out as people copy it, is sent once and moves on to accepted', async () => {
    const id = await openVerification();
    const user = userEvent.setup({ delay: null });
    await user.type(code(), '0 0 0 0');
    await user.dblClick(confirm());
    await onScreen(ACCEPTED, '/accepted');
    const verifies = app.writes('/v2/customer/mobile/verify');
    expect(verifies).toHaveLength(1);
    expect(verifies[0]!.body).toEqual({ leadId: id, code: '0000' });
    expect((await app.storedLead(id)).state).toBe(10);
  });

  it('back on the step after the wait: no code sent by itself, the refused code, its message and the error summary gone, the focus on the heading', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await openVerification();
    await screen.findByText(SENT_TO_678);
    const user = userEvent.setup({ delay: null });
    await user.click(code());
    await user.paste('1234');
    await user.click(confirm());
    await waitFor(() => expect(descriptionOf(code())).toContain('Ese código no es correcto'));

    vi.setSystemTime(Date.now() + 5 * 60_000);
    await app.reload();
    const heading = await onScreen('Revisa tu móvil', '/mobile-verification');
    await screen.findByText(SENT_TO_678);
    await waitFor(() => expect(code().value).toBe(''));
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByText(/Ese código no es correcto/)).toBeNull();
    expect(code().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toMatch(/^Revisa tu móvil – /);
    // The new code is the applicant's to ask for, and may be asked for at once.
    expect(screen.getByRole('button', { name: 'Enviarme un código nuevo' }).getAttribute('aria-disabled')).toBeNull();
    expect(app.writes('/lead/mobile/verification')).toHaveLength(1);
    expect(app.writes('/v2/customer/mobile/resend-code')).toHaveLength(0);
  });

  it('a code typed but not sent is still there after a reload', async () => {
    await openVerification();
    const user = userEvent.setup({ delay: null });
    await user.type(code(), '12');
    await app.reload();
    await onScreen('Revisa tu móvil');
    await waitFor(() => expect(code().value).toBe('12'));
  });
});

describe('change mobile number (15)', { timeout: 30_000 }, () => {
  it('a missing number said at the field; a new one is sent once, gets the code, and the applicant is back at verification', async () => {
    const id = await openVerification();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: '¿El número no es correcto? Cambia tu móvil' }));
    await onScreen('Cambia tu número de móvil', '/change-mobile-number');
    const phone = () => screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu número de móvil?' });
    await user.clear(phone());
    await user.click(continueButton());
    await focusedSummary();
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(app.writes('/v2/customer/mobile')).toHaveLength(0);

    await user.type(phone(), '698765432');
    await app.reload();
    await onScreen('Cambia tu número de móvil');
    await waitFor(() => expect(phone().value).toBe('698 76 54 32'));

    await user.dblClick(continueButton());
    await onScreen('Revisa tu móvil', '/mobile-verification');
    await screen.findByText('Te hemos enviado un SMS con un código de 4 cifras al móvil que termina en 432.');
    const changes = app.writes('/v2/customer/mobile');
    expect(changes).toHaveLength(1);
    expect(changes[0]!.body).toMatchObject({ leadId: id, phoneNumber: expect.stringMatching(/698 ?76 ?54 ?32$/) });
    // The change sent the code to the new number: opening verification again sends none.
    expect(app.writes('/lead/mobile/verification')).toHaveLength(1);
    expect((await app.storedLead(id)).state).toBe(7);
  });
});
