import { googleConsentState, GOOGLE_CONSENT_DEFAULT, type ConsentMode, type ConsentRecord } from '../../domain/tracking/tracking-consent';
import { googleConversion, pixelEventName, TRACKING_LOG } from '../../domain/tracking/funnel-events';
import type { AdPlatform, HashedContact } from '../../domain/tracking/hashing';
import type { Logger } from '../../domain/logger';
import type { RecordedEvent } from '../../domain/tracking/funnel-moments';
import type { TrackingSettings } from '../../domain/tracking/tracking-config';
import { loadScript } from './load-script';

/**
 * The vendors' standard globals (fbq, ttq, gtag/dataLayer), set up as their own snippets do: a
 * queue first, then the script, which takes the queue over. The scripts come from the vendor's URL
 * unless the configuration names a first-party one (a proxy).
 */
type Call = (...args: unknown[]) => void;
type Fbq = Call & { callMethod?: Call; queue: unknown[][]; push: Call; loaded: boolean; version: string };
type Ttq = unknown[] & Record<string, unknown> & { track: Call; identify: Call; grantConsent: Call; revokeConsent: Call };
type VendorWindow = Window & { fbq?: Fbq; _fbq?: Fbq; ttq?: Ttq; TiktokAnalyticsObject?: string; dataLayer?: unknown[]; gtag?: Call };

const vendorWindow = () => window as VendorWindow;

export const VENDOR_SCRIPTS = {
  meta: 'https://connect.facebook.net/en_US/fbevents.js',
  tiktok: 'https://analytics.tiktok.com/i18n/pixel/events.js',
  gtag: 'https://www.googletagmanager.com/gtag/js',
  gtm: 'https://www.googletagmanager.com/gtm.js',
  recaptcha: 'https://www.google.com/recaptcha/api.js',
} as const;

type Grecaptcha = { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };

/** reCAPTCHA v3: the script once, then a token per lead create (the caller bounds the wait). */
export function recaptchaTokenSource(siteKey: string, scriptUrl: string | undefined, logger: Logger): () => Promise<string | undefined> {
  const loaded = loadScript(withQuery(scriptUrl ?? VENDOR_SCRIPTS.recaptcha, { render: siteKey }), 'recaptcha', logger);
  return async () => {
    if (!(await loaded)) return undefined;
    const grecaptcha = (window as Window & { grecaptcha?: Grecaptcha }).grecaptcha;
    if (!grecaptcha) return undefined;
    return new Promise<string | undefined>((resolve) => {
      grecaptcha.ready(() => {
        grecaptcha.execute(siteKey, { action: 'lead_create' }).then(resolve, () => resolve(undefined));
      });
    });
  };
}

const withQuery = (base: string, query: Record<string, string>) => `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;

function fbq(): Fbq {
  const w = vendorWindow();
  if (!w.fbq) {
    const stub = function (...args: unknown[]) {
      if (stub.callMethod) stub.callMethod(...args);
      else stub.queue.push(args);
    } as Fbq;
    stub.push = stub;
    stub.loaded = true;
    stub.version = '2.0';
    stub.queue = [];
    w.fbq = stub;
    w._fbq = stub;
  }
  return w.fbq;
}

const TTQ_METHODS = ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group', 'enableCookie', 'disableCookie', 'holdConsent', 'revokeConsent', 'grantConsent'];

function ttq(pixelId: string, src: string): Ttq {
  const w = vendorWindow();
  if (!w.ttq) {
    w.TiktokAnalyticsObject = 'ttq';
    const queue = [] as unknown as Ttq;
    for (const method of TTQ_METHODS) queue[method] = (...args: unknown[]) => queue.push([method, ...args]);
    queue._i = { [pixelId]: Object.assign([], { _u: src }) };
    queue._t = { [pixelId]: Date.now() };
    queue._o = { [pixelId]: {} };
    w.ttq = queue;
  }
  return w.ttq;
}

function gtag(): Call {
  const w = vendorWindow();
  w.dataLayer ??= [];
  if (!w.gtag) {
    // gtag.js reads the Arguments objects themselves from dataLayer, as its own snippet pushes them.
    w.gtag = function () {
      // eslint-disable-next-line prefer-rest-params -- gtag.js expects the Arguments object, not an array
      w.dataLayer?.push(arguments);
    };
  }
  return w.gtag;
}

/** Consent Mode v2: denied by default, before any Google tag; nothing is fetched by this. */
export function setGoogleConsentDefault(): void {
  gtag()('consent', 'default', { ...GOOGLE_CONSENT_DEFAULT, wait_for_update: 500 });
}

export function updateGoogleConsent(record: ConsentRecord | null, mode: ConsentMode): void {
  gtag()('consent', 'update', googleConsentState(record, mode));
}

/**
 * Marketing withdrawn (or given again), told to each ad tag set up on this page in its
 * documented way: Meta's `fbq('consent', 'revoke' | 'grant')` and TikTok's `ttq.revokeConsent()` /
 * `grantConsent()`, which also stop the sends the tags make by themselves (Meta's PageView on every
 * history change). A tag whose script is still loading gets the call in its queue, in order. Google
 * hears it through Consent Mode (updateGoogleConsent).
 */
export function tellAdTagsConsent(granted: boolean): void {
  const w = vendorWindow();
  w.fbq?.('consent', granted ? 'grant' : 'revoke');
  // Called as methods: the loaded pixel's own functions read `this`.
  if (granted) w.ttq?.grantConsent();
  else w.ttq?.revokeConsent();
}

/** Loads each configured tag once (consent for marketing is the caller's check); answers, per platform, whether its script arrived. */
export function loadTags(settings: TrackingSettings, logger: Logger): Partial<Record<AdPlatform, Promise<boolean>>> {
  const urls = settings.scriptUrls ?? {};
  const loading: Partial<Record<AdPlatform, Promise<boolean>>> = {};
  if (settings.metaPixelId) {
    fbq();
    loading.meta = loadScript(urls.meta ?? VENDOR_SCRIPTS.meta, 'meta', logger);
  }
  if (settings.tikTokPixelId) {
    const src = urls.tiktok ?? VENDOR_SCRIPTS.tiktok;
    ttq(settings.tikTokPixelId, src);
    loading.tiktok = loadScript(withQuery(src, { sdkid: settings.tikTokPixelId, lib: 'ttq' }), 'tiktok', logger);
  }
  const google: Promise<boolean>[] = [];
  if (settings.googleAdsId) {
    const send = gtag();
    google.push(loadScript(withQuery(urls.gtag ?? VENDOR_SCRIPTS.gtag, { id: settings.googleAdsId }), 'google', logger));
    if (!googleConfigured) {
      googleConfigured = true;
      send('js', new Date());
      send('config', settings.googleAdsId, { allow_enhanced_conversions: true });
    }
  }
  if (settings.gtmId) {
    gtag();
    if (!gtmStarted) {
      gtmStarted = true;
      vendorWindow().dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    }
    google.push(loadScript(withQuery(urls.gtm ?? VENDOR_SCRIPTS.gtm, { id: settings.gtmId }), 'gtm', logger));
  }
  if (google.length > 0) loading.google = Promise.all(google).then((results) => results.some(Boolean));
  return loading;
}

let googleConfigured = false;
let gtmStarted = false;

const defined = (entries: Record<string, string | undefined>) => Object.fromEntries(Object.entries(entries).filter(([, value]) => value));

/** Sends one recorded event to one platform; false when it could not be handed over. */
export function sendToPlatform(platform: AdPlatform, event: RecordedEvent, settings: TrackingSettings, logger: Logger): boolean {
  const matching: HashedContact = event.matching[platform] ?? {};
  try {
    if (platform === 'meta' && settings.metaPixelId) {
      const name = pixelEventName('meta', event.event, logger);
      if (!name) return false;
      // Advanced matching with values hashed here (Meta accepts SHA-256 hex for em, ph, external_id).
      fbq()('init', settings.metaPixelId, defined({ em: matching.email, ph: matching.phone, external_id: matching.externalId }));
      fbq()('track', name, {}, { eventID: event.eventId });
      return true;
    }
    if (platform === 'tiktok' && settings.tikTokPixelId) {
      const name = pixelEventName('tiktok', event.event, logger);
      if (!name) return false;
      const queue = ttq(settings.tikTokPixelId, settings.scriptUrls?.tiktok ?? VENDOR_SCRIPTS.tiktok);
      queue.identify(defined({ email: matching.email, phone_number: matching.phone, external_id: matching.externalId }));
      queue.track(name, {}, { event_id: event.eventId });
      return true;
    }
    if (platform === 'google' && (settings.googleAdsId || settings.gtmId)) {
      const conversion = googleConversion({ sendTo: settings.googleAdsSendTo, transactionId: event.eventId }, logger);
      if (!conversion) return false;
      const send = gtag();
      send('set', 'user_data', defined({ sha256_email_address: matching.email, sha256_phone_number: matching.phone }));
      send('event', conversion.event, { ...conversion.params, funnel_event: event.event });
      return true;
    }
    if (platform === 'google') logger.warn(TRACKING_LOG.dataLayerUnavailable);
    return false;
  } catch (error) {
    logger.warn(TRACKING_LOG.pixelEventFailed, { platform, event: event.event, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
