import type { Country, Locale } from './runtime-config';

/**
 * The shape of one brand record (SPEC §1): what a country x brand deployment selects.
 * Kept apart from the data so the per-region brand files and brands.ts share it without a cycle.
 */

/** The 16 brand ids, one per country x brand page of SPEC §1. */
export const BRAND_IDS = [
  'es-solcredito',
  'es-dineral',
  'es-prestamar',
  'es-credimas',
  'es-finvia',
  'co-platacol',
  'co-cafecredito',
  'de-kreditwerk',
  'mx-pesofacil',
  'mx-credimex',
  'mx-nopalpresta',
  'ph-pisoloan',
  'pl-zlotowka',
  'pl-pozyczkomat',
  'ro-leucredit',
  'vn-dongvay',
] as const;
export type BrandId = (typeof BRAND_IDS)[number];

/** SPEC §1: the default plus five brand identifiers the backend knows. */
export const BACKEND_PRODUCT_IDS = ['DEFAULT', 'SOLCREDITO', 'DINERAL', 'PRESTAMAR', 'CREDIMAS', 'FINVIA'] as const;
export type BackendProductId = (typeof BACKEND_PRODUCT_IDS)[number];

/** Which application page a brand renders: the v3 dynamic flow or the legacy step pages. */
export type ApplicationPageKind = 'dynamic' | 'legacy';
export type FirstPage = '/initial-details' | '/loan-information';
export type PeriodScale = 'days' | 'months';

export interface AmountLimits {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly default: number;
}

export interface PeriodLimits extends AmountLimits {
  readonly scale: PeriodScale;
}

export interface BrandLogos {
  readonly header: string;
  readonly footer: string;
}

/**
 * What the brand is to the applicant (EU Consumer Credit Directive art. 21: a credit intermediary says
 * so, and for whom it acts, before the application): a lender lending its own money, an intermediary
 * working with several lenders, or one tied to a single lender.
 */
export type TraderRole = { readonly kind: 'lender' } | { readonly kind: 'intermediary' } | { readonly kind: 'tiedIntermediary'; readonly lender: string };

/**
 * The trader's identity, on every step before any data is asked: who the brand is in law,
 * in what capacity it asks, where it is registered and where it answers. `placeholder` marks values
 * that stand in until an operator fills the real ones (docs/trader-identity.md lists them).
 */
export interface TraderIdentity {
  /** The company's full legal name. */
  readonly legalName: string;
  readonly role: TraderRole;
  /** The public register that lists the company (a commercial or intermediaries' register) and its number there. */
  readonly register: { readonly name: string; readonly number: string };
  /** The registered office, as one line. */
  readonly address: string;
  /** The legal notice (Germany's Impressum), the privacy policy and how to complain: URLs or paths on the app's origin. */
  readonly pages: { readonly legalNotice: string; readonly privacy: string; readonly complaints: string };
  readonly placeholder: boolean;
}

export interface BrandRecord {
  readonly id: BrandId;
  readonly country: Country;
  /** Display name, also the copyright holder when footerText is absent (SPEC §2). */
  readonly name: string;
  readonly applicationPage: ApplicationPageKind;
  /** Key into src/brands/load-styles (together with the country). */
  readonly stylesheet: BrandId;
  readonly logos: BrandLogos;
  readonly pageTitle: string;
  readonly metaDescription: string;
  readonly keywords: string;
  readonly favicon: string;
  readonly footerText?: string;
  readonly locale: Locale;
  /** ISO 4217 code, for Intl.NumberFormat in the brand's language tag. */
  readonly currency: string;
  readonly currencySymbol: string;
  readonly phonePrefix: string;
  readonly amount: AmountLimits;
  readonly period: PeriodLimits;
  readonly firstPage: FirstPage;
  /**
   * The classic flow asks for a reference person (state 25, reference-information) where the
   * country's lenders want one; the page count and lead-api's next state follow this flag.
   */
  readonly asksReference: boolean;
  /** The APR (effective annual, percent) of the representative example shown wherever an amount is chosen. */
  readonly exampleApr: number;
  readonly productId: BackendProductId;
  /** The brand's primary colour: its stylesheet's --brand-primary (written in at build, vite.config.ts), the web manifest's and <meta name="theme-color">. */
  readonly themeColor: string;
  /** The page's surface: its stylesheet's --brand-surface (written in at build) and the splash screen's background. */
  readonly backgroundColor: string;
  readonly trader: TraderIdentity;
}
