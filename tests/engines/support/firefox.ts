import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import { type DriverContext, type DriverPage, type ElementRef, type KeyName } from './driver';
import { TESTING_LIBRARY_SOURCE, locateInPage, type Step } from './in-page';
import type { Engine } from './engines';

/**
 * Debian's Firefox ESR over WebDriver BiDi, which Firefox speaks itself (puppeteer-core; Playwright's
 * Firefox is a patched build it cannot download here). One browser per worker; each journey gets a
 * browser context of its own (its own cookies, storage and service workers).
 */
export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

const call = (fn: string, arg: unknown) => `(${fn})(${JSON.stringify(arg ?? null)})`;
const LOCATE = locateInPage.toString();

class FirefoxContext implements DriverContext {
  constructor(protected readonly frameOf: () => Promise<Frame>) {}

  async evaluate<T>(fn: string, arg?: unknown): Promise<T> {
    return (await (await this.frameOf()).evaluate(call(fn, arg))) as T;
  }

  async find(steps: Step[]): Promise<ElementRef[] | null> {
    const frame = await this.frameOf();
    const found = await frame.evaluateHandle(call(LOCATE, steps));
    if ((await found.jsonValue().catch(() => undefined)) === '__engine_query_not_ready__') return null;
    const properties = await found.getProperties();
    const elements = [...properties.values()].flatMap((handle) => handle.asElement() ?? []);
    return elements.map((element) => ({ ref: element }));
  }

  async addQueryLibrary(): Promise<void> {
    await (await this.frameOf()).evaluate(TESTING_LIBRARY_SOURCE);
  }

  async click(element: ElementRef) {
    await (element.ref as ElementHandle).click();
  }

  async type(element: ElementRef, text: string) {
    await (element.ref as ElementHandle).type(text);
  }

  async press(key: KeyName) {
    const frame = await this.frameOf();
    await frame.page().keyboard.press(key === 'Space' ? ' ' : key);
  }

  async evaluateOn<T>(element: ElementRef, fn: string, arg?: unknown): Promise<T> {
    return (await (element.ref as ElementHandle).evaluate(new Function('element', 'arg', `return (${fn})(element, arg);`) as (e: Element, a: unknown) => T, arg)) as T;
  }
}

class FirefoxPage extends FirefoxContext implements DriverPage {
  constructor(private readonly page: Page) {
    super(async () => page.mainFrame());
  }

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  }

  async reload() {
    await this.page.reload({ waitUntil: 'domcontentloaded', timeout: 60_000 });
  }

  async url() {
    return this.page.url();
  }

  frame(urlPrefix: string) {
    const frameOf = async () => {
      const frame = this.page.frames().find((candidate) => candidate.url().startsWith(urlPrefix));
      if (!frame) throw new Error(`no frame at ${urlPrefix}`);
      return frame;
    };
    const context = new FirefoxContext(frameOf);
    return Object.assign(context, { url: async () => (await frameOf()).url() });
  }

  async screenshot(path: string) {
    await this.page.screenshot({ path: path as `${string}.png` });
  }

  async close() {
    await this.page.browserContext().close();
  }
}

export async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: null,
    // The closed network here: no update, telemetry or remote settings calls from the browser itself.
    extraPrefsFirefox: { 'app.update.disabledForTesting': true, 'toolkit.telemetry.reportingpolicy.firstRun': false },
  });
  return {
    name: 'firefox',
    async open(viewport) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      return new FirefoxPage(page);
    },
    close: () => browser.close(),
  };
}
