import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
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
