import {
  ANALYTICS_COOKIE_EXPIRY_DAYS,
  ANALYTICS_FLAG_REQUEST_TIMEOUT_MS,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_SESSION_IDLE_TIMEOUT_S,
  ANALYTICS_SURVEY_TIMEOUT_MS,
} from '../../domain/constants';
import { capEventValues } from '../../domain/tracking/analytics-limits';
import type { AnalyticsProperties } from '../../domain/tracking/landing-params';
import type { Logger } from '../../domain/logger';
import { safeAttribution, scrubUrls } from '../../domain/tracking/attribution';
import { canonicalEmail } from '../../domain/validation/validation-text';

export type AnalyticsIds = { distinctId: string; sessionId: string };

/** Running analytics: its ids, and the documented opt-out and opt-in. */
export type RunningAnalytics = { ids: AnalyticsIds; stop(): void; resume(): void };

/**
 * Analytics with posthog-js (SPEC §7, §9), imported only once analytics is configured and consented,
 * so it is never in the initial JS. Identified by the application's session id, autocapture off;
 * the attribution properties registered (cleaned: no e-mail or phone number leaves as it is, values
 * capped). The 24 h session, the 60 s request timeout and the 10 retries backing off from 3 s to
 * 30 min are posthog-js's own behaviour, which SPEC §9 matches; SPEC §9's event buffer of 1000 has no
 * posthog-js option (its queue is flushed every 3 s), and the events of ours that wait are held in the
 * tracking ledger, bounded there (domain/tracking/funnel-moments.ts). A withdrawal opts out
 * (`opt_out_capturing`, which posthog keeps across reloads: a later consent opts in again), and
 * nothing captured while consent is withdrawn leaves (`allowed`, checked before the start and each send).
 */
export async function startAnalytics(input: {
  key: string;
  host: string;
  sessionId: string;
  attribution: AnalyticsProperties;
  contact: { email?: string; phoneNumber?: string };
  allowed: () => boolean;
  inMemory?: boolean;
  logger: Logger;
}): Promise<RunningAnalytics | null> {
  try {
    const { default: posthog } = await import('posthog-js');
    if (!input.allowed()) return null;
    posthog.init(input.key, {
      api_host: input.host,
      autocapture: false,
      capture_pageview: false,
      capture_pageleave: false,
      disable_session_recording: true,
      disable_surveys: true,
      advanced_disable_flags: true,
      persistence: input.inMemory ? 'memory' : 'localStorage',
      request_queue_config: { flush_interval_ms: ANALYTICS_FLUSH_INTERVAL_MS },
      session_idle_timeout_seconds: ANALYTICS_SESSION_IDLE_TIMEOUT_S,
      cookie_expiration: ANALYTICS_COOKIE_EXPIRY_DAYS,
      feature_flag_request_timeout_ms: ANALYTICS_FLAG_REQUEST_TIMEOUT_MS,
      surveys_request_timeout_ms: ANALYTICS_SURVEY_TIMEOUT_MS,
      // The landing URL and the utm_* values posthog reads from it may carry an e-mail or a phone
      // number: removed from everything but the matching contact's own, set on purpose after consent.
      // Then SPEC §9's 1024-character cap on each value, here and not by posthog's
      // properties_string_max_length, which cuts before before_send: a URL cut in the middle of an
      // e-mail address would no longer be recognised as one.
      before_send: (event) => {
        if (!event || !input.allowed()) return null;
        const { email, phoneNumber, ...set } = event.$set ?? {};
        const contact = { ...(email === undefined ? {} : { email }), ...(phoneNumber === undefined ? {} : { phoneNumber }) };
        return {
          ...event,
          properties: capEventValues(scrubUrls(event.properties)),
          ...(event.$set ? { $set: capEventValues({ ...scrubUrls(set), ...contact }) } : {}),
          ...(event.$set_once ? { $set_once: capEventValues(scrubUrls(event.$set_once)) } : {}),
        };
      },
    });
    // Opted out at an earlier withdrawal (posthog remembers it): this start is a new consent.
    if (posthog.has_opted_out_capturing()) posthog.opt_in_capturing({ captureEventName: false });
    posthog.register(safeAttribution(input.attribution));
    // SPEC §3 "analytics matching contact": e-mail, phone and session id, sent only now that analytics is consented.
    const person: Record<string, string> = {};
    if (input.contact.email) person.email = canonicalEmail(input.contact.email);
    if (input.contact.phoneNumber) person.phoneNumber = input.contact.phoneNumber;
    posthog.identify(input.sessionId, person);
    return {
      ids: { distinctId: posthog.get_distinct_id(), sessionId: posthog.get_session_id() },
      stop: () => posthog.opt_out_capturing(),
      resume: () => posthog.opt_in_capturing({ captureEventName: false }),
    };
  } catch (error) {
    input.logger.warn('Analytics did not start', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}
