import { AmountField } from '../../ui/form-fields/amount-field';
import { currencyGoesBefore } from '../../ui/form-fields/formatters';
import type { TextFieldProps } from '../../ui/form-fields/text-field';
import { useRuntime } from '../../core/runtime/runtime-context';

type MoneyInputProps = Omit<TextFieldProps, 'prefix' | 'suffix' | 'inputMode' | 'width' | 'onChange'> & { onChange: (text: string) => void };

/**
 * An amount in whole currency units, as the step keeps it: text (so a reload shows it and the rule can
 * say what is wrong), a whole amount as its plain digits however the locale grouped it on screen,
 * with the brand's currency symbol on the side it is written.
 */
export function MoneyInput({ onChange, ...props }: MoneyInputProps) {
  const { brand } = useRuntime();
  const before = currencyGoesBefore(brand.currency, brand.locale);
  return (
    <AmountField
      autoComplete="off"
      {...props}
      width="medium"
      locale={brand.locale}
      prefix={before ? brand.currencySymbol : undefined}
      suffix={before ? undefined : brand.currencySymbol}
      onChange={(stored) => onChange(stored === undefined ? '' : String(stored))}
    />
  );
}
