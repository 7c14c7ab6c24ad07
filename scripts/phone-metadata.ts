import { COUNTRIES } from '../src/config/runtime-config';

/**
 * The phone library's full ("max") metadata covers every country's numbering plan, most of the phone
 * chunk that the page and its service worker download. The app accepts only its deployment country's
 * numbers (src/domain/validation/phone.ts parsePhone), so the build keeps the metadata of the eight countries it
 * serves; the rules and their answers are the
 * library's own. scripts/vite-plugins/phone-metadata-of-our-countries.ts serves this in place of
 * libphonenumber-js/metadata.max.json.js;
 * Node (lead-api, the unit tests) reads the full file, with the same answers for these countries.
 */
type Metadata = {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
  nonGeographic?: Record<string, unknown>;
};

export function metadataFor(full: Metadata, countries: readonly string[] = COUNTRIES): Metadata {
  const kept = new Set(countries);
  const callingCodes = Object.entries(full.country_calling_codes)
    .map(([code, owners]) => [code, owners.filter((owner) => kept.has(owner))] as const)
    .filter(([, owners]) => owners.length > 0);
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(Object.entries(full.countries).filter(([country]) => kept.has(country))),
  };
}
