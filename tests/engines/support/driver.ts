import type { Step } from './in-page';

/** A key as WebDriver names it (the W3C key codes both drivers take). */
export const KEYS = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Backspace: '\uE003', Control: '\uE009', Space: ' ' } as const;
export type KeyName = keyof typeof KEYS;

/** An element found by a query, as the driver refers to it. */
export type ElementRef = { readonly ref: unknown };

/**
 * What each engine's driver does for the engine suite, in one browsing context (the page, or the
 * app's frame in the partner's page). Everything else (locators, waiting) is built on these, once
 * (engine-page.ts).
 */
export interface DriverContext {
  /** Runs `(fn)(arg)` in the context and answers its JSON result. */
  evaluate<T>(fn: string, arg?: unknown): Promise<T>;
  /** The elements `steps` find, or null where the query library is not in the document yet. */
  find(steps: Step[]): Promise<ElementRef[] | null>;
  /** Puts the query library into the current document. */
  addQueryLibrary(): Promise<void>;
  click(element: ElementRef): Promise<void>;
  /** Types into the element, as keys, after focusing it. */
  type(element: ElementRef, text: string): Promise<void>;
  /** Keys pressed in whatever has the focus. */
  press(key: KeyName): Promise<void>;
  /** Runs `(fn)(element, arg)` in the context. */
  evaluateOn<T>(element: ElementRef, fn: string, arg?: unknown): Promise<T>;
}

/** A page of an engine: its top context, navigation, and the app's frame when a partner page shows it. */
export interface DriverPage extends DriverContext {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** The context of the first frame whose address starts with `urlPrefix`. */
  frame(urlPrefix: string): DriverContext & { url(): Promise<string> };
  screenshot(path: string): Promise<void>;
  /** Leaves the page (about:blank), so nothing of it runs on into the next journey. */
  close(): Promise<void>;
}
