import type { ChangeEvent, FocusEvent } from 'react';
import { describedBy, LabelledField, type FieldChrome } from './field-parts';

export type TextFieldProps = FieldChrome & {
  value: string;
  onChange: (text: string, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  /** Shown before or after the input (currency, phone prefix), and read with the label. */
  prefix?: string;
  suffix?: string;
  upperCase?: boolean;
  /** Narrow inputs for short answers (postcodes, days). */
  width?: 'short' | 'medium' | 'full';
  list?: string;
  describedByExtra?: string;
};

/** Text, e-mail, number and money input: a labelled input with hint, error and optional affixes. */
export function TextField(props: TextFieldProps) {
  const { id, label, hint, error, optional, labelHidden, value, type = 'text', prefix, suffix, width = 'full' } = props;
  const affixed = Boolean(prefix || suffix);
  const input = (
    <input
      id={id}
      name={id}
      className={`field__input field__input--${width}`}
      type={type}
      value={value}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
      maxLength={props.maxLength}
      autoCapitalize={props.upperCase ? 'characters' : undefined}
      spellCheck={type === 'email' || props.upperCase ? false : undefined}
      list={props.list}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy({ id, hint, error }, props.describedByExtra)}
      onChange={(event) => props.onChange(event.target.value, event)}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
    />
  );
  return (
    <LabelledField id={id} label={label} hint={hint} error={error} optional={optional} labelHidden={labelHidden}>
      {affixed ? (
        <div className="field__affixed">
          {prefix && <span className="field__affix" aria-hidden="true">{prefix}</span>}
          {input}
          {suffix && <span className="field__affix" aria-hidden="true">{suffix}</span>}
        </div>
      ) : (
        input
      )}
    </LabelledField>
  );
}
