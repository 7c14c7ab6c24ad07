import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEBT_FIELDS, DEBT_ROWS_MAX, addDebtRow, removeDebtRow, updateDebtRow, type DebtRow } from '../../domain/after-offer-steps/customer-debts';
import { fieldId } from '../../ui/form-fields/formatters';
import { DebtRowFields, debtKey } from './debt-row';
import './customer-debts.css';

const ADD_BUTTON_ID = 'customer-debts-add';

const allKeys = (rows: readonly DebtRow[]) => rows.flatMap((_row, index) => DEBT_FIELDS.map((field) => debtKey(index, field)));

type DebtListProps = {
  rows: readonly DebtRow[];
  errorOf: (key: string) => string | undefined;
  /** The new rows, and the row answers whose server errors they make stale. */
  onChange: (rows: DebtRow[], touched: readonly string[]) => void;
};

/**
 * The debts as a list the applicant adds rows to and removes rows from (GOV.UK "add another"):
 * an added row takes the focus; a removed one gives it to "Add another debt" and the removal is
 * announced, so keyboard and screen reader users are never left on nothing.
 */
export function DebtList({ rows, errorOf, onChange }: DebtListProps) {
  const { t } = useTranslation('steps');
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const add = () => {
    const next = addDebtRow(rows);
    focusNext.current = fieldId(debtKey(next.length - 1, 'creditor'));
    setAnnouncement('');
    onChange(next, []);
  };

  const remove = (row: DebtRow, index: number) => {
    focusNext.current = ADD_BUTTON_ID;
    setAnnouncement(t('customerDebts>removed', { number: index + 1 }));
    onChange(removeDebtRow(rows, row.id), allKeys(rows));
  };

  return (
    <>
      {rows.map((row, index) => (
        <DebtRowFields
          key={row.id}
          row={row}
          index={index}
          errorOf={errorOf}
          onChange={(field, value) => onChange(updateDebtRow(rows, row.id, field, value), [debtKey(index, field)])}
          onRemove={() => remove(row, index)}
        />
      ))}
      {rows.length === 0 && <p className="step__intro">{t('customerDebts>none')}</p>}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {rows.length < DEBT_ROWS_MAX ? (
        <p>
          <button id={ADD_BUTTON_ID} type="button" className="button button--secondary" onClick={add}>
            {t(rows.length === 0 ? 'customerDebts>addFirst' : 'customerDebts>add')}
          </button>
        </p>
      ) : (
        <p className="field__hint">{t('customerDebts>max', { limit: DEBT_ROWS_MAX })}</p>
      )}
    </>
  );
}
