import { findBrand } from '../config/brands';
import type { Country } from '../config/runtime-config';

/**
 * One brand's stylesheet on demand (SPEC §2, DESIGN §3), found from its brand record: every file in
 * ./styles/ is its own lazy CSS chunk (import.meta.glob), so the entry chunk carries no brand's
 * colours and a new brand needs only its record and its file.
 */
const STYLESHEETS = import.meta.glob('./styles/*.css');

/** SPEC §8: the message shown when no stylesheet matches the deployment's country and brand. */
export const STYLES_NOT_FOUND_MESSAGE = 'Product styles not found';

function stylesheetOf(country: Country, brandId: string): (() => Promise<unknown>) | undefined {
  const brand = findBrand(brandId);
  if (!brand || brand.country !== country) return undefined;
  const path = `./styles/${brand.stylesheet}.css`;
  return Object.hasOwn(STYLESHEETS, path) ? STYLESHEETS[path] : undefined;
}

export function hasBrandStyles(country: Country, brand: string): boolean {
  return stylesheetOf(country, brand) !== undefined;
}

/** Resolves once the brand's custom properties are in the document; rejects when none exist. */
export async function loadBrandStyles(country: Country, brand: string): Promise<void> {
  const load = stylesheetOf(country, brand);
  if (!load) throw new Error(STYLES_NOT_FOUND_MESSAGE);
  await load();
}
