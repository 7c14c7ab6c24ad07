import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEBT_FIELDS, DEBT_ROWS_MAX, addDebtRow, debtRowsOf, debtsPayload, removeDebtRow, updateDebtRow, validateDebtField, type DebtRow } from '../../domain/customer-debts';
import { useApplicationState, useStepData } from '../application/use-stores';
import { useRoutePath } from '../flow/route-path';
import { fieldId } from '../form-fields/formatters';
import { AfterOfferStep } from './after-offer-step';
import { DebtRowFields, debtKey } from './debt-row';
import { useAfterOfferForm, type StepField } from './use-after-offer-form';
import { useStepCall } from './use-step-call';
import './customer-debts.css';

const SCREEN = 'customerDebts';
const ADD_BUTTON_ID = 'customer-debts-add';

/** Each answer of each row is a field of the step, named by its path in the call (a 422 lands on it). */
function debtFields(rows: readonly DebtRow[]): StepField[] {
  return rows.flatMap((_row, index) =>
    DEBT_FIELDS.map((field): StepField => ({
      kind: 'own',
      name: debtKey(index, field),
      text: { name: field, values: { number: index + 1 } },
      validate: (_value, values) => {
        const row = debtRowsOf(values.own.debts)[index];
        return row ? validateDebtField(row, field) : null;
      },
    })),
  );
}

const allKeys = (rows: readonly DebtRow[]) => rows.flatMap((_row, index) => DEBT_FIELDS.map((field) => debtKey(index, field)));

/**
 * Customer debts (state 31): the applicant lists other debts, adding and removing rows; no rows
 * means none. Added rows take the focus; a removed row gives it to "Add another debt" and says so.
 * Sent with POST /lead/offer/customer-debts.
 */
export default function CustomerDebtsScreen() {
  const { t } = useTranslation('steps');
  const route = useRoutePath();
  const leadId = useApplicationState((state) => state.id) ?? '';
  const rows = debtRowsOf(useStepData((state) => state.answers[route]?.debts));
  const form = useAfterOfferForm(route, SCREEN, debtFields(rows));
  const call = useStepCall(route, 'offerCustomerDebts');
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const save = (next: DebtRow[], touched: readonly string[]) => form.set('debts', next, touched);

  const add = () => {
    const next = addDebtRow(rows);
    focusNext.current = fieldId(debtKey(next.length - 1, 'creditor'));
    setAnnouncement('');
    save(next, []);
  };

  const remove = (row: DebtRow, index: number) => {
    save(removeDebtRow(rows, row.id), allKeys(rows));
    setAnnouncement(t('customerDebts>removed', { number: index + 1 }));
    focusNext.current = ADD_BUTTON_ID;
  };

  return (
    <AfterOfferStep screen={SCREEN} form={form} call={call} onSubmit={() => call.send({ body: { leadId, debts: debtsPayload(rows) } })}>
      {rows.map((row, index) => (
        <DebtRowFields
          key={row.id}
          row={row}
          index={index}
          errorOf={form.errorOf}
          onChange={(field, value) => save(updateDebtRow(rows, row.id, field, value), [debtKey(index, field)])}
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
        <p className="field__hint">{t('customerDebts>max', { count: DEBT_ROWS_MAX })}</p>
      )}
    </AfterOfferStep>
  );
}
