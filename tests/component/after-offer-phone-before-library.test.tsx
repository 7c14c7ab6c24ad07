// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderStep } from '../support/render-step';
import { descriptionOf } from '../support/screen';
import type { WriteName } from '../../src/api/writes';
import { STEPS } from '../../src/app/steps';
import { DataPointStep, type DataPointStepDefinition } from '../../src/features/after-offer/data-point-step';

/**
 * On an after-offer step: the German applicant's new mobile (state 15) is checked
 * with the phone library even when Continue is pressed before it has arrived (held back here).
 */
const library = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived, asked: false };
});
vi.mock('../../src/ui/form-fields/phone-rules', async (importOriginal) => {
  library.asked = true;
  await library.arrived;
  return importOriginal();
});
vi.mock('../../src/core/flow/route-path', () => ({ useRoutePath: () => '/change-mobile-number', useLeavingScreen: () => false, routePathOf: (path: string) => path }));

const CHANGE_MOBILE_NUMBER = STEPS['/change-mobile-number'].step as DataPointStepDefinition<WriteName>;

describe('an after-offer phone before the phone library has arrived', () => {
  it('German "12345" is refused with the German message once the library is here, and nothing is sent', async () => {
    const step = await renderStep(<DataPointStep definition={CHANGE_MOBILE_NUMBER} />, { brand: 'de-kreditwerk', application: { progressState: 15 } });
    const phone = screen.getByRole<HTMLInputElement>('textbox', { name: 'Wie lautet Ihre Handynummer?' });
    await step.user.click(phone);
    await step.user.paste('12345');
    expect(library.asked).toBe(true);
    await step.user.click(screen.getByRole('button', { name: 'Weiter' }));
    // Neither refused nor sent on its length alone: the step waits for the rule.
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(step.sent.mobileChange).not.toHaveBeenCalled();

    library.arrive();
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(phone)).toContain('Geben Sie eine deutsche Handynummer ein, z. B. 0151 23456789');
    expect(step.sent.mobileChange).not.toHaveBeenCalled();

    await step.user.clear(phone);
    await step.user.paste('01512 3456789');
    await step.user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(step.sent.mobileChange).toHaveBeenCalledTimes(1));
  });
});
