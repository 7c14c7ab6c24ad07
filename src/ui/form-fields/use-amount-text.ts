import { useLayoutEffect, useRef, useState } from 'react';
import { caretAfterDigits, digitsBefore } from '../../domain/validation/amount-input';
import { amountText, storedNumberText, toStoredAmount, typedAmountText } from './formatters';

export type AmountAnswer = number | string | undefined;
type Typed = { text: string; answer: string };
type Change = { input: HTMLInputElement; typed: string; digits: number };

/**
 * An amount input's text, grouped as the locale writes it while it is typed: what it
 * shows for `answer`, and the change handler that reads what was typed, stores the answer and keeps
 * the caret after the same digits once the regrouped text is on screen (a controlled input given a new
 * value sends the caret to its end). While the answer is the one the last keystroke gave, the text
 * shown is that keystroke's (zeros typed before the amount stay until the next digit comes).
 */
export function useAmountText(answer: unknown, locale: string, store: (answer: AmountAnswer) => void) {
  const [typed, setTyped] = useState<Typed | null>(null);
  const change = useRef<Change | null>(null);
  const shown = typed && typed.answer === storedNumberText(answer) ? typed.text : amountText(answer, locale);

  useLayoutEffect(() => {
    const last = change.current;
    change.current = null;
    if (!last || last.input.value === last.typed || last.input !== last.input.ownerDocument.activeElement) return;
    const caret = caretAfterDigits(last.input.value, last.digits);
    last.input.setSelectionRange(caret, caret);
  });

  const onInput = (input: HTMLInputElement) => {
    const text = input.value;
    const next = toStoredAmount(text, locale, shown);
    const caret = input.selectionStart;
    change.current = caret === null ? null : { input, typed: text, digits: digitsBefore(text, caret) };
    setTyped({ text: typedAmountText(text, next, locale), answer: storedNumberText(next) });
    store(next);
  };
  return { shown, onInput };
}
