import type { CountryRecord } from './country-types';
import type { Country } from './runtime-config';

export type { AnnualCost, CountryExamples, CountryRecord, Guidance, Register } from './country-types';

/**
 * One record per country (SPEC §1's eight): each market's law and words, so that nothing Spanish is
 * a default for another country. Screens read it through the brand's country; the locales say its
 * values in their sentences (src/app/boot/i18n.ts passes them to every text: `countryTextValues`).
 * Sources and what an operator must confirm: docs/country-content.md.
 */
export const COUNTRY_RECORDS: Readonly<Record<Country, CountryRecord>> = {
  ES: {
    register: 'tú',
    guidance: { name: 'Portal del Cliente Bancario del Banco de España', url: 'https://clientebancario.bde.es/pcb/es/' },
    // Ley 16/2011 de contratos de crédito al consumo, art. 9.
    annualCost: { abbreviation: 'TAE', legalName: 'tasa anual equivalente' },
    exampleItems: ['totalCredit', 'term', 'borrowingRate', 'annualCost', 'instalment', 'costOfCredit', 'totalPayable'],
    creditBureau: 'ASNEF',
    examples: { postcode: '28013', groundFloor: 'bajo', flat: '3º B', plate: '1234 BCD', companyTaxId: { name: 'CIF', example: 'A28015865' } },
  },
  DE: {
    register: 'Sie',
    guidance: { name: 'Verbraucherzentrale – Schuldner- und Kreditberatung', url: 'https://www.verbraucherzentrale.de/' },
    // § 17 Preisangabenverordnung: Sollzinssatz, Nettodarlehensbetrag, effektiver Jahreszins, Laufzeit, Gesamtbetrag.
    annualCost: { abbreviation: 'effektiver Jahreszins', legalName: 'effektiver Jahreszins' },
    exampleItems: ['totalCredit', 'term', 'borrowingRate', 'annualCost', 'instalment', 'totalPayable'],
    creditBureau: 'SCHUFA',
    examples: { postcode: '10115', groundFloor: 'EG', flat: 'Whg. 12', plate: 'B-AB 1234', companyTaxId: { name: 'USt-IdNr.', example: 'DE123456788' } },
  },
  MX: {
    register: 'tú',
    guidance: { name: 'CONDUSEF', url: 'https://www.condusef.gob.mx/' },
    // Ley para la Transparencia y Ordenamiento de los Servicios Financieros: the CAT, without IVA, for information and comparison.
    annualCost: { abbreviation: 'CAT', legalName: 'Costo Anual Total' },
    exampleItems: ['totalCredit', 'term', 'borrowingRate', 'annualCost', 'instalment', 'totalPayable'],
    creditBureau: 'Buró de Crédito',
    examples: { postcode: '06600', groundFloor: 'PB', flat: 'Int. 3B', plate: 'ABC-123-D', companyTaxId: { name: 'RFC', example: 'ABC680524P73' } },
  },
  CO: {
    register: 'usted',
    guidance: { name: 'Superintendencia Financiera de Colombia', url: 'https://www.superfinanciera.gov.co/' },
    // Ley 1328 de 2009: rates are stated as effective annual rates (E.A.).
    annualCost: { abbreviation: 'E.A.', legalName: 'tasa efectiva anual' },
    exampleItems: ['totalCredit', 'term', 'annualCost', 'instalment', 'totalPayable'],
    creditBureau: 'Datacrédito',
    // Colombia counts the ground floor as the first ("primer piso"): written 1.
    examples: { postcode: '110111', groundFloor: '1', flat: 'Apto. 301', plate: 'ABC123', companyTaxId: { name: 'NIT', example: '900123456-8' } },
  },
  PL: {
    register: 'ty',
    guidance: { name: 'Rzecznik Finansowy', url: 'https://rf.gov.pl/' },
    // Ustawa o kredycie konsumenckim, art. 7.
    annualCost: { abbreviation: 'RRSO', legalName: 'rzeczywista roczna stopa oprocentowania' },
    exampleItems: ['totalCredit', 'term', 'borrowingRate', 'annualCost', 'instalment', 'costOfCredit', 'totalPayable'],
    creditBureau: 'BIK',
    examples: { postcode: '30-001', groundFloor: 'parter', flat: '12A', plate: 'KR 12345', companyTaxId: { name: 'NIP', example: '1234563218' } },
  },
  RO: {
    register: 'tu',
    guidance: { name: 'ANPC – Autoritatea Națională pentru Protecția Consumatorilor', url: 'https://anpc.ro/' },
    // OUG 50/2010 privind contractele de credit pentru consumatori, art. 8.
    annualCost: { abbreviation: 'DAE', legalName: 'dobânda anuală efectivă' },
    exampleItems: ['totalCredit', 'term', 'borrowingRate', 'annualCost', 'instalment', 'totalPayable'],
    creditBureau: 'Biroul de Credit',
    examples: { postcode: '010011', groundFloor: 'parter', flat: 'ap. 12', plate: 'B 123 ABC', companyTaxId: { name: 'CIF', example: 'RO12345674' } },
  },
  VN: {
    register: 'bạn',
    guidance: { name: 'Ngân hàng Nhà nước Việt Nam', url: 'https://www.sbv.gov.vn/' },
    annualCost: { abbreviation: 'lãi suất thực tế/năm', legalName: 'lãi suất thực tế tính theo năm' },
    exampleItems: ['totalCredit', 'term', 'borrowingRate', 'annualCost', 'instalment', 'totalPayable'],
    creditBureau: 'CIC',
    examples: { postcode: '10000', groundFloor: 'tầng trệt', flat: 'P.1203', plate: '30A-123.45', companyTaxId: { name: 'MST', example: '0101234567' } },
  },
  PH: {
    register: 'you',
    guidance: { name: 'BSP Consumer Assistance (Bangko Sentral ng Pilipinas)', url: 'https://www.bsp.gov.ph/Pages/InclusiveFinance/ConsumerAssistanceChannelsChatbot.aspx' },
    // Truth in Lending Act (RA 3765) and BSP Circular 730: the effective interest rate and the finance charge.
    annualCost: { abbreviation: 'EIR', legalName: 'effective interest rate' },
    exampleItems: ['totalCredit', 'term', 'borrowingRate', 'annualCost', 'instalment', 'costOfCredit', 'totalPayable'],
    creditBureau: 'CIC',
    examples: { postcode: '1000', groundFloor: 'G/F', flat: 'Unit 3B', plate: 'ABC 1234', companyTaxId: { name: 'TIN', example: '123-456-789-000' } },
  },
};

export function countryRecord(country: Country): CountryRecord {
  return COUNTRY_RECORDS[country];
}

/**
 * The country's words every text may name, by placeholder ("For example, a negative record with
 * {{creditBureau}}"): given to i18next as default variables, so a sentence in any locale, the
 * fallback English included, names the applicant's country's things.
 */
export function countryTextValues(country: Country) {
  const { annualCost, creditBureau, examples, guidance } = COUNTRY_RECORDS[country];
  return {
    guidanceName: guidance.name,
    costAbbreviation: annualCost.abbreviation,
    costName: annualCost.legalName,
    creditBureau,
    postcodeExample: examples.postcode,
    groundFloor: examples.groundFloor,
    flatExample: examples.flat,
    plateExample: examples.plate,
    companyTaxId: examples.companyTaxId.name,
    companyTaxIdExample: examples.companyTaxId.example,
  } as const;
}
export type CountryTextValues = ReturnType<typeof countryTextValues>;
