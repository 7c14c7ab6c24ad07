import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { countryTextValues } from '../../config/countries';
import { FALLBACK_LOCALE, LOCALE_LANGUAGE_TAGS, type Locale } from '../../config/locales';
import type { Country } from '../../config/runtime-config';
import { NAMESPACES } from '../../config/translations';
import { TRANSLATION_KEY_SEPARATOR, TRANSLATION_NS_SEPARATOR } from '../../domain/constants';

export const LOCALES_PATH = `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json`;

/**
 * SPEC §1, §9: per-language files over HTTP, key separator '>', namespace separator '^', no escaping
 * (React escapes), failed loads retried, English the fallback language. Loaded before the first
 * render (DESIGN.md §7): Suspense mode would hold the first paint back.
 *
 * The fallback costs the first paint nothing: every locale holds every key (tests/unit/locales.test.ts),
 * so English is fetched only for a namespace that needs it, one that failed to load (checked before the
 * first render) or a key the locale lacks (a stale cached file after a release, found as it is asked);
 * until then i18next is given an empty English file without a request.
 * The country's words (countries.ts) are every text's default variables: "{{creditBureau}}" is SCHUFA
 * in any language on a German brand.
 */
export async function initI18n(locale: Locale, country: Country): Promise<i18n> {
  const instance = i18next.createInstance();
  const wanted = new Set<string>();
  const pending = new Set<string>();
  // Files i18next asks for that are fetched: the locale's own, and English only for a namespace that needs it.
  const fetched = (language: string, namespace: string) => language === locale || wanted.has(namespace);

  const loadFallback = (namespace: string) => {
    if (locale === FALLBACK_LOCALE || wanted.has(namespace)) return Promise.resolve();
    wanted.add(namespace);
    pending.add(namespace);
    return instance.reloadResources([FALLBACK_LOCALE], [namespace]).finally(() => pending.delete(namespace));
  };

  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: Object.keys(LOCALE_LANGUAGE_TAGS),
      ns: [...NAMESPACES],
      defaultNS: 'common',
      keySeparator: TRANSLATION_KEY_SEPARATOR,
      nsSeparator: TRANSLATION_NS_SEPARATOR,
      interpolation: { escapeValue: false, defaultVariables: countryTextValues(country) },
      backend: {
        // An empty path answers an empty file, without a request (i18next-http-backend).
        loadPath: ([language = locale]: readonly string[], [namespace = '']: readonly string[]) =>
          fetched(language, namespace) ? LOCALES_PATH : '',
      },
      maxRetries: 5,
      retryTimeout: 500,
      // A key the locale lacks: English is fetched for its namespace; meanwhile the text is left empty, never the raw key.
      saveMissing: true,
      missingKeyHandler: (_languages, namespace) => void loadFallback(namespace),
      parseMissingKeyHandler: (key) => (pending.size > 0 ? '' : key),
      // English arriving later re-renders what asked for it.
      react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
    });
  // A namespace whose file did not come (a flaky network, after i18next's retries) is English from the first render.
  const failed = NAMESPACES.filter((namespace) => !instance.hasResourceBundle(locale, namespace));
  await Promise.all(failed.map(loadFallback));
  document.documentElement.lang = LOCALE_LANGUAGE_TAGS[locale];
  return instance;
}
