import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Example } from './country-examples';
import { descriptionOf } from './screen';

/**
 * Types each refused value of `example` into `input` and presses `submit`: every one is marked with
 * `message(value)`. Then `between()` checks nothing went (or moved), and the valid value is typed,
 * unmarked, and `submit` pressed.
 */
export async function refusedThenValid(
  user: UserEvent,
  input: HTMLElement,
  submit: HTMLElement,
  example: Example,
  message: (value: string) => string,
  between: () => void,
): Promise<void> {
  for (const value of example.refused) {
    await user.clear(input);
    await user.click(input);
    await user.paste(value);
    await user.click(submit);
    expect(input.getAttribute('aria-invalid'), value).toBe('true');
    expect(descriptionOf(input), value).toContain(message(value));
  }
  between();
  await user.clear(input);
  await user.click(input);
  await user.paste(example.valid);
  expect(input.getAttribute('aria-invalid'), example.valid).toBeNull();
  await user.click(submit);
}
