import { BASE_PATH, expect, leadsFor, test } from './fixtures';
import { LANDING, answerEveryDynamicStep, continueTo, fillInitialDetails } from '../e2e/journey-form-helpers';

test('the Spanish journey from a landing link through every step to accepted: one lead', async ({ tab }) => {
  await tab.goto(LANDING);
  await tab.getByRole('heading', { level: 1, name: 'Empieza tu solicitud' }).waitFor();
  const email = `accepted+${Date.now()}@example.com`;
  await fillInitialDetails(tab, email);
  await continueTo(tab, '/loan-purpose');
  await answerEveryDynamicStep(tab);
  await expect.poll(() => tab.url(), { timeout: 15_000 }).toBe(`${tab.origin}${BASE_PATH}/accepted`);
  await tab.getByRole('heading', { level: 1, name: 'Tu solicitud ha sido aceptada' }).waitFor();
  expect(await leadsFor(email)).toBe(1);
});
