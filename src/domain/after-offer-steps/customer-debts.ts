import { validateWholeAmount, wholeNumberOf } from './after-offer-answers';
import { TOTAL_DEBT_MAX } from '../country/limits';
import type { ErrorKey } from '../validation/validation-core';
import { REQUIRED, patternValidator } from '../validation/validation-core';
import { COMPANY_NAME_PATTERN } from '../validation/validation-text';

/**
 * Customer debts (state 31): first whether the applicant pays other debts at all (someone
 * without any was met by an empty "Debt 1" and three errors); then, for a yes, one row each (who is
 * owed, how much is still owed, what is paid a month). Rows carry a stable id so that removing one
 * keeps the others' answers, focus and errors where they were.
 */
export type DebtRow = { id: number; creditor: string; amount: string; monthlyPayment: string };
export type DebtField = 'creditor' | 'amount' | 'monthlyPayment';
export const DEBT_FIELDS: readonly DebtField[] = ['creditor', 'amount', 'monthlyPayment'];
/** More than this is a case for the lender's advisers, not a form. */
export const DEBT_ROWS_MAX = 10;

const emptyRow = (id: number): DebtRow => ({ id, creditor: '', amount: '', monthlyPayment: '' });
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The rows as stored in the step's answers (after a reload, or nothing yet: one empty row to start). */
export function debtRowsOf(stored: unknown): DebtRow[] {
  if (!Array.isArray(stored)) return [emptyRow(1)];
  return stored.flatMap((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const row = entry as Record<string, unknown>;
    const id = typeof row.id === 'number' && Number.isInteger(row.id) ? row.id : index + 1;
    return [{ id, creditor: text(row.creditor), amount: text(row.amount), monthlyPayment: text(row.monthlyPayment) }];
  });
}

export function addDebtRow(rows: readonly DebtRow[]): DebtRow[] {
  if (rows.length >= DEBT_ROWS_MAX) return [...rows];
  return [...rows, emptyRow(rows.reduce((max, row) => Math.max(max, row.id), 0) + 1)];
}

export function removeDebtRow(rows: readonly DebtRow[], id: number): DebtRow[] {
  return rows.filter((row) => row.id !== id);
}

export function updateDebtRow(rows: readonly DebtRow[], id: number, field: DebtField, value: string): DebtRow[] {
  return rows.map((row) => (row.id === id ? { ...row, [field]: value } : row));
}

export type HasDebts = 'yes' | 'no';

/** The yes or no answered, or undefined before one is. */
export function hasDebtsOf(value: unknown): HasDebts | undefined {
  return value === 'yes' || value === 'no' ? value : undefined;
}

/** The yes or no must be answered, and a yes needs at least one debt listed. */
export function validateHasDebts(value: unknown, rows: readonly DebtRow[]): ErrorKey | null {
  const answer = hasDebtsOf(value);
  if (!answer) return REQUIRED;
  return answer === 'yes' && rows.length === 0 ? 'debts.noneListed' : null;
}

const validateCreditor = patternValidator('creditor', COMPANY_NAME_PATTERN, 100);

/**
 * A row's answer: the creditor's name; what is still owed (1 up to SPEC §5's total debt maximum);
 * the monthly payment (0 when nothing is being paid now), which cannot be more than what is owed.
 */
export function validateDebtField(row: DebtRow, field: DebtField): ErrorKey | null {
  if (field === 'creditor') return validateCreditor(row.creditor);
  if (field === 'amount') return validateWholeAmount(row.amount, 1, TOTAL_DEBT_MAX);
  const error = validateWholeAmount(row.monthlyPayment, 0, TOTAL_DEBT_MAX);
  if (error) return error;
  const owed = wholeNumberOf(row.amount);
  const monthly = wholeNumberOf(row.monthlyPayment);
  return owed !== undefined && monthly !== undefined && monthly > owed ? 'monthlyPayment.moreThanOwed' : null;
}

/** The `debts` of POST /lead/offer/customer-debts, in the rows' order (a 422 on debts.N names row N); none for a no. */
export function debtsPayload(rows: readonly DebtRow[], hasDebts: HasDebts = 'yes') {
  if (hasDebts === 'no') return [];
  return rows.map((row) => ({
    creditor: row.creditor.trim(),
    amount: wholeNumberOf(row.amount) ?? 0,
    monthlyPayment: wholeNumberOf(row.monthlyPayment) ?? 0,
  }));
}
