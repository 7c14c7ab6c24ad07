import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRY_DEFAULTS } from '../../src/config/brand-defaults';
import { COUNTRY_RECORDS, countryTextValues, type Register } from '../../src/config/countries';
import { COUNTRIES, type Country } from '../../src/config/runtime-config';
import { LAZY_NAMESPACES, NAMESPACES } from '../../src/config/translations';
import { PH_TIN_PATTERN, isNip, isNit, isVietnameseTaxCode, matches } from '../../src/domain/country/country-ids';
import { validatePostalCodeOf } from '../../src/domain/country/country-rules';
import { rfcCheckDigit } from '../../src/domain/country/mexican-ids';
import { validateFlatNumber } from '../../src/domain/validation/validation-text';
import { validateDocumentNumber, validateFreeText, validateLicensePlate } from '../../src/ui/data-points/field-validators';

/**
 * Each country is its own market. Spain's facts (its credit file, its central bank, its
 * ground floor, its plates, its company tax id, the name TAE) are never another country's, neither
 * in that country's locale nor in its record, nor in the English fallback said for that country.
 */
type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}>`)));
const textsOf = (lng: string) => [...NAMESPACES, ...LAZY_NAMESPACES].flatMap((ns) => leaves(JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8')) as Tree).map(([key, text]) => [`${lng}/${ns}:${key}`, text] as const));
/** A text as the app shows it in `country`: the country's words put in (src/app/boot/i18n.ts, default variables). */
const said = (text: string, country: Country) => {
  const values: Record<string, string> = countryTextValues(country);
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => values[name] ?? whole);
};

const SPAIN_ONLY: readonly [string, RegExp][] = [
  ['ASNEF', /ASNEF/],
  ['Banco de España', /Banco de España/],
  ['bde.es', /bde\.es/],
  ['CIF', /\bCIF\b/],
  ['bajo', /\bbajo\b/i],
  ['3º', /3º/],
  ['BCD', /\bBCD\b/],
  ['TAE', /\bTAE\b/],
  ['A28015865', /A28015865/],
];
/** Romania's company tax id is also called CIF (cod de identificare fiscală): Romanian, not Spain's. */
const ALSO_LOCAL: Partial<Record<Country, readonly string[]>> = { RO: ['CIF'] };

describe("no Spain-only term in another country's locale, record or English fallback", () => {
  it.each(COUNTRIES.filter((country) => country !== 'ES'))('%s', (country) => {
    const locale = COUNTRY_DEFAULTS[country].locale;
    const texts = [...textsOf(locale), ...textsOf('en')].map(([where, text]) => [where, said(text, country)] as const);
    const record = ['record', JSON.stringify(COUNTRY_RECORDS[country])] as const;
    const allowed = ALSO_LOCAL[country] ?? [];
    const found = [...texts, record].flatMap(([where, text]) =>
      SPAIN_ONLY.filter(([term, pattern]) => !allowed.includes(term) && pattern.test(text)).map(([term]) => `${where}: ${term}`),
    );
    expect(found).toEqual([]);
    expect(COUNTRY_RECORDS[country].guidance.url).toMatch(/^https:\/\//);
  });

  it("Spain's record keeps Spain's facts (the terms above are right there)", () => {
    expect(COUNTRY_RECORDS.ES).toMatchObject({ creditBureau: 'ASNEF', annualCost: { abbreviation: 'TAE' }, guidance: { url: 'https://clientebancario.bde.es/pcb/es/' } });
  });
});

/**
 * The issue's own check: `grep -E "ASNEF|Banco de España|bde\.es|A28015865|1234 BCD|bajo"` over the
 * locales of the seven other countries and English finds nothing but deliberate Spanish references in
 * English (Spain's English): none are needed, since English says Spain's facts through the record.
 * The match is the grep's, on substrings: Mexican and Colombian Spanish say "empleo", never "trabajo".
 */
const ISSUE_GREP = /ASNEF|Banco de España|bde\.es|A28015865|1234 BCD|bajo/;
const DELIBERATE_IN_ENGLISH: readonly string[] = [];
describe('the grep over locales/{mx,co,de,pl,ro,vn,ph,en}', () => {
  it('finds nothing but the deliberate Spanish references in en', () => {
    const lines = ['mx', 'co', 'de', 'pl', 'ro', 'vn', 'ph', 'en'].flatMap((lng) =>
      readdirSync(`locales/${lng}`).flatMap((file) =>
        readFileSync(`locales/${lng}/${file}`, 'utf8')
          .split('\n')
          .filter((line) => ISSUE_GREP.test(line))
          .map((line) => `${lng}/${file}: ${line.trim()}`),
      ),
    );
    expect(lines.filter((line) => !DELIBERATE_IN_ENGLISH.some((reference) => line.startsWith('en/') && line.includes(reference)))).toEqual([]);
  });
});

/** A German VAT id (USt-IdNr.): DE, eight digits and an ISO 7064 MOD 11,10 check digit. */
function isGermanVatId(id: string): boolean {
  if (!/^DE\d{9}$/.test(id)) return false;
  let product = 10;
  for (const digit of id.slice(2, 10)) product = (((Number(digit) + product) % 10 || 10) * 2) % 11;
  return (11 - product) % 10 === Number(id[10]);
}
/** A Romanian company tax id (CIF/CUI): the check digit of the body weighted 7 5 3 2 1 7 5 3 2, times 10, mod 11. */
function isRomanianCui(id: string): boolean {
  const digits = id.replace(/^RO/, '');
  const body = digits.slice(0, -1).padStart(9, '0');
  const sum = ([...body].reduce((total, digit, index) => total + Number(digit) * ([7, 5, 3, 2, 1, 7, 5, 3, 2][index] ?? 0), 0) * 10) % 11;
  return (sum === 10 ? 0 : sum) === Number(digits.at(-1));
}
const COMPANY_ID_CHECKS: Readonly<Record<Country, (id: string) => boolean>> = {
  ES: (id) => /^[A-HJ-NP-SUVW]\d{7}[0-9A-J]$/.test(id),
  DE: isGermanVatId,
  MX: (id) => rfcCheckDigit(id.slice(0, 11)) === id[11],
  CO: isNit,
  PL: isNip,
  RO: isRomanianCui,
  VN: isVietnameseTaxCode,
  PH: matches(PH_TIN_PATTERN),
};

describe("each country's examples pass the field they illustrate", () => {
  it.each(COUNTRIES)('%s', (country) => {
    const { examples } = COUNTRY_RECORDS[country];
    expect(validatePostalCodeOf(examples.postcode, country), examples.postcode).toBeNull();
    expect(validateFreeText(10)(examples.groundFloor), examples.groundFloor).toBeNull();
    expect(validateFlatNumber(examples.flat), examples.flat).toBeNull();
    expect(validateLicensePlate(examples.plate), examples.plate).toBeNull();
    expect(validateDocumentNumber(examples.companyTaxId.example), examples.companyTaxId.example).toBeNull();
    expect(COMPANY_ID_CHECKS[country](examples.companyTaxId.example), examples.companyTaxId.example).toBe(true);
  });
});

/**
 * The register each locale keeps with the applicant (countries.ts `register`): Colombia in usted
 * throughout (the language review found tú on 162 keys), Germany in Sie. Words only the other
 * register uses must not appear.
 */
const OTHER_REGISTER: Partial<Record<Register, RegExp>> = {
  // Forms only tú has ("revisa", "escribe" are also usted's third person: not listed).
  usted: /\b(tu|tus|te|ti|contigo|tienes|puedes|podrás|quieres|eres|estás|vives|debes|prefieres|elijas|quieras|vuelvas|añade|cuéntanos|revísalo|revísala|inténtalo|recházala|déjalo)\b/i,
  Sie: /\b(du|dich|dir|dein|deine|deinen|deinem|deiner)\b/i,
  tu: /\bdumneavoastră\b/i,
};
describe('each locale keeps its country\'s register', () => {
  it.each(COUNTRIES.filter((country) => OTHER_REGISTER[COUNTRY_RECORDS[country].register]))('%s', (country) => {
    const pattern = OTHER_REGISTER[COUNTRY_RECORDS[country].register] as RegExp;
    const locale = COUNTRY_DEFAULTS[country].locale;
    expect(textsOf(locale).filter(([, text]) => pattern.test(text)).map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });
});

/**
 * An unnamed partner is "Ihrem Kreditgeber" (German dative), "Twojego pożyczkodawcy" (Polish
 * genitive), "creditorul tău": the redirect's texts that may carry it put {{partner}} where that case
 * belongs, after a preposition that governs it, never as the subject (the language review's "Ihrem
 * Kreditgeber schließt…").
 */
const PARTNER_TEXTS = ['flow:redirected>title', 'flow:redirected>titleManual', 'flow:redirected>opening', 'flow:redirected>alreadyThere', 'flow:redirected>continue', 'flow:redirected>finding', 'flow:redirected>why', 'steps:partnerRedirect>step1', 'steps:partnerRedirect>step2'];
/** Whether the words before {{partner}} leave it in the case the unnamed partner is written in. */
const IN_ITS_CASE: Readonly<Record<string, (before: string) => boolean>> = {
  // Dative: after a preposition that governs it, never the subject.
  de: (before) => /\b(von|zu|bei|mit)$/i.test(before),
  // Genitive: after a preposition or a noun that governs it.
  pl: (before) => /\b(do|od|stronę|stronie|strony|serwisie)$/i.test(before),
  // Nominative and accusative are one form ("creditorul tău"): anywhere but after a noun that wants the genitive.
  ro: (before) => !/\b(site-ul|pagina|securizată|a|al|ale)$/i.test(before),
};
describe('the unnamed partner stands in its case', () => {
  it.each(Object.entries(IN_ITS_CASE))('%s', (lng, inItsCase) => {
    const texts = new Map(textsOf(lng).map(([where, text]) => [where.replace(`${lng}/`, ''), text]));
    const wrong = PARTNER_TEXTS.flatMap((key) => {
      const text = texts.get(key) ?? '';
      return [...text.matchAll(/{{partner}}/g)].filter((match) => !inItsCase(text.slice(0, match.index).trimEnd())).map(() => `${key}: ${text}`);
    });
    expect(wrong).toEqual([]);
  });
});
