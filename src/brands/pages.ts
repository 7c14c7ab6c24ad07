import type { ComponentType } from 'react';
import { findBrand } from '../config/brands';
import type { Country } from '../config/runtime-config';
import { loadBrandStyles } from './load-styles';

type PageModule = { default: ComponentType };

/**
 * Brands differ by data and styles (SPEC §1): the sixteen share two page shells, the v3 dynamic flow
 * and the classic (legacy) one, each a lazy chunk of its own, found from the brand record's
 * `applicationPage` kind.
 */
const PAGE_SHELLS = import.meta.glob<PageModule>('./pages/*-application-page.tsx');

export const APPLICATION_PAGE_NOT_FOUND = 'ApplicationPage not found';
export const PAGE_LOAD_FAILED = 'Failed to load ApplicationPage and product styles';

/**
 * Loads the page and the stylesheet together, so the page never paints unstyled (SPEC §2). A download
 * that fails is the caller's to retry and, once it gives up, to log as PAGE_LOAD_FAILED (SPEC §8).
 */
export async function loadApplicationPage(country: Country, brandId: string): Promise<PageModule> {
  const brand = findBrand(brandId);
  const path = brand && brand.country === country ? `./pages/${brand.applicationPage}-application-page.tsx` : '';
  const page = Object.hasOwn(PAGE_SHELLS, path) ? PAGE_SHELLS[path] : undefined;
  if (!page) throw new Error(APPLICATION_PAGE_NOT_FOUND);
  const [module] = await Promise.all([page(), loadBrandStyles(country, brandId)]);
  return module;
}
