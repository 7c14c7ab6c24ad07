// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_EXAMPLES } from '../../../tests/support/country-examples';
import { textsOf } from '../../../tests/support/i18n';
import { renderStep } from '../../../tests/support/render-step';
import { descriptionOf } from '../../../tests/support/screen';
import { addDataPoints, createDynamicPages } from '../../domain/journey/dynamic-form';
import type { Lead } from '../../domain/lead/lead';
import FormStepScreen from './form-step-screen';

/**
 * Idle until urgent (step-validation.ts checkStep): a step's answers are checked in idle time as they
 * change, and Continue takes that result only while the answers and the rules are the same. Idle
 * time is the test's: requestIdleCallback queues here until `idle.run()`.
 */
const route = vi.hoisted(() => ({ current: '/personal-code' }));
vi.mock('../../core/flow/route-path', () => ({ useRoutePath: () => route.current, useLeavingScreen: () => false, routePathOf: (path: string) => path }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => <a href={to} {...rest}>{children}</a>,
}));
// The phone library (loaded on focus or idle) arrives when the test lets it.
const library = vi.hoisted(() => {
  const held = { arrive: () => undefined as void, arrived: Promise.resolve() };
  return Object.assign(held, { holdBack: () => void (held.arrived = new Promise<void>((resolve) => (held.arrive = resolve))) });
});
vi.mock('../../ui/form-fields/phone-rules', async (importOriginal) => {
  await library.arrived;
  return importOriginal();
});

const idle = {
  queue: new Map<number, () => void>(),
  next: 1,
  run() {
    const jobs = [...idle.queue.values()];
    idle.queue.clear();
    for (const job of jobs) job();
  },
};

beforeEach(() => {
  library.holdBack();
  idle.queue.clear();
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    const id = idle.next++;
    idle.queue.set(id, () => callback({ didTimeout: false, timeRemaining: () => 50 }));
    return id;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => idle.queue.delete(id));
});
afterEach(() => {
  library.arrive();
  cleanup();
  vi.unstubAllGlobals();
});

const V3_PAGES = addDataPoints(createDynamicPages(), ['contactDetails.email', 'contactDetails.phoneNumber', 'generalPolicies', 'amount', 'period', 'personalDetails.personalCode', 'otherDetails.isPoliticallyExposed'], undefined, false);

async function renderForm(path: string, data: Partial<Lead> = {}) {
  route.current = path;
  return renderStep(<FormStepScreen />, { brand: 'es-solcredito', pages: V3_PAGES, application: { progressState: 0, data: { amount: 500, period: 75, ...data } as Lead } });
}

describe('the answers are checked in idle time, and Continue judges what is on screen', () => {
  const { nationalId } = COUNTRY_EXAMPLES.ES;

  it('an answer corrected after the idle check moves on; one spoilt after it is refused', async () => {
    const step = await renderForm('/personal-code');
    const t = textsOf(step.i18n);
    const input = screen.getByRole('textbox', { name: t('steps>personal-code>title') });
    const submit = screen.getByRole('button', { name: t('form^actions>continue') });

    await step.user.click(input);
    await step.user.paste(nationalId.valid);
    expect(idle.queue.size).toBeGreaterThan(0);
    idle.run();
    await step.user.clear(input);
    await step.user.paste(nationalId.refused[1]!);
    await step.user.click(submit);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toContain(t('form^errors>personalCode.invalid'));
    expect(step.goTo).not.toHaveBeenCalled();

    idle.run();
    await step.user.clear(input);
    await step.user.paste(nationalId.valid);
    await step.user.click(submit);
    await vi.waitFor(() => expect(step.goTo).toHaveBeenCalledWith('/pep-details'));
  });

  it('a landline typed before the phone library arrived is refused: the idle check does not judge by the lengths alone', async () => {
    const { landline } = COUNTRY_EXAMPLES.ES.smsPhone;
    const step = await renderForm('/initial-details', { contactDetails: { email: 'ana@example.com' }, generalPolicies: true });
    const t = textsOf(step.i18n);
    const phone = screen.getByRole('textbox', { name: t('form^fields>contactDetails.phoneNumber>label') });
    await step.user.click(phone);
    await step.user.paste(landline!);
    idle.run();
    library.arrive();
    await step.user.click(screen.getByRole('button', { name: t('form^actions>continue') }));
    await vi.waitFor(() => expect(descriptionOf(phone)).toContain(t('form^errors>phoneNumber.notMobile')));
    expect(step.goTo).not.toHaveBeenCalled();
  });
});
