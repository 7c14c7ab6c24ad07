import { describe, expect, it } from 'vitest';
import { BRANDS } from '../config/brands';
import { hasBrandStyles, loadBrandStyles, STYLES_NOT_FOUND_MESSAGE } from './load-styles';

describe('loadBrandStyles (SPEC §2, §8)', () => {
  it('has a stylesheet for every brand in the registry, keyed by country and brand', () => {
    for (const brand of BRANDS) expect(hasBrandStyles(brand.country, brand.stylesheet), brand.id).toBe(true);
  });

  it('loads the active brand styles', async () => {
    await expect(loadBrandStyles('ES', 'es-solcredito')).resolves.toBeUndefined();
  });

  it("raises 'Product styles not found' for an unknown brand", async () => {
    expect(STYLES_NOT_FOUND_MESSAGE).toBe('Product styles not found');
    await expect(loadBrandStyles('ES', 'es-unknown')).rejects.toThrow('Product styles not found');
  });

  it('does not match a brand under the wrong country', async () => {
    await expect(loadBrandStyles('MX', 'es-solcredito')).rejects.toThrow(STYLES_NOT_FOUND_MESSAGE);
  });
});
