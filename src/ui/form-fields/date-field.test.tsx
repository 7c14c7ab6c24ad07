// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spanishI18n } from '../../../tests/support/i18n';
import { DateField } from './date-field';

afterEach(cleanup);

describe('the date field reads a two-digit year by SPEC §9 (cutoff 60)', () => {
  it('"85" is stored as 1985 and shown as 1985 once the year is left; "05" is 2005', async () => {
    const i18n = await spanishI18n(['form']);
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <DateField id="field-dob" label="¿Cuál es tu fecha de nacimiento?" value={undefined} onChange={onChange} />
        <button type="button">Continuar</button>
      </I18nextProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'Día' }), '27');
    await user.type(screen.getByRole('textbox', { name: 'Mes' }), '3');
    const year = screen.getByRole<HTMLInputElement>('textbox', { name: 'Año' });
    await user.type(year, '85');
    expect(onChange).toHaveBeenLastCalledWith('1985-03-27');
    await user.tab();
    expect(year.value).toBe('1985');
    await user.clear(year);
    await user.type(year, '05');
    await user.tab();
    expect(year.value).toBe('2005');
    expect(onChange).toHaveBeenLastCalledWith('2005-03-27');
  });
});
