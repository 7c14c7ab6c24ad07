// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { spanishI18n } from '../../../tests/support/i18n';
import Toasts from './toasts';

afterEach(cleanup);

async function renderToasts() {
  const i18n = await spanishI18n(['common']);
  render(
    <I18nextProvider i18n={i18n}>
      <Toasts />
    </I18nextProvider>,
  );
}

describe('the toast region', () => {
  it("is named in the applicant's language, not the library's English", async () => {
    await renderToasts();
    expect(screen.getByRole('region', { name: 'Notificaciones (Alt+T)' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
  });

  it("gives every toast a close button named in the applicant's language", async () => {
    await renderToasts();
    act(() => void toast('Sin conexión'));
    expect(await screen.findByRole('button', { name: 'Cerrar notificación' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'close' })).toBeNull();
  });
});
