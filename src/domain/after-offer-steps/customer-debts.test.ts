import { describe, expect, it } from 'vitest';
import { DEBT_ROWS_MAX, addDebtRow, debtRowsOf, debtsPayload, removeDebtRow, updateDebtRow, validateDebtField, validateHasDebts } from './customer-debts';

const row = (id: number, creditor = 'Banco Uno', amount = '3000', monthlyPayment = '150') => ({ id, creditor, amount, monthlyPayment });

describe('customer debts (state 31)', () => {
  it('starts with one empty row and restores stored rows', () => {
    expect(debtRowsOf(undefined)).toEqual([{ id: 1, creditor: '', amount: '', monthlyPayment: '' }]);
    expect(debtRowsOf([{ id: 4, creditor: 'X', amount: 10, monthlyPayment: '1' }, null])).toEqual([row(4, 'X', '10', '1')]);
    expect(debtRowsOf([])).toEqual([]);
  });
  it('adds rows with a new id up to DEBT_ROWS_MAX and removes one by id, keeping the others', () => {
    const rows = addDebtRow([row(1), row(3)]);
    expect(rows.map((entry) => entry.id)).toEqual([1, 3, 4]);
    expect(removeDebtRow(rows, 3).map((entry) => entry.id)).toEqual([1, 4]);
    const full = Array.from({ length: DEBT_ROWS_MAX }, (_, index) => row(index + 1));
    expect(addDebtRow(full)).toHaveLength(DEBT_ROWS_MAX);
    expect(updateDebtRow([row(1), row(2)], 2, 'amount', '99')[1]?.amount).toBe('99');
  });
  it('checks each answer of a row', () => {
    expect(validateDebtField(row(1, ''), 'creditor')).toBe('required');
    expect(validateDebtField(row(1, '<script>'), 'creditor')).toBe('creditor.invalid');
    expect(validateDebtField(row(1, 'Banco Uno', '0'), 'amount')).toBe('amount.min');
    expect(validateDebtField(row(1, 'Banco Uno', '600000'), 'amount')).toBe('amount.max');
    expect(validateDebtField(row(1, 'Banco Uno', '3000', '0'), 'monthlyPayment')).toBeNull();
    expect(validateDebtField(row(1), 'monthlyPayment')).toBeNull();
  });
  it('does not take a monthly payment larger than what is owed', () => {
    expect(validateDebtField(row(1, 'Banco Uno', '100', '150'), 'monthlyPayment')).toBe('monthlyPayment.moreThanOwed');
  });
  it('sends numbers, in row order', () => {
    expect(debtsPayload([row(2, ' Banco Uno ', '3.000', '150')])).toEqual([{ creditor: 'Banco Uno', amount: 3000, monthlyPayment: 150 }]);
  });
});

describe('customer debts: yes or no first', () => {
  const row = { id: 1, creditor: 'Banco Uno', amount: '3000', monthlyPayment: '150' };

  it('the yes or no is required; a yes needs a debt listed; a no needs none', () => {
    expect(validateHasDebts(undefined, [row])).toBe('required');
    expect(validateHasDebts('maybe', [row])).toBe('required');
    expect(validateHasDebts('yes', [])).toBe('debts.noneListed');
    expect(validateHasDebts('yes', [row])).toBeNull();
    expect(validateHasDebts('no', [])).toBeNull();
  });

  it('a no sends no debts, whatever rows were typed before it', () => {
    expect(debtsPayload([row], 'no')).toEqual([]);
    expect(debtsPayload([row], 'yes')).toEqual([{ creditor: 'Banco Uno', amount: 3000, monthlyPayment: 150 }]);
  });
});
