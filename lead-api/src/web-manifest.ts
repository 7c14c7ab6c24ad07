import { BRAND_ICON, type BrandRecord } from '../../src/config/brands';
import { BASE_PATH } from '../../src/domain/constants';

/** The web app manifest of one brand (DESIGN.md §5): one build, so it is served per deployment, not built. */
export type WebManifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

export function webManifestFor(brand: BrandRecord): WebManifest {
  return {
    name: brand.name,
    short_name: brand.name,
    start_url: `${BASE_PATH}/`,
    scope: `${BASE_PATH}/`,
    display: 'standalone',
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    // The PNG drawn from the brand's SVG (BRAND_ICON): Chrome fetches it for installability while the page starts.
    icons: [{ src: brand.favicon, sizes: `${BRAND_ICON.size}x${BRAND_ICON.size}`, type: 'image/png', purpose: 'any' }],
  };
}
