import type { ExampleItem } from '../domain/country/representative-example';

/**
 * The shape of one country record (src/config/countries.ts): what the law and the market make
 * different from one country to the next, beside the brand registry. A rule (a postcode's pattern)
 * stays in src/domain; what is said (a regulator's name, the legal name of the annual cost, the
 * examples a hint gives) lives here, and the locales say it around these values.
 */

/** How a locale speaks to the applicant: Spain's and Mexico's tú, Colombia's usted, German Sie, Polish ty, Romanian tu, Vietnamese bạn. */
export type Register = 'tú' | 'usted' | 'Sie' | 'ty' | 'tu' | 'bạn' | 'you';

/** A public service of the country, never a partner: where a rejected applicant gets free, independent guidance. */
export interface Guidance {
  /** Its name as the country writes it (the link's text, in every locale). */
  readonly name: string;
  readonly url: string;
}

/** The annual cost figure as the country's law names it (TAE in Spain, CAT in Mexico, RRSO in Poland...). */
export interface AnnualCost {
  /** What a label shows: "TAE", "CAT", "RRSO", "EIR", or the short legal name where there is no abbreviation. */
  readonly abbreviation: string;
  /** Its legal name in the country's language: "tasa anual equivalente", "Costo Anual Total". */
  readonly legalName: string;
}

/**
 * Examples a hint or an error message gives, as the country writes them on an envelope, a plate or an
 * invoice: each passes the field's own rule (src/config/countries.test.ts).
 */
export interface CountryExamples {
  readonly postcode: string;
  /** How an address says the ground floor ("bajo", "EG", "parter", "PB", "G/F"). */
  readonly groundFloor: string;
  /** A flat or unit as an address writes it ("3º B", "Whg. 12", "ap. 12", "Unit 3B"). */
  readonly flat: string;
  readonly plate: string;
  /** A company's tax number: its usual name (CIF, NIP, RFC, NIT, TIN, MST...) and an example. */
  readonly companyTaxId: { readonly name: string; readonly example: string };
}

export interface CountryRecord {
  /** The register the country's locale keeps with the applicant throughout. */
  readonly register: Register;
  readonly guidance: Guidance;
  readonly annualCost: AnnualCost;
  /** The items the country's rules ask of a representative example, in their order. */
  readonly exampleItems: readonly ExampleItem[];
  /** The credit file a hint names ("for example, a negative record with ..."). */
  readonly creditBureau: string;
  readonly examples: CountryExamples;
}
