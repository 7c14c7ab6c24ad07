import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route } from '@playwright/test';
import { readIndexedDb, withRuntimeConfig } from './fixtures';

/**
 * Support for the tracking journeys (not a spec): the runtime configuration names every tag, and the
 * vendors' script URLs are answered by tiny local stand-ins that hand every call to the test
 * (page.exposeFunction survives reloads, so calls are counted across them).
 */
export const TRACKING = {
  metaPixelId: '123456789012345',
  tikTokPixelId: 'C4ABCDEFGHIJKLMNOPQR',
  googleAdsSendTo: 'AW-123456789/lead-label',
};

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type VendorCall = { vendor: 'meta' | 'tiktok' | 'google' | 'replay'; args: unknown[] };

const RECORD = `function rec(vendor, args) { window.__vendorCall(vendor, JSON.parse(JSON.stringify(args))); }`;
const STAND_INS: Record<string, string> = {
  // fbevents.js takes the stub's queue over and becomes callMethod.
  meta: `${RECORD} (function () { var f = window.fbq; f.callMethod = function () { rec('meta', Array.from(arguments)); }; f.queue.splice(0).forEach(function (a) { rec('meta', Array.from(a)); }); })();`,
  // events.js drains the ttq array, then answers the methods itself.
  tiktok: `${RECORD} (function () { var t = window.ttq; t.splice(0).forEach(function (a) { rec('tiktok', a); }); ['track', 'identify', 'page'].forEach(function (m) { t[m] = function () { rec('tiktok', [m].concat(Array.from(arguments))); }; }); })();`,
  // gtag.js reads dataLayer (Arguments objects from gtag()) and then watches its push.
  google: `${RECORD} (function () { var d = window.dataLayer; var out = function (x) { rec('google', x && typeof x.length === 'number' && !Array.isArray(x) ? Array.from(x) : [x]); }; d.forEach(out); d.push = function (x) { out(x); return Array.prototype.push.call(d, x); }; })();`,
  replay: `${RECORD} rec('replay', ['loaded']);`,
};

export type VendorLog = { calls: VendorCall[]; scripts: string[]; thirdParty: string[] };

/** Answers the vendors' script URLs with the stand-ins, and refuses every other third-party request. */
export async function standInVendors(page: Page): Promise<VendorLog> {
  const log: VendorLog = { calls: [], scripts: [], thirdParty: [] };
  await page.exposeFunction('__vendorCall', (vendor: VendorCall['vendor'], args: unknown[]) => {
    log.calls.push({ vendor, args });
  });
  const serve = (vendor: string) => async (route: Route) => {
    log.scripts.push(vendor);
    await route.fulfill({ contentType: 'text/javascript', body: STAND_INS[vendor] ?? '' });
  };
  await page.route(/^https?:\/\/(?!localhost)/, async (route) => {
    log.thirdParty.push(route.request().url());
    await route.abort();
  });
  await page.route('https://connect.facebook.net/**', serve('meta'));
  await page.route('https://analytics.tiktok.com/**', serve('tiktok'));
  await page.route('https://www.googletagmanager.com/**', serve('google'));
  await page.route(/\/logger(-1)?\.min\.js/, serve('replay'));
  return log;
}

export async function withTracking(page: Page, tracking: Record<string, unknown> = TRACKING, extra: Record<string, unknown> = {}) {
  await withRuntimeConfig(page, (config) => ({ ...config, ...extra, tracking: { ...(config.tracking as object), ...tracking } }));
}

export const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Tus opciones de privacidad' });

export async function expectDialogAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('dialog.consent').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

type Ledger = { recorded: string[]; events: Array<{ key: string; eventId: string; outcomes: Record<string, string> }> };
export const readLedger = async (page: Page) => ((await readIndexedDb(page, 'trackingLedger')) ?? { recorded: [], events: [] }) as Ledger;

/** Calls of one vendor whose first argument (the method) is `method`. */
export const callsOf = (log: VendorLog, vendor: VendorCall['vendor'], method: string) => log.calls.filter((call) => call.vendor === vendor && call.args[0] === method);
