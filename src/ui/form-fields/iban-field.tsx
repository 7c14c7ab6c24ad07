import type { FocusEvent } from 'react';
import { TextField } from './text-field';
import type { FieldChrome } from './field-parts';
import { groupIban } from './formatters';

export type IbanFieldProps = FieldChrome & {
  value: string;
  onChange: (text: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Digits only where the country's accounts have no letters (a CLABE, a Colombian account). */
  inputMode?: 'text' | 'numeric';
};

/** An IBAN (or the country's account number) grouped by four as it is typed (while the caret is at the end); the check digits are the validator's. */
export function IbanField({ value, onChange, onBlur, inputMode = 'text', ...chrome }: IbanFieldProps) {
  return (
    <TextField
      {...chrome}
      inputMode={inputMode}
      autoComplete="off"
      upperCase
      maxLength={42}
      value={value}
      onChange={(text, event) => {
        const caret = event.target.selectionStart;
        const atEnd = caret === null || caret >= text.length;
        onChange(atEnd ? groupIban(text) : text.toUpperCase());
      }}
      onBlur={(event) => {
        const grouped = groupIban(value);
        if (grouped !== value) onChange(grouped);
        onBlur?.(event);
      }}
    />
  );
}
