// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app-harness';
import { answer } from '../support/app-steps';

/**
 * The loan choice of the Spanish first step (es-solcredito lends 300-5000 € in steps
 * of 100), in the whole app: it says what it changed and why, Save snaps what was typed, Cancel and
 * Escape put back what was there.
 */
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

// Intl puts a no-break space before the €: texts are compared with their spaces made plain.
const plain = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
const summary = (text: string) => waitFor(() => expect(plain(document.querySelector('.loan-choice__text'))).toMatch(new RegExp(`^${text}`)));
const adjusted = () => plain(document.querySelector('.loan-choice__adjusted[role="status"]'));
const dialog = () => screen.getByRole('dialog', { name: '¿Cuánto necesitas y durante cuánto tiempo?' });
const amountField = () => within(dialog()).getByRole<HTMLInputElement>('textbox', { name: '¿Cuánto dinero necesitas?' });
const isOpen = () => document.querySelector('dialog')!.open;

async function openAt(path: string) {
  app = await startTestApp();
  await app.open(path);
  await screen.findByRole('heading', { level: 1, name: 'Empieza tu solicitud' });
  return userEvent.setup({ delay: null });
}

describe('the loan choice', () => {
  it('a landing amount the brand does not lend becomes the nearest it does, and the page says why', async () => {
    await openAt('/initial-details?amount=99999&period=75');
    await summary('Quiero 5000 € a 75 días');
    expect(adjusted()).toBe('Has pedido 99.999 €, más del máximo que puedes solicitar; lo hemos ajustado a 5000 €.');

    await app!.open('/initial-details?amount=1050');
    await summary('Quiero 1100 € a 75 días');
    expect(adjusted()).toBe('Los importes van de 100 € en 100 €: hemos ajustado 1050 € a 1100 €.');
  }, 30_000);

  it('the dialog: what is typed stays as typed until Save, which snaps it and says so; Cancel and Escape put back what was there', async () => {
    const user = await openAt('/initial-details?amount=1000&period=75');
    const change = screen.getByRole('button', { name: 'Cambiar el importe y el plazo' });

    await user.click(change);
    expect(isOpen()).toBe(true);
    await answer(user, amountField(), '6000');
    await waitFor(() => expect(plain(dialog())).toContain('Escribe una cantidad de 5000 € o menos'));
    // Leaving the field changes nothing (nothing moves under the finger on the way to Save).
    await user.tab();
    expect(amountField().value).toBe('6000');
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(change);
    await summary('Quiero 5000 € a 75 días');
    expect(adjusted()).toContain('Has pedido 6000 €');

    await user.click(change);
    await answer(user, amountField(), '1550');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    expect(isOpen()).toBe(false);
    await summary('Quiero 5000 € a 75 días');

    // The slider to its start (Home), then Escape: the browser makes Escape the dialog's cancel event.
    await user.click(change);
    fireEvent.change(within(dialog()).getByRole('slider', { name: /Importe/ }), { target: { value: '300' } });
    await waitFor(() => expect(amountField().value).toBe('300'));
    fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(change);
    await summary('Quiero 5000 € a 75 días');

    await user.click(change);
    await answer(user, amountField(), '1550');
    await user.click(within(dialog()).getByRole('button', { name: 'Guardar' }));
    await summary('Quiero 1600 € a 75 días');
    expect(adjusted()).toBe('Los importes van de 100 € en 100 €: hemos ajustado 1550 € a 1600 €.');
  }, 30_000);

  it('the step says what to have ready, and the representative example follows the amount and period, in the dialog as they are moved', async () => {
    const user = await openAt('/initial-details?amount=1000&period=75');
    expect(screen.getByText('Ten a mano tu DNI o NIE y el IBAN de tu cuenta. Son preguntas cortas, una por pantalla, y tardarás unos 5 minutos.')).toBeTruthy();
    // SolCrédito's example APR is 19,56 %: 1000 € × 1,1956^(75/365) = 1037,39 €, one payment at the end;
    // Ley 16/2011 art. 9's items under their names, the borrowing rate (tipo deudor) the APR before compounding.
    const example = () => plain(document.querySelector('.loan-choice > .loan-example'));
    expect(example()).toBe(
      'Ejemplo representativo: importe total del crédito 1000,00 €, plazo 75 días, tipo deudor fijo 18,20 %, TAE 19,56 %, coste total del crédito 37,39 €, importe total adeudado 1037,39 € en un solo pago. Tu oferta final depende de tu solicitud y del prestamista.',
    );

    await user.click(screen.getByRole('button', { name: 'Cambiar el importe y el plazo' }));
    const inDialog = () => plain(dialog().querySelector('.loan-example'));
    await answer(user, amountField(), '2000');
    await waitFor(() => expect(inDialog()).toContain('importe total del crédito 2000,00 €, plazo 75 días'));
    expect(inDialog()).toContain('coste total del crédito 74,78 €, importe total adeudado 2074,78 € en un solo pago');
    // Typed past the most it lends: the example is for what Save would set, 5000 €.
    await answer(user, amountField(), '6000');
    await waitFor(() => expect(inDialog()).toContain('importe total del crédito 5000,00 €, plazo 75 días'));
    expect(inDialog()).toContain('importe total adeudado 5186,95 €');
    fireEvent.change(within(dialog()).getByRole('slider', { name: /Plazo/ }), { target: { value: '61' } });
    await waitFor(() => expect(inDialog()).toMatch(/importe total del crédito 5000,00 €, plazo 61 días, .* importe total adeudado 5151,\d\d € en un solo pago/));
    // Cancel puts back what was chosen, and the page's example with it.
    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    await summary('Quiero 1000 € a 75 días');
    expect(example()).toContain('importe total del crédito 1000,00 €, plazo 75 días');
  }, 30_000);
});
