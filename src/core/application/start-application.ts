import { v4 as uuidv4 } from 'uuid';
import type { RuntimeConfig } from '../../config/runtime-config';
import type { BrandRecord } from '../../config/brands';
import type { KeyValueStore } from '../../storage';
import type { Logger } from '../../domain/logger';
import { parseLandingParams, type AnalyticsProperties, type LandingParams } from '../../domain/tracking/landing-params';
import { resolveSession, clearSession, type StoredSession } from '../../domain/tracking/session';
import { resolveAffiliateReference, applyAffiliateDecision } from '../../domain/tracking/affiliate-reference';
import { resolveAdClick } from '../../domain/tracking/ad-click';
import { clearStaleData } from '../../domain/journey/stale-data';
import { buildDeviceData, type DeviceInputs } from '../../domain/tracking/device-data';
import { buildTrackingIds } from '../../domain/tracking/tracking-ids';
import { leadSourceOf } from '../../domain/tracking/attribution';
import { createApplicationState, cleanApplicationData, type ApplicationState } from '../../domain/journey/application-record';
import { mergeLead } from '../../domain/lead/lead';
import { forgetPersonalData, isUnsubscribeLanding, personalDataEnd } from '../../domain/lead/personal-data';
import { forgetStoredAnswers } from './forget-personal-data';
import type { LeadUpdate, StoredGoogleClick } from '../../domain/lead/lead-types';

export type LandingInputs = {
  url: URL;
  cookies: string;
  now: Date;
  device: DeviceInputs;
  newId?: () => string;
};

export type StartedApplication = {
  application: ApplicationState;
  analytics: AnalyticsProperties;
  /** An amount or period the landing link asked for that the brand does not lend (the page says what was set). */
  adjusted: LandingParams['adjusted'];
  /** The address an unsubscribe link names: for its form only, never the application's. */
  unsubscribeEmail?: string;
};

const cookie = (cookies: string, name: string) =>
  cookies.split(';').map((part) => part.trim().split('=')).find(([key]) => key === name)?.[1];

/**
 * What happens on every landing (SPEC §2, §4, §5): the landing parameters are read, the affiliate
 * reference, session, ad click and stale-data rules are applied to what storage holds, and the
 * result is written back. The rules are the domain's; this only reads, orders and writes.
 */
export async function startApplication(
  inputs: LandingInputs,
  deps: { storage: KeyValueStore; config: RuntimeConfig; brand: BrandRecord; logger: Logger },
): Promise<StartedApplication> {
  const { storage, config, brand, logger } = deps;
  const { now } = inputs;
  const newId = inputs.newId ?? uuidv4;
  const limits = { amount: brand.amount, period: brand.period };
  const parsed = parseLandingParams(inputs.url.searchParams, limits, inputs.cookies);
  const unsubscribing = isUnsubscribeLanding(inputs.url.pathname);
  // An unsubscribe link's personal data is not this device's applicant's (isUnsubscribeLanding).
  const landing: LandingParams = unsubscribing
    ? { ...parsed, email: undefined, firstName: undefined, lastName: undefined, phoneNumber: undefined }
    : parsed;

  const [storedState, storedReference, storedClick, sessionId, sessionStartedAt, storedAnalytics] = await Promise.all([
    storage.get<ApplicationState>('state'),
    storage.get<unknown>('affiliateReference'),
    storage.get<StoredGoogleClick>('gclid'),
    storage.get<string>('sessionId'),
    storage.get<unknown>('sessionStartedAt'),
    storage.get<AnalyticsProperties>('analyticsProperties'),
  ]);
  let application = storedState ?? createApplicationState();
  const ended = personalDataEnd(application, { now, expirationMs: config.applicationExpirationMs, landingEmail: landing.email });
  if (ended) {
    application = forgetPersonalData(application, ended);
    await forgetStoredAnswers(storage, ended);
    logger.info('Personal data forgotten', { reason: ended });
  }

  const affiliate = resolveAffiliateReference({
    stored: storedReference,
    address: { refName: landing.refName, refSubId: landing.refSubId, refTransactionId: landing.refTransactionId },
    now,
    settings: { expiryHours: config.affiliateExpiryHours, staticName: config.affiliateStaticName },
    logger,
  });
  let storedSession: StoredSession | null = { sessionId, sessionStartedAt };
  await applyAffiliateDecision(
    affiliate,
    {
      saveReference: (reference) => (reference ? storage.set('affiliateReference', reference) : storage.remove('affiliateReference')),
      resetSession: async () => {
        storedSession = null;
        await Promise.all(clearSession().map((key) => storage.remove(key)));
      },
      resetApplicationData: async () => {
        // The reference's own parameters go too: a new one is written below, an expired one is gone.
        const { affiliateReferenceParams: _previous, ...kept } = cleanApplicationData(application.data);
        application = createApplicationState({ ...kept, tags: kept.tags });
      },
    },
    logger,
  );

  const session = resolveSession({ stored: storedSession, addressSessionId: landing.sessionId, now, newId });
  const click = resolveAdClick({ stored: storedClick, fromAddress: landing.adClick, now, expiryMs: config.adClickExpiryMs });
  const stale = clearStaleData(application.data, now, config.applicationExpirationMs);

  const update: LeadUpdate = {
    sessionId: session.sessionId,
    sessionStartedAt: session.sessionStartedAt,
    deviceData: buildDeviceData(inputs.device),
    ...buildTrackingIds({
      fbp: cookie(inputs.cookies, '_fbp'),
      fbc: landing.fbc,
      ttp: cookie(inputs.cookies, '_ttp'),
      ttclid: landing.ttclid,
      sellingTierGlobalId: landing.sellingTierGlobalId,
    }),
  };
  if (affiliate.reference) update.affiliateReferenceParams = affiliate.reference;
  // SPEC §3: where the applicant came from, from this landing or the one stored.
  const leadSource = leadSourceOf({ affiliateAttribute: affiliate.reference?.attribute, utmSource: landing.analytics.utm_source ?? storedAnalytics?.utm_source });
  if (leadSource) update.leadSource = leadSource;
  if (click) update.googleClick = click;
  if (landing.amount !== undefined) update.amount = landing.amount;
  if (landing.period !== undefined) update.period = landing.period;
  const personal = { firstName: landing.firstName, lastName: landing.lastName };
  const contact = { email: landing.email, phoneNumber: landing.phoneNumber };
  if (personal.firstName || personal.lastName) update.personalDetails = withoutUndefined(personal);
  if (contact.email || contact.phoneNumber) update.contactDetails = withoutUndefined(contact);

  let data = mergeLead(stale.lead, update);
  if (!click) delete data.googleClick;
  data = { ...data, amount: data.amount ?? brand.amount.default, period: data.period ?? brand.period.default, periodScale: brand.period.scale };
  application = { ...application, data, ...(stale.stale ? { id: undefined } : {}) };
  const analytics = { ...(storedAnalytics ?? {}), ...landing.analytics };

  await Promise.all([
    storage.set('state', application),
    storage.set('sessionId', session.sessionId),
    storage.set('sessionStartedAt', session.sessionStartedAt),
    session.newSessionFlag ? storage.set('newSessionFlag', true) : Promise.resolve(true),
    click ? storage.set('gclid', click) : storage.remove('gclid'),
    storage.set('analyticsProperties', analytics),
    landing.sellingTierGlobalId ? storage.set('sellingTierGlobalId', landing.sellingTierGlobalId) : Promise.resolve(true),
  ]);
  return { application, analytics, adjusted: landing.adjusted, ...(unsubscribing && parsed.email ? { unsubscribeEmail: parsed.email } : {}) };
}

function withoutUndefined<T extends Record<string, string | undefined>>(value: T): Record<string, string> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Record<string, string>;
}
