import { BASE_PATH, CURRENCY_SYMBOL, PERIOD_SCALE_DEFAULT, PHONE_PREFIX } from '../domain/constants';
import type { AmountLimits, ApplicationPageKind, BackendProductId, BrandId, BrandRecord, FirstPage, PeriodLimits } from './brand-types';
import type { Country, Locale } from './runtime-config';

/** SPEC §5: amounts for brands the spec gives no figures for ("base defaults 100 to 1000"). */
export const BASE_AMOUNT_LIMITS: AmountLimits = { min: 100, max: 1000, step: 100, default: 500 };

/** SPEC gives no base period: the Spanish 61–90 day window is the only one it names, so it is the base too. */
export const BASE_PERIOD_LIMITS: PeriodLimits = { min: 61, max: 90, step: 1, default: 70, scale: 'days' };

/** SPEC §9: the active (Spanish) brand's figures, shared by every Spanish brand. */
export const SPANISH_AMOUNT_LIMITS: AmountLimits = { min: 300, max: 5000, step: 100, default: 300 };
export const SPANISH_PERIOD_LIMITS: PeriodLimits = { min: 61, max: 90, step: 1, default: 70, scale: PERIOD_SCALE_DEFAULT };

interface CountryDefaults {
  readonly locale: Locale;
  readonly currencySymbol: string;
  /** ISO 4217 code, for Intl.NumberFormat's currency style (offer figures). */
  readonly currency: string;
  readonly phonePrefix: string;
  readonly applicationPage: ApplicationPageKind;
  readonly amount: AmountLimits;
  readonly period: PeriodLimits;
  /** Mexican and Colombian lenders ask for a personal reference ("referencia personal") before an offer. */
  readonly asksReference: boolean;
}

const legacy = { applicationPage: 'legacy', amount: BASE_AMOUNT_LIMITS, period: BASE_PERIOD_LIMITS } as const;

/** What follows from the country alone; only Spain runs the v3 dynamic flow (SPEC §1, §2). */
export const COUNTRY_DEFAULTS: Readonly<Record<Country, CountryDefaults>> = {
  ES: {
    locale: 'es',
    currencySymbol: CURRENCY_SYMBOL,
    currency: 'EUR',
    phonePrefix: PHONE_PREFIX,
    applicationPage: 'dynamic',
    amount: SPANISH_AMOUNT_LIMITS,
    period: SPANISH_PERIOD_LIMITS,
    asksReference: false,
  },
  CO: { locale: 'co', currencySymbol: '$', currency: 'COP', phonePrefix: '+57', ...legacy, asksReference: true },
  DE: { locale: 'de', currencySymbol: '€', currency: 'EUR', phonePrefix: '+49', ...legacy, asksReference: false },
  MX: { locale: 'mx', currencySymbol: '$', currency: 'MXN', phonePrefix: '+52', ...legacy, asksReference: true },
  PH: { locale: 'ph', currencySymbol: '₱', currency: 'PHP', phonePrefix: '+63', ...legacy, asksReference: false },
  PL: { locale: 'pl', currencySymbol: 'zł', currency: 'PLN', phonePrefix: '+48', ...legacy, asksReference: false },
  RO: { locale: 'ro', currencySymbol: 'lei', currency: 'RON', phonePrefix: '+40', ...legacy, asksReference: false },
  VN: { locale: 'vn', currencySymbol: '₫', currency: 'VND', phonePrefix: '+84', ...legacy, asksReference: false },
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
    favicon: brandAssetUrl(input.id, 'favicon.svg'),
    firstPage: FIRST_PAGE[country.applicationPage],
  };
}
