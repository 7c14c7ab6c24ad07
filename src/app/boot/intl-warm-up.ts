/**
 * ICU's number and plural data load once per renderer process, on whichever thread first asks
 * for an Intl object: a long task on a slow phone. Left to the first step's render, that thread would be
 * the main one. A worker (intl-warm-up.worker.ts) asks first, on a thread of its own; the main thread's
 * first NumberFormat then finds the data loaded.
 */
export function warmUpIntl(languageTag: string) {
  let tag = languageTag;
  try {
    Intl.getCanonicalLocales(tag);
  } catch {
    // Not a language tag (a page without one): the data that costs is the same for every language.
    tag = 'en';
  }
  new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol' }).format(1);
  new Intl.PluralRules(tag).select(1);
  // No dates: the first step shows none, and time-zone data is the costliest to load.
}
