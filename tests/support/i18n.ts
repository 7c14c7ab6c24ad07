import { readFileSync } from 'node:fs';
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An i18next instance with the real Spanish texts of `namespaces`, set up as the app sets up its own
 * (src/app/boot/i18n.ts: '>' between keys, '^' before a namespace), for component tests.
 */
export async function spanishI18n(namespaces: readonly string[], defaultNS = namespaces[0]): Promise<I18n> {
  const read = (ns: string) => JSON.parse(readFileSync(`locales/es/${ns}.json`, 'utf8')) as Record<string, unknown>;
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'es',
    resources: { es: Object.fromEntries(namespaces.map((ns) => [ns, read(ns)])) },
    ns: [...namespaces],
    defaultNS,
    keySeparator: '>',
    nsSeparator: '^',
    interpolation: { escapeValue: false },
  });
  return i18n;
}
