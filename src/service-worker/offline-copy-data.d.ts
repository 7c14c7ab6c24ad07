/** Written when the worker is built (scripts/vite-plugins/offline-copy.ts). */
declare module 'virtual:offline-copy-data' {
  import type { OfflinePageTexts } from '../features/offline/offline-page';
  /** The SHA-384 integrity of each chunk cached when it loads (not precached), by its path under the base. */
  export const ON_DEMAND_INTEGRITY: Readonly<Record<string, string>>;
  /** The offline page's texts in each locale. */
  export const OFFLINE_PAGE_TEXTS: Readonly<Record<string, OfflinePageTexts>>;
  export const FALLBACK_LOCALE: string;
}
