import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { BASE_PATH } from '../../src/domain/constants';

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
export const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
