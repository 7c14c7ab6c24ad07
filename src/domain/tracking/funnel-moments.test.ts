import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_BUFFER_MAX } from '../constants';
import {
  dueDeliveries,
  earlierMatching,
  emptyLedger,
  funnelEventsFor,
  markOutcome,
  momentKey,
  parseLedger,
  recordEvent,
  settleLedger,
  type PlatformAvailability,
  type RecordedEvent,
} from './funnel-moments';

const event = (name: RecordedEvent['event'], leadId = 'L1', matching: RecordedEvent['matching'] = {}): RecordedEvent => ({
  key: momentKey(leadId, name),
  event: name,
  leadId,
  occurredAt: 1,
  eventId: `id-${name}`,
  matching,
  outcomes: {},
});
const all = (value: PlatformAvailability['meta']): PlatformAvailability => ({ meta: value, google: value, tiktok: value });

describe('funnel moments', () => {
  it('lead once created here, complete registration from checking on, rejected at 13', () => {
    expect(funnelEventsFor({ createdHere: true, state: 3 })).toEqual([]);
    expect(funnelEventsFor({ leadId: 'L1', createdHere: true, state: 3 })).toEqual(['lead']);
    expect(funnelEventsFor({ leadId: 'L1', createdHere: true, state: 6 })).toEqual(['lead', 'completeRegistration']);
    expect(funnelEventsFor({ leadId: 'L1', createdHere: true, state: 10 })).toEqual(['lead', 'completeRegistration']);
    expect(funnelEventsFor({ leadId: 'L1', createdHere: true, state: 13 })).toEqual(['lead', 'completeRegistration', 'rejected']);
    // A lead resumed from an e-mail link was counted where it was made.
    expect(funnelEventsFor({ leadId: 'L1', createdHere: false, state: 13 })).toEqual([]);
  });

  it('SPEC §9 event buffer: keeps at most ANALYTICS_EVENT_BUFFER_MAX waiting events, dropping the oldest', () => {
    const full = { ...emptyLedger(), events: Array.from({ length: ANALYTICS_EVENT_BUFFER_MAX }, (_, i) => event('lead', `old-${i}`)) };
    const ledger = recordEvent(full, event('lead', 'new'));
    expect(ledger.events).toHaveLength(ANALYTICS_EVENT_BUFFER_MAX);
    expect(ledger.events[0]?.leadId).toBe('old-1');
    expect(ledger.events.at(-1)?.leadId).toBe('new');
  });

  it('records a moment once, however often it is seen (reload, second tab)', () => {
    const once = recordEvent(emptyLedger(), event('lead'));
    const twice = recordEvent(once, { ...event('lead'), eventId: 'other' });
    expect(twice).toBe(once);
    expect(twice.events).toHaveLength(1);
    const stored = parseLedger(JSON.parse(JSON.stringify(twice)));
    expect(recordEvent(stored, event('lead')).events).toHaveLength(1);
  });

  it('sends each event to its platforms only (rejected to TikTok), and each pair once', () => {
    let ledger = recordEvent(recordEvent(emptyLedger(), event('lead')), event('rejected'));
    const due = dueDeliveries(ledger, all('ready')).map(({ event: e, platform }) => `${e.event}>${platform}`);
    expect(due).toEqual(['lead>meta', 'lead>google', 'lead>tiktok', 'rejected>tiktok']);
    ledger = markOutcome(ledger, momentKey('L1', 'lead'), 'meta', 'sent');
    expect(dueDeliveries(ledger, all('ready'))).toHaveLength(3);
  });

  it('keeps events while consent or the network is pending, skips what can never be sent, forgets what is done', () => {
    let ledger = recordEvent(emptyLedger(), event('lead'));
    expect(dueDeliveries(ledger, all('wait'))).toEqual([]);
    expect(settleLedger(ledger, all('wait')).events).toHaveLength(1);
    ledger = markOutcome(ledger, momentKey('L1', 'lead'), 'meta', 'sent');
    ledger = settleLedger(ledger, { meta: 'ready', google: 'never', tiktok: 'wait' });
    expect(ledger.events[0]?.outcomes).toEqual({ meta: 'sent', google: 'skipped' });
    ledger = settleLedger(markOutcome(ledger, momentKey('L1', 'lead'), 'tiktok', 'sent'), all('ready'));
    expect(ledger.events).toEqual([]);
    expect(ledger.recorded).toEqual(['L1:lead']);
  });

  it("keeps the latest lead's matching for its later events", () => {
    const matching = { meta: { email: 'e' } };
    const ledger = recordEvent(emptyLedger(), event('lead', 'L1', matching));
    expect(earlierMatching(settleLedger(ledger, all('never')), 'L1')).toEqual(matching);
    expect(earlierMatching(ledger, 'L2')).toBeUndefined();
  });
});
