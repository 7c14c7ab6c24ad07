// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';
import { answerInitialDetails, continueTo } from '../support/app-steps';

/**
 * DESIGN.md §9: persistent storage is asked for once per page, at the applicant's first Continue (an
 * explicit act: Firefox shows a permission prompt for it, which at the first keystroke stood over a
 * form being typed in). A file of its own: "once per page" is module state, and the modules live as
 * long as the test file.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

it('persistent storage is asked for once, at the first Continue: not on a bare visit, not while answering', async () => {
  const calls = { persisted: 0, persist: 0 };
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persisted: async () => (calls.persisted++, false), persist: async () => (calls.persist++, true) },
  });
  app = await startTestApp();
  await app.open('/initial-details');
  await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
  const user = userEvent.setup({ delay: null });
  await answerInitialDetails(user, 'accepted@example.com');
  // Once the answers are stored, whatever they could have triggered has run: nothing asked.
  await waitFor(async () => expect(JSON.stringify(await app!.stored('state'))).toMatch(/accepted@example\.com/));
  expect(calls.persist).toBe(0);

  await continueTo(user, '/loan-purpose');
  await waitFor(() => expect(calls.persist).toBe(1));
  await user.click(screen.getByRole('radio', { name: 'Gasto imprevisto' }));
  await continueTo(user, '/name');
  expect(calls).toEqual({ persisted: 1, persist: 1 });
}, 30_000);
