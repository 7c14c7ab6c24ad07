/**
 * The locales of the runtime configuration (DESIGN.md §3), apart from its zod schema: the translations
 * load at boot from the entry chunk, which carries no schema library (DESIGN.md §7, issue 14).
 */
export const LOCALES = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const;
export const FALLBACK_LOCALE = 'en';

export type Locale = (typeof LOCALES)[number];

/**
 * The translation files a deployment loads, preloads and precaches: its own locale only. Every
 * locale holds every key of the fallback language (tests/unit/locales.test.ts fails otherwise), so
 * loading en beside it would download, parse and precache files that are never read (issue 25).
 */
export const loadedLocales = (locale: Locale): Locale[] => [locale];

/** The BCP 47 tag of each locale code (some, like mx or vn, are not language tags): for <html lang> and plural rules. */
export const LOCALE_LANGUAGE_TAGS = {
  en: 'en', es: 'es-ES', mx: 'es-MX', co: 'es-CO', pl: 'pl', ro: 'ro', vn: 'vi', de: 'de', ph: 'en-PH',
} as const satisfies Record<Locale, string>;
