// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { spanishI18n } from '../../../tests/support/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApplicationState, type ApplicationState } from '../../domain/journey/application-record';
import { validateCnp } from '../../domain/country/cnp';
import { EMPTY_STEP_DATA, type StepData } from '../../domain/journey/step-data';
import { StoresProvider, type AppStores } from '../../core/application/use-stores';
import { RuntimeProvider, type Runtime } from '../../core/runtime/runtime-context';
import { useAfterOfferForm, type StepField } from './use-after-offer-form';
import { memoryStore } from '../../../tests/support/memory-store';

let i18n: I18n;
beforeAll(async () => {
  i18n = await spanishI18n(['steps', 'form']);
});

// The hook reads the brand's country, limits and currency only.
const RUNTIME = {
  brand: { country: 'ES', currencySymbol: '€', amount: { min: 300, max: 5000, step: 100 }, period: { min: 61, max: 90, step: 1, scale: 'days' } },
} as unknown as Runtime;

function setup(steps: StepData) {
  const stores = {
    application: memoryStore<ApplicationState>(createApplicationState()),
    steps: memoryStore<StepData>(steps),
    dynamicPages: memoryStore({}),
    ui: memoryStore({}),
  } as unknown as AppStores;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <RuntimeProvider value={RUNTIME}>
        <StoresProvider stores={stores}>{children}</StoresProvider>
      </RuntimeProvider>
    </I18nextProvider>
  );
  return { stores, wrapper };
}

describe('useAfterOfferForm, the state of an after-offer step', () => {
  it("says a server error on a data point that the step asks as its own field in the step's words (a CNP is not a DNI)", () => {
    const fields: StepField[] = [{ kind: 'own', name: 'personalCode', validate: validateCnp }];
    const serverError = { fieldName: 'personalCode', dataPoint: 'personalDetails.personalCode', message: 'tooSmall' };
    const { wrapper, stores } = setup({ answers: { '/cnp': { personalCode: '5200101400015' } }, errors: { '/cnp': [serverError] } });
    const { result } = renderHook(() => useAfterOfferForm('/cnp', 'cnp', fields), { wrapper });
    expect(result.current.errorOf('personalCode')).toBe('Este CNP es de una persona menor de 18 años. Debes tener 18 años o más para solicitarlo');
    expect(result.current.summary).toEqual([{ id: 'field-personalCode', message: result.current.errorOf('personalCode') }]);

    act(() => result.current.set('personalCode', '1800101420010'));
    expect(result.current.errorOf('personalCode')).toBeUndefined();
    expect(stores.steps.getState().errors['/cnp']).toEqual([]);
  });

  it("names the row in a list field's message, and a 422 on debts.N.field lands at that row until the row changes", () => {
    const fields: StepField[] = [0, 1].map((index) => ({
      kind: 'own',
      name: `debts.${index}.amount`,
      text: { name: 'amount', values: { number: index + 1 } },
      validate: (_value, values) => ((values.own.debts as { amount: string }[] | undefined)?.[index]?.amount ? null : 'required'),
    }));
    const serverError = { fieldName: 'amount', dataPoint: 'debts.0.amount', message: 'invalid' };
    const debts = [{ id: 1, creditor: 'Banco Uno', amount: '3000', monthlyPayment: '0' }, { id: 2, creditor: 'Tarjeta', amount: '', monthlyPayment: '' }];
    const { wrapper } = setup({ answers: { '/customer-debts': { debts } }, errors: { '/customer-debts': [serverError] } });
    const { result } = renderHook(() => useAfterOfferForm('/customer-debts', 'customerDebts', fields), { wrapper });

    expect(result.current.errorOf('debts.0.amount')).toBe('Revisa esta respuesta: no se ha aceptado');
    act(() => void result.current.validate());
    expect(result.current.errorOf('debts.1.amount')).toBe('Deuda 2: escribe cuánto debes todavía');

    act(() => result.current.set('debts', debts, ['debts.0.amount']));
    expect(result.current.errorOf('debts.0.amount')).toBeUndefined();
    expect(result.current.errorOf('debts.1.amount')).toBe('Deuda 2: escribe cuánto debes todavía');
  });

  it('starts with nothing marked, and EMPTY_STEP_DATA gives no summary', () => {
    const { wrapper } = setup(EMPTY_STEP_DATA);
    const { result } = renderHook(() => useAfterOfferForm('/cnp', 'cnp', [{ kind: 'own', name: 'personalCode', validate: validateCnp }]), { wrapper });
    expect(result.current.summary).toEqual([]);
    act(() => void result.current.validate());
    expect(result.current.errorOf('personalCode')).toBe('Escribe tu CNP');
  });
});
