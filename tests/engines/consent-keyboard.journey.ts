import { readIndexedDbInPage } from '../e2e/fixtures';
import { LANDING, expectValue } from '../e2e/journey-form-helpers';
import { TRACKING } from '../e2e/tracking-support';
import { expect, test } from './fixtures';

/**
 * DESIGN.md §11 in each engine (EDPB guidelines 05/2020): the consent banner never takes the focus
 * from what the applicant types, Enter is the step's, and Escape leaves the choice undecided.
 */
test('the consent banner: typing stays in the step, Enter is the form\'s, Escape closes it undecided and the next page asks again', async ({ tab, site }) => {
  site.configChange = (config) => ({ ...config, tracking: { ...(config.tracking as object), ...TRACKING } });
  await tab.goto(LANDING);
  const dialog = tab.getByRole('dialog', { name: 'Tus opciones de privacidad' });
  const email = tab.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' });
  await email.pressSequentially('ana.');
  await dialog.waitFor();
  await email.pressSequentially('garcia@example.com');
  await expectValue(email, 'ana.garcia@example.com');
  expect(await email.isFocused()).toBe(true);
  expect(await dialog.getByRole('button').count()).toBe(3);

  await tab.press('Enter');
  await tab.getByRole('alert').first().waitFor();
  expect(await dialog.isVisible()).toBe(true);
  expect(await tab.evaluate(readIndexedDbInPage, 'consent')).toBeFalsy();

  await tab.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await tab.evaluate(() => document.activeElement === document.body)).toBe(false);
  expect(await tab.evaluate(readIndexedDbInPage, 'consent')).toBeFalsy();
  expect(await tab.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');

  await tab.reload();
  await dialog.waitFor();
});
