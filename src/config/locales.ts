/**
 * The locales of the runtime configuration (DESIGN.md §3), apart from its zod schema: the translations
 * load at boot from the entry chunk, which carries no schema library (DESIGN.md §7).
 */
export const LOCALES = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const;
export const FALLBACK_LOCALE = 'en';

export type Locale = (typeof LOCALES)[number];

/**
 * The translation files a deployment loads, preloads and precaches: its own locale only. Every
 * locale holds every key of the fallback language (tests/unit/locales.test.ts fails otherwise), so
 * English is fetched only when a file fails to load or lacks a key (src/app/boot/i18n.ts), and cached
 * by the service worker as it comes: precached, its five files would weigh on every deployment's
 * precache (its budget: bench/README.md) for what is almost never read.
 */
export const loadedLocales = (locale: Locale): Locale[] => [locale];

/** The BCP 47 tag of each locale code (some, like mx or vn, are not language tags): for <html lang> and plural rules. */
export const LOCALE_LANGUAGE_TAGS = {
  en: 'en', es: 'es-ES', mx: 'es-MX', co: 'es-CO', pl: 'pl', ro: 'ro', vn: 'vi', de: 'de', ph: 'en-PH',
} as const satisfies Record<Locale, string>;
