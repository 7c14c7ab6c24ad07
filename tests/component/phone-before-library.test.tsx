// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHONE_RULES_WAIT_MS } from '../../src/ui/form-fields/phone-library';
import { HARNESS_CLOCK, startTestApp, type TestApp } from '../support/app-harness';
import { answer, answerInitialDetails, at, creates } from '../support/app-steps';
import { descriptionOf } from '../support/screen';

/**
 * In the whole app against lead-api, for de-kreditwerk in German: the phone library
 * (libphonenumber-js, loaded on focus or idle) is held back here until the test lets it arrive, so
 * Continue is pressed while the page could check the number by its length only.
 */
const library = vi.hoisted(() => {
  const held = { asked: false, arrive: () => undefined as void, arrived: Promise.resolve() };
  /** From now on, the library is held back until `arrive()` (the module loads once per file: the first test to ask for it). */
  const holdBack = () => {
    held.arrived = new Promise<void>((resolve) => (held.arrive = resolve));
  };
  return Object.assign(held, { holdBack });
});
vi.mock('../../src/ui/form-fields/phone-rules', async (importOriginal) => {
  library.asked = true;
  await library.arrived;
  return importOriginal();
});

let app: TestApp | undefined;
beforeEach(() => library.holdBack());
afterEach(async () => {
  library.arrive();
  await app?.close();
  app = undefined;
  vi.useRealTimers();
});

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const continueButton = () => screen.getByRole('button', { name: 'Weiter' });

async function toPersonalDetails(): Promise<UserEvent> {
  app = await startTestApp({ BRAND: 'de-kreditwerk' });
  await app.open('/loan-information');
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  const user = userEvent.setup({ delay: null });
  await user.click(continueButton());
  await at('/personal-details');
  await screen.findByRole('heading', { level: 1 });
  return user;
}

describe('local correctness in German', () => {
  it('the date of birth is asked for by Tag, Monat and Jahr, with an example written as Germans write it', async () => {
    await toPersonalDetails();
    const birth = await screen.findByRole('group', { name: 'Wann sind Sie geboren?' });
    expect(descriptionOf(birth)).toContain('Zum Beispiel 27.03.1985');
    expect(within(birth).getAllByRole('textbox').map((input) => input.getAttribute('autocomplete'))).toEqual(['bday-day', 'bday-month', 'bday-year']);
    expect(within(birth).getByRole('textbox', { name: 'Tag' })).toBeTruthy();
  }, 30_000);

  it('"12345" is refused as a Handynummer, in German, when Continue is pressed before the phone library has arrived; nothing is sent', async () => {
    const user = await toPersonalDetails();
    await answer(user, textbox('Wie lautet Ihr Vorname?'), 'Jürgen');
    await answer(user, textbox('Wie lautet Ihr Nachname?'), 'Müller');
    await answer(user, textbox('Tag'), '27');
    await answer(user, textbox('Monat'), '03');
    await answer(user, textbox('Jahr'), '1985');
    await user.click(continueButton());
    await at('/contact-details');
    await screen.findByRole('textbox', { name: 'Wie lautet Ihre Handynummer?' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3), { timeout: 10_000 });

    await answer(user, textbox('Wie lautet Ihre E-Mail-Adresse?'), 'accepted+de@example.com');
    await user.click(textbox('Wie lautet Ihre Handynummer?'));
    await user.paste('12345');
    await answer(user, textbox('Wie lautet Ihre Postleitzahl?'), '10115');
    await answer(user, textbox('In welchem Ort wohnen Sie?'), 'Berlin');
    await answer(user, textbox('In welcher Straße wohnen Sie?'), 'Invalidenstraße');
    await answer(user, textbox('Wie lautet die Hausnummer?'), '117');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    const writes = () => app!.calls.filter((call) => call.method !== 'GET').length;
    const writesBefore = writes();

    // The field's focus asked for the library; it has not arrived when Continue is pressed.
    expect(library.asked).toBe(true);
    await user.click(continueButton());
    await waitFor(() => expect(continueButton().getAttribute('aria-disabled')).toBe('true'));
    expect(writes()).toBe(writesBefore);
    expect(window.location.pathname).toBe('/application-frontend/contact-details');

    library.arrive();
    const phone = textbox('Wie lautet Ihre Handynummer?');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const message = 'Geben Sie eine deutsche Handynummer ein, z. B. 0151 23456789';
    expect(descriptionOf(phone)).toContain(message);
    const summary = (await screen.findAllByRole('alert')).find((alert) => alert.textContent?.includes('Es gibt ein Problem'))!;
    expect(summary.textContent).toContain(message);
    expect(writes()).toBe(writesBefore);
    expect(window.location.pathname).toBe('/application-frontend/contact-details');

    // A German mobile goes on.
    await answer(user, phone, '01512 3456789');
    await user.click(continueButton());
    await at('/income-details');
  }, 40_000);
});

describe('a phone library whose download stalls never holds Continue', () => {
  it('held forever, the press checks the number by its lengths after PHONE_RULES_WAIT_MS and the lead is sent within 3 s', async () => {
    vi.useFakeTimers(HARNESS_CLOCK);
    app = await startTestApp();
    await app.open('/initial-details?amount=500&period=75');
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    await answerInitialDetails(user, 'accepted+stalled@example.com');
    expect(library.asked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(creates(app)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(PHONE_RULES_WAIT_MS);
    await waitFor(() => expect(creates(app!)).toHaveLength(1));
    await at('/loan-purpose');
  }, 30_000);
});
