// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { textsOf } from '../../../tests/support/i18n';
import { COUNTRIES, COUNTRY_EXAMPLES, type Example } from '../../../tests/support/country-examples';
import { refusedThenValid } from '../../../tests/support/refused-values';
import { renderStep, type RenderedStep } from '../../../tests/support/render-step';
import type { BrandId } from '../../config/brand-types';
import { findBrand } from '../../config/brands';
import { validateBankAccount } from '../../domain/country/country-rules';
import { addDataPoints, createClassicPages, createDynamicPages } from '../../domain/journey/dynamic-form';
import type { Lead } from '../../domain/lead/lead';
import { loadPhoneRules } from '../../ui/form-fields/phone-library';
import FormStepScreen from './form-step-screen';
import { descriptionOf } from '../../../tests/support/screen';

const route = vi.hoisted(() => ({ current: '/initial-details' }));
vi.mock('../../core/flow/route-path', () => ({ useRoutePath: () => route.current, useLeavingScreen: () => false, routePathOf: (path: string) => path }));
// The back link is the router's; here it is a plain link.
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  Link: ({ to, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => <a href={to} {...rest}>{children}</a>,
}));

const BRAND_OF: Record<(typeof COUNTRIES)[number], BrandId> = {
  ES: 'es-solcredito', DE: 'de-kreditwerk', MX: 'mx-pesofacil', PL: 'pl-zlotowka',
  RO: 'ro-leucredit', CO: 'co-platacol', VN: 'vn-dongvay', PH: 'ph-pisoloan',
};

/** A v3 sequence in which every step under test has a next one (Continue moves on, no call). */
const V3_PAGES = addDataPoints(createDynamicPages(), [
  'contactDetails.email', 'contactDetails.phoneNumber', 'contactDetails.marketingConsents', 'generalPolicies', 'amount', 'period',
  'personalDetails.personalCode', 'incomeDetails.iban', 'otherDetails.isPoliticallyExposed',
], undefined, false);

beforeAll(async () => {
  await loadPhoneRules();
});
afterEach(cleanup);


/** Each refused number is marked with its message after Continue and nothing moves; the valid one moves on. */
async function expectRefusedThenAccepted(step: RenderedStep, label: string, example: Example, message: (value: string) => string, moved: () => boolean) {
  const { i18n } = step;
  // Continue, or on the classic flow's last page "Send my application".
  const submit = screen.getByRole('button', { name: new RegExp(`^(${i18n.t('form^actions>continue')}|${i18n.t('form^actions>send')})$`) });
  await refusedThenValid(step.user, screen.getByRole('textbox', { name: label }), submit, example, message, () => expect(moved()).toBe(false));
  await vi.waitFor(() => expect(moved()).toBe(true));
}

async function renderForm(path: string, country: (typeof COUNTRIES)[number], data: Partial<Lead> = {}) {
  route.current = path;
  const brand = findBrand(BRAND_OF[country]);
  const loan = { amount: brand?.amount.default, period: brand?.period.default };
  const classic = path === '/reference-information';
  return renderStep(<FormStepScreen />, {
    brand: BRAND_OF[country],
    flow: classic ? 'v2' : 'v3',
    pages: classic ? createClassicPages(true) : V3_PAGES,
    application: { progressState: classic ? 25 : 0, data: { ...loan, ...data } as Lead },
  });
}

describe('the form steps ask the brand country\'s numbers, in its words', () => {
  for (const country of COUNTRIES) {
    const examples = COUNTRY_EXAMPLES[country];

    it(`${country} initial details: the mobile for the SMS code, ${[...examples.smsPhone.refused, examples.smsPhone.landline].filter(Boolean).join(', ')} refused`, async () => {
      const step = await renderForm('/initial-details', country, { contactDetails: { email: 'ana@example.com' }, generalPolicies: true });
      const t = (key: string) => textsOf(step.i18n)(`form^${key}`);
      const { landline } = examples.smsPhone;
      const phones = { valid: examples.smsPhone.valid, refused: [...examples.smsPhone.refused, ...(landline ? [landline] : [])] };
      const message = (value: string) =>
        value === landline ? t('errors>phoneNumber.notMobile') : t('fields>contactDetails.phoneNumber>errors>phoneNumber.invalid');
      await expectRefusedThenAccepted(step, t('fields>contactDetails.phoneNumber>label'), phones, message, () => step.goTo.mock.calls.length > 0);
      expect(step.goTo).toHaveBeenCalledWith('/personal-code');
    });

    it(`${country} personal code: the national id named in the title, ${examples.nationalId.refused.join(' and ')} refused`, async () => {
      const step = await renderForm('/personal-code', country);
      await expectRefusedThenAccepted(step, textsOf(step.i18n)('steps>personal-code>title'), examples.nationalId, () => textsOf(step.i18n)('form^errors>personalCode.invalid'), () => step.goTo.mock.calls.length > 0);
      expect(screen.getByText(textsOf(step.i18n)('form^fields>personalDetails.personalCode>hint'))).toBeTruthy();
    });

    it(`${country} bank account: the country's account, ${examples.account.refused.join(' and ')} refused`, async () => {
      const step = await renderForm('/bank-account', country);
      const input = () => screen.getByRole('textbox', { name: textsOf(step.i18n)('steps>bank-account>title') });
      const message = (value: string) => textsOf(step.i18n)(`form^errors>${validateBankAccount(value, country)}`);
      await expectRefusedThenAccepted(step, textsOf(step.i18n)('steps>bank-account>title'), examples.account, message, () => step.goTo.mock.calls.length > 0);
      expect(input().getAttribute('inputmode')).toBe(/^[A-Z]{2}/.test(examples.account.valid) ? 'text' : 'numeric');
    });

    it(`${country} reference information: the reference's phone, ${examples.callPhone.refused.join(' and ')} refused`, async () => {
      const step = await renderForm('/reference-information', country, { referenceDetails: { type: 'family', name: 'Ana López' } });
      const t = (key: string) => textsOf(step.i18n)(`form^${key}`);
      await expectRefusedThenAccepted(step, t('fields>referenceDetails.phoneNumber>label'), examples.callPhone, () => t('errors>phoneNumber.invalid'), () => step.sent.leadUpdateV2.mock.calls.length > 0);
    });
  }

  it('Germany: 12345 is no Handynummer, a landline takes no SMS', async () => {
    const step = await renderForm('/initial-details', 'DE', { contactDetails: { email: 'ana@example.com' }, generalPolicies: true });
    const input = screen.getByRole('textbox', { name: 'Wie lautet Ihre Handynummer?' });
    await step.user.type(input, '12345');
    await step.user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(descriptionOf(input)).toContain('Geben Sie eine deutsche Handynummer ein, z. B. 0151 23456789');
    await step.user.clear(input);
    await step.user.type(input, '030 123456');
    expect(descriptionOf(input)).toContain('Geben Sie eine Handynummer ein: Wir senden Ihnen einen Code per SMS');
    expect(step.goTo).not.toHaveBeenCalled();
  });

  it('Spain: +34 999 999 999 and a landline are refused where the SMS code goes, in Spanish', async () => {
    const step = await renderForm('/initial-details', 'ES', { contactDetails: { email: 'ana@example.com' }, generalPolicies: true });
    const input = screen.getByRole('textbox', { name: '¿Cuál es tu número de móvil?' });
    await step.user.type(input, '999 999 999');
    await step.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(descriptionOf(input)).toContain('Escribe un móvil español, como 612 34 56 78');
    await step.user.clear(input);
    await step.user.type(input, '912 345 678');
    expect(descriptionOf(input)).toContain('Escribe un número de móvil: te enviamos un código por SMS y un fijo no puede recibirlo');
    expect(step.goTo).not.toHaveBeenCalled();
  });
});
