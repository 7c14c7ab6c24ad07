// Each brand's first step drawn into static HTML at build time (`npm run build` runs this
// after `vite build`, into the build's own directory: scripts/build.ts). The built app itself draws
// it, in Chromium, against the reference lead API, so the page is exactly what the app then shows.
// Without Chromium (a machine that only runs the product) the build goes on without the pages, says
// so, and every request gets index.html, as before. Each page is tried three times against
// a deadline that scales with the machine's load, pages are drawn in parallel, and a page that still
// fails fails the build in one line (scripts/prerender-budget.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { BRANDS, type BrandRecord } from '../src/config/brands';
import { AFTER_FIRST_PAINT_END, AFTER_FIRST_PAINT_ID, PRERENDERED_DIR, PRERENDERED_ELEMENT_ID, drawnPageProblems, prerenderedFileOf } from '../src/domain/journey/prerendered-page';
import { createLeadApi } from '../lead-api/src/app';
import { API_BASE, checkedRuntimeConfig } from '../lead-api/src/deployment';
import { BASE_PATH } from '../lead-api/src/static';
import { createServerApp } from '../lead-api/src/server-app';
import { CHROMIUM_ARGS, headlessChromePath } from './chromium.mjs';
import { firstLine, prerenderBudget } from './prerender-budget';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What the prerender keeps of a drawn step. Not its favicon: the app sets that once the page is idle (src/app/boot/brand-metadata.ts). */
export type Drawn = { html: string; title: string; lang: string; stylesheets: string[]; meta: Record<string, string> };

/** Where the page keeps its step's first render (recordFirstRender). */
const FIRST_RENDER = '__firstRender';
type FirstRender = { root: HTMLElement; stylesheets: string[] };
type RecordingWindow = Window & { [FIRST_RENDER]?: FirstRender };

/**
 * In the page, before it loads: #root and the linked stylesheets as they are when the step's heading is first
 * in it. The step renders once its translations and data are there (boot loads them first), so this is the
 * whole step, and only it: what the layout mounts after the step (the toast container, a moment later)
 * comes neither into the drawn page nor with its stylesheet, which was one more render-blocking request
 * before the first paint.
 * A mutation observer's callback runs before the next task, so before any timer the render set.
 */
function recordFirstRender(key: string) {
  const observer = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root?.querySelector('main h1')) return;
    observer.disconnect();
    (window as RecordingWindow)[key as typeof FIRST_RENDER] = {
      root: root.cloneNode(true) as HTMLElement,
      stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
    };
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** In the page: the drawn step, its forms made inert until the app takes over (a submit before then goes nowhere). */
function readDrawnPage(key: string): Drawn {
  const firstRender = (window as RecordingWindow)[key as typeof FIRST_RENDER];
  if (!firstRender) throw new Error("the step's first render was not seen");
  const copy = firstRender.root;
  // method=dialog outside a dialog submits nothing: Continue before the JavaScript runs cannot navigate.
  for (const form of copy.querySelectorAll('form')) form.setAttribute('method', 'dialog');
  // Links to this build server (the policies' full texts) as paths: the deployment's origin serves them.
  for (const link of copy.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (link.origin === location.origin) link.setAttribute('href', `${link.pathname}${link.search}${link.hash}`);
  }
  const meta: Record<string, string> = {};
  for (const name of ['description', 'keywords', 'theme-color']) {
    const content = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
    if (content) meta[name] = content;
  }
  return {
    html: copy.innerHTML,
    title: document.title,
    lang: document.documentElement.lang,
    // As paths: the chunks' stylesheets were added with this server's origin.
    stylesheets: firstRender.stylesheets,
    meta,
  };
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** index.html with the drawn step before #root, its language, metadata and every stylesheet it used. */
export function prerenderedHtml(indexHtml: string, drawn: Drawn, marks: { brand: string; locale: string; path: string }): string {
  const styled = /<[^>]*\sstyle="[^"]*"[^>]*>/.exec(drawn.html);
  if (styled) throw new Error(`the drawn step has a style attribute, which the CSP (no unsafe-inline) would refuse: ${styled[0]}`);
  const head = [
    ...drawn.stylesheets.filter((href) => !indexHtml.includes(`href="${href}"`)).map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    ...Object.entries(drawn.meta).map(([name, content]) => `<meta name="${name}" content="${escapeAttribute(content)}" />`),
  ].join('\n    ');
  // The app's own requests wait until the step is painted (src/entry.ts puts this template in the head).
  // Its module preloads are dropped: src/entry.ts imports the start-up's chunks one after another, and
  // fetched one at a time they do not all download and compile at once beside the drawn step's main
  // thread, where they would add blocking time.
  // Pages drawn by the app itself (index.html) keep them: nothing is on the screen until the app runs.
  const preloads = [...indexHtml.matchAll(/ *<link rel="preload"[^>]*>\n?/g)].map(([link]) => link.trim());
  const html = indexHtml
    .replace(/ *<!--[^>]*-->\n? *<link rel="preload"[^>]*>\n?/g, '')
    .replace(/ *<link rel="(?:module)?preload"[^>]*>\n?/g, '')
    .replace('</head>', () => `  <template id="${AFTER_FIRST_PAINT_ID}">\n      ${preloads.join('\n      ')}\n    ${AFTER_FIRST_PAINT_END}\n  </head>`)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeAttribute(drawn.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(drawn.title)}</title>`)
    .replace(/\n? *<meta name="(description|keywords)" content="" \/>/g, '')
    .replace('</head>', () => `  ${head}\n  </head>`);
  const mark = `data-brand="${escapeAttribute(marks.brand)}" data-locale="${escapeAttribute(marks.locale)}" data-path="${escapeAttribute(marks.path)}"`;
  // Replacer functions throughout: the drawn text is not a replacement pattern ("$&nbsp;200.000" in a
  // peso amount would otherwise insert the matched string there).
  return html.replace('<div id="root"></div>', () => `<div id="${PRERENDERED_ELEMENT_ID}" ${mark}>${drawn.html}</div>\n    <div id="root"></div>`);
}

async function loadChromium() {
  if (!existsSync(headlessChromePath())) return { skipped: `no Chromium at ${headlessChromePath()} (set CHROME_PATH)` } as const;
  try {
    const { chromium } = await import('@playwright/test');
    return { chromium } as const;
  } catch {
    return { skipped: 'no @playwright/test (a production-only install)' } as const;
  }
}

/**
 * Draws every brand's first step into `distDir`/prerendered/. Answers what it did, in a few words for
 * the build's marker; throws an error of one line when a page fails all its attempts or the whole
 * prerender passes its deadline.
 */
export async function prerender({ distDir, log = console.log }: { distDir: string; log?: (line: string) => void }): Promise<string> {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`no ${indexPath}: run vite build first`);
  rmSync(join(distDir, PRERENDERED_DIR), { recursive: true, force: true });
  const loaded = await loadChromium();
  if ('skipped' in loaded) {
    console.warn(`prerender: skipped, ${loaded.skipped}; every page is served from index.html (first paint waits for the JavaScript)`);
    return `no first step drawn: ${loaded.skipped}`;
  }
  const fromEnv = Number(process.env.PRERENDER_PAGE_TIMEOUT_MS);
  const budget = prerenderBudget({
    cpus: availableParallelism(),
    loadAverage: loadavg()[0] ?? 0,
    pages: BRANDS.length,
    pageTimeoutMs: Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : undefined,
  });
  log(`prerender: ${BRANDS.length} first steps, ${budget.pagesAtOnce} at a time, ${Math.round(budget.pageTimeoutMs / 1000)} s each, ${budget.attempts} attempts`);
  const indexHtml = readFileSync(indexPath, 'utf8');
  const dataDir = mkdtempSync(join(tmpdir(), 'prerender-lead-data-'));
  const leadApi = await createLeadApi({ dataDir, apiBase: API_BASE });
  const browser = await loaded.chromium.launch({ executablePath: headlessChromePath(), args: CHROMIUM_ARGS, headless: true });
  mkdirSync(join(distDir, PRERENDERED_DIR), { recursive: true });
  const attempt = async (brand: BrandRecord) => {
    const { input: runtimeConfig, result } = checkedRuntimeConfig({ BRAND: brand.id, APP_ENV: 'production' });
    if (!result.ok) throw new Error(`${brand.id}: ${result.problems.join('; ')}`);
    const app = createServerApp({ runtimeConfig, apiBase: API_BASE, leadApi: leadApi.app, distDir });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
    context.setDefaultTimeout(budget.pageTimeoutMs);
    context.setDefaultNavigationTimeout(budget.pageTimeoutMs);
    try {
      const page = await context.newPage();
      await page.addInitScript(recordFirstRender, FIRST_RENDER);
      await page.goto(`http://127.0.0.1:${port}${BASE_PATH}${brand.firstPage}`, { waitUntil: 'domcontentloaded' });
      await page.locator('#root main h1').first().waitFor({ state: 'visible' });
      // Every stylesheet and translation the step asked for has arrived: the page is as the applicant sees it.
      await page.waitForLoadState('networkidle');
      const drawn = await page.evaluate(readDrawnPage, FIRST_RENDER);
      const file = prerenderedFileOf(brand.id, runtimeConfig.locale);
      const html = prerenderedHtml(indexHtml, drawn, { brand: brand.id, locale: runtimeConfig.locale, path: brand.firstPage });
      const problems = drawnPageProblems(html);
      if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
      writeFileSync(join(distDir, file), html);
      log(`prerender: ${file} (${brand.firstPage}, "${drawn.title}")`);
    } finally {
      await context.close();
      server.close();
    }
  };
  const draw = async (brand: BrandRecord) => {
    for (let tried = 1; ; tried += 1) {
      try {
        return await attempt(brand);
      } catch (error) {
        if (tried >= budget.attempts) throw new Error(`${brand.id} (${brand.firstPage}) failed ${tried} times, last: ${firstLine(error)}`, { cause: error });
        log(`prerender: ${brand.id} attempt ${tried} failed (${firstLine(error)}); trying again`);
      }
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const queue = [...BRANDS];
    const worker = async () => {
      for (let brand = queue.shift(); brand; brand = queue.shift()) await draw(brand);
    };
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not done within its deadline of ${Math.round(budget.deadlineMs / 1000)} s`)), budget.deadlineMs);
    });
    await Promise.race([Promise.all(Array.from({ length: budget.pagesAtOnce }, worker)), deadline]);
    return `${BRANDS.length} first steps drawn`;
  } finally {
    clearTimeout(timer);
    await browser.close();
    await leadApi.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `tsx scripts/prerender.ts [--dist <dir>]`: the drawn pages alone, into an existing build.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: join(root, 'dist') } } });
  try {
    await prerender({ distDir: resolve(values.dist) });
  } catch (error) {
    console.error(`prerender failed: ${firstLine(error)}`);
    process.exit(1);
  }
}
