// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { spanishI18n } from '../../../tests/support/i18n';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DebtRow } from '../../domain/after-offer-steps/customer-debts';
import { RuntimeProvider, type Runtime } from '../../core/runtime/runtime-context';
import { DebtList } from './debt-list';

let i18n: I18n;
beforeAll(async () => {
  i18n = await spanishI18n(['steps', 'form']);
});
afterEach(cleanup);

// The list reads only the brand's currency (code, symbol and language) from the runtime.
const RUNTIME = { brand: { currency: 'EUR', currencySymbol: '€', locale: 'es' } } as unknown as Runtime;

/** The list as the screen holds it: rows in state, errors from outside. */
function Harness({ initial, errors = {} }: { initial: DebtRow[]; errors?: Record<string, string> }) {
  const [rows, setRows] = useState(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <RuntimeProvider value={RUNTIME}>
        <DebtList rows={rows} errorOf={(key) => errors[key]} onChange={(next) => setRows(next)} />
      </RuntimeProvider>
    </I18nextProvider>
  );
}

const row = (id: number, creditor = ''): DebtRow => ({ id, creditor, amount: '', monthlyPayment: '' });

describe('the debts list of customer debts (state 31)', () => {
  it('names each row as a group "Deuda N" with its own labelled answers and its own Remove button', () => {
    render(<Harness initial={[row(1, 'Banco Uno'), row(2)]} />);
    const second = screen.getByRole('group', { name: 'Deuda 2' });
    expect(within(second).getByRole('textbox', { name: '¿A quién se lo debes?' })).toBeTruthy();
    expect(within(second).getByRole('textbox', { name: /¿Cuánto debes todavía\?/ })).toBeTruthy();
    expect(within(second).getByRole('textbox', { name: /¿Cuánto pagas al mes\?/ })).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Eliminar la deuda 2' })).toBeTruthy();
    expect((within(screen.getByRole('group', { name: 'Deuda 1' })).getByRole('textbox', { name: '¿A quién se lo debes?' }) as HTMLInputElement).value).toBe('Banco Uno');
  });

  it('shows an error at the row answer it belongs to', () => {
    render(<Harness initial={[row(1), row(2)]} errors={{ 'debts.1.amount': 'Deuda 2: escribe cuánto debes todavía' }} />);
    const amount = within(screen.getByRole('group', { name: 'Deuda 2' })).getByRole('textbox', { name: /¿Cuánto debes todavía\?/ });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (amount.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toContain('Deuda 2: escribe cuánto debes todavía');
  });

  it('adds a row from the keyboard and puts the focus in its first answer', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[row(1)]} />);
    screen.getByRole('button', { name: 'Añadir otra deuda' }).focus();
    await user.keyboard('{Enter}');
    const added = within(screen.getByRole('group', { name: 'Deuda 2' })).getByRole('textbox', { name: '¿A quién se lo debes?' });
    expect(document.activeElement).toBe(added);
    await user.keyboard('Tarjeta');
    expect((added as HTMLInputElement).value).toBe('Tarjeta');
  });

  it('removes a row from the keyboard, keeps the others, says so and gives the focus to "add"', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[row(1, 'Banco Uno'), row(2, 'Tarjeta Dos'), row(3, 'Coche')]} />);
    screen.getByRole('button', { name: 'Eliminar la deuda 2' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Deuda 3' })).toBeNull();
    const creditors = screen.getAllByRole('textbox', { name: '¿A quién se lo debes?' }).map((input) => (input as HTMLInputElement).value);
    expect(creditors).toEqual(['Banco Uno', 'Coche']);
    expect(screen.getByRole('status').textContent).toBe('Deuda 2 eliminada');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Añadir otra deuda' }));
  });

  it('with no rows says none are listed and offers to add one', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[row(1)]} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar la deuda 1' }));
    expect(screen.getByText('No has indicado ninguna deuda. Si no tienes ninguna, continúa.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Añadir una deuda' })).toBeTruthy();
  });
});
