import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../../config/brand-types';
import { LOCALES, loadedLocales } from '../../config/locales';
import { SERVICE_WORKER_FILE } from './service-worker-routes';
import { deploymentOf, filesNamedBy, installOrder, isPrecachedFor, precacheFor, serviceWorkerUrl, type PrecacheDeployment } from './precache-scope';

const SPANISH: PrecacheDeployment = { brand: 'es-solcredito', locales: loadedLocales('es') };

/** A build's manifest as Workbox writes it: shared chunks and styles, and every brand's and locale's files. */
const MANIFEST = [
  'index.html',
  'assets/main-DXG952WW.js',
  'assets/id-upload-BeiDzrEm.css',
  'assets/step-layout-Dsn6hcuI.css',
  ...BRAND_IDS.flatMap((brand) => [`assets/${brand}-B0-APoRF.css`, `brands/${brand}/logo.svg`, `brands/${brand}/favicon.svg`]),
  ...LOCALES.flatMap((locale) => [`locales/${locale}/common.json`, `locales/${locale}/steps.json`]),
].map((url) => ({ url, revision: 'r1' }));

const urls = (deployment: PrecacheDeployment | undefined) => precacheFor(MANIFEST, deployment).map((entry) => entry.url);

describe('the precache of one deployment (what this deployment serves)', () => {
  it("keeps the shell, every shared chunk and style, the brand's own files and its locale's translations", () => {
    expect(urls(SPANISH)).toEqual([
      'index.html',
      'assets/main-DXG952WW.js',
      'assets/id-upload-BeiDzrEm.css',
      'assets/step-layout-Dsn6hcuI.css',
      'assets/es-solcredito-B0-APoRF.css',
      'brands/es-solcredito/logo.svg',
      'brands/es-solcredito/favicon.svg',
      'locales/es/common.json',
      'locales/es/steps.json',
    ]);
  });

  it("leaves out every other brand's stylesheet and images and every other locale, for each brand", () => {
    for (const brand of BRAND_IDS) {
      const kept = urls({ brand, locales: ['pl'] });
      expect(kept.filter((url) => url.includes(brand))).toHaveLength(3);
      expect(kept.filter((url) => BRAND_IDS.some((other) => other !== brand && url.includes(other)))).toEqual([]);
      expect(kept.filter((url) => url.startsWith('locales/'))).toEqual(['locales/pl/common.json', 'locales/pl/steps.json']);
    }
  });

  it('a worker registered without a deployment (an older page) precaches the whole build', () => {
    expect(urls(undefined)).toHaveLength(MANIFEST.length);
    expect(isPrecachedFor('locales/vn/common.json', undefined)).toBe(true);
  });

  it('the deployment travels in the worker script URL and is read back from it', () => {
    const url = new URL(serviceWorkerUrl(SERVICE_WORKER_FILE, SPANISH), 'https://apply.example/application-frontend/');
    expect(url.pathname).toBe('/application-frontend/sw.js');
    expect(deploymentOf(url)).toEqual(SPANISH);
    expect(deploymentOf(new URL('https://apply.example/application-frontend/sw.js'))).toBeUndefined();
    expect(deploymentOf(new URL('https://apply.example/application-frontend/sw.js?brand=es-solcredito&locales='))).toBeUndefined();
  });
});

describe('the order the worker stores its copy in, and when a stored page can start', () => {
  it('the navigation pages first, so an install interrupted by going offline still answers a reload', () => {
    const ordered = installOrder([{ url: 'assets/main-DXG952WW.js' }, { url: 'brands/es-solcredito/logo.svg' }, { url: 'index.html' }, { url: 'locales/es/common.json' }]);
    expect(ordered.map((entry) => entry.url)).toEqual(['index.html', 'assets/main-DXG952WW.js', 'brands/es-solcredito/logo.svg', 'locales/es/common.json']);
  });

  it("a page's own scripts, stylesheets and preloads of its origin are what it needs stored to start", () => {
    const page = 'https://apply.example/application-frontend/index.html';
    const html = [
      '<link rel="icon" href="data:," />',
      '<link rel="preload" href="/application-frontend/config.json" as="fetch" crossorigin="anonymous" />',
      '<script type="module" crossorigin src="/application-frontend/assets/index-BtkKj7ka.js"></script>',
      '<link rel="stylesheet" crossorigin href="/application-frontend/assets/index-CZbUbh1C.css">',
      '<link rel="modulepreload" crossorigin href="assets/app-main-wptF7XHz.js">',
      '<script src="https://tags.example/gtm.js"></script>',
      '<a href="/application-frontend/policy">',
    ].join('\n');
    expect(filesNamedBy(html, page)).toEqual([
      'https://apply.example/application-frontend/config.json',
      'https://apply.example/application-frontend/assets/index-BtkKj7ka.js',
      'https://apply.example/application-frontend/assets/index-CZbUbh1C.css',
      'https://apply.example/application-frontend/assets/app-main-wptF7XHz.js',
    ]);
  });
});
