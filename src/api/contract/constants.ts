/**
 * The contract's plain constants, kept free of schemas so the first page can name them without
 * loading the schema library (DESIGN.md §7 budget).
 */
import { MAX_STATE, NO_STATE } from '../../domain/journey/state-table';

/** SPEC §4: states from the state table (0 none … 41 proficredit offer); the numbers live only there. */
export const MIN_APPLICATION_STATE = NO_STATE;
export const MAX_APPLICATION_STATE = MAX_STATE;
/** Headers of the contract. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Chooses the brand of the v3 data points when the query has no `brand` (lead-api reads both). */
export const BRAND_HEADER = 'X-Brand';
/** SPEC §7: the postcode calls use an API secret; lead-api accepts any value, a real backend checks it. */
export const API_SECRET_HEADER = 'X-Api-Secret';
/** SPEC §1: added to the payload of lead-create, lead and affiliate-event requests. */
export const PRODUCT_ID_FIELD = 'productId';
/**
 * Answers while the server runs, touching nothing (204): what the page asks while the server does not
 * answer its calls (src/features/offline/online-state.ts). Any answer counts there, a backend's 404 too.
 */
export const LIVENESS_PATH = '/live';
