import { readFileSync } from 'node:fs';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { countryTextValues } from '../../src/config/countries';
import type { Country } from '../../src/config/runtime-config';

/**
 * An i18next instance with the real texts of `namespaces` in `lng`, set up as the app sets up its
 * own (src/app/boot/i18n.ts: '>' between keys, '^' before a namespace, the country's words as
 * default variables: Spain's unless `country` says), for component tests.
 */
export async function localeI18n(lng: string, namespaces: readonly string[], defaultNS = namespaces[0], country: Country = 'ES'): Promise<I18n> {
  const read = (ns: string) => JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8')) as Record<string, unknown>;
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { [lng]: Object.fromEntries(namespaces.map((ns) => [ns, read(ns)])) },
    ns: [...namespaces],
    defaultNS,
    keySeparator: '>',
    nsSeparator: '^',
    interpolation: { escapeValue: false, defaultVariables: countryTextValues(country) },
  });
  return i18n;
}

/** The Spanish texts (the active brand's language). */
export const spanishI18n = (namespaces: readonly string[], defaultNS = namespaces[0]): Promise<I18n> => localeI18n('es', namespaces, defaultNS);

/**
 * A test's texts by keys it builds from its examples (a country's field, an error code): the app's
 * own keys are typed (src/config/text-keys.ts); a test reads whatever key its table names.
 */
export const textsOf =
  (i18n: I18n) =>
  (key: string, values?: Record<string, unknown>): string =>
    String(i18n.t(key as never, values as never));
