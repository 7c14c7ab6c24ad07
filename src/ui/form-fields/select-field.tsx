import { useTranslation } from 'react-i18next';
import { describedBy, LabelledField, type FieldChrome } from './field-parts';

export type Option = { value: string; label: string };

export type SelectFieldProps = FieldChrome & {
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  autoComplete?: string;
};

/** A native select: long lists (countries, provinces, sectors) stay easy on a phone. */
export function SelectField({ id, label, hint, error, optional, labelHidden, value, options, onChange, autoComplete }: SelectFieldProps) {
  const { t } = useTranslation('form');
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} optional={optional} labelHidden={labelHidden}>
      <select
        id={id}
        name={id}
        className="field__select"
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, hint, error })}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('select>placeholder')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
