import { capEventBuffer } from './analytics-limits';
import { STATE, isSentForChecking } from '../journey/state-table';
import type { FunnelEvent } from './funnel-events';
import { platformsForEvent } from './funnel-events';
import type { AdPlatform, HashedContact } from './hashing';

/**
 * When the funnel events of SPEC §4 happen, and the once-only bookkeeping that keeps each one from
 * being sent twice (not after a reload, not from a second tab: the ledger is stored and changed
 * under a tab lock). Pure: the caller passes the application's facts, the time and the ids.
 */

export type FunnelFacts = {
  leadId?: string;
  /** This browser made the lead (it reserved the create): a lead resumed from an e-mail link was counted where it was made. */
  createdHere: boolean;
  state: number;
};

/** The events that the application's facts call for now, in funnel order; the caller drops those already recorded. */
export function funnelEventsFor(facts: FunnelFacts): FunnelEvent[] {
  if (!facts.leadId || !facts.createdHere) return [];
  const events: FunnelEvent[] = ['lead'];
  if (isSentForChecking(facts.state)) events.push('completeRegistration');
  if (facts.state === STATE.rejected) events.push('rejected');
  return events;
}

export const momentKey = (leadId: string, event: FunnelEvent) => `${leadId}:${event}`;

export type PlatformOutcome = 'sent' | 'skipped';

export type RecordedEvent = {
  key: string;
  event: FunnelEvent;
  leadId: string;
  /** Epoch ms (a number, so that storage does not revive it as a Date). */
  occurredAt: number;
  /** SPEC §4: the hash of a timestamp plus a uuid, the same for every platform and the server. */
  eventId: string;
  /** Advanced matching per platform, hashed when the event happened (the answers may be forgotten later). */
  matching: Partial<Record<AdPlatform, HashedContact>>;
  /** Per platform: sent, or skipped (not configured, or consent refused). Absent: still waiting. */
  outcomes: Partial<Record<AdPlatform, PlatformOutcome>>;
};

export type TrackingLedger = {
  /** Every moment ever recorded here, so that none is recorded twice. */
  recorded: string[];
  /** Recorded events with a platform still waiting (consent undecided, offline). */
  events: RecordedEvent[];
  /** The latest lead's hashed matching, for its later events once its answers are forgotten (SPEC §4 rejected). */
  lastMatching?: { leadId: string; matching: RecordedEvent['matching'] };
};

/** Enough moments to outlive any application in this browser, few enough to stay small. */
export const LEDGER_MEMORY = 200;

export const emptyLedger = (): TrackingLedger => ({ recorded: [], events: [] });

/** A stored ledger, or an empty one when what was stored is not a ledger. */
export function parseLedger(value: unknown): TrackingLedger {
  if (!value || typeof value !== 'object') return emptyLedger();
  const { recorded, events, lastMatching } = value as Partial<TrackingLedger>;
  return {
    ...(lastMatching && typeof lastMatching.leadId === 'string' && lastMatching.matching ? { lastMatching } : {}),
    recorded: Array.isArray(recorded) ? recorded.filter((key): key is string => typeof key === 'string') : [],
    events: Array.isArray(events) ? events.filter((event) => event && typeof event.key === 'string' && typeof event.eventId === 'string') : [],
  };
}

export function isRecorded(ledger: TrackingLedger, key: string): boolean {
  return ledger.recorded.includes(key);
}

/**
 * Adds an event unless its moment was recorded before; the ledger remembers the last LEDGER_MEMORY
 * moments. The events still waiting (consent undecided, a tag loading, offline) are SPEC §9's event
 * buffer: at most 1000, the oldest dropped first.
 */
export function recordEvent(ledger: TrackingLedger, event: RecordedEvent): TrackingLedger {
  if (isRecorded(ledger, event.key)) return ledger;
  const hasMatching = Object.keys(event.matching).length > 0;
  return {
    recorded: [...ledger.recorded, event.key].slice(-LEDGER_MEMORY),
    events: capEventBuffer([...ledger.events, event]),
    ...(hasMatching ? { lastMatching: { leadId: event.leadId, matching: event.matching } } : ledger.lastMatching ? { lastMatching: ledger.lastMatching } : {}),
  };
}

export type PlatformAvailability = Record<AdPlatform, 'ready' | 'wait' | 'never'>;

/**
 * What to send now: each waiting (event, platform) pair whose platform is ready. Pairs whose platform
 * will never take them (not configured, consent refused) are settled as skipped by settleLedger.
 */
export function dueDeliveries(ledger: TrackingLedger, availability: PlatformAvailability): Array<{ event: RecordedEvent; platform: AdPlatform }> {
  return ledger.events.flatMap((event) =>
    platformsForEvent(event.event)
      .filter((platform) => !event.outcomes[platform] && availability[platform] === 'ready')
      .map((platform) => ({ event, platform })),
  );
}

export function markOutcome(ledger: TrackingLedger, key: string, platform: AdPlatform, outcome: PlatformOutcome): TrackingLedger {
  return { ...ledger, events: ledger.events.map((event) => (event.key === key ? { ...event, outcomes: { ...event.outcomes, [platform]: outcome } } : event)) };
}

/** Skips what can never be sent and forgets events that have nothing left to wait for (their moment stays recorded). */
export function settleLedger(ledger: TrackingLedger, availability: PlatformAvailability): TrackingLedger {
  const events = ledger.events
    .map((event) => {
      const outcomes = { ...event.outcomes };
      for (const platform of platformsForEvent(event.event)) if (!outcomes[platform] && availability[platform] === 'never') outcomes[platform] = 'skipped';
      return { ...event, outcomes };
    })
    .filter((event) => platformsForEvent(event.event).some((platform) => !event.outcomes[platform]));
  return { ...ledger, events };
}

/** The matching of a lead's earlier event, for a later one whose answers have been forgotten. */
export function earlierMatching(ledger: TrackingLedger, leadId: string): RecordedEvent['matching'] | undefined {
  return ledger.lastMatching?.leadId === leadId ? ledger.lastMatching.matching : undefined;
}
