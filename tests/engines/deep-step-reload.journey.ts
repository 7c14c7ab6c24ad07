import { LANDING, answerUpToStoredName, continueTo, expectValue, fillInitialDetails } from '../e2e/journey-form-helpers';
import { BASE_PATH, expect, test } from './fixtures';

test('a reload on a deep step brings the step back with its answers, from the engine\'s IndexedDB', async ({ tab }) => {
  await tab.goto(LANDING);
  await fillInitialDetails(tab, `accepted+${Date.now()}@example.com`);
  await continueTo(tab, '/loan-purpose');
  await answerUpToStoredName(tab);
  const firstName = tab.getByRole('textbox', { name: '¿Cuál es tu nombre?' });
  const lastName = tab.getByRole('textbox', { name: '¿Cuál es tu primer apellido?' });

  await tab.reload();
  await tab.getByRole('heading', { level: 1, name: '¿Cómo te llamas?' }).waitFor();
  expect(await tab.url()).toBe(`${tab.origin}${BASE_PATH}/name`);
  await expectValue(firstName, 'Lucía');
  await expectValue(lastName, 'García');
});
