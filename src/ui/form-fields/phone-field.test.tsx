// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spanishI18n } from '../../../tests/support/i18n';

let idle: (() => void)[] = [];

beforeEach(() => {
  // A fresh phone-library for each test: its module state holds the rules once they are loaded.
  vi.resetModules();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The field with a number already in it (a landing link's phoneNumber), which the rules format once they are here. */
async function renderPhoneField() {
  const { PhoneField } = await import('./phone-field');
  const i18n = await spanishI18n(['form']);
  function Field() {
    const [value, setValue] = useState('612345678');
    return <PhoneField id="phone" label="¿Cuál es tu número de móvil?" country="ES" prefix="+34" value={value} onChange={setValue} />;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Field />
    </I18nextProvider>,
  );
  return screen.getByRole<HTMLInputElement>('textbox', { name: '¿Cuál es tu número de móvil?' });
}

/** Every dynamic import started so far has arrived, and React has drawn what it changed. */
const settle = () => act(() => vi.dynamicImportSettled());

describe('the phone field loads libphonenumber-js with its full metadata lazily (DESIGN.md §7)', () => {
  it('not when it appears, but when it takes the focus', async () => {
    const input = await renderPhoneField();
    await settle();
    expect(input.value).toBe('612345678');
    await userEvent.setup().click(input);
    await vi.waitFor(() => expect(input.value).toBe('612 34 56 78'));
  });

  it('or once the page is idle, for a number nobody focuses', async () => {
    const input = await renderPhoneField();
    await settle();
    expect(input.value).toBe('612345678');
    expect(idle).toHaveLength(1);
    act(() => idle.forEach((callback) => callback()));
    await vi.waitFor(() => expect(input.value).toBe('612 34 56 78'));
  });
});
