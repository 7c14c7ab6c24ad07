import { describe, it, expect } from 'vitest';
import { BRANDS, findBrand } from '../../src/config/brands';
import { BASE_PATH } from '../../src/domain/constants';
import { webManifestFor } from './web-manifest';

describe('the web app manifest of each brand', () => {
  it('names the brand and uses its colours and favicon', () => {
    const brand = findBrand('es-solcredito')!;
    expect(webManifestFor(brand)).toEqual({
      name: brand.name,
      short_name: brand.name,
      start_url: `${BASE_PATH}/`,
      scope: `${BASE_PATH}/`,
      display: 'standalone',
      theme_color: brand.themeColor,
      background_color: brand.backgroundColor,
      icons: [{ src: `${BASE_PATH}/brands/es-solcredito/favicon.png`, sizes: '192x192', type: 'image/png', purpose: 'any' }],
    });
  });

  it('every brand gets a manifest scoped to the base path', () => {
    for (const brand of BRANDS) {
      const manifest = webManifestFor(brand);
      expect(manifest.scope).toBe(`${BASE_PATH}/`);
      expect(manifest.icons[0]?.src.startsWith(`${BASE_PATH}/brands/${brand.id}/`)).toBe(true);
    }
  });
});
