import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { BrandRecord } from '../../src/config/brands';
import type { TestApp } from './app-harness';

/**
 * Small readings of the screen for component tests over the app harness, by role and label as a
 * screen reader meets them (Testing Library has no accessible description of its own here).
 */

/** What an element says about itself besides its name: its hint and its error (aria-describedby). */
export const descriptionOf = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The screen's heading (level 1) once it is there, and the address it is at. */
export async function onScreen(title: string | RegExp, path?: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
  if (path) await waitFor(() => expect(window.location.pathname).toBe(`/application-frontend${path}`));
  return heading;
}

/** The error summary at the top, which takes the focus when Continue finds something wrong. */
export async function focusedSummary(): Promise<HTMLElement> {
  const summary = await screen.findByRole('alert');
  await waitFor(() => expect(document.activeElement).toBe(summary));
  return summary;
}

export const continueButton = (): HTMLElement => screen.getByRole('button', { name: 'Continuar' });

export const ACCEPTED = 'Tu solicitud ha sido aceptada';

/** A lead lead-api sent to `outcome` (`state-N`, …), opened through its continue link, on the screen titled `title`. */
export async function openLead(app: TestApp, outcome: string, title: string | RegExp, path?: string): Promise<string> {
  const id = await app.createLead(outcome);
  await app.open(`/continue/${id}`);
  await onScreen(title, path);
  return id;
}

/** A locale's generic "answer this" messages (form.json `errors.required*`), which say nothing of which question. */
export function genericMessages(locale: string): string[] {
  const { errors } = JSON.parse(readFileSync(`locales/${locale}/form.json`, 'utf8')) as { errors: Record<string, string> };
  return Object.entries(errors).flatMap(([key, message]) => (key.startsWith('required') ? [message] : []));
}

/**
 * The error summary that took the focus names each field: every entry is its own, and none
 * is only the locale's generic words ("Elige una de las opciones") without saying which question.
 */
export async function expectSummaryNamesFields(where: string, locale = 'es') {
  const entries = within(await focusedSummary())
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
  const generic = genericMessages(locale);
  expect(entries.length, where).toBeGreaterThan(0);
  expect(new Set(entries).size, `${where}: ${entries.join(' | ')}`).toBe(entries.length);
  expect(entries.filter((entry) => generic.includes(entry)), where).toEqual([]);
}

/**
 * The trader identity block in the footer (or compact under the step when there is no
 * footer): the brand's legal name, its register number, its address in the full block, and the legal
 * notice, privacy policy and complaints pages of the brand registry.
 */
export function expectTraderIdentity(brand: BrandRecord) {
  const footer = screen.queryByRole('contentinfo');
  const block = footer ?? document.querySelector<HTMLElement>('main .trader--compact');
  if (!block) throw new Error('no trader identity block on this screen');
  const text = block.textContent ?? '';
  expect(text, window.location.pathname).toContain(brand.trader.legalName);
  expect(text, window.location.pathname).toContain(brand.trader.register.number);
  if (footer) expect(text, window.location.pathname).toContain(brand.trader.address);
  const hrefs = within(block).getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(hrefs, window.location.pathname).toEqual(expect.arrayContaining([brand.trader.pages.legalNotice, brand.trader.pages.privacy, brand.trader.pages.complaints]));
}
