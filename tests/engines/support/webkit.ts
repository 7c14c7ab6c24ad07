import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import WebDriver, { type Client } from 'webdriver';
import { KEYS, type DriverContext, type DriverPage, type ElementRef, type KeyName } from './driver';
import { TESTING_LIBRARY_SOURCE, locateInPage, type Step } from './in-page';
import type { Engine } from './engines';
import { BLANK_PATH } from './proxy';

/**
 * Debian's WebKitGTK through its W3C WebDriver, `WebKitWebDriver` (WebDriver classic: no console, no
 * network control; the journey's proxy stands in: proxy.ts). Its browser, MiniBrowser, cannot run
 * headless: it gets an X display of its own from Xvfb (`-displayfd` picks a free one, so two workers
 * and other runs on the machine never share or race for a display number).
 */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
type WireElement = { [ELEMENT_KEY]: string };
const LOCATE = locateInPage.toString();

/** switchToFrame is a WebDriver command the client marks internal (untyped). */
type FrameClient = Client & { switchToFrame(id: WireElement | null): Promise<void> };

const idOf = (element: ElementRef) => (element.ref as WireElement)[ELEMENT_KEY];

/** One session, one current browsing context: each context selects itself before its command. */
class Session {
  /** The context selected now; undefined when unknown (a frame gone with its page). */
  current: string | null | undefined = null;
  constructor(readonly client: FrameClient) {}

  async select(frameUrlPrefix: string | null) {
    if (this.current === frameUrlPrefix) return;
    await this.client.switchToFrame(null);
    this.current = null;
    if (frameUrlPrefix === null) return;
    const frame = (await this.client.executeScript(
      'var prefix = arguments[0]; return Array.from(document.querySelectorAll("iframe")).find(function (f) { return f.src.indexOf(prefix) === 0; }) || null;',
      [frameUrlPrefix],
    )) as WireElement | null;
    if (!frame) throw new Error(`no frame at ${frameUrlPrefix}`);
    await this.client.switchToFrame(frame);
    this.current = frameUrlPrefix;
  }
}

class WebKitContext implements DriverContext {
  constructor(
    protected readonly session: Session,
    protected readonly frameUrlPrefix: string | null,
  ) {}

  /** Runs a command in this context; a frame gone with a reload is selected again once. */
  protected async run<T>(command: (client: FrameClient) => Promise<T>): Promise<T> {
    await this.session.select(this.frameUrlPrefix);
    try {
      return await command(this.session.client);
    } catch (error) {
      if (this.frameUrlPrefix === null || !/no such frame|frame.*(detached|not found)/i.test(String(error))) throw error;
      this.session.current = undefined;
      await this.session.select(this.frameUrlPrefix);
      return command(this.session.client);
    }
  }

  evaluate<T>(fn: string, arg?: unknown): Promise<T> {
    return this.run((client) => client.executeScript(`return (${fn})(arguments[0]);`, [arg ?? null]) as Promise<T>);
  }

  async find(steps: Step[]): Promise<ElementRef[] | null> {
    const found = (await this.run((client) => client.executeScript(`return (${LOCATE})(arguments[0]);`, [steps]))) as WireElement[] | string;
    if (typeof found === 'string') return null;
    return found.map((ref) => ({ ref }));
  }

  async addQueryLibrary(): Promise<void> {
    await this.run((client) => client.executeScript(TESTING_LIBRARY_SOURCE, []));
  }

  async click(element: ElementRef) {
    if (this.frameUrlPrefix !== null) await this.scrollPageTo(element);
    await this.run((client) => client.elementClick(idOf(element)));
  }

  /**
   * WebKitWebDriver clicks an element of a frame where the frame shows it, even when the page around
   * the frame has it out of sight (a frame as tall as its content): the partner's page is scrolled to
   * it first, as a person scrolls to what they tap.
   */
  private async scrollPageTo(element: ElementRef) {
    const { top, height } = await this.evaluateOn<{ top: number; height: number }>(
      element,
      'function (element) { var r = element.getBoundingClientRect(); return { top: r.top, height: r.height }; }',
    );
    const prefix = this.frameUrlPrefix;
    await this.session.select(null);
    await this.session.client.executeScript(
        'var prefix = arguments[0], top = arguments[1], height = arguments[2];' +
        'var iframe = Array.from(document.querySelectorAll("iframe")).find(function (f) { return f.src.indexOf(prefix) === 0; });' +
        'var y = iframe.getBoundingClientRect().top + top;' +
        'if (y < 0 || y + height > innerHeight) scrollBy(0, y - (innerHeight - height) / 2);',
      [prefix, top, height],
    );
  }

  async type(element: ElementRef, text: string) {
    // Tapped first, as a person does (scrolled to where the page shows it): WebKit lets a cross-site
    // frame take the focus only after a user gesture, which the driver's own focusing is not.
    const focused = await this.evaluateOn<boolean>(element, 'function (element) { return element === element.ownerDocument.activeElement; }');
    if (!focused) await this.click(element);
    await this.run((client) => client.elementSendKeys(idOf(element), text));
  }

  async press(key: KeyName) {
    const value = KEYS[key];
    await this.run(async (client) => {
      await client.performActions([{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value }, { type: 'keyUp', value }] }]);
      await client.releaseActions();
    });
  }

  evaluateOn<T>(element: ElementRef, fn: string, arg?: unknown): Promise<T> {
    return this.run((client) => client.executeScript(`return (${fn})(arguments[0], arguments[1]);`, [element.ref as object, arg ?? null]) as Promise<T>);
  }
}

class WebKitPage extends WebKitContext implements DriverPage {
  constructor(session: Session) {
    super(session, null);
  }

  async goto(url: string) {
    await this.run((client) => client.navigateTo(url));
  }

  async reload() {
    await this.run((client) => client.refresh());
  }

  url() {
    return this.run((client) => client.getUrl());
  }

  frame(urlPrefix: string) {
    const context = new WebKitContext(this.session, urlPrefix);
    return Object.assign(context, { url: () => context.evaluate<string>('function () { return location.href; }') });
  }

  async screenshot(path: string) {
    const png = await this.run((client) => client.takeScreenshot());
    writeFileSync(path, Buffer.from(png, 'base64'));
  }

  async close() {
    await this.run((client) => client.navigateTo('about:blank'));
  }
}

/** Until something accepts connections on the port (the driver takes a moment to listen). */
async function untilListening(port: number) {
  for (let attempt = 0; ; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (attempt > 100) throw new Error(`WebKitWebDriver is not listening on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts Xvfb on a display it chooses, and answers that display (":N"). */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
    (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, process: xvfb }));
  });
}

export async function launchWebKit(driverPort: number): Promise<Engine> {
  const xvfb = await startXvfb();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${driverPort}`], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore' });
  const stop = () => {
    driver.kill();
    xvfb.process.kill();
  };
  let client: Client;
  try {
    await untilListening(driverPort);
    client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port: driverPort,
      logLevel: 'silent',
      capabilities: {
        // WebDriver classic: WebKitWebDriver speaks no BiDi, which the client would otherwise ask for.
        'wdio:enforceWebDriverClassic': true,
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
      } as Parameters<typeof WebDriver.newSession>[0]['capabilities'],
    });
  } catch (error) {
    stop();
    throw error;
  }
  const session = new Session(client as FrameClient);
  return {
    name: 'webkit',
    async open(viewport, origin) {
      await session.select(null);
      // Cookies belong to a host whatever its port: the in-progress flag of an earlier journey on
      // localhost would reach this one (Firefox's journeys each have a browser context of their own).
      await client.navigateTo(`${origin}${BLANK_PATH}`);
      await client.deleteAllCookies();
      await client.navigateTo('about:blank');
      // The window's chrome around the page: sized so that the page itself gets the viewport.
      const inner = (await client.executeScript('return [outerWidth - innerWidth, outerHeight - innerHeight]', [])) as [number, number];
      await client.setWindowRect(null, null, viewport.width + inner[0], viewport.height + inner[1]);
      return new WebKitPage(session);
    },
    async close() {
      await client.deleteSession().catch(() => undefined);
      stop();
    },
  };
}
