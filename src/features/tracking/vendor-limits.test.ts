import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTURED_BODY_OMITTED } from '../../domain/tracking/analytics-limits';
import { CAPTURED_NETWORK_BODY_MAX_BYTES, LOG_VALUE_MAX_LENGTH } from '../../domain/constants';
import { createMemoryLogger } from '../../domain/logger';
import { startAnalytics } from './analytics';
import { startReplay } from './replay';

// What each vendor was configured with is what these tests read: the SPEC §9 limits are applied there.
const vendors = vi.hoisted(() => ({ posthogConfig: undefined as unknown, logRocketOptions: undefined as unknown }));

vi.mock('posthog-js', () => ({
  default: {
    init: (_key: string, config: unknown) => {
      vendors.posthogConfig = config;
    },
    has_opted_out_capturing: () => false,
    register: () => undefined,
    identify: () => undefined,
    get_distinct_id: () => 'distinct',
    get_session_id: () => 'session',
  },
}));

vi.mock('logrocket', () => ({
  default: {
    init: (_appId: string, options: unknown) => {
      vendors.logRocketOptions = options;
    },
    identify: () => undefined,
  },
}));

type BeforeSend = (event: Record<string, unknown>) => Record<string, Record<string, unknown>> | null;
type Sanitizer = (message: { body?: string }) => { body?: string };

beforeEach(() => {
  vendors.posthogConfig = undefined;
  vendors.logRocketOptions = undefined;
});

describe('SPEC §9 limits as the vendors are configured', () => {
  it('analytics: every event value is capped at LOG_VALUE_MAX_LENGTH characters, after contact data is scrubbed', async () => {
    await startAnalytics({ key: 'k', host: 'https://eu.i.posthog.com', sessionId: 's', attribution: {}, contact: {}, allowed: () => true, logger: createMemoryLogger() });
    const beforeSend = (vendors.posthogConfig as { before_send: BeforeSend }).before_send;
    const long = 'x'.repeat(LOG_VALUE_MAX_LENGTH * 2);
    const sent = beforeSend({ event: 'e', properties: { note: long }, $set: { note: long }, $set_once: { note: long } });
    expect(sent?.properties?.note).toHaveLength(LOG_VALUE_MAX_LENGTH);
    expect(sent?.$set?.note).toHaveLength(LOG_VALUE_MAX_LENGTH);
    expect(sent?.$set_once?.note).toHaveLength(LOG_VALUE_MAX_LENGTH);
  });

  it('session replay: a network body over CAPTURED_NETWORK_BODY_MAX_BYTES is replaced by a marker, a smaller one kept', async () => {
    await startReplay({ appId: 'org/app', sessionId: 's', allowed: () => true, logger: createMemoryLogger() });
    const network = (vendors.logRocketOptions as { network: { requestSanitizer: Sanitizer; responseSanitizer: Sanitizer } }).network;
    const over = 'a'.repeat(CAPTURED_NETWORK_BODY_MAX_BYTES + 1);
    expect(network.requestSanitizer({ body: over }).body).toBe(CAPTURED_BODY_OMITTED);
    expect(network.responseSanitizer({ body: over }).body).toBe(CAPTURED_BODY_OMITTED);
    expect(network.responseSanitizer({ body: '{"ok":true}' }).body).toBe('{"ok":true}');
  });
});
