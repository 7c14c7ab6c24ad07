import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { BASE_PATH } from '../../src/domain/constants';
import type { TestApp } from './app-harness';

/** Steps of the Spanish form in the app harness (tests/support/app-harness.tsx), as an applicant answers them. */

export const at = (path: string, timeout = 10_000) => waitFor(() => expect(window.location.pathname).toBe(`${BASE_PATH}${path}`), { timeout });

/** Continue (or the last step's send), then the next step's heading. */
export async function continueTo(user: UserEvent, path: string) {
  await user.click(screen.getByRole('button', { name: /^(Continuar|Enviar mi solicitud)$/ }));
  await at(path);
  await screen.findByRole('heading', { level: 1 });
}

/** A field's whole answer at once, as Playwright's fill (typing is checked where formatting is the point). */
export async function answer(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.paste(value);
}

/** initial-details: e-mail, phone and the two policies; the loan choice keeps the landing's amount and period. */
export async function answerInitialDetails(user: UserEvent, email: string) {
  await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
  await user.click(screen.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }));
  await answer(user, screen.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }), email);
  await user.click(screen.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' }));
  await answer(user, screen.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' }), '612345678');
  for (const box of await screen.findAllByRole('checkbox', { name: /condiciones generales|política de privacidad/ })) await user.click(box);
}

/** The text a field's aria-describedby points at: its hint and its message. */
export { descriptionOf } from './screen';

const textbox = (name: string | RegExp) => screen.findByRole<HTMLInputElement>('textbox', { name });
const choose = async (user: UserEvent, name: string, group?: RegExp) => {
  const scope = group ? await screen.findByRole('group', { name: group }) : document.body;
  await user.click(await within(scope).findByRole('radio', { name }));
};

/** From loan-purpose to checking, every dynamic step of the Spanish brand answered (lead-api brand-flows); `onStep` runs as each step opens. */
export async function answerEveryDynamicStep(user: UserEvent, { onStep = async () => undefined }: { onStep?: () => Promise<void> } = {}) {
  const next = async (path: string) => {
    await continueTo(user, path);
    await onStep();
  };
  await onStep();
  await choose(user, 'Gasto imprevisto');
  await next('/name');
  await answer(user, await textbox('¿Cuál es tu nombre?'), 'Lucía');
  await answer(user, await textbox('¿Cuál es tu primer apellido?'), 'García');
  await next('/gender');
  await choose(user, 'Mujer');
  await next('/date-of-birth');
  await answer(user, await textbox('Día'), '27');
  await answer(user, await textbox('Mes'), '3');
  await answer(user, await textbox('Año'), '1985');
  await next('/personal-code');
  await answer(user, await textbox('¿Cuál es tu DNI o NIE?'), '12345678z');
  await next('/marital-status');
  await choose(user, 'Soltero/a');
  await next('/education');
  await choose(user, 'Universidad');
  await next('/address-information');
  await answer(user, await textbox('¿Cuál es tu código postal?'), '28013');
  await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: '¿En qué localidad vives?' }).value).toBe('Madrid'));
  await answer(user, await textbox('¿En qué calle vives?'), 'Calle Mayor');
  await answer(user, await textbox('¿Qué número es?'), '12');
  await next('/monthly-income');
  await answer(user, await textbox('¿Cuáles son tus ingresos netos mensuales?'), '1500');
  await next('/income-payday');
  await answer(user, await textbox('¿Qué día del mes cobras?'), '28');
  await next('/bank-account');
  await answer(user, await textbox('¿Cuál es tu cuenta bancaria (IBAN)?'), 'ES9121000418450200051332');
  await next('/credit-history');
  await choose(user, 'No');
  await next('/monthly-expenses');
  await answer(user, await textbox('¿Cuáles son tus gastos mensuales?'), '600');
  await next('/monthly-credit-commitments');
  await answer(user, await textbox('¿Cuánto pagas al mes por otros créditos?'), '0');
  await next('/dependants');
  await choose(user, 'Ninguna');
  await next('/housing-information');
  await choose(user, 'Alquiler');
  await answer(user, await textbox('¿Cuánto pagas de alquiler al mes?'), '700');
  await next('/income-source');
  await choose(user, 'Contrato indefinido');
  await next('/employer-name');
  await answer(user, await screen.findByRole('combobox', { name: '¿Para qué empresa trabajas?' }), 'Mercadona');
  await next('/pep-details');
  await choose(user, 'No', /cargo público relevante/);
  await choose(user, 'No', /familiar o allegado/);
  await user.click(screen.getByRole('button', { name: /^(Continuar|Enviar mi solicitud)$/ }));
}

/** Leads the reference server holds for one address (GET /api/__test/leads, lead-api/README.md). */
export async function leadsFor(app: TestApp, email: string): Promise<number> {
  const answer = (await (await app.leadApi.app.request('/api/__test/leads')).json()) as { leads: Array<{ lead: { contactDetails?: { email?: string } } }> };
  return answer.leads.filter((entry) => entry.lead.contactDetails?.email === email).length;
}

/** The lead creates (POST /v3/lead) the page sent, in order. */
export const creates = (app: TestApp) => app.calls.filter((call) => call.method === 'POST' && call.path === '/v3/lead');

/**
 * Moves the test clock (HARNESS_CLOCK) `stepMs` at a time until `check` passes: each retry the clock
 * lets go is a real request to the server, answered before the clock moves again.
 */
export async function passTimeUntil(check: () => unknown, { stepMs = 30_000, limitMs = 600_000 } = {}) {
  for (let passed = 0; ; passed += stepMs) {
    try {
      await waitFor(check, { timeout: 150 });
      return;
    } catch (error) {
      if (passed >= limitMs) throw error;
    }
    await vi.advanceTimersByTimeAsync(stepMs);
  }
}
