// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';
import { focusedSummary, onScreen } from '../support/screen';
import { routeForState } from '../../src/domain/application-states';

/**
 * Issue 26: every entry of every after-offer step's error summary names its field. Each step opened
 * from its sandbox lead and pressed on with nothing answered: no two entries read alike, and an
 * entry in the generic words ("Elige una de las opciones") says which question it is about.
 */
let app: TestApp;
afterEach(async () => {
  await app?.close();
});

const GENERIC = ['Responde a esta pregunta para continuar', 'Elige «Sí» o «No»', 'Elige una de las opciones', 'Elige una opción de la lista', 'Escribe la fecha', 'Escribe una cantidad, o 0', 'Escribe un número'];

/** The after-offer steps with a question that must be answered (marital details, 23, has none: it goes on). */
const STEPS = [8, 16, 20, 21, 22, 24, 25, 26, 27, 28, 29, 31, 32, 33, 34, 35, 36].map((state) => ({ state }));

describe('error summaries name their fields (issue 26)', { timeout: 30_000 }, () => {
  it.each(STEPS)('state $state: pressed on empty, every entry is its own and names its field', async ({ state }) => {
    app = await startTestApp();
    const id = await app.createLead(`state-${state}`);
    await app.open(`/continue/${id}`);
    await onScreen(/./, routeForState(state) ?? undefined);
    // The step's questions come with its data: pressed on once they are on screen.
    const submit = await waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('form button[type=submit]');
      expect(document.querySelector('form input, form select')).not.toBeNull();
      return button!;
    });
    const user = userEvent.setup({ delay: null });
    await user.click(submit);
    const entries = within(await focusedSummary())
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
    expect(entries.length).toBeGreaterThan(0);
    expect(new Set(entries).size, entries.join(' | ')).toBe(entries.length);
    expect(entries.filter((entry) => GENERIC.includes(entry))).toEqual([]);
  });
});
