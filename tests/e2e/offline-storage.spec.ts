import { BRANDS, ACTIVE_BRAND_ID, BRAND_ICON } from '../../src/config/brands';
import { BASE_PATH, expect, test } from './fixtures';
import { webManifestFor } from '../../lead-api/src/web-manifest';

test.use({ serviceWorkers: 'allow' });

test.describe('storage and installability (DESIGN.md §4, §5, §9)', () => {
  test("the web app manifest is the brand in use's, linked from the page", async ({ page, request }) => {
    const brand = BRANDS.find((b) => b.id === ACTIVE_BRAND_ID)!;
    await page.goto(`${BASE_PATH}/`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `${BASE_PATH}/manifest.webmanifest`);
    const response = await request.get(`${BASE_PATH}/manifest.webmanifest`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    // What the manifest holds is webManifestFor's unit test; here, that the brand in use's one is served.
    expect(await response.json()).toEqual(webManifestFor(brand));
    // Its icon, and the page's, is the PNG drawn from the brand's SVG, which the browser decodes at the size the manifest states.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', brand.favicon);
    expect((await request.get(brand.favicon)).headers()['content-type']).toBe('image/png');
    const drawn = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, brand.favicon);
    expect(drawn).toEqual({ width: BRAND_ICON.size, height: BRAND_ICON.size });
  });
});
