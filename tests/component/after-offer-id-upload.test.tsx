// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { findBrand } from '../../src/config/brands';
import { startTestApp, type TestApp } from '../support/app-harness';
import { ACCEPTED, descriptionOf, focusedSummary, onScreen, openLead } from '../support/screen';

/**
 * The ID upload (state 30) in the whole app against lead-api: what is refused at each field before
 * anything is sent, a PDF kept after a reload and sent as it is, the document number by the
 * brand's country, and going on without documents. Photos are decoded and made smaller by the
 * browser (happy-dom decodes no image): tests/e2e/after-offer-id-upload.spec.ts, with the offline case.
 */
let app: TestApp;
afterEach(async () => app?.close());

const TITLE = 'Sube tu documento de identidad';
const pdf = (name: string, bytes: number) =>
  new File([new TextEncoder().encode('%PDF-1.4\n'), new Uint8Array(bytes).fill(0x20), new TextEncoder().encode('\n%%EOF\n')], name, { type: 'application/pdf' });
const camera = () => screen.getByLabelText<HTMLInputElement>('Hacer una foto de la cara delantera');
const frontFile = () => screen.getByLabelText<HTMLInputElement>('Elegir un archivo para la cara delantera');
const send = () => screen.getByRole('button', { name: 'Enviar documentos' });
// The file inputs take any file here, as a phone's file picker may offer one the page must refuse.
const setup = () => userEvent.setup({ delay: null, applyAccept: false });

async function openUpload() {
  app = await startTestApp();
  return openLead(app, 'state-30', TITLE, '/id-upload');
}

describe('id upload (30)', { timeout: 30_000 }, () => {
  it('the number from the form is there; a file that is neither a photo nor a PDF is refused at its field, and Continue names both sides with nothing sent', async () => {
    await openUpload();
    const user = setup();
    expect(document.title.startsWith(`${TITLE} – `)).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu número de DNI o NIE?' }).value).toBe('12345678Z');
    expect(camera().getAttribute('capture')).toBe('environment');
    expect(camera().getAttribute('accept')).toBe('image/*,application/pdf');

    await user.upload(frontFile(), new File(['not a document'], 'notes.txt', { type: 'text/plain' }));
    const typeError = /El archivo de la cara delantera no se puede usar\. Elige una foto \(JPG o PNG\) o un PDF/;
    await waitFor(() => expect(descriptionOf(camera())).toMatch(typeError));
    await user.click(send());
    const summary = await focusedSummary();
    expect(within(summary).getByRole('link', { name: typeError })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: /Añade una foto o un archivo de la cara trasera/ })).toBeTruthy();
    expect(app.writes(/^\/lead\/(idUpload|documentId)$/)).toEqual([]);
  });

  it('a PDF over 5 MB is refused; a PDF scan needs no back and is kept after a reload; a wrong DNI is said at its field; then each call is sent once, the PDF as it is', async () => {
    const id = await openUpload();
    const user = setup();
    await user.upload(frontFile(), pdf('big.pdf', 5.5 * 1024 * 1024));
    await waitFor(() => expect(descriptionOf(camera())).toContain('El archivo de la cara delantera es demasiado grande. Elige uno de hasta 5 MB'));

    await user.upload(frontFile(), pdf('scan.pdf', 200 * 1024));
    await screen.findByText('scan.pdf');
    expect(screen.queryByRole('group', { name: 'Cara trasera del documento' })).toBeNull();
    await app.reload();
    await onScreen(TITLE);
    await screen.findByText('scan.pdf');

    const number = () => screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu número de DNI o NIE?' });
    await user.clear(number());
    await user.paste('12345678A');
    await user.click(send());
    await focusedSummary();
    expect(descriptionOf(number())).toContain('Revisa el número: la letra del final no corresponde');
    expect(app.writes(/^\/lead\//)).toEqual([]);

    await user.clear(number());
    await user.paste('X1234567L');
    await user.dblClick(send());
    await onScreen(ACCEPTED, '/accepted');
    expect(app.writes('/lead/documentId').map((call) => call.body)).toEqual([{ leadId: id, documentId: 'X1234567L' }]);
    const uploads = app.writes('/lead/idUpload');
    expect(uploads).toHaveLength(1);
    const body = uploads[0]!.body as { front: { name: string; type: string; dataUrl: string }; back?: unknown };
    expect(body.front).toMatchObject({ name: 'scan.pdf', type: 'application/pdf' });
    expect(body.front.dataUrl.startsWith('data:application/pdf;base64,JVBERi0xLjQK')).toBe(true);
    expect(body.back).toBeUndefined();
    expect((await app.storedLead(id)).state).toBe(10);
  });

  it('the applicant may go on without the documents: skip-document-upload sent once, nothing uploaded', async () => {
    const id = await openUpload();
    const user = setup();
    await user.dblClick(screen.getByRole('button', { name: 'Seguir sin documentos' }));
    await onScreen(ACCEPTED, '/accepted');
    expect(app.writes('/lead/offer/skip-document-upload').map((call) => call.body)).toEqual([{ leadId: id }]);
    expect(app.writes(/^\/lead\/(idUpload|documentId)$/)).toEqual([]);
  });

  it('Mexico: the document is the CURP, as on the INE; a Spanish DNI is refused at its field, the CURP from the form is sent once', async () => {
    const brand = findBrand('mx-pesofacil');
    if (!brand) throw new Error('no Mexican brand');
    app = await startTestApp({ BRAND: brand.id });
    const curp = 'LOAN850327MDFPNN01';
    const id = await app.createLead('state-30', {
      path: `/v2/lead?brand=${brand.id}`,
      lead: {
        productId: brand.productId,
        amount: brand.amount.default,
        contactDetails: { email: 'state-30@example.com', phoneNumber: '55 1234 5678', postalCode: '06600', city: 'Ciudad de México', street: 'Avenida Reforma', houseNumber: '222', marketingConsents: false },
        personalDetails: { firstName: 'Lucía', lastName: 'Olvera', dateOfBirth: '1985-03-27', personalCode: curp },
        incomeDetails: { incomeSource: 'permanentEmployee', monthlyIncome: 18000, incomePayday: 15, iban: '032180000118359719' },
        referenceDetails: { type: 'family', name: 'Ana López', phoneNumber: '55 8765 4321' },
      },
    });
    await app.open(`/continue/${id}`);
    await onScreen(TITLE, '/id-upload');
    expect(screen.getByText('El prestamista necesita ver las dos caras de tu INE. Toma una foto con tu celular o elige un archivo.')).toBeTruthy();
    const number = () => screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu CURP?' });
    expect(number().value).toBe(curp);
    expect(descriptionOf(number())).toContain('Viene en tu INE: 18 letras y números, como LOAN850327MDFPNN01');

    const user = setup();
    // Mexico says the front and back of the INE: frente, reverso.
    await user.upload(screen.getByLabelText<HTMLInputElement>('Elegir un archivo para el frente'), pdf('ine.pdf', 1024));
    await screen.findByText('ine.pdf');
    await user.clear(number());
    await user.paste('12345678Z');
    await user.click(send());
    await focusedSummary();
    expect(descriptionOf(number())).toContain('Revisa tu CURP: no corresponde a una clave válida');
    expect(app.writes(/^\/lead\//)).toEqual([]);

    await user.clear(number());
    await user.paste(curp.toLowerCase());
    await user.click(send());
    await onScreen('Tu solicitud fue aceptada', '/accepted');
    expect(app.writes('/lead/documentId').map((call) => call.body)).toEqual([{ leadId: id, documentId: curp }]);
    expect(app.writes('/lead/idUpload')).toHaveLength(1);
  });
});
