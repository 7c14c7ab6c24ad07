import { useTranslation } from 'react-i18next';
import { memo, type FocusEvent } from 'react';
import { getDataPoint } from '../../domain/lead/lead';
import { AmountField } from '../form-fields/amount-field';
import { CheckboxField } from '../form-fields/checkbox-field';
import { DateField } from '../form-fields/date-field';
import type { FieldChrome } from '../form-fields/field-parts';
import { currencyGoesBefore, fieldId, storedNumberText, toStoredNumber } from '../form-fields/formatters';
import { IbanField } from '../form-fields/iban-field';
import { PhoneField } from '../form-fields/phone-field';
import { RadioGroup } from '../form-fields/radio-group';
import { SelectField } from '../form-fields/select-field';
import { TextField } from '../form-fields/text-field';
import { useRuntime } from '../../core/runtime/runtime-context';
import { fieldFor } from './field-registry';
import { CompanyField } from './company-field';
import { LoanRangeField } from './loan-range-field';
import { OptionsStatus } from './options-status';
import { PoliciesField } from './policies-field';
import { PostcodeField } from './postcode-field';
import { useLead, useSetAnswers } from './use-answers';
import { useFieldOptions } from './use-field-options';
import { useFieldText } from './use-field-text';

export type FieldRendererProps = {
  dataPoint: string;
  error?: string;
  labelHidden?: boolean;
  /** On a one-question step the label is the step's title (WCAG 2.5.3: the name is the visible question). */
  label?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
};

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * One data point asked with the component its registry entry names; every change goes to the store.
 * Memoized: pressing Continue (the busy button, the check) draws the step again, not its fields
 * (on a slow phone the first step's fields drawn again were most of the press's task).
 */
export const FieldRenderer = memo(function FieldRenderer({ dataPoint, error, labelHidden, label, onBlur }: FieldRendererProps) {
  const field = fieldFor(dataPoint);
  const lead = useLead();
  const setAnswers = useSetAnswers();
  const { brand } = useRuntime();
  const { t } = useTranslation('form');
  const words = useFieldText();
  const options = useFieldOptions(dataPoint, field?.options);
  if (!field) return null;

  const value = getDataPoint(lead, dataPoint);
  const set = (next: unknown) => setAnswers({ [dataPoint]: next === '' ? undefined : next });
  const chrome: FieldChrome = {
    id: fieldId(dataPoint),
    label: label ?? words.label(dataPoint),
    hint: words.hint(dataPoint),
    error,
    optional: field.optional,
    labelHidden,
  };
  const common = { ...chrome, onBlur, autoComplete: field.autoComplete, maxLength: field.maxLength, inputMode: typeof field.inputMode === 'function' ? field.inputMode(brand.country) : field.inputMode };

  switch (field.kind) {
    case 'text':
    case 'email':
      return (
        <TextField
          {...common}
          type={field.kind === 'email' ? 'email' : 'text'}
          upperCase={field.upperCase}
          value={text(value)}
          onChange={(next) => set(field.upperCase ? next.toUpperCase() : next)}
        />
      );
    case 'number':
      return <TextField {...common} width="short" value={storedNumberText(value)} onChange={(next) => set(toStoredNumber(next))} />;
    case 'money': {
      const before = currencyGoesBefore(brand.currency, brand.locale);
      return (
        <AmountField
          {...common}
          width="medium"
          prefix={before ? brand.currencySymbol : undefined}
          suffix={before ? undefined : brand.currencySymbol}
          locale={brand.locale}
          value={value}
          onChange={set}
        />
      );
    }
    case 'tel':
      return <PhoneField {...chrome} onBlur={onBlur} autoComplete={field.autoComplete} country={brand.country} prefix={brand.phonePrefix} value={text(value)} onChange={set} />;
    case 'iban':
      return <IbanField {...chrome} onBlur={onBlur} inputMode={common.inputMode === 'numeric' ? 'numeric' : 'text'} value={text(value)} onChange={set} />;
    case 'date':
      return <DateField {...chrome} value={value} onChange={set} autoCompletePrefix={field.dateAutoComplete} />;
    case 'checkbox':
      return <CheckboxField {...chrome} checked={value === true} onChange={set} />;
    case 'yesNo':
      return (
        <RadioGroup
          {...chrome}
          inline
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          options={[{ value: 'yes', label: t('yes') }, { value: 'no', label: t('no') }]}
          onChange={(next) => set(next === 'yes')}
        />
      );
    case 'select':
    case 'radio': {
      if (options.status !== 'ready') return <OptionsStatus label={chrome.label} status={options.status} onRetry={options.retry} />;
      const Component = field.kind === 'select' ? SelectField : RadioGroup;
      return <Component {...chrome} autoComplete={field.autoComplete} value={text(value)} options={options.options} onChange={set} />;
    }
    case 'postcode':
      return <PostcodeField {...common} dataPoint={dataPoint} value={text(value)} onChange={set} />;
    case 'company':
      return <CompanyField {...common} value={text(value)} onChange={set} />;
    case 'policies':
      return <PoliciesField {...chrome} />;
    case 'amount':
    case 'period':
      return <LoanRangeField dataPoint={dataPoint} error={error} />;
  }
});
