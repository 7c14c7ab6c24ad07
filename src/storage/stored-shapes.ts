// First, before any schema is created (src/config/zod-jitless.ts).
import '../config/zod-jitless';
import * as z from 'zod/mini';
import { LEAD_DATA_SECTIONS } from '../domain/lead/data-points';
import type { StorageKey } from './types';

/**
 * One shape per storage key (DESIGN.md "Stored data is checked and versioned", SPEC §4 "read
 * failures give null"): a value read back that does not have its key's shape is dropped, with a
 * warning, as if it had never been written, so nothing stored can stop the app from starting.
 *
 * The shapes check structure, not every field: loose objects accept fields a newer or older
 * writer added, and what a value means is for its reader. They describe values after decoding
 * (decode.ts): top-level 'true' is already a boolean, a top-level numeric string a number, ISO
 * timestamps are Dates. A change of a shape bumps STORAGE_VERSION (storage-version.ts).
 */

type StoredShapes = Readonly<Record<StorageKey, z.ZodMiniType>>;

/**
 * Built with the first value read back, not at import: building some fifty zod schemas is
 * a few milliseconds of the task that starts the app on a phone, and a first visit reads nothing back.
 */
function buildStoredShapes(): StoredShapes {
  const record = z.record(z.string(), z.unknown());
  const object = z.looseObject({});
  const timestamp = z.union([z.date(), z.string(), z.number()]);
  const id = z.union([z.string(), z.number()]);
  const fieldErrors = z.array(z.looseObject({ fieldName: z.string(), dataPoint: z.string() }));

  /** The stored lead's structure: its sections are objects (their fields are the readers' to judge). */
  const lead = z.looseObject({
    amount: z.optional(z.number()),
    period: z.optional(z.number()),
    expiresAt: z.optional(timestamp),
    ...Object.fromEntries(LEAD_DATA_SECTIONS.map((section) => [section, z.optional(record)])),
  });

  const applicationState = z.looseObject({
    progressState: z.union([z.number(), z.array(z.number())]),
    id: z.optional(z.string()),
    applicationResult: object,
    offers: z.array(object),
    customerConsents: record,
    routeChange: object,
    data: lead,
    createKey: z.optional(z.string()),
  });

  const dynamicPages = z.looseObject({
    requested: z.array(z.string()),
    sequence: z.array(z.string()),
    forms: z.record(z.string(), z.looseObject({ path: z.string(), dataPoints: z.array(z.string()), errors: fieldErrors })),
    current: z.nullable(z.string()),
    erroredForm: z.nullable(z.string()),
    unassigned: z.array(z.string()),
    orphanErrors: fieldErrors,
  });

  const stepData = z.looseObject({ answers: z.record(z.string(), record), errors: z.record(z.string(), fieldErrors) });

  const queryCache = z.looseObject({
    timestamp: z.number(),
    buster: z.string(),
    clientState: z.looseObject({ queries: z.array(object), mutations: z.array(object) }),
  });

  const outbox = z.array(z.looseObject({ name: z.string(), idempotencyKey: z.string(), createdAt: z.number(), status: z.string() }));

  return {
    state: applicationState,
    storedLoanApplication: lead,
    leadApplication: lead,
    sessionId: z.string(),
    sessionStartedAt: timestamp,
    sessionUrl: z.string(),
    companyData: object,
    gclid: z.looseObject({ setAt: z.optional(timestamp) }),
    initAt: timestamp,
    lid: id,
    redirected: z.boolean(),
    redirectUrl: z.string(),
    redirectMethod: z.string(),
    reapplying: z.boolean(),
    logRocketBlocked: z.boolean(),
    logRocket: z.unknown(),
    routeChange: object,
    newSessionFlag: z.boolean(),
    dynamicPages,
    uiColors: object,
    asyncFormData: stepData,
    isLoading: z.boolean(),
    sellingTierGlobalId: id,
    sessionAcceptedRedirected: z.boolean(),
    queryCache,
    submissionOutbox: outbox,
    analyticsProperties: record,
    // resolveAffiliateReference checks its own stored value field by field (SPEC §5 setAt rule).
    affiliateReference: z.unknown(),
    storageVersion: z.number(),
    // parseConsentRecord and parseLedger check these field by field (a wrong version is asked again).
    consent: object,
    trackingLedger: object,
  };
}

let shapes: StoredShapes | undefined;

export function storedShapes(): StoredShapes {
  return (shapes ??= buildStoredShapes());
}

/** True when a decoded value has the shape its key stores. */
export function hasStoredShape(key: StorageKey, value: unknown): boolean {
  return storedShapes()[key].safeParse(value).success;
}
