import type { RuntimeConfig } from '../../config/runtime-config';
import { consentAllows, consentDecided, consentTransition, NOTHING_RUNNING, type ConsentCategory, type ConsentRecord } from '../../domain/tracking/tracking-consent';
import { shouldBlockSessionRecording, TRACKING_LOG } from '../../domain/tracking/funnel-events';
import { dueDeliveries, markOutcome, settleLedger, type PlatformAvailability } from '../../domain/tracking/funnel-moments';
import type { AdPlatform } from '../../domain/tracking/hashing';
import type { AnalyticsProperties } from '../../domain/tracking/landing-params';
import { mergeLead } from '../../domain/lead/lead';
import type { Logger } from '../../domain/logger';
import { inReplaySample, usableTracking, type TrackingSettings } from '../../domain/tracking/tracking-config';
import type { KeyValueStore } from '../../storage';
import type { AppStores } from '../../core/application/use-stores';
import { withTabLock } from '../../core/submissions';
import { consentStore } from './consent-store';
import { createFunnelRecorder, readLedger, sendAffiliateEvent, TRACKING_LOCK } from './funnel-recorder';
import { loadTags, recaptchaTokenSource, sendToPlatform, setGoogleConsentDefault, tellAdTagsConsent, updateGoogleConsent } from './vendors';
import { setCaptchaTokenSource } from '../../core/flow/captcha-token';
import { startAnalytics } from './analytics';
import { startReplay } from './replay';
import { followConsent } from './follow-consent';
import type { Submitter } from '../../core/submissions';

export type TrackingDeps = {
  config: RuntimeConfig;
  storage: KeyValueStore;
  stores: AppStores;
  /** The submission queue (the affiliate events go through it). */
  submit: Submitter['submit'];
  logger: Logger;
  isOnline?: () => boolean;
  random?: () => number;
};

function configured(settings: TrackingSettings, platform: AdPlatform): boolean {
  if (platform === 'meta') return Boolean(settings.metaPixelId);
  if (platform === 'tiktok') return Boolean(settings.tikTokPixelId);
  return Boolean(settings.googleAdsSendTo && (settings.googleAdsId || settings.gtmId));
}

/**
 * The tracking layer, loaded after the first render (never in the initial JS): funnel moments are
 * recorded once, affiliate events queued, tags loaded and events delivered only when configured,
 * consented and online; analytics and replay started only when configured and consented.
 * A withdrawal, made here or in another tab, tells every running vendor in its documented way
 * and nothing of the withdrawn category is sent afterwards (also after a reload: nothing starts).
 */
export function startTracking(deps: TrackingDeps): () => void {
  const { config, storage, stores, logger } = deps;
  const isOnline = deps.isOnline ?? (() => navigator.onLine);
  const settings = usableTracking(config.tracking, logger);
  const mode = config.tracking.consentMode;
  const hasGoogle = Boolean(settings.googleAdsId || settings.gtmId);
  if (settings.googleAdsId && !settings.googleAdsSendTo) logger.warn(TRACKING_LOG.missingSendTo);
  const recorder = createFunnelRecorder({ storage, country: config.country });
  const ready: Record<AdPlatform, boolean> = { meta: false, google: false, tiktok: false };
  let consentLoaded = false;
  let tagsRequested = false;
  // What this page runs now; each choice is compared with it (domain/tracking/tracking-consent.ts consentTransition).
  let running = NOTHING_RUNNING;
  const allows = (category: ConsentCategory) => () => running[category];
  const replayDraw = (deps.random ?? Math.random)();

  const availability = (record: ConsentRecord | null): PlatformAvailability => {
    const of = (platform: AdPlatform) => {
      if (!configured(settings, platform)) return 'never' as const;
      if (!consentLoaded || !consentDecided(record, mode)) return 'wait' as const;
      if (!consentAllows(record, 'marketing', mode)) return 'never' as const;
      return ready[platform] && isOnline() ? ('ready' as const) : ('wait' as const);
    };
    return { meta: of('meta'), google: of('google'), tiktok: of('tiktok') };
  };

  let delivering: Promise<void> = Promise.resolve();
  const deliver = () => {
    delivering = delivering.then(() =>
      withTabLock(TRACKING_LOCK, async () => {
        const available = availability(consentStore.get());
        let ledger = await readLedger(storage);
        if (ledger.events.length === 0) return;
        // Recorded after the calls, not claimed before them: a page that goes between a call and this
        // write hands the moment over again on the next page, under the same event id, which each
        // platform counts once (Meta eventID, TikTok event_id, Google transaction_id). Claimed first, a
        // page that went before the call lost the conversion for good (seen in a fresh-clone run).
        for (const { event, platform } of dueDeliveries(ledger, available)) {
          ledger = markOutcome(ledger, event.key, platform, sendToPlatform(platform, event, settings, logger) ? 'sent' : 'skipped');
        }
        await storage.set('trackingLedger', settleLedger(ledger, available));
      }).catch((error: unknown) => logger.warn(TRACKING_LOG.pixelEventFailed, { error: error instanceof Error ? error.message : String(error) })),
    );
    return delivering;
  };

  const requestTags = () => {
    if (tagsRequested || !isOnline()) return;
    tagsRequested = true;
    for (const [platform, loaded] of Object.entries(loadTags(settings, logger)) as Array<[AdPlatform, Promise<boolean>]>) {
      void loaded.then((ok) => {
        ready[platform] = ok;
        if (!ok) tagsRequested = false;
        void deliver();
      });
    }
  };

  const contact = () => {
    const details = stores.application.getState().data.contactDetails ?? {};
    return {
      ...(typeof details.email === 'string' ? { email: details.email } : {}),
      ...(typeof details.phoneNumber === 'string' ? { phoneNumber: details.phoneNumber } : {}),
    };
  };
  const sessionId = () => stores.application.getState().data.sessionId ?? '';

  const analytics = followConsent(async () => {
    if (!settings.analyticsKey || !settings.analyticsHost || !sessionId()) return null;
    const attribution = await storage.get<AnalyticsProperties>('analyticsProperties');
    const started = await startAnalytics({
      key: settings.analyticsKey,
      host: settings.analyticsHost,
      sessionId: sessionId(),
      attribution: attribution ?? {},
      contact: contact(),
      allowed: allows('analytics'),
      // A frame whose storage the browser blocks: posthog keeps its ids in memory too.
      inMemory: storage.backend === 'memory',
      logger,
    });
    // SPEC §3 posthogParameters: the analytics ids travel with the lead's next write.
    if (started) stores.application.setState((state) => ({ ...state, data: mergeLead(state.data, { posthogParameters: started.ids }) }));
    return started;
  });

  const replay = followConsent(async () => {
    if (!settings.replayAppId || !sessionId()) return null;
    const attribution = await storage.get<AnalyticsProperties>('analyticsProperties');
    const blocked = shouldBlockSessionRecording(attribution?.utm_source, config.retargetingLogSources);
    void storage.set('logRocketBlocked', blocked);
    if (blocked || !inReplaySample(settings.replaySampling ?? 100, replayDraw)) return null;
    return startReplay({ appId: settings.replayAppId, sessionId: sessionId(), allowed: allows('sessionRecording'), logger });
  });

  const onConsent = (record: ConsentRecord | null) => {
    const change = consentTransition(running, record, mode);
    running = change.allowed;
    // Withdrawn first, each vendor in its own documented way, before anything else can send.
    if (change.withdrawn.includes('marketing')) tellAdTagsConsent(false);
    if (change.withdrawn.includes('analytics')) void analytics.withdraw();
    if (change.withdrawn.includes('sessionRecording')) void replay.withdraw();
    if (hasGoogle && consentDecided(record, mode)) updateGoogleConsent(record, mode);
    if (change.granted.includes('marketing')) tellAdTagsConsent(true);
    if (running.marketing) requestTags();
    if (change.granted.includes('analytics')) void analytics.grant();
    if (change.granted.includes('sessionRecording')) void replay.grant();
    void deliver();
  };

  const recordMoments = () => {
    const application = stores.application.getState();
    void recorder.record(application).then((fresh) => {
      for (const event of fresh) sendAffiliateEvent(deps.submit, application, event);
      if (fresh.length > 0) void deliver();
    });
  };

  // reCAPTCHA protects the lead create (a security measure, not one of the consent categories); its
  // absence or failure never blocks the create (core/flow/captcha-token.ts).
  if (settings.recaptchaSiteKey) setCaptchaTokenSource(recaptchaTokenSource(settings.recaptchaSiteKey, settings.scriptUrls?.recaptcha, logger));
  // Consent Mode v2: denied before anything Google can run; the choice updates it.
  if (hasGoogle) setGoogleConsentDefault();
  const stops = [
    consentStore.subscribe(onConsent),
    stores.application.subscribe(recordMoments),
  ];
  void consentStore.load(storage).then((record) => {
    consentLoaded = true;
    onConsent(record);
  });
  const onOnline = () => onConsent(consentStore.get());
  window.addEventListener('online', onOnline);
  recordMoments();
  return () => {
    stops.forEach((stop) => stop());
    window.removeEventListener('online', onOnline);
    setCaptchaTokenSource(null);
  };
}
