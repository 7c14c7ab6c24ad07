import type { Country } from '../config/runtime-config';

/**
 * Loads one brand's stylesheet on demand (SPEC §2, DESIGN §3): each import below becomes its
 * own lazy CSS chunk, so the entry chunk carries no brand's colours. The key pairs the
 * runtime config's country with its brand id, as the registry's `stylesheet` field names it.
 */

type StyleKey = `${Country}/${string}`;

const STYLE_LOADERS: Readonly<Record<StyleKey, () => Promise<unknown>>> = {
  'ES/es-solcredito': () => import('./styles/es-solcredito.css'),
  'ES/es-dineral': () => import('./styles/es-dineral.css'),
  'ES/es-prestamar': () => import('./styles/es-prestamar.css'),
  'ES/es-credimas': () => import('./styles/es-credimas.css'),
  'ES/es-finvia': () => import('./styles/es-finvia.css'),
  'CO/co-platacol': () => import('./styles/co-platacol.css'),
  'CO/co-cafecredito': () => import('./styles/co-cafecredito.css'),
  'DE/de-kreditwerk': () => import('./styles/de-kreditwerk.css'),
  'MX/mx-pesofacil': () => import('./styles/mx-pesofacil.css'),
  'MX/mx-credimex': () => import('./styles/mx-credimex.css'),
  'MX/mx-nopalpresta': () => import('./styles/mx-nopalpresta.css'),
  'PH/ph-pisoloan': () => import('./styles/ph-pisoloan.css'),
  'PL/pl-zlotowka': () => import('./styles/pl-zlotowka.css'),
  'PL/pl-pozyczkomat': () => import('./styles/pl-pozyczkomat.css'),
  'RO/ro-leucredit': () => import('./styles/ro-leucredit.css'),
  'VN/vn-dongvay': () => import('./styles/vn-dongvay.css'),
};

/** SPEC §8: the message shown when no stylesheet matches the deployment's country and brand. */
export const STYLES_NOT_FOUND_MESSAGE = 'Product styles not found';

export function hasBrandStyles(country: Country, brand: string): boolean {
  return Object.hasOwn(STYLE_LOADERS, `${country}/${brand}`);
}

/** Resolves once the brand's custom properties are in the document; rejects when none exist. */
export async function loadBrandStyles(country: Country, brand: string): Promise<void> {
  const key: StyleKey = `${country}/${brand}`;
  const load = Object.hasOwn(STYLE_LOADERS, key) ? STYLE_LOADERS[key] : undefined;
  if (!load) throw new Error(STYLES_NOT_FOUND_MESSAGE);
  await load();
}
