import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { keyFromData } from '../../config/text-keys';
import { OVERDUE_DEBT_MAX, TOTAL_DEBT_MAX, moneyMaxFor } from '../../domain/country/limits';
import type { FieldError } from '../../domain/journey/dynamic-form';
import type { ErrorKey } from '../../domain/validation/validation';
import { formatMoney, formatMoneyExact, formatNumber, formatPercent } from '../form-fields/formatters';
import { useRuntime } from '../../core/runtime/runtime-context';
import { fieldFor } from './field-registry';
import { errorMessageKeys, serverErrorKeys } from './step-validation';

/** Labels, hints and messages of the registry's fields, with the brand's money and period in them. */
export function useFieldText() {
  const { t, i18n } = useTranslation(['form', 'steps']);
  const { brand } = useRuntime();
  const locale = i18n.resolvedLanguage ?? 'es';
  const money = useCallback((amount: number) => formatMoney(amount, brand.currency, locale), [brand.currency, locale]);
  const periodText = useCallback(
    (count: number) => t(brand.period.scale === 'months' ? 'loan>months' : 'loan>days', { count }),
    [t, brand.period.scale],
  );

  const values = useCallback(
    (dataPoint: string) => {
      const common = { overdueMax: money(OVERDUE_DEBT_MAX), totalDebtMax: money(TOTAL_DEBT_MAX), moneyMax: money(moneyMaxFor(brand)) };
      if (dataPoint === 'amount') return { ...common, min: money(brand.amount.min), max: money(brand.amount.max), step: money(brand.amount.step) };
      if (dataPoint === 'period') return { ...common, min: periodText(brand.period.min), max: periodText(brand.period.max), step: periodText(brand.period.step) };
      return { ...common, min: '', max: '', step: '' };
    },
    [money, periodText, brand],
  );

  return {
    t,
    money,
    /** To the cent, for a total or a cost. */
    moneyExact: (amount: number) => formatMoneyExact(amount, brand.currency, locale),
    percent: (value: number) => formatPercent(value, locale),
    number: (value: number) => formatNumber(value, locale),
    periodText,
    label: (dataPoint: string) => t(keyFromData<'form'>(`fields>${dataPoint}>label`)),
    /** The field's label, or '' for a field that has none (an error summary then keeps the message as it is). */
    labelIfAny: (dataPoint: string) => (i18n.exists(`fields>${dataPoint}>label`, { ns: 'form' }) ? t(keyFromData<'form'>(`fields>${dataPoint}>label`)) : ''),
    hint: (dataPoint: string) => (fieldFor(dataPoint)?.hint ? t(keyFromData<'form'>(`fields>${dataPoint}>hint`)) : undefined),
    clientError: (dataPoint: string, key: ErrorKey) => t(errorMessageKeys(dataPoint, key), values(dataPoint)),
    /** Whether the field has its own words for the error, or says it in the generic ones. */
    hasOwnMessage: (dataPoint: string, key: ErrorKey) => i18n.exists(errorMessageKeys(dataPoint, key)[0] ?? '', { ns: 'form' }),
    serverError: (error: FieldError) => t(serverErrorKeys(error.dataPoint, error.message), values(error.dataPoint)),
  };
}
