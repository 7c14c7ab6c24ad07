/** The translation namespaces, one file each per locale, served at <base>/locales/{lng}/{ns}.json (SPEC §1). */
export const NAMESPACES = ['common', 'form', 'flow', 'steps'] as const;

/** Where a locale file is served, under the app's base path. */
export const localeFilePath = (basePath: string, lng: string, ns: string) => `${basePath.replace(/\/$/, '')}/locales/${lng}/${ns}.json`;
