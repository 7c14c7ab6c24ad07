// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { textsOf } from '../support/i18n';
import { COUNTRIES, COUNTRY_EXAMPLES, type Example } from '../support/country-examples';
import { refusedThenValid } from '../support/refused-values';
import { LEAD_ID, renderStep, type RenderedStep } from '../support/render-step';
import type { BrandId } from '../../src/config/brand-types';
import type { Lead } from '../../src/domain/lead/lead';
import type { WriteName } from '../../src/api/writes';
import { loadPhoneRules } from '../../src/ui/form-fields/phone-library';
import { STEPS } from '../../src/app/steps';
import { DataPointStep, type DataPointStepDefinition } from '../../src/features/after-offer/data-point-step';
import IdUploadScreen from '../../src/features/after-offer/id-upload';
import { descriptionOf } from '../support/screen';

const route = vi.hoisted(() => ({ current: '/id-upload' }));
vi.mock('../../src/core/flow/route-path', () => ({ useRoutePath: () => route.current, useLeavingScreen: () => false, routePathOf: (path: string) => path }));

const definitionAt = (route: '/change-mobile-number' | '/additional-personal-details' | '/reference-details') => STEPS[route].step as DataPointStepDefinition<WriteName>;
const CHANGE_MOBILE_NUMBER = definitionAt('/change-mobile-number');
const ADDITIONAL_PERSONAL_DETAILS = definitionAt('/additional-personal-details');
const REFERENCE_DETAILS = definitionAt('/reference-details');

/** One brand per country (the table is over the 8 countries). */
const BRAND_OF: Record<(typeof COUNTRIES)[number], BrandId> = {
  ES: 'es-solcredito', DE: 'de-kreditwerk', MX: 'mx-pesofacil', PL: 'pl-zlotowka',
  RO: 'ro-leucredit', CO: 'co-platacol', VN: 'vn-dongvay', PH: 'ph-pisoloan',
};

const PHOTO = { name: 'front.jpg', type: 'image/jpeg', dataUrl: 'data:image/jpeg;base64,AAAA' };

beforeAll(async () => {
  // The full metadata the phone fields load on focus or idle: here before the first render.
  await loadPhoneRules();
});
afterEach(cleanup);


/** The refused numbers of `example`, then the valid one, in the field named `label`, with Continue (or `submitKey`) pressed after each; nothing is sent by `call` before the valid one. */
async function expectRefusedThenSent(step: RenderedStep, label: string, example: Example, message: (value: string) => string, call: () => unknown, submitKey = 'form^actions>continue') {
  const submit = screen.getByRole('button', { name: textsOf(step.i18n)(submitKey) });
  await refusedThenValid(step.user, screen.getByRole('textbox', { name: label }), submit, example, message, () => expect(call()).toBeUndefined());
}

async function renderAt(path: string, state: number, screenElement: ReactElement, country: (typeof COUNTRIES)[number], data: Partial<Lead> = {}, answers?: Record<string, unknown>) {
  route.current = path;
  return renderStep(screenElement, {
    brand: BRAND_OF[country],
    application: { progressState: state, data: data as Lead },
    ...(answers ? { stepAnswers: { route: path, answers } } : {}),
  });
}

describe('the after-offer steps ask the brand country\'s numbers, in its words', () => {
  for (const country of COUNTRIES) {
    const examples = COUNTRY_EXAMPLES[country];

    it(`${country} id upload (30): the local document named, ${examples.document.refused.join(' and ')} refused, ${examples.document.valid} sent`, async () => {
      const step = await renderAt('/id-upload', 30, <IdUploadScreen />, country, {}, { front: PHOTO, back: { ...PHOTO, name: 'back.jpg' } });
      const t = (key: string) => textsOf(step.i18n)(`steps^idUpload>fields>documentId>${key}`);
      expect(screen.getByText(t('hint'))).toBeTruthy();
      await expectRefusedThenSent(step, t('label'), examples.document, () => t('errors>documentId.invalid'), () => step.sent.leadDocumentId.mock.calls[0], 'steps^idUpload>submit');
      await vi.waitFor(() => expect(step.sent.leadDocumentId).toHaveBeenCalledTimes(1));
      expect(step.sent.leadDocumentId.mock.calls[0]?.[0]).toMatchObject({ body: { leadId: LEAD_ID, documentId: examples.document.valid.replace(/[\s.-]/g, '').toUpperCase() } });
    });

    it(`${country} change mobile number (15): ${examples.smsPhone.refused.join(' and ')} refused${examples.smsPhone.landline ? `, the landline ${examples.smsPhone.landline} too` : ''}, ${examples.smsPhone.valid} sent`, async () => {
      const step = await renderAt('/change-mobile-number', 15, <DataPointStep definition={CHANGE_MOBILE_NUMBER} />, country);
      const t = (key: string) => textsOf(step.i18n)(`form^${key}`);
      const { landline } = examples.smsPhone;
      const refused = { valid: examples.smsPhone.valid, refused: [...examples.smsPhone.refused, ...(landline ? [landline] : [])] };
      const message = (value: string) =>
        value === landline ? t('errors>phoneNumber.notMobile') : t('fields>contactDetails.phoneNumber>errors>phoneNumber.invalid');
      await expectRefusedThenSent(step, t('fields>contactDetails.phoneNumber>label'), refused, message, () => step.sent.mobileChange.mock.calls[0]);
      await vi.waitFor(() => expect(step.sent.mobileChange).toHaveBeenCalledTimes(1));
      expect(step.sent.mobileChange.mock.calls[0]?.[0]).toMatchObject({ body: { leadId: LEAD_ID } });
    });

    it(`${country} additional personal details (22): the identity card ${examples.idCard.valid} taken, ${examples.idCard.refused.join(' and ')} refused`, async () => {
      const others = { otherDetails: { countryOfBirth: country, citizenship: country, idCardIssuedAt: '2020-06-15' } };
      const step = await renderAt('/additional-personal-details', 22, <DataPointStep definition={ADDITIONAL_PERSONAL_DETAILS} />, country, others);
      const t = (key: string) => textsOf(step.i18n)(`form^${key}`);
      expect(screen.getByText(t('fields>otherDetails.idCardNumber>hint'))).toBeTruthy();
      await expectRefusedThenSent(step, t('fields>otherDetails.idCardNumber>label'), examples.idCard, () => t('errors>idCardNumber.invalid'), () => step.sent.offerPersonalDetails.mock.calls[0]);
      await vi.waitFor(() => expect(step.sent.offerPersonalDetails).toHaveBeenCalledTimes(1));
    });

    it(`${country} reference details (32): the reference's phone ${examples.callPhone.valid} taken, ${examples.callPhone.refused.join(' and ')} refused`, async () => {
      const reference = { referenceDetails: { type: 'family', name: 'Ana López' } };
      const step = await renderAt('/reference-details', 32, <DataPointStep definition={REFERENCE_DETAILS} />, country, reference);
      const t = (key: string) => textsOf(step.i18n)(`form^${key}`);
      await expectRefusedThenSent(step, t('fields>referenceDetails.phoneNumber>label'), examples.callPhone, () => t('errors>phoneNumber.invalid'), () => step.sent.offerReferenceDetails.mock.calls[0]);
      await vi.waitFor(() => expect(step.sent.offerReferenceDetails).toHaveBeenCalledTimes(1));
    });
  }

  it('Mexico: the ID upload asks for the CURP, in Mexican Spanish, and takes a CURP with its RENAPO check digit', async () => {
    const step = await renderAt('/id-upload', 30, <IdUploadScreen />, 'MX', { personalDetails: { personalCode: 'LOAN850327MDFPNN01' } }, { front: PHOTO, back: PHOTO });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu CURP?' }).value).toBe('LOAN850327MDFPNN01');
    expect(screen.getByText('El prestamista necesita ver las dos caras de tu INE. Toma una foto con tu celular o elige un archivo.')).toBeTruthy();
    await step.user.click(screen.getByRole('button', { name: 'Enviar documentos' }));
    await vi.waitFor(() => expect(step.sent.leadDocumentId).toHaveBeenCalledTimes(1));
  });

  it('Philippines: 612 345 678 (a bare Spanish mobile) is no number for the SMS code', async () => {
    const step = await renderAt('/change-mobile-number', 15, <DataPointStep definition={CHANGE_MOBILE_NUMBER} />, 'PH');
    const input = screen.getByRole('textbox', { name: 'What is your mobile number?' });
    await step.user.type(input, '612 345 678');
    await step.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(descriptionOf(input)).toContain('Enter a Philippine mobile number, like 0917 123 4567');
    expect(step.sent.mobileChange).not.toHaveBeenCalled();
  });
});
