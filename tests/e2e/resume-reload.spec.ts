import { expect, storageKeysHolding, test, untilStored } from './fixtures';
import { LANDING, continueTo, fillInitialDetails } from './journey-form-helpers';

/**
 * A reload on a deep step brings back that step with its answers, every time, never the first
 * step with the answer missing. Each reload
 * here follows the moment the step is on screen, the race a hurried applicant runs.
 */
test('a reload on a deep step, ten times over, finds the step with its answers each time', async ({ page }) => {
  await page.goto(LANDING);
  await fillInitialDetails(page, 'resume.diez@example.com');
  await continueTo(page, '/loan-purpose');
  // Once the server has the contact step, the e-mail is kept in one place only (the
  // application's `state`): not also in the outbox, the persisted Query cache or a SPEC §3 copy.
  await expect.poll(() => storageKeysHolding(page, 'resume.diez@example.com')).toEqual(['state']);
  await page.getByRole('radio', { name: 'Gasto imprevisto' }).check();
  await continueTo(page, '/name');
  const firstName = page.getByRole('textbox', { name: '¿Cuál es tu nombre?' });
  const lastName = page.getByRole('textbox', { name: '¿Cuál es tu primer apellido?' });
  await firstName.fill('Lucía');
  await lastName.fill('García');
  // Reloaded once the answers are stored, as an applicant does: a reload aborts a write in flight.
  await untilStored(page, 'Lucía', 'García');

  for (let reload = 1; reload <= 10; reload += 1) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }), `reload ${reload}`).toHaveText('¿Cómo te llamas?');
    expect(new URL(page.url()).pathname, `reload ${reload}`).toMatch(/\/name$/);
    await expect(firstName, `reload ${reload}`).toHaveValue('Lucía');
    await expect(lastName, `reload ${reload}`).toHaveValue('García');
  }
});
