import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TextFieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  inputClassName?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'>;

/** GOV.UK text input: the label a question, the hint above the input, the error at the field. */
export function TextField({ id, label, hint, error, inputClassName, ...input }: TextFieldProps) {
  const { t } = useTranslation('flow');
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">{t('outcomes>errorPrefix')} </span>
          {error}
        </p>
      )}
      <input
        id={id}
        className={inputClassName ? `field__input ${inputClassName}` : 'field__input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </div>
  );
}
