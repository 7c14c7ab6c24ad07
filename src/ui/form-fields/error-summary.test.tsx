// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { spanishI18n } from '../../../tests/support/i18n';
import { ErrorSummary, type SummaryError } from './error-summary';

afterEach(cleanup);

const EMAIL_ERROR: SummaryError = { id: 'email', message: 'Escribe tu correo electrónico' };

/** A step as the applicant has it: a field with the focus, the summary above it, and what holds the focus once React has drawn. */
function Step({ i18n, errors, focusKey, seen }: { i18n: I18n; errors: SummaryError[]; focusKey: number; seen: (Element | null)[] }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorSummary errors={errors} focusKey={focusKey} />
      <input id="email" aria-label="Correo electrónico" />
      <FocusAtCommit seen={seen} />
    </I18nextProvider>
  );
}

/** Drawn after the summary: its layout effect runs in the same commit, before any later task (or keystroke) could. */
function FocusAtCommit({ seen }: { seen: (Element | null)[] }) {
  useLayoutEffect(() => void seen.push(document.activeElement));
  return null;
}

describe('the error summary (GOV.UK) takes the focus when a Continue fails', () => {
  it('in the very commit that shows it, so a key pressed the moment it appears never lands in the field the applicant left', async () => {
    const i18n = await spanishI18n(['form']);
    const seen: (Element | null)[] = [];
    const { rerender } = render(<Step i18n={i18n} errors={[]} focusKey={0} seen={seen} />);
    screen.getByRole('textbox', { name: 'Correo electrónico' }).focus();

    rerender(<Step i18n={i18n} errors={[EMAIL_ERROR]} focusKey={1} seen={seen} />);

    const summary = screen.getByRole('alert');
    expect(seen.at(-1)).toBe(summary);
  });

  it('again on a second failed Continue, from the field the applicant went back to', async () => {
    const i18n = await spanishI18n(['form']);
    const seen: (Element | null)[] = [];
    const { rerender } = render(<Step i18n={i18n} errors={[EMAIL_ERROR]} focusKey={1} seen={seen} />);
    const field = screen.getByRole('textbox', { name: 'Correo electrónico' });
    field.focus();
    expect(document.activeElement).toBe(field);

    rerender(<Step i18n={i18n} errors={[EMAIL_ERROR]} focusKey={2} seen={seen} />);

    expect(seen.at(-1)).toBe(screen.getByRole('alert'));
  });
});
