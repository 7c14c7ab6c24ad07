import { currencyGoesBefore } from '../form-fields/formatters';
import { TextField, type TextFieldProps } from '../form-fields/text-field';
import { useRuntime } from '../runtime/runtime-context';

/**
 * An amount in whole currency units, as the step keeps it: the text typed (so a reload shows it and
 * the rule can say what is wrong), with the brand's currency symbol on the side it is written.
 */
export function MoneyInput(props: Omit<TextFieldProps, 'prefix' | 'suffix' | 'inputMode' | 'width'>) {
  const { brand } = useRuntime();
  const before = currencyGoesBefore(brand.currency, brand.locale);
  return (
    <TextField
      autoComplete="off"
      {...props}
      width="medium"
      inputMode="numeric"
      prefix={before ? brand.currencySymbol : undefined}
      suffix={before ? undefined : brand.currencySymbol}
    />
  );
}
