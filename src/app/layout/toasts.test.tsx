// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { spanishI18n } from '../../../tests/support/i18n';
import Toasts from './toasts';

afterEach(cleanup);

describe('the toast region', () => {
  it("is named in the applicant's language, not the library's English", async () => {
    const i18n = await spanishI18n(['common']);
    render(
      <I18nextProvider i18n={i18n}>
        <Toasts />
      </I18nextProvider>,
    );
    expect(screen.getByRole('region', { name: 'Notificaciones (Alt+T)' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
  });
});
