import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * How the engine suite finds elements: in the page, with Testing Library's role queries (the component
 * tests' own, dom-accessibility-api underneath), so a role and a name mean the same in every engine.
 * Its UMD build is added to a page the first time a query runs there.
 */
export const TESTING_LIBRARY_SOURCE = readFileSync(createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8');

type Text = string | { source: string; flags: string };

/** One step of a locator: each narrows the elements the previous one found. */
export type Step =
  | { role: string; name?: Text; exact?: boolean; level?: number }
  | { text: Text; exact?: boolean }
  | { css: string }
  | { nth: number };

/** What a query answers when Testing Library is not in the page yet (a new document). */
export const NOT_READY = '__engine_query_not_ready__';

/**
 * Runs in the page (serialised: no imports, no closures). As Playwright's locators match: a name or
 * text as a string is a case-insensitive part of the whitespace-normalised text unless `exact`; only
 * visible elements; for text, the innermost element that holds it.
 */
export function locateInPage(steps: Step[]): Element[] | string {
  const library = (window as unknown as { TestingLibraryDom?: { queryAllByRole(root: Element, role: string, options: object): Element[] } }).TestingLibraryDom;
  if (!library) return '__engine_query_not_ready__';
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
  const matcher = (wanted: Text, exact?: boolean): ((text: string) => boolean) => {
    if (typeof wanted !== 'string') {
      const pattern = new RegExp(wanted.source, wanted.flags);
      return (text) => pattern.test(normalise(text));
    }
    if (exact) return (text) => normalise(text) === wanted;
    const lower = normalise(wanted).toLowerCase();
    return (text) => normalise(text).toLowerCase().includes(lower);
  };
  const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  let found: Element[] = [document.documentElement];
  for (const step of steps) {
    if ('nth' in step) {
      const one = found[step.nth < 0 ? found.length + step.nth : step.nth];
      found = one ? [one] : [];
      continue;
    }
    const next: Element[] = [];
    for (const root of found) {
      if ('role' in step) {
        const options: Record<string, unknown> = {};
        if (step.name !== undefined) {
          const match = matcher(step.name, step.exact);
          options.name = (name: string) => match(name);
        }
        if (step.level !== undefined) options.level = step.level;
        next.push(...library.queryAllByRole(root, step.role, options));
      } else if ('css' in step) {
        next.push(...Array.from(root.querySelectorAll(step.css)));
      } else {
        const match = matcher(step.text, step.exact);
        const holding = Array.from(root.querySelectorAll('body *')).filter(
          (element) => !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName) && match(element.textContent ?? '') && visible(element),
        );
        next.push(...holding.filter((element) => !Array.from(element.children).some((child) => holding.includes(child))));
      }
    }
    found = Array.from(new Set(next));
  }
  return found;
}

/** A string or a RegExp as it crosses into the page. */
export const toText = (value: string | RegExp): Text => (typeof value === 'string' ? value : { source: value.source, flags: value.flags });
