import { test as base, expect, type Page, type Route } from '@playwright/test';

export const BASE_PATH = '/application-frontend';

/** Serves config.json with changes, as another deployment of the same build would. */
export async function withRuntimeConfig(page: Page, change: (config: Record<string, unknown>) => unknown) {
  await page.route(`**${BASE_PATH}/config.json`, async (route: Route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: change(config) });
  });
}

export const test = base;
export { expect };
