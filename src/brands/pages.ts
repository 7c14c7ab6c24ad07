import type { ComponentType } from 'react';
import type { Country } from '../config/runtime-config';
import { loadBrandStyles } from './load-styles';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

// Brands differ by data and styles: the sixteen pages share two flows, each a lazy chunk of its own.
const dynamicPage: PageLoader = () => import('./pages/dynamic-application-page');
const legacyPage: PageLoader = () => import('./pages/legacy-application-page');

/** SPEC §1: the application page of each country and brand. */
const APPLICATION_PAGES: Record<string, PageLoader> = {
  'ES/es-solcredito': dynamicPage,
  'ES/es-dineral': dynamicPage,
  'ES/es-prestamar': dynamicPage,
  'ES/es-credimas': dynamicPage,
  'ES/es-finvia': dynamicPage,
  'CO/co-platacol': legacyPage,
  'CO/co-cafecredito': legacyPage,
  'DE/de-kreditwerk': legacyPage,
  'MX/mx-pesofacil': legacyPage,
  'MX/mx-credimex': legacyPage,
  'MX/mx-nopalpresta': legacyPage,
  'PH/ph-pisoloan': legacyPage,
  'PL/pl-zlotowka': legacyPage,
  'PL/pl-pozyczkomat': legacyPage,
  'RO/ro-leucredit': legacyPage,
  'VN/vn-dongvay': legacyPage,
};

export const APPLICATION_PAGE_NOT_FOUND = 'ApplicationPage not found';
export const PAGE_LOAD_FAILED = 'Failed to load ApplicationPage and product styles';

/** Loads the page and the stylesheet together, so the page never paints unstyled (SPEC §2, §8). */
export async function loadApplicationPage(
  country: Country,
  brand: string,
  logError: (message: string, details?: unknown) => void,
): Promise<PageModule> {
  const page = APPLICATION_PAGES[`${country}/${brand}`];
  if (!page) throw new Error(APPLICATION_PAGE_NOT_FOUND);
  try {
    const [module] = await Promise.all([page(), loadBrandStyles(country, brand)]);
    return module;
  } catch (error) {
    logError(PAGE_LOAD_FAILED, error);
    throw error;
  }
}
