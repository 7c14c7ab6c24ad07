import { BRAND_IDS } from '../../config/brand-types';

/**
 * What a deployment's service worker precaches. One build serves every brand and locale, but
 * a deployment serves one brand in its locale: the applicant's phone downloads that brand's styles and
 * images and that locale's translations, and the app's chunks (but those of the screens after the
 * offer, scripts/on-demand-chunks.ts), not the other fifteen brands and eight locales. The worker reads its deployment from its own script URL
 * (`sw.js?brand=…&locales=…`), which the page writes from its runtime configuration; a worker
 * registered without one (an old page) precaches everything, as before.
 *
 * Files of other brands or locales are not lost: brand assets and locale files have runtime routes
 * (service-worker-routes.ts) that fetch and cache them if a deployment ever asks for them.
 */
export type PrecacheDeployment = { brand: string; locales: readonly string[] };

const BRAND_PARAM = 'brand';
const LOCALES_PARAM = 'locales';

/** The worker's script URL for a deployment: the query is how the worker learns what to keep. */
export function serviceWorkerUrl(file: string, deployment: PrecacheDeployment): string {
  const query = new URLSearchParams({ [BRAND_PARAM]: deployment.brand, [LOCALES_PARAM]: deployment.locales.join(',') });
  return `${file}?${query.toString()}`;
}

/** The deployment a worker was registered for, from its own script URL; undefined when it names none. */
export function deploymentOf(scriptUrl: URL): PrecacheDeployment | undefined {
  const brand = scriptUrl.searchParams.get(BRAND_PARAM);
  const locales = scriptUrl.searchParams.get(LOCALES_PARAM)?.split(',').filter(Boolean);
  if (!brand || !locales?.length) return undefined;
  return { brand, locales };
}

const LOCALE_FILE = /^locales\/([^/]+)\//;
const BRAND_FOLDER = /^brands\/([^/]+)\//;
/** A brand's stylesheet is built as assets/<brand id>-<hash>.css (src/brands/styles/<brand id>.css). */
const BRAND_STYLESHEET = new RegExp(`^assets/(${BRAND_IDS.join('|')})-[\\w-]+\\.css$`);

/** Whether a file of the build (its URL relative to the base, as in Workbox's manifest) is precached for the deployment. */
export function isPrecachedFor(url: string, deployment: PrecacheDeployment | undefined): boolean {
  if (!deployment) return true;
  const locale = LOCALE_FILE.exec(url)?.[1];
  if (locale) return deployment.locales.includes(locale);
  const brand = BRAND_FOLDER.exec(url)?.[1] ?? BRAND_STYLESHEET.exec(url)?.[1];
  if (brand) return brand === deployment.brand;
  return true;
}

/** The build's precache manifest narrowed to what the deployment serves. */
export function precacheFor<Entry extends string | { url: string }>(manifest: readonly Entry[], deployment: PrecacheDeployment | undefined): Entry[] {
  return manifest.filter((entry) => isPrecachedFor(typeof entry === 'string' ? entry : entry.url, deployment));
}

/** Whether a precache URL is a page that answers navigations (index.html): stored before anything else. */
const isPage = (url: string) => /\.html(?:\?|$)/.test(url);

/**
 * The order the worker fills its precache in: the navigation pages first, so that a copy interrupted by
 * going offline still answers a reload with the page (or, when its files are missing, the offline page)
 * rather than with the browser's error.
 */
export function installOrder<Entry extends string | { url: string }>(entries: readonly Entry[]): Entry[] {
  const urlOf = (entry: Entry) => (typeof entry === 'string' ? entry : entry.url);
  return [...entries.filter((entry) => isPage(urlOf(entry))), ...entries.filter((entry) => !isPage(urlOf(entry)))];
}

/**
 * The files a page names in its head and body (its scripts, stylesheets and preloads) under the
 * same origin, as absolute URLs: a stored page is served offline only when those of them in the
 * precache are stored too, else it would be a blank page.
 */
export function filesNamedBy(html: string, pageUrl: string): string[] {
  const page = new URL(pageUrl);
  const tags = html.match(/<(?:script|link)\b[^>]*>/gi) ?? [];
  return tags.flatMap((tag) => {
    const href = /\s(?:src|href)="([^"]+)"/i.exec(tag)?.[1];
    if (!href || href.startsWith('data:')) return [];
    const url = new URL(href.replaceAll('&amp;', '&'), page);
    return url.origin === page.origin ? [url.href] : [];
  });
}
