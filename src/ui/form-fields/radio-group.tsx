import { describedBy, ErrorMessage, FieldShell, Hint, LabelText, type FieldChrome } from './field-parts';
import type { Option } from './select-field';

export type RadioGroupProps = FieldChrome & {
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  /** Two short options (yes/no) sit side by side. */
  inline?: boolean;
};

/** A fieldset whose legend asks the question; the first radio carries the id the error summary links to. */
export function RadioGroup({ id, label, hint, error, optional, labelHidden, value, options, onChange, inline }: RadioGroupProps) {
  return (
    <FieldShell error={error}>
      <fieldset className="field__fieldset" aria-describedby={describedBy({ id, hint, error })}>
        <legend className={labelHidden ? 'visually-hidden' : 'field__legend'}>
          <LabelText label={label} optional={optional} />
        </legend>
        <Hint id={id} hint={hint} />
        <ErrorMessage id={id} error={error} />
        <div className={inline ? 'radios radios--inline' : 'radios'}>
          {options.map((option, index) => {
            const optionId = index === 0 ? id : `${id}-${index}`;
            return (
              <div className="radios__item" key={option.value}>
                <input
                  className="radios__input"
                  type="radio"
                  id={optionId}
                  name={id}
                  value={option.value}
                  checked={value === option.value}
                  aria-invalid={error ? true : undefined}
                  onChange={() => onChange(option.value)}
                />
                <label className="radios__label" htmlFor={optionId}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </FieldShell>
  );
}
