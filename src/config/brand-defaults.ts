import { BASE_PATH, CURRENCY_SYMBOL, PERIOD_SCALE_DEFAULT, PHONE_PREFIX } from '../domain/constants';
import type { AmountLimits, ApplicationPageKind, BackendProductId, BrandId, BrandRecord, FirstPage, PeriodLimits } from './brand-types';
import type { Country, Locale } from './runtime-config';
import { BRAND_ICON } from './brand-icon';
import { traderOf } from './brand-traders';

/** SPEC §5: amounts for brands the spec gives no figures for ("base defaults 100 to 1000"). */
export const BASE_AMOUNT_LIMITS: AmountLimits = { min: 100, max: 1000, step: 100, default: 500 };

/** SPEC gives no base period: the Spanish 61–90 day window is the only one it names, so it is the base too. */
export const BASE_PERIOD_LIMITS: PeriodLimits = { min: 61, max: 90, step: 1, default: 70, scale: 'days' };

/** SPEC §9: the active (Spanish) brand's figures, shared by every Spanish brand. */
export const SPANISH_AMOUNT_LIMITS: AmountLimits = { min: 300, max: 5000, step: 100, default: 300 };
export const SPANISH_PERIOD_LIMITS: PeriodLimits = { min: 61, max: 90, step: 1, default: 70, scale: PERIOD_SCALE_DEFAULT };

interface CountryDefaults {
  readonly locale: Locale;
  /** ISO 4217 code: amounts are formatted by Intl in the brand's language tag with it. */
  readonly currency: string;
  readonly currencySymbol: string;
  readonly phonePrefix: string;
  readonly applicationPage: ApplicationPageKind;
  readonly amount: AmountLimits;
  readonly period: PeriodLimits;
  /** Mexican and Colombian lenders ask for a personal reference ("referencia personal") before an offer. */
  readonly asksReference: boolean;
  /** The APR of the representative example shown wherever an amount is chosen (docs/loan-limits.md). */
  readonly exampleApr: number;
}

/**
 * Loan limits per market (the reasons are in docs/loan-limits.md). Spain keeps SPEC §9
 * exactly. Elsewhere the product is the same short instalment loan, sized to what a first loan of
 * a non-bank lender is in that market and currency, and rounded to steps a slider can take.
 * The period stays 61–90 days everywhere: 61 days is the shortest term app stores allow a
 * personal loan to be advertised with, and lead-api's flow counts days.
 */
const days = (period: Omit<PeriodLimits, 'scale'>): PeriodLimits => ({ ...period, scale: 'days' });
const SHORT_TERM = days({ min: 61, max: 90, step: 1, default: 70 });

const legacy = { applicationPage: 'legacy', period: SHORT_TERM } as const;

/** What follows from the country alone; only Spain runs the v3 dynamic flow (SPEC §1, §2). */
export const COUNTRY_DEFAULTS: Readonly<Record<Country, CountryDefaults>> = {
  ES: {
    locale: 'es',
    currency: 'EUR',
    currencySymbol: CURRENCY_SYMBOL,
    phonePrefix: PHONE_PREFIX,
    applicationPage: 'dynamic',
    amount: SPANISH_AMOUNT_LIMITS,
    period: SPANISH_PERIOD_LIMITS,
    asksReference: false,
    exampleApr: 19.56,
  },
  CO: { locale: 'co', currency: 'COP', currencySymbol: '$', phonePrefix: '+57', ...legacy, amount: { min: 200_000, max: 4_000_000, step: 50_000, default: 1_000_000 }, asksReference: true, exampleApr: 26.5 },
  DE: { locale: 'de', currency: 'EUR', currencySymbol: '€', phonePrefix: '+49', ...legacy, amount: { min: 500, max: 5000, step: 100, default: 1000 }, asksReference: false, exampleApr: 9.9 },
  MX: { locale: 'mx', currency: 'MXN', currencySymbol: '$', phonePrefix: '+52', ...legacy, amount: { min: 1000, max: 25_000, step: 500, default: 5000 }, asksReference: true, exampleApr: 59.9 },
  PH: { locale: 'ph', currency: 'PHP', currencySymbol: '₱', phonePrefix: '+63', ...legacy, amount: { min: 1000, max: 25_000, step: 500, default: 5000 }, asksReference: false, exampleApr: 36 },
  PL: { locale: 'pl', currency: 'PLN', currencySymbol: 'zł', phonePrefix: '+48', ...legacy, amount: { min: 500, max: 10_000, step: 100, default: 2000 }, asksReference: false, exampleApr: 18.5 },
  RO: { locale: 'ro', currency: 'RON', currencySymbol: 'lei', phonePrefix: '+40', ...legacy, amount: { min: 500, max: 10_000, step: 100, default: 2000 }, asksReference: false, exampleApr: 29.9 },
  VN: { locale: 'vn', currency: 'VND', currencySymbol: '₫', phonePrefix: '+84', ...legacy, amount: { min: 1_000_000, max: 20_000_000, step: 500_000, default: 5_000_000 }, asksReference: false, exampleApr: 24 },
};

const FIRST_PAGE: Readonly<Record<ApplicationPageKind, FirstPage>> = {
  dynamic: '/initial-details',
  legacy: '/loan-information',
};

/** What a brand file states; everything else is derived so the 16 records cannot drift apart. */
export interface BrandInput {
  readonly id: BrandId;
  readonly country: Country;
  readonly name: string;
  readonly pageTitle: string;
  readonly metaDescription: string;
  readonly keywords: string;
  readonly footerText?: string;
  readonly productId?: BackendProductId;
  readonly themeColor: string;
  readonly backgroundColor: string;
}

/** Public URL of a file under public/brands/<id>/, as the browser asks for it under the base path. */
export function brandAssetUrl(id: BrandId, file: string): string {
  return `${BASE_PATH}/brands/${id}/${file}`;
}

export function defineBrand(input: BrandInput): BrandRecord {
  const { productId = 'DEFAULT', ...rest } = input;
  const country = COUNTRY_DEFAULTS[input.country];
  const logo = brandAssetUrl(input.id, 'logo.svg');
  return {
    ...rest,
    ...country,
    productId,
    stylesheet: input.id,
    logos: { header: logo, footer: logo },
    favicon: brandAssetUrl(input.id, BRAND_ICON.file),
    firstPage: FIRST_PAGE[country.applicationPage],
    trader: traderOf(input.id),
  };
}
