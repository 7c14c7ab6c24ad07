// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';
import { answer } from '../support/app-steps';

/**
 * DESIGN.md §9: persistent storage is asked for once per page, when the applicant starts answering.
 * A file of its own: "once per page" is module state, and the modules live as long as the test file.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

it('persistent storage is asked for once, when the applicant starts answering, not on a bare visit', async () => {
  const calls = { persisted: 0, persist: 0 };
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persisted: async () => (calls.persisted++, false), persist: async () => (calls.persist++, true) },
  });
  app = await startTestApp();
  await app.open('/initial-details');
  await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
  expect(calls.persist).toBe(0);

  const user = userEvent.setup({ delay: null });
  const email = screen.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' });
  await user.click(email);
  await answer(user, email, 'ana@example.com');
  await waitFor(() => expect(calls.persist).toBe(1));
  const phone = screen.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' });
  await user.click(phone);
  await answer(user, phone, '612345678');
  // Once the second answer is stored, whatever it could have triggered has run: still one request.
  await waitFor(async () => expect(JSON.stringify(await app!.stored('state'))).toMatch(/612/));
  expect(calls).toEqual({ persisted: 1, persist: 1 });
}, 30_000);
