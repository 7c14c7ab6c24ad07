import { TextField, type TextFieldProps } from './text-field';
import { useAmountText, type AmountAnswer } from './use-amount-text';

export type AmountFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'inputMode'> & {
  /** The stored answer: a whole amount, the text of one, or refused text kept as typed. */
  value: unknown;
  /** The locale whose marks group the amount (the brand's, the one its hints are written in). */
  locale: string;
  /** What to store (toStoredAmount): the amount as a number, refused text as typed, undefined when empty. */
  onChange: (answer: AmountAnswer) => void;
};

/**
 * An amount in whole currency units, grouped as the locale writes it while it is typed ("5.000.000"
 * in es-CO and vi, "15 000" in pl) with the caret kept after the same digits; it stores the plain
 * number, so nothing after the field sees the grouping.
 */
export function AmountField({ value, locale, onChange, ...props }: AmountFieldProps) {
  const amount = useAmountText(value, locale, onChange);
  return <TextField {...props} inputMode="numeric" value={amount.shown} onChange={(_text, event) => amount.onInput(event.target)} />;
}
