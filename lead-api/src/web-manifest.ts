import type { BrandRecord } from '../../src/config/brands';
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
    // SVG scales to every size the platform asks for.
    icons: [{ src: brand.favicon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
