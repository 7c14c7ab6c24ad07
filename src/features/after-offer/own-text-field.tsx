import { fieldId } from '../../ui/form-fields/formatters';
import { TextField, type TextFieldProps } from '../../ui/form-fields/text-field';
import type { AfterOfferForm } from './use-after-offer-form';

type OwnTextFieldProps = Omit<TextFieldProps, 'id' | 'label' | 'hint' | 'error' | 'value' | 'onChange'> & {
  form: AfterOfferForm;
  name: string;
  withHint?: boolean;
};

/** A text answer of the step's own: label, hint and error from the step's texts, kept in its answers. */
export function OwnTextField({ form, name, withHint, ...props }: OwnTextFieldProps) {
  return (
    <TextField
      autoComplete="off"
      {...props}
      id={fieldId(name)}
      label={form.label(name)}
      hint={withHint ? form.hint(name) : undefined}
      error={form.errorOf(name)}
      value={String(form.own(name) ?? '')}
      onChange={(text) => form.set(name, text)}
    />
  );
}
