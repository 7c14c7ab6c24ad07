import { test as base, expect } from '@playwright/test';
import { BASE_PATH } from '../../src/domain/constants';
import { EnginePage } from './support/engine-page';
import { ENGINE_PORT, launchEngine, type Engine, type EngineName } from './support/engines';
import { EngineProxy } from './support/proxy';

export { expect, BASE_PATH };

/** The engine suite's lead-api server (playwright.engines.config.ts), behind every journey's proxy. */
export const UPSTREAM = `http://localhost:${ENGINE_PORT}`;

/** The phone every journey runs on (DESIGN.md's budgets are a phone's). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

type Leads = { leads: Array<{ lead: { contactDetails?: { email?: string } } }> };

/** Leads lead-api holds for one address (GET /api/__test/leads, lead-api/README.md). */
export async function leadsFor(email: string): Promise<number> {
  const answer = (await (await fetch(`${UPSTREAM}/api/__test/leads`)).json()) as Leads;
  return answer.leads.filter((entry) => entry.lead.contactDetails?.email === email).length;
}

/**
 * A journey in Firefox or WebKit (docs/testing.md, "Engines"): one browser per worker, kept across
 * its journeys; each journey on a site of its own (`site`, its proxy: support/proxy.ts), so none sees
 * another's storage, service worker or cache, and its page, `tab`. Every journey fails on an uncaught error or a CSP violation in any page
 * of the app, its frame included, as the Chromium suite's do.
 */
export const test = base.extend<{ site: EngineProxy; tab: EnginePage }, { engineName: EngineName; engine: Engine }>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, provide, workerInfo) => {
      const engine = await launchEngine(engineName, workerInfo.parallelIndex);
      await provide(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's fixtures from its first parameter; this one needs none.
  site: async ({}, provide) => {
    const proxy = new EngineProxy(UPSTREAM);
    await proxy.start();
    await provide(proxy);
    await proxy.stop();
    expect(proxy.reports, 'uncaught errors and Content-Security-Policy violations').toEqual([]);
  },
  tab: async ({ engine, site }, provide) => {
    const driverPage = await engine.open(PHONE_VIEWPORT, site.appOrigin);
    const page = new EnginePage(driverPage, site.appOrigin);
    await provide(page);
    await driverPage.close();
  },
});
