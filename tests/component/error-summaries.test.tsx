// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';
import { expectSummaryNamesFields, onScreen } from '../support/screen';
import { routeForState } from '../../src/domain/journey/state-table';
import { answerEveryDynamicStep, answerInitialDetails, at, continueTo } from '../support/app-steps';

/**
 * Every entry of every error summary names its field, on the form steps and the after-offer
 * steps. Each step pressed on with nothing answered: no two entries read alike, and no entry is in
 * the generic words alone ("Elige una de las opciones") without saying which question it is about.
 */
let app: TestApp;
afterEach(async () => {
  await app?.close();
});


/** The after-offer steps with a question that must be answered (marital details, 23, has none: it goes on). */
const STEPS = [8, 16, 20, 21, 22, 24, 25, 26, 27, 28, 29, 31, 32, 33, 34, 35, 36].map((state) => ({ state }));

describe('error summaries name their fields', { timeout: 30_000 }, () => {
  it('every form step of the Spanish brand, from initial-details to the last, pressed on empty first', async () => {
    app = await startTestApp();
    await app.open('/initial-details?amount=500&period=75');
    const user = userEvent.setup({ delay: null });
    const pressEmpty = async () => {
      await user.click(await waitFor(() => document.querySelector<HTMLButtonElement>('form button[type=submit]')!));
      await expectSummaryNamesFields(window.location.pathname);
    };
    await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
    await pressEmpty();
    await answerInitialDetails(user, 'accepted+summaries@example.com');
    await continueTo(user, '/loan-purpose');
    await answerEveryDynamicStep(user, { onStep: pressEmpty });
    await at('/accepted', 20_000);
  }, 90_000);

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
    await expectSummaryNamesFields(`state ${state}`);
  });
});
