/**
 * The page the service worker answers a navigation with when it has no network and its copy of the
 * app cannot start yet (a first visit whose copy was interrupted by going offline): never the browser's
 * "This site can't be reached". It says so in the deployment's language, with the texts the served
 * pages carry (src/config/boot-texts.ts), and links to the same address to try again. No script.
 */
export type OfflinePageTexts = { noConnection: string; answersKept: string; retry: string; languageTag: string };

/** The page's only style; the CSP of the answer allows exactly it (its digest), nothing else. */
export const OFFLINE_PAGE_STYLE =
  'body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1f2328;background:#fff}' +
  'main{max-width:32rem;margin:0 auto;padding:2rem 1.25rem}h1{font-size:1.375rem;line-height:1.3}' +
  'a{display:inline-block;margin-top:.5rem;padding:.75rem 1.25rem;border-radius:.375rem;background:#1f2328;color:#fff;font-weight:600;text-decoration:none}' +
  'a:focus-visible{outline:3px solid #0969da;outline-offset:2px}';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The offline page for a navigation to `url`; its link reloads that address. */
export function offlinePageHtml(texts: OfflinePageTexts, url: string): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(texts.languageTag)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(texts.noConnection)}</title>`,
    `<style>${OFFLINE_PAGE_STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1 role="alert">${escapeHtml(texts.noConnection)}</h1>`,
    `<p>${escapeHtml(texts.answersKept)}</p>`,
    `<a href="${escapeHtml(url)}">${escapeHtml(texts.retry)}</a>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The texts of the first of the deployment's locales that has them, else the fallback language's. */
export function offlinePageTextsFor(locales: readonly string[] | undefined, byLocale: Readonly<Record<string, OfflinePageTexts>>, fallback: string): OfflinePageTexts {
  for (const locale of locales ?? []) {
    const texts = byLocale[locale];
    if (texts) return texts;
  }
  return byLocale[fallback]!;
}
