/** The translation namespaces, one file each per locale, served at <base>/locales/{lng}/{ns}.json (SPEC §1). */
export const NAMESPACES = ['common', 'form', 'flow', 'steps'] as const;

/** Namespaces a lazy feature loads when it first shows (the consent dialog, only where tracking is configured). */
export const LAZY_NAMESPACES = ['consent'] as const;

/** Where a locale file is served, under the app's base path. */
export const localeFilePath = (basePath: string, lng: string, ns: string) => `${basePath.replace(/\/$/, '')}/locales/${lng}/${ns}.json`;
