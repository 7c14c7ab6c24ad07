import { describe, expect, it } from 'vitest';
import { firstLine, prerenderBudget } from './prerender-budget';

describe('prerenderBudget (no fixed wait: a loaded machine gets more time)', () => {
  it('gives each page 30 s on an idle machine, and more in proportion to the load per core, up to ten times', () => {
    expect(prerenderBudget({ cpus: 2, loadAverage: 0.5, pages: 16 }).pageTimeoutMs).toBe(30_000);
    expect(prerenderBudget({ cpus: 2, loadAverage: 10, pages: 16 }).pageTimeoutMs).toBe(150_000);
    expect(prerenderBudget({ cpus: 2, loadAverage: 80, pages: 16 }).pageTimeoutMs).toBe(300_000);
  });

  it('draws two pages per core at once, never more than there are pages, and tries each three times', () => {
    expect(prerenderBudget({ cpus: 2, loadAverage: 1, pages: 16 })).toMatchObject({ pagesAtOnce: 4, attempts: 3 });
    expect(prerenderBudget({ cpus: 8, loadAverage: 1, pages: 3 }).pagesAtOnce).toBe(3);
  });

  it('gives the whole prerender a deadline: one round of page deadlines per batch, plus the retries', () => {
    expect(prerenderBudget({ cpus: 2, loadAverage: 1, pages: 16 }).deadlineMs).toBe(30_000 * (4 + 2));
  });

  it('takes a page deadline from outside (PRERENDER_PAGE_TIMEOUT_MS, to starve a build on purpose)', () => {
    expect(prerenderBudget({ cpus: 2, loadAverage: 9, pages: 16, pageTimeoutMs: 1 })).toMatchObject({ pageTimeoutMs: 1, deadlineMs: 6 });
  });
});

describe('firstLine', () => {
  it("keeps a failure to one line (Playwright's messages carry a call log)", () => {
    expect(firstLine(new Error('page.goto: Timeout 1ms exceeded.\nCall log:\n  - navigating to ...'))).toBe('page.goto: Timeout 1ms exceeded.');
    expect(firstLine('plain')).toBe('plain');
  });
});
