/**
 * Issue 14: ICU's number and plural data load once per renderer process, on whichever thread first asks
 * for an Intl object: 35-60 ms on our CI machine's CPU, several times that on a slow phone. The first
 * step's render was that thread: one long task. A worker (intl-warm-up.worker.ts) asks first, on a
 * thread of its own; the main thread's first NumberFormat then takes under a millisecond.
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
