import type { DriverContext, DriverPage, ElementRef, KeyName } from './driver';
import { toText, type Step } from './in-page';
import type { ByRole, Role, Surface, SurfaceLocator } from '../../e2e/surface';

/**
 * The engine suite's page: the part of Playwright's Page and Locator that the journeys use
 * (tests/e2e/surface.ts), over an engine's driver. As Playwright's, a locator is a query run when it
 * acts, waits until its one element is there and visible, and fails after `ACTION_TIMEOUT_MS`.
 */
const ACTION_TIMEOUT_MS = 15_000;
const POLL_MS = 100;

async function within<T>(what: string, attempt: () => Promise<T | undefined>, timeout = ACTION_TIMEOUT_MS): Promise<T> {
  const end = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > end) throw new Error(`${what}: not done within ${timeout} ms${last ? ` (${String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const describe = (steps: Step[]) => steps.map((step) => JSON.stringify(step)).join(' >> ');

export class EngineLocator implements SurfaceLocator {
  constructor(
    private readonly context: DriverContext,
    private readonly steps: Step[],
  ) {}

  private next(step: Step) {
    return new EngineLocator(this.context, [...this.steps, step]);
  }

  getByRole(role: Role, options: ByRole = {}) {
    return this.next({ role, name: options.name === undefined ? undefined : toText(options.name), exact: options.exact, level: options.level });
  }

  getByText(text: string | RegExp, options: { exact?: boolean } = {}) {
    return this.next({ text: toText(text), exact: options.exact });
  }

  locator(css: string) {
    return this.next({ css });
  }

  first() {
    return this.next({ nth: 0 });
  }

  last() {
    return this.next({ nth: -1 });
  }

  nth(index: number) {
    return this.next({ nth: index });
  }

  /** Every element the locator finds now (the query library added to a new document first). */
  async all(): Promise<ElementRef[]> {
    const found = await this.context.find(this.steps);
    if (found) return found;
    await this.context.addQueryLibrary();
    return (await this.context.find(this.steps)) ?? [];
  }

  /** The one element, once it is there (Playwright's strictness: two is an error). */
  private async one(): Promise<ElementRef> {
    return within(describe(this.steps), async () => {
      const found = await this.all();
      if (found.length > 1) throw new Error(`${found.length} elements match`);
      return found[0];
    });
  }

  async count() {
    return (await this.all()).length;
  }

  async isVisible() {
    return (await this.all()).length > 0;
  }

  async waitFor(options: { state?: 'visible' | 'hidden'; timeout?: number } = {}) {
    const wanted = options.state !== 'hidden';
    await within(`${describe(this.steps)} ${options.state ?? 'visible'}`, async () => ((await this.isVisible()) === wanted ? true : undefined), options.timeout);
  }

  async click() {
    await this.context.click(await this.one());
  }

  async check() {
    const element = await this.one();
    if (!(await this.context.evaluateOn<boolean>(element, 'function (element) { return element.checked; }'))) await this.context.click(element);
    await within(`${describe(this.steps)} checked`, async () => ((await this.isChecked()) ? true : undefined));
  }

  async fill(value: string) {
    const element = await this.one();
    // Emptied as a person would (select all, delete): a React field hears every change.
    if (await this.context.evaluateOn<string>(element, 'function (element) { return element.value; }')) {
      await this.context.evaluateOn(element, 'function (element) { element.focus(); element.select(); }');
      await this.context.press('Backspace');
    }
    await this.context.type(element, value);
  }

  async pressSequentially(text: string) {
    await this.context.type(await this.one(), text);
  }

  async press(key: KeyName) {
    await this.context.evaluateOn(await this.one(), 'function (element) { element.focus(); }');
    await this.context.press(key);
  }

  async focus() {
    await this.context.evaluateOn(await this.one(), 'function (element) { element.focus(); }');
  }

  async inputValue() {
    return this.context.evaluateOn<string>(await this.one(), 'function (element) { return element.value; }');
  }

  async isChecked() {
    return this.context.evaluateOn<boolean>(await this.one(), 'function (element) { return element.checked; }');
  }

  async textContent() {
    return this.context.evaluateOn<string>(await this.one(), 'function (element) { return element.textContent; }');
  }

  /** Whether the element has the focus of its document. */
  async isFocused() {
    return this.context.evaluateOn<boolean>(await this.one(), 'function (element) { return element === element.ownerDocument.activeElement; }');
  }

  async boundingBox() {
    return this.context.evaluateOn<{ x: number; y: number; width: number; height: number }>(
      await this.one(),
      'function (element) { var r = element.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; }',
    );
  }
}

/** A browsing context of the journey: the page, or the app's frame in the partner's page. */
export class EngineContext implements Surface {
  constructor(
    protected readonly context: DriverContext & { url(): Promise<string> },
    readonly origin: string,
  ) {}

  private root() {
    return new EngineLocator(this.context, []);
  }

  getByRole(role: Role, options?: ByRole) {
    return this.root().getByRole(role, options);
  }

  getByText(text: string | RegExp, options?: { exact?: boolean }) {
    return this.root().getByText(text, options);
  }

  locator(css: string) {
    return this.root().locator(css);
  }

  url() {
    return this.context.url();
  }

  /** Runs a function in the context (written as a function expression: it is sent as text). */
  evaluate<T>(fn: ((arg: never) => T | Promise<T>) | string, arg?: unknown): Promise<T> {
    return this.context.evaluate<T>(typeof fn === 'string' ? fn : fn.toString(), arg);
  }

  /** Keys pressed in whatever has the focus. */
  press(key: KeyName) {
    return this.context.press(key);
  }
}

export class EnginePage extends EngineContext {
  constructor(
    private readonly page: DriverPage,
    origin: string,
  ) {
    super(page, origin);
  }

  /** A path opens on the journey's own origin. */
  goto(path: string) {
    return this.page.goto(path.startsWith('http') ? path : `${this.origin}${path}`);
  }

  reload() {
    return this.page.reload();
  }

  /** The first frame whose address starts with `urlPrefix`. */
  frame(urlPrefix: string) {
    return new EngineContext(this.page.frame(urlPrefix), this.origin);
  }

  screenshot(path: string) {
    return this.page.screenshot(path);
  }

  close() {
    return this.page.close();
  }
}
