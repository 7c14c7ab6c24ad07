import { useTranslation } from 'react-i18next';
import type { DebtField, DebtRow } from '../../domain/after-offer-steps/customer-debts';
import { fieldId } from '../../ui/form-fields/formatters';
import { TextField } from '../../ui/form-fields/text-field';
import { MoneyInput } from './money-input';

/** The key of a row's answer: the path a 422 on the call's `debts` names (debts.0.amount). */
export const debtKey = (index: number, field: DebtField) => `debts.${index}.${field}`;

type DebtRowProps = {
  row: DebtRow;
  index: number;
  errorOf: (key: string) => string | undefined;
  onChange: (field: DebtField, value: string) => void;
  onRemove: () => void;
};

/** One debt: a group named "Debt N" (so each row's labels are heard with its number) and its Remove button. */
export function DebtRowFields({ row, index, errorOf, onChange, onRemove }: DebtRowProps) {
  const { t } = useTranslation('steps');
  const number = index + 1;
  const money = (field: 'amount' | 'monthlyPayment') => (
    <MoneyInput
      id={fieldId(debtKey(index, field))}
      label={t(`customerDebts>fields>${field}>label`)}
      hint={field === 'monthlyPayment' ? t('customerDebts>fields>monthlyPayment>hint') : undefined}
      error={errorOf(debtKey(index, field))}
      value={row[field]}
      onChange={(text) => onChange(field, text)}
    />
  );
  return (
    <fieldset className="field__fieldset debt-row">
      <legend className="debt-row__legend">{t('customerDebts>row', { number })}</legend>
      <TextField
        id={fieldId(debtKey(index, 'creditor'))}
        label={t('customerDebts>fields>creditor>label')}
        autoComplete="off"
        maxLength={100}
        error={errorOf(debtKey(index, 'creditor'))}
        value={row.creditor}
        onChange={(text) => onChange('creditor', text)}
      />
      {money('amount')}
      {money('monthlyPayment')}
      <button type="button" className="button button--secondary" onClick={onRemove}>
        {t('customerDebts>remove', { number })}
      </button>
    </fieldset>
  );
}
