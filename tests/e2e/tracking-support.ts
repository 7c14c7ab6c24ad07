import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { type BrowserContext, type Page, type Route } from '@playwright/test';
import { expect, readIndexedDb, test, withRuntimeConfig } from './fixtures';
import { expectNoAxeViolations } from './journey-outcome-helpers';

/**
 * Support for the tracking journeys (not a spec): the runtime configuration names every tag, and the
 * vendors' script URLs are answered by tiny local stand-ins that hand every call to the test
 * (page.exposeFunction survives reloads, so calls are counted across them) and send what the real
 * scripts send, as they document it, to the vendors' hosts (refused by the test, and seen there):
 * - Meta (fbevents.js): each track, and a PageView on every history change once a pixel is
 *   initialised, unless `fbq('consent', 'revoke')` (until 'grant');
 * - TikTok (events.js): each track and page, unless `ttq.revokeConsent()` (held by `holdConsent()`,
 *   released by `grantConsent()`);
 * - Google (gtag.js): each config and event while Consent Mode grants ad_storage;
 * - LogRocket (its recorder): at init, identify and every history change, until `uninstall()`.
 */
export const TRACKING = {
  metaPixelId: '123456789012345',
  tikTokPixelId: 'C4ABCDEFGHIJKLMNOPQR',
  googleAdsSendTo: 'AW-123456789/lead-label',
};

/**
 * posthog-js drops events from what looks like a bot (a headless user agent or brand,
 * navigator.webdriver): the file's pages browse as an ordinary Chrome.
 */
export function browseAsOrdinaryChrome() {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' });
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    });
  });
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type VendorCall = { vendor: 'meta' | 'tiktok' | 'google' | 'replay'; args: unknown[] };

const PRELUDE = `
function rec(vendor, args) { window.__vendorCall(vendor, JSON.parse(JSON.stringify(args))); }
function beacon(url, params) { var q = new URLSearchParams(params); q.set('dl', location.href); new Image().src = url + '?' + q.toString(); }
function onPageChange(callback) {
  ['pushState', 'replaceState'].forEach(function (method) {
    var original = history[method];
    history[method] = function () { var before = location.href; var result = original.apply(this, arguments); if (location.href !== before) callback(); return result; };
  });
  addEventListener('popstate', callback);
}`;
const STAND_INS: Record<string, string> = {
  // fbevents.js takes the stub's queue over and becomes callMethod.
  meta: `${PRELUDE} (function () {
    var f = window.fbq, revoked = false, pixels = [];
    function send(ev, extra) { if (revoked) return; pixels.forEach(function (id) { beacon('https://www.facebook.com/tr/', Object.assign({ id: id, ev: ev }, extra)); }); }
    f.callMethod = function () {
      var a = Array.from(arguments); rec('meta', a);
      if (a[0] === 'consent') revoked = a[1] === 'revoke';
      else if (a[0] === 'init' && pixels.indexOf(a[1]) < 0) pixels.push(a[1]);
      else if (a[0] === 'track') send(a[1], a[3] && a[3].eventID ? { eid: a[3].eventID } : {});
    };
    f.queue.splice(0).forEach(function (a) { f.callMethod.apply(null, Array.from(a)); });
    onPageChange(function () { send('PageView', {}); });
  })();`,
  // events.js drains the ttq array, then answers the methods itself.
  tiktok: `${PRELUDE} (function () {
    var t = window.ttq, consent = 'granted', held = [];
    function send(a) {
      if (a[0] !== 'track' && a[0] !== 'page') return;
      if (consent === 'held') return held.push(a);
      if (consent === 'granted') beacon('https://analytics.tiktok.com/api/v2/pixel', { event: a[0] === 'page' ? 'Pageview' : a[1] });
    }
    function call(a) {
      rec('tiktok', a);
      if (a[0] === 'revokeConsent') { consent = 'revoked'; held = []; }
      else if (a[0] === 'holdConsent') consent = 'held';
      else if (a[0] === 'grantConsent') { consent = 'granted'; held.splice(0).forEach(send); }
      else send(a);
    }
    var queued = t.splice(0);
    ['track', 'identify', 'page', 'holdConsent', 'revokeConsent', 'grantConsent'].forEach(function (m) { t[m] = function () { call([m].concat(Array.from(arguments))); }; });
    queued.forEach(function (a) { call(Array.from(a)); });
  })();`,
  // gtag.js reads dataLayer (Arguments objects from gtag()) and then watches its push.
  google: `${PRELUDE} (function () {
    var d = window.dataLayer, adStorage = 'denied';
    function handle(x) {
      var a = x && typeof x.length === 'number' && !Array.isArray(x) ? Array.from(x) : [x];
      rec('google', a);
      if (a[0] === 'consent' && a[2] && a[2].ad_storage) adStorage = a[2].ad_storage;
      else if ((a[0] === 'config' || a[0] === 'event') && adStorage === 'granted') beacon('https://www.google.com/pagead/1p-conversion/', { command: a[0], name: String(a[1]) });
    }
    d.forEach(handle);
    d.push = function (x) { handle(x); return Array.prototype.push.call(d, x); };
  })();`,
  // LogRocket's recorder: the npm SDK makes one with new _LRLogger() and hands it init, identify, events.
  replay: `${PRELUDE} rec('replay', ['loaded']);
  window._LRLogger = function () {
    var recording = false, server = (window.__SDKCONFIG__ && window.__SDKCONFIG__.serverURL) || 'https://r.logr-in.com/i';
    function send(kind) { if (recording) beacon(server, { kind: kind }); }
    this.init = function (appId) { rec('replay', ['init', appId]); recording = true; send('init'); };
    this.identify = function () { send('identify'); };
    this.uninstall = function () { rec('replay', ['uninstall']); recording = false; };
    this.addEvent = this.start = this.track = this.startNewSession = this.trackScrollEvent = function () {};
    this.getSessionURL = function (callback) { callback(null); };
    onPageChange(function () { send('page'); });
  };`,
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
  await expectNoAxeViolations(page, 'dialog.consent');
}

type Ledger = { recorded: string[]; events: Array<{ key: string; eventId: string; outcomes: Record<string, string> }> };
export const readLedger = async (page: Page) => ((await readIndexedDb(page, 'trackingLedger')) ?? { recorded: [], events: [] }) as Ledger;

/** Calls of one vendor whose first argument (the method) is `method`. */
export const callsOf = (log: VendorLog, vendor: VendorCall['vendor'], method: string) => log.calls.filter((call) => call.vendor === vendor && call.args[0] === method);

export type SentRequest = { page: Page | null; url: string; body: string };

/**
 * Every request the context's pages make to a third party (any host but the app's own) or to the
 * analytics host (the local collector under /api/collector), in order, with its body (analytics'
 * gzip unpacked): what left the browser for a vendor, script loads included.
 */
export function watchTrackingRequests(context: BrowserContext): SentRequest[] {
  const sent: SentRequest[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname === 'localhost' && !url.pathname.startsWith('/api/collector')) return;
    const bytes = request.postDataBuffer();
    let body: string;
    try {
      body = bytes ? (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString('utf8') : '';
    } catch {
      body = bytes?.toString('utf8') ?? '';
    }
    let page: Page | null = null;
    try {
      page = request.frame().page();
    } catch {
      // A request of no page (none is expected: service workers are blocked in these tests).
    }
    sent.push({ page, url: request.url(), body });
  });
  return sent;
}

/** Where a watched request went: the vendor's host, or 'analytics' for the collector. */
export const destination = (request: SentRequest) => {
  const url = new URL(request.url);
  return url.hostname === 'localhost' ? 'analytics' : url.hostname;
};

/** Where the focused element stands against the banner: in it, or how much of it is outside it and on screen. */
const focusedAgainstBanner = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    const banner = document.querySelector('dialog.consent')!;
    if (!focused || focused === document.body) return { name: 'body', inBanner: false, visible: true };
    const name = `${focused.tagName} ${focused.getAttribute('name') ?? focused.id ?? ''} ${focused.textContent?.slice(0, 30) ?? ''}`;
    if (banner.contains(focused)) return { name, inBanner: true, visible: true };
    const box = focused.getBoundingClientRect();
    // A native checkbox is drawn as its label's box is: the label counts as the control.
    const label = focused.closest('label') ?? (focused.id ? document.querySelector(`label[for="${focused.id}"]`) : null);
    const boxes = [box, ...(label ? [label.getBoundingClientRect()] : [])];
    const bannerTop = banner.getBoundingClientRect().top;
    const visible = boxes.some((rect) => rect.bottom > 0 && rect.top < Math.min(bannerTop, window.innerHeight) && rect.height > 0);
    return { name, inBanner: false, visible };
  });

/**
 * A keyboard-only walk of the step on screen with the consent banner open (WCAG 2.2 SC 2.4.11): from
 * the top, Tab until the focus reaches the banner, past the step's Continue, and every control focused
 * on the way is at least partly on screen above the banner.
 */
export async function expectTabNeverBehindBanner(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  const seen: string[] = [];
  for (let press = 0; press < 60; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedAgainstBanner(page);
    expect(focused.visible, `${page.url()}: ${focused.name} is behind the banner`).toBe(true);
    seen.push(focused.name);
    if (focused.inBanner) break;
  }
  expect(seen.some((name) => /Continuar|Enviar mi solicitud/.test(name)), `${page.url()}: the walk passed Continue`).toBe(true);
  expect(seen.at(-1), `${page.url()}: the walk reached the banner`).toMatch(/Aceptar todo|Política/);
}
