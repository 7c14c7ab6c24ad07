import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { countryTextValues } from '../../config/countries';
import { LOCALE_LANGUAGE_TAGS, type Locale } from '../../config/locales';
import type { Country } from '../../config/runtime-config';
import { NAMESPACES } from '../../config/translations';
import { TRANSLATION_KEY_SEPARATOR, TRANSLATION_NS_SEPARATOR } from '../../domain/constants';

export const LOCALES_PATH = `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json`;


/**
 * SPEC §1, §9: per-language files over HTTP, key separator '>', namespace separator '^', no escaping
 * (React escapes), failed loads retried. Loaded before the first render (DESIGN.md §7): Suspense mode
 * would hold the first paint back.
 *
 * No fallback language is loaded (config/locales.ts loadedLocales): every locale is complete.
 * The country's words (countries.ts) are every text's default variables: "{{creditBureau}}" is SCHUFA
 * in any language on a German brand.
 */
export async function initI18n(locale: Locale, country: Country): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: Object.keys(LOCALE_LANGUAGE_TAGS),
      ns: [...NAMESPACES],
      defaultNS: 'common',
      keySeparator: TRANSLATION_KEY_SEPARATOR,
      nsSeparator: TRANSLATION_NS_SEPARATOR,
      interpolation: { escapeValue: false, defaultVariables: countryTextValues(country) },
      backend: { loadPath: LOCALES_PATH },
      maxRetries: 5,
      retryTimeout: 500,
      react: { useSuspense: false },
    });
  document.documentElement.lang = LOCALE_LANGUAGE_TAGS[locale];
  return instance;
}
