import { AMERICAS_BRANDS } from './brand-americas';
import { EUROPE_ASIA_BRANDS } from './brand-europe-asia';
import { SPANISH_BRANDS } from './brand-spain';
import type { BrandId, BrandRecord } from './brand-types';

/**
 * The brand registry (SPEC §1): one record per country x brand. A deployment's runtime config
 * names the brand id; everything brand-specific (page, stylesheet, logos, metadata, figures)
 * is read from here, so brands differ by data, not by code.
 */

export { BASE_AMOUNT_LIMITS, BASE_PERIOD_LIMITS, SPANISH_AMOUNT_LIMITS, SPANISH_PERIOD_LIMITS, brandAssetUrl } from './brand-defaults';
export { BRAND_ICON } from './brand-icon';
export { BACKEND_PRODUCT_IDS, BRAND_IDS } from './brand-types';
export type {
  AmountLimits,
  ApplicationPageKind,
  BackendProductId,
  BrandId,
  BrandLogos,
  BrandRecord,
  FirstPage,
  PeriodLimits,
  PeriodScale,
  TraderIdentity,
  TraderRole,
} from './brand-types';

/** SPEC §1: the active deployment is the Spanish SolCrédito product. */
export const ACTIVE_BRAND_ID = 'es-solcredito' satisfies BrandId;

export const BRANDS: readonly BrandRecord[] = [...SPANISH_BRANDS, ...AMERICAS_BRANDS, ...EUROPE_ASIA_BRANDS];

const BY_ID: ReadonlyMap<string, BrandRecord> = new Map(BRANDS.map((brand) => [brand.id, brand]));

/** Looks a brand up by the id the runtime config names; undefined lets the caller show its own error. */
export function findBrand(id: string): BrandRecord | undefined {
  return BY_ID.get(id);
}

export function isBrandId(id: string): id is BrandId {
  return BY_ID.has(id);
}
