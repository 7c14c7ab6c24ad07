import type { AffiliateEventLog } from './collector';
import type { LeadRepository } from './lead-repository';
import type { Logger } from './log';

/** What every route group needs: the store, the clock, the log and the sandbox's knobs. */
export type ServerContext = {
  repository: LeadRepository;
  apiBase: string;
  now: () => number;
  /** How many status polls answer 'pending' before the decision. */
  pendingPolls: number;
  /** How long a `slow@` write waits before answering. */
  slowMs: number;
  sleep: (ms: number) => Promise<void>;
  /** When set, the postcode calls answer 401 without it in X-Api-Secret (SPEC §7). */
  postcodeApiSecret?: string;
  /** The key the hand-off returns are signed with (handoffs.ts). */
  partnerReturnSecret: string;
  /** Affiliate events received, for GET /__test/affiliate-events (collector.ts). */
  affiliateEvents?: AffiliateEventLog;
  log: Logger;
};
