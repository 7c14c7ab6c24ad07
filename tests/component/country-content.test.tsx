// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS, type BrandRecord } from '../../src/config/brands';
import { COUNTRY_RECORDS } from '../../src/config/countries';
import { startTestApp, type TestApp } from '../support/app-harness';
import { expectTraderIdentity } from '../support/screen';

/**
 * In the whole app for one brand of each of the eight countries: the first step says who asks
 * and in what capacity, the footer names the trader, the representative example and an offer card name
 * the country's annual cost (CAT in Mexico, never TAE outside Spain). The walks to the rejected screen
 * with each country's guidance are tests/component/brands.test.tsx's and spanish-flow.test.tsx's.
 */
let app: TestApp | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  await app?.close();
  app = undefined;
});

const ONE_BRAND_PER_COUNTRY = [...new Map(BRANDS.map((brand) => [brand.country, brand])).values()];

/** The annual cost as the offer card labels it, in the brand's language. */
const COST_LABEL: Readonly<Record<BrandRecord['country'], string>> = {
  ES: 'TAE',
  DE: 'Effektiver Jahreszins',
  PL: 'RRSO',
  RO: 'DAE',
  MX: 'CAT sin IVA',
  CO: 'Tasa efectiva anual (E.A.)',
  PH: 'Effective interest rate (EIR)',
  VN: 'Lãi suất thực tế/năm',
};

describe("each country's first step: who asks, the trader in the footer, the annual cost by its name", () => {
  it.each(ONE_BRAND_PER_COUNTRY.map((brand) => [brand.country, brand] as const))('%s', async (country, brand) => {
    app = await startTestApp({ BRAND: brand.id });
    await app.open(brand.firstPage);
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    // One line on the first step: the brand, its legal name, and in what capacity it asks.
    const whoAsks = document.querySelector('.step-who-asks')?.textContent ?? '';
    expect(whoAsks).toContain(brand.name);
    expect(whoAsks).toContain(brand.trader.legalName);
    expectTraderIdentity(brand);
    const example = await waitFor(() => {
      const text = document.querySelector('.loan-example')?.textContent ?? '';
      expect(text).not.toBe('');
      return text;
    });
    const cost = COUNTRY_RECORDS[country].annualCost;
    expect(example.includes(cost.abbreviation) || example.includes(cost.legalName), example).toBe(true);
    if (country !== 'ES') expect(example).not.toMatch(/\bTAE\b/);
  }, 30_000);
});

describe("each country's offer card names the annual cost as the country's law does", () => {
  it.each(ONE_BRAND_PER_COUNTRY.map((brand) => [brand.country, brand] as const))('%s', async (country, brand) => {
    app = await startTestApp({ BRAND: brand.id });
    const id = await app.createLead('state-38');
    await app.open(`/continue/${id}`);
    const card = await screen.findByRole('article', {}, { timeout: 10_000 });
    const terms = within(card).getAllByRole('term').map((term) => term.textContent ?? '');
    expect(terms).toContain(COST_LABEL[country]);
    if (country !== 'ES') expect(terms.join(' ')).not.toMatch(/\bTAE\b/);
    expectTraderIdentity(brand);
  }, 30_000);
});

describe('framed in a partner page, the trader identity is said compact under the step (no footer there)', () => {
  it('the first step of a German brand in a frame', async () => {
    const brand = BRANDS.find((candidate) => candidate.id === 'de-kreditwerk')!;
    // A page whose top window is another one is framed (brand-metadata.ts isFramed).
    vi.stubGlobal('top', {});
    app = await startTestApp({ BRAND: brand.id });
    await app.open(brand.firstPage);
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const compact = screen.getByRole('main').querySelector<HTMLElement>('.trader--compact')!;
    expect(compact.textContent).toContain(brand.trader.legalName);
    expect(compact.textContent).toContain(brand.trader.register.number);
    expect(within(compact).getByRole('link', { name: /^Impressum/ }).getAttribute('href')).toBe(brand.trader.pages.legalNotice);
  }, 30_000);
});
