import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { metadataFor } from '../phone-metadata';

/** The phone library's metadata of the countries the app serves only (scripts/phone-metadata.ts). */
export function phoneMetadataOfOurCountries(): Plugin {
  return {
    name: 'phone-metadata-of-our-countries',
    apply: 'build',
    load(id) {
      if (!id.endsWith('/libphonenumber-js/metadata.max.json.js')) return undefined;
      const full = JSON.parse(readFileSync(id.replace(/\.js$/, ''), 'utf8')) as Parameters<typeof metadataFor>[0];
      return `export default ${JSON.stringify(metadataFor(full))};`;
    },
  };
}
