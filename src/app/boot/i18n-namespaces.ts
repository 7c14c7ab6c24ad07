/** The translation namespaces, one file each per locale under locales/{lng}/{ns}.json. */
export const NAMESPACES = ['common', 'form', 'flow'] as const;
