import { describe, expect, it } from 'vitest';
import { AsYouType, getExampleNumber, isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import full from 'libphonenumber-js/metadata.max.json';
import mobileExamples from 'libphonenumber-js/examples.mobile.json';
import { COUNTRIES } from '../src/config/runtime-config';
import { metadataFor } from './phone-metadata';

const kept = metadataFor(full) as MetadataJson;
const everything = full as MetadataJson;

describe("the build's phone metadata: the eight countries served, with the full metadata's answers", () => {
  it.each(COUNTRIES)('%s: its example mobile parses, validates, types and formats as with the full metadata', (country) => {
    const example = getExampleNumber(country as CountryCode, mobileExamples, everything)!;
    const national = example.formatNational();
    const withKept = parsePhoneNumberFromString(national, country as CountryCode, kept);
    const withFull = parsePhoneNumberFromString(national, country as CountryCode, everything);
    expect(withKept?.number).toBe(withFull?.number);
    expect(withKept?.isValid()).toBe(true);
    expect(withKept?.getType()).toBe(withFull?.getType());
    expect(new AsYouType(country as CountryCode, kept).input(national)).toBe(new AsYouType(country as CountryCode, everything).input(national));
  });

  it('leaves out the countries no brand serves', () => {
    expect(isSupportedCountry('GB', kept)).toBe(false);
    expect(isSupportedCountry('GB', everything)).toBe(true);
    expect(Object.keys(kept.countries).sort()).toEqual([...COUNTRIES].sort());
  });
});
