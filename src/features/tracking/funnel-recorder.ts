import { v4 as uuidv4 } from 'uuid';
import { currentStateNumber, type ApplicationState } from '../../domain/journey/application-record';
import {
  earlierMatching,
  funnelEventsFor,
  isRecorded,
  momentKey,
  parseLedger,
  recordEvent,
  type RecordedEvent,
  type TrackingLedger,
} from '../../domain/tracking/funnel-moments';
import { eventId, hashContact, type AdPlatform } from '../../domain/tracking/hashing';
import type { KeyValueStore } from '../../storage';
import { withTabLock, type Submitter } from '../../core/submissions';

/** One lock for the ledger in every tab: a moment seen by two tabs is recorded by one. */
export const TRACKING_LOCK = 'application-frontend:tracking';

export const readLedger = async (storage: KeyValueStore): Promise<TrackingLedger> => parseLedger(await storage.get<unknown>('trackingLedger'));

const PLATFORMS: readonly AdPlatform[] = ['meta', 'google', 'tiktok'];

async function matchingFor(application: ApplicationState, ledger: TrackingLedger, leadId: string, country: string): Promise<RecordedEvent['matching']> {
  const contact = application.data.contactDetails ?? {};
  const email = typeof contact.email === 'string' ? contact.email : undefined;
  const phoneNumber = typeof contact.phoneNumber === 'string' ? contact.phoneNumber : undefined;
  // Once the answers are forgotten (a final decision), the lead's earlier hashes stand in for them.
  if (!email && !phoneNumber) return earlierMatching(ledger, leadId) ?? {};
  const matching: RecordedEvent['matching'] = {};
  for (const platform of PLATFORMS) matching[platform] = await hashContact({ email, phoneNumber, sessionId: application.data.sessionId }, country, platform);
  return matching;
}

/**
 * Records the funnel moments the application has reached (SPEC §4), each once for all tabs and
 * reloads, and answers the ones this call recorded. Runs one at a time in this tab.
 */
export function createFunnelRecorder(deps: { storage: KeyValueStore; country: string; now?: () => number; newId?: () => string }) {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? uuidv4;
  const known = new Set<string>();
  let chain: Promise<RecordedEvent[]> = Promise.resolve([]);

  async function record(application: ApplicationState): Promise<RecordedEvent[]> {
    const leadId = application.id;
    const due = funnelEventsFor({ leadId, createdHere: Boolean(application.createKey), state: currentStateNumber(application.progressState) });
    if (!leadId || due.every((event) => known.has(momentKey(leadId, event)))) return [];
    return withTabLock(TRACKING_LOCK, async () => {
      let ledger = await readLedger(deps.storage);
      const fresh: RecordedEvent[] = [];
      for (const event of due) {
        const key = momentKey(leadId, event);
        if (isRecorded(ledger, key)) continue;
        const occurredAt = now();
        const recorded: RecordedEvent = {
          key,
          event,
          leadId,
          occurredAt,
          eventId: await eventId(occurredAt, newId()),
          matching: await matchingFor(application, ledger, leadId, deps.country),
          outcomes: {},
        };
        ledger = recordEvent(ledger, recorded);
        fresh.push(recorded);
      }
      if (fresh.length > 0) await deps.storage.set('trackingLedger', ledger);
      ledger.recorded.forEach((key) => known.add(key));
      return fresh;
    });
  }

  return {
    record(application: ApplicationState): Promise<RecordedEvent[]> {
      chain = chain.then(() => record(application)).catch(() => []);
      return chain;
    },
  };
}

/**
 * The affiliate network hears of each moment through the offline-safe submission queue, which keys
 * it by what it sends: the moment's own event, time and lead, so a resend (reload, retry, another
 * tab) is one event to the server. Sent only when the applicant came through an affiliate (there is
 * someone to pay).
 */
export function sendAffiliateEvent(submit: Submitter['submit'], application: ApplicationState, event: RecordedEvent): void {
  const reference = application.data.affiliateReferenceParams;
  const sessionId = application.data.sessionId;
  if (!reference?.attribute || !sessionId) return;
  void submit({
    name: 'affiliateEvent',
    input: {
      body: {
        event: event.event,
        sessionId,
        leadId: event.leadId,
        attribute: reference.attribute,
        subId: reference.subId,
        transactionId: reference.transactionId,
        occurredAt: event.occurredAt,
      },
    },
  });
}
