import { BASE_PATH, expect, test } from './fixtures';
import { LANDING, fillInitialDetails } from './journey-form-helpers';

test('offline at initial-details: the answers are kept and sent when back online, then the applicant goes on', async ({ page, context }) => {
  await page.goto(LANDING);
  await fillInitialDetails(page, `accepted+${Date.now()}@example.com`);
  // The e-mail check is answered before going offline: only the lead's creation waits for the network.
  await page.getByRole('textbox', { name: '¿Cuál es tu correo electrónico?' }).blur();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // One status line speaks for every waiting submission (the layout's), not one per screen.
  await expect(page.getByRole('status').filter({ hasText: 'Estás sin conexión' })).toContainText('se enviará cuando vuelvas a tener conexión');
  await expect(page.getByRole('status').filter({ hasText: 'No tienes conexión' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/initial-details/);

  await context.setOffline(false);
  await expect(page).toHaveURL(`${BASE_PATH}/loan-purpose`);
});
