import type { ReactNode } from 'react';
import { describedBy, ErrorMessage, FieldShell, Hint, type FieldChrome } from './field-parts';

export type CheckboxFieldProps = Omit<FieldChrome, 'label' | 'labelHidden'> & {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Links beside the label (a policy's full text) stay outside the label, so a tap on them does not tick the box. */
  after?: ReactNode;
};

export function CheckboxField({ id, label, hint, error, checked, onChange, after }: CheckboxFieldProps) {
  return (
    <FieldShell error={error} className="field--checkbox">
      <ErrorMessage id={id} error={error} />
      <div className="checkbox">
        <input
          className="checkbox__input"
          type="checkbox"
          id={id}
          name={id}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, hint, error })}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <Hint id={id} hint={hint} />
      {after}
    </FieldShell>
  );
}
