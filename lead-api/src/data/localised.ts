import { LOCALES, LOCALE_LANGUAGE_TAGS, type Locale } from '../../../src/config/locales';

/**
 * Sandbox texts in the nine locales of SPEC §1: what a request's `lang` asks for. The
 * client sends its locale code (es, mx, co, de, pl, ro, vn, ph, en); Mexican and Colombian Spanish
 * fall back to Spain's word only where the word is the same, the Philippines to English.
 */
/** The app's locales (src/config/locales.ts): the server answers in each. */
export const LANGS = LOCALES;
export type Lang = Locale;

export type Texts = { en: string; es: string; de: string; pl: string; ro: string; vn: string; mx?: string; co?: string; ph?: string };

/** BCP 47 tags and older spellings a caller may send, read as our locale codes. */
const ALIASES: Readonly<Record<string, Lang>> = { vi: 'vn', 'es-mx': 'mx', 'es-co': 'co', 'en-ph': 'ph', 'es-es': 'es' };

/** The locale of a request's `lang`; Spanish when absent (SPEC §1: the active deployment is Spanish). */
export function langOf(lang: string | undefined): Lang {
  const code = (lang ?? 'es').toLowerCase();
  if ((LANGS as readonly string[]).includes(code)) return code as Lang;
  return ALIASES[code] ?? (code.startsWith('en') ? 'en' : code.startsWith('es') ? 'es' : 'en');
}

export function pick(texts: Texts, lang: string | undefined): string {
  const code = langOf(lang);
  if (code === 'mx' || code === 'co') return texts[code] ?? texts.es;
  if (code === 'ph') return texts.ph ?? texts.en;
  return texts[code];
}

/** Intl's language tag of a locale code, for names Intl already knows (countries): the app's own. */
export const LANGUAGE_TAG: Readonly<Record<Lang, string>> = LOCALE_LANGUAGE_TAGS;
