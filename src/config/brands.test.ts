import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BASE_PATH, CURRENCY_SYMBOL, PERIOD_SCALE_DEFAULT, PHONE_PREFIX } from '../domain/constants';
import { INITIAL_DETAILS_ROUTE } from '../domain/journey/routes';
import {
  ACTIVE_BRAND_ID,
  BACKEND_PRODUCT_IDS,
  BASE_AMOUNT_LIMITS,
  BASE_PERIOD_LIMITS,
  BRAND_IDS,
  BRANDS,
  findBrand,
  isBrandId,
} from './brands';
import { COUNTRIES, LOCALES } from './runtime-config';

const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));

function countBy(country: string): number {
  return BRANDS.filter((brand) => brand.country === country).length;
}

describe('brand registry (SPEC §1)', () => {
  it('holds one record per country x brand page: 16 in all', () => {
    expect(BRANDS).toHaveLength(16);
    expect(BRANDS.map((brand) => brand.id).sort()).toEqual([...BRAND_IDS].sort());
  });

  it('has pages for Colombia 2, Germany 1, Mexico 3, Philippines 1, Poland 2, Romania 1, Spain 5, Vietnam 1', () => {
    expect({
      CO: countBy('CO'),
      DE: countBy('DE'),
      MX: countBy('MX'),
      PH: countBy('PH'),
      PL: countBy('PL'),
      RO: countBy('RO'),
      ES: countBy('ES'),
      VN: countBy('VN'),
    }).toEqual({ CO: 2, DE: 1, MX: 3, PH: 1, PL: 2, RO: 1, ES: 5, VN: 1 });
    expect(new Set(BRANDS.map((brand) => brand.country))).toEqual(new Set(COUNTRIES));
  });

  it('gives every brand a unique id, prefixed by its country', () => {
    expect(new Set(BRANDS.map((brand) => brand.id)).size).toBe(BRANDS.length);
    for (const brand of BRANDS) expect(brand.id.startsWith(`${brand.country.toLowerCase()}-`)).toBe(true);
  });

  it('knows the default plus five brand backend product identifiers, each Spanish brand its own', () => {
    expect(BACKEND_PRODUCT_IDS).toHaveLength(6);
    expect(BACKEND_PRODUCT_IDS).toContain('DEFAULT');
    const spanish = BRANDS.filter((brand) => brand.country === 'ES').map((brand) => brand.productId);
    expect(new Set(spanish)).toEqual(new Set(BACKEND_PRODUCT_IDS.filter((id) => id !== 'DEFAULT')));
    for (const brand of BRANDS.filter((b) => b.country !== 'ES')) expect(brand.productId).toBe('DEFAULT');
  });

  it('uses a known locale and fills every text in', () => {
    for (const brand of BRANDS) {
      expect(LOCALES).toContain(brand.locale);
      for (const text of [brand.name, brand.pageTitle, brand.metaDescription, brand.keywords]) expect(text.trim()).not.toBe('');
      expect(brand.pageTitle).toContain(brand.name);
      expect(brand.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it('starts Spanish brands in the v3 flow at initial-details, the others at loan-information', () => {
    for (const brand of BRANDS) {
      const dynamic = brand.country === 'ES';
      expect(brand.applicationPage).toBe(dynamic ? 'dynamic' : 'legacy');
      expect(brand.firstPage).toBe(dynamic ? INITIAL_DETAILS_ROUTE : '/loan-information');
    }
  });

  it('finds a brand by id and nothing for an unknown one', () => {
    expect(findBrand('pl-zlotowka')?.name).toBe('Złotówka');
    expect(findBrand('xx-unknown')).toBeUndefined();
    expect(isBrandId('vn-dongvay')).toBe(true);
    expect(isBrandId('constructor')).toBe(false);
  });
});

describe('active brand figures (SPEC §1, §5, §9)', () => {
  const active = findBrand(ACTIVE_BRAND_ID);

  it('is the Spanish SolCrédito product with the euro symbol and +34', () => {
    expect(active).toMatchObject({ country: 'ES', locale: 'es', productId: 'SOLCREDITO' });
    expect(active?.currencySymbol).toBe(CURRENCY_SYMBOL);
    expect(active?.phonePrefix).toBe(PHONE_PREFIX);
  });

  it('defaults to 300 over 70 days; amount 300 to 5000 step 100; period 61 to 90 days step 1', () => {
    expect(active?.amount).toEqual({ default: 300, min: 300, max: 5000, step: 100 });
    expect(active?.period).toEqual({ default: 70, min: 61, max: 90, step: 1, scale: PERIOD_SCALE_DEFAULT });
  });

  it('shares those figures with every Spanish brand', () => {
    for (const brand of BRANDS.filter((b) => b.country === 'ES')) {
      expect(brand.amount).toEqual(active?.amount);
      expect(brand.period).toEqual(active?.period);
    }
  });

  it('gives other brands limits of their own market and currency, not the base 100 to 1000 (docs/loan-limits.md)', () => {
    expect(BASE_AMOUNT_LIMITS).toMatchObject({ min: 100, max: 1000 });
    const byCountry = Object.fromEntries(BRANDS.map((brand) => [brand.country, [brand.currency, brand.amount.min, brand.amount.max, brand.amount.step]]));
    expect(byCountry).toEqual({
      ES: ['EUR', 300, 5000, 100],
      DE: ['EUR', 500, 5000, 100],
      PL: ['PLN', 500, 10_000, 100],
      RO: ['RON', 500, 10_000, 100],
      MX: ['MXN', 1000, 25_000, 500],
      CO: ['COP', 200_000, 4_000_000, 50_000],
      PH: ['PHP', 1000, 25_000, 500],
      VN: ['VND', 1_000_000, 20_000_000, 500_000],
    });
    for (const brand of BRANDS.filter((b) => b.country !== 'ES')) {
      expect(brand.amount).not.toEqual(BASE_AMOUNT_LIMITS);
      expect(brand.period).toEqual({ ...BASE_PERIOD_LIMITS, scale: 'days' });
    }
  });

  it('keeps every default inside its limits and on a step', () => {
    for (const { amount, period } of BRANDS) {
      for (const limits of [amount, period]) {
        expect(limits.default).toBeGreaterThanOrEqual(limits.min);
        expect(limits.default).toBeLessThanOrEqual(limits.max);
        expect((limits.default - limits.min) % limits.step).toBe(0);
      }
    }
  });
});

describe('brand assets', () => {
  it('serves every logo and favicon from a file under public/ (base path stripped)', () => {
    for (const brand of BRANDS) {
      for (const url of [brand.logos.header, brand.logos.footer, brand.favicon]) {
        expect(url.startsWith(`${BASE_PATH}/brands/${brand.id}/`)).toBe(true);
        const file = `${PUBLIC_DIR}${url.slice(BASE_PATH.length + 1)}`;
        expect(existsSync(file), file).toBe(true);
      }
    }
  });
});
