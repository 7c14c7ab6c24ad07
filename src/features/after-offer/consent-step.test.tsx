// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spanishI18n } from '../../../tests/support/i18n';
import { testSubmissionControls } from '../../../tests/support/submissions';
import type { ApiClient } from '../../api/client';
import type { Consent } from '../../api/contract/consents';
import { ACTIVE_BRAND_ID, findBrand } from '../../config/brands';
import type { RuntimeConfig } from '../../config/runtime-config';
import { createApplicationState } from '../../domain/journey/application-record';
import { createMemoryLogger } from '../../domain/logger';
import { setStepErrors } from '../../domain/journey/step-data';
import { createMemoryStore } from '../../storage';
import { createAppStores } from '../../core/application/create-stores';
import { StoresProvider } from '../../core/application/use-stores';
import { journeyOf, type Navigator } from '../../core/flow/navigator';
import { NavigatorProvider } from '../../core/flow/navigator-context';
import { RuntimeProvider, type Runtime } from '../../core/runtime/runtime-context';
import { SubmissionsProvider, submissionKey } from '../../core/submissions';
import { ConsentStep } from './consent-step';

const ROUTE = '/advanzia-consents';
/** Advanzia's consents (state 29) are saved where they were read (POST /customer/{id}/consents). */
const ADVANZIA = { screen: 'advanziaConsents', save: 'consentsSave' } as const;
vi.mock('../../core/flow/route-path', () => ({ useRoutePath: () => ROUTE, useLeavingScreen: () => false, routePathOf: (path: string) => path }));

const LEAD_ID = 'lead-29';
const CONSENTS: Consent[] = [
  { key: 'creditCheck', required: true, value: false, text: 'Server text A', url: 'https://lender.example/consents/credit-check' },
  { key: 'partnerMarketing', required: false, value: false, text: 'Server text B', url: 'javascript:alert(1)' },
  { key: 'newPartnerClause', required: true, value: false, text: 'Cláusula nueva del socio.' },
];

async function renderStep() {
  const i18n = await spanishI18n(['steps', 'form', 'common'], 'common');
  const logger = createMemoryLogger();
  const stores = await createAppStores({
    storage: createMemoryStore(),
    logger,
    application: { ...createApplicationState(), id: LEAD_ID, progressState: 29 },
    flow: 'v3',
    asksReference: false,
  });
  const call = vi.fn(async (name: string) => (name === 'consentsGet' ? { consents: CONSENTS } : undefined));
  const api = { call } as unknown as ApiClient;
  const brand = findBrand(ACTIVE_BRAND_ID);
  if (!brand) throw new Error('no active brand');
  const runtime = { config: { locale: 'es' } as RuntimeConfig, brand, logger, framed: false, api, storage: createMemoryStore() } as Runtime;
  const navigator = { journey: () => journeyOf(stores, 'v3'), goTo: vi.fn() } as unknown as Navigator;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const saved = vi.fn(async () => ({ id: LEAD_ID, state: 10 }));
  queryClient.setMutationDefaults(submissionKey('consentsSave'), { mutationFn: saved });

  render(
    <I18nextProvider i18n={i18n}>
      <RuntimeProvider value={runtime}>
        <QueryClientProvider client={queryClient}>
          <StoresProvider stores={stores}>
            <NavigatorProvider navigator={navigator}>
              <SubmissionsProvider controls={testSubmissionControls(queryClient, stores)}>
                <ConsentStep definition={ADVANZIA} />
              </SubmissionsProvider>
            </NavigatorProvider>
          </StoresProvider>
        </QueryClientProvider>
      </RuntimeProvider>
    </I18nextProvider>,
  );
  return { saved, stores };
}

const REQUIRED = /Marca esta casilla para continuar/;

afterEach(cleanup);

describe('the consent step (states 20, 29, 35, 36)', () => {
  it('shows each consent in the applicant’s language by its key, the server’s text for a key it does not know, optional ones marked', async () => {
    await renderStep();
    const creditCheck = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Autorizo la consulta de mis datos en ficheros de solvencia patrimonial y crédito.' });
    expect(creditCheck.checked).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Acepto recibir comunicaciones comerciales del prestamista. (opcional)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Cláusula nueva del socio.' })).toBeTruthy();
    expect(screen.queryByText('Server text A')).toBeNull();
  });

  it('links the full text of a consent where the server gives a web address for it, in a new tab, and nothing for any other address', async () => {
    await renderStep();
    await screen.findByRole('checkbox', { name: /ficheros de solvencia/ });
    const links = screen.getAllByRole('link', { name: /Lee el texto completo/ });
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target'), link.textContent])).toEqual([
      ['https://lender.example/consents/credit-check', '_blank', 'Lee el texto completo (se abre en una pestaña nueva)'],
    ]);
  });

  it('says at each required consent left unticked, and in the summary, that it must be ticked; sends nothing', async () => {
    const { saved } = await renderStep();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Acepto recibir/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const summary = screen.getByRole('alert');
    expect(within(summary).getAllByRole('link', { name: REQUIRED })).toHaveLength(2);
    const creditCheck = screen.getByRole('checkbox', { name: /Autorizo la consulta/ });
    expect(creditCheck.getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(creditCheck.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(REQUIRED);
    expect(screen.getByRole('checkbox', { name: /Acepto recibir/ }).getAttribute('aria-invalid')).toBeNull();
    expect(saved).not.toHaveBeenCalled();
  });

  it('sends every consent with its tick once the required ones are ticked (POST /customer/{id}/consents for Advanzia)', async () => {
    const { saved, stores } = await renderStep();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Autorizo la consulta/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Cláusula nueva del socio.' }));
    // The ticks are the step's answers, kept with the step (a reload keeps them).
    expect(stores.steps.getState().answers[ROUTE]).toEqual({ creditCheck: true, newPartnerClause: true });
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]).toContainEqual(
      expect.objectContaining({
        params: { id: LEAD_ID },
        body: { consents: { creditCheck: true, partnerMarketing: false, newPartnerClause: true } },
        origin: ROUTE,
      }),
    );
  });

  it('shows the server’s 422 on `consents.{key}` at that checkbox, in the applicant’s language', async () => {
    const { stores } = await renderStep();
    const creditCheck = await screen.findByRole('checkbox', { name: /Autorizo la consulta/ });
    act(() => stores.steps.setState((steps) => setStepErrors(steps, ROUTE, [{ dataPoint: 'consents.creditCheck', fieldName: 'creditCheck', message: 'required' }])));
    expect(document.getElementById(creditCheck.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(REQUIRED);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: REQUIRED })).toBeTruthy();
  });

  it('says, offline with no consents yet, that they will show when the connection is back', async () => {
    onlineManager.setOnline(false);
    try {
      await renderStep();
      expect(await screen.findByText(/No tienes conexión\. Tus consentimientos aparecerán aquí/)).toBeTruthy();
      expect(screen.queryByRole('checkbox')).toBeNull();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
