// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spanishI18n } from '../../../tests/support/i18n';
import { testSubmissionControls } from '../../../tests/support/submissions';
import type { ApiClient } from '../../api/client';
import { ACTIVE_BRAND_ID, findBrand } from '../../config/brands';
import type { RuntimeConfig } from '../../config/runtime-config';
import { createApplicationState } from '../../domain/journey/application-record';
import { OFFER_EXPIRATION_MS } from '../../domain/constants';
import { createMemoryLogger } from '../../domain/logger';
import { storedOffer } from '../../domain/offers/offers';
import { setStepErrors } from '../../domain/journey/step-data';
import { createMemoryStore } from '../../storage';
import { createAppStores } from '../../core/application/create-stores';
import { StoresProvider } from '../../core/application/use-stores';
import { journeyOf, type Navigator } from '../../core/flow/navigator';
import { NavigatorProvider } from '../../core/flow/navigator-context';
import { RuntimeProvider, type Runtime } from '../../core/runtime/runtime-context';
import { SubmissionsProvider, submissionKey } from '../../core/submissions';
import OfferScreen from './offer-screen';

const ROUTE = '/cofidis-offer';
/** Cofidis answers both ways with /lead/sale (SPEC §7). */
const COFIDIS = { accept: 'sale', decline: 'sale' } as const;
vi.mock('../../core/flow/route-path', () => ({ useRoutePath: () => ROUTE, useLeavingScreen: () => false, routePathOf: (path: string) => path }));
// The router's Link needs a router; the way out of an expired offer is a plain link here.
vi.mock('../../ui/screen-parts/start-again-link', () => ({ StartAgainLink: ({ label }: { label?: string }) => <a href="#start">{label}</a> }));

const LEAD_ID = 'lead-38';

/** The Cofidis offer (state 38), made `age` ms ago. */
async function renderOffer(age: number, options: { stored?: boolean; status?: Record<string, unknown> } = {}) {
  const i18n = await spanishI18n(['steps', 'form', 'common'], 'common');
  const madeAt = new Date(Date.now() - age).toISOString();
  const offer = { offerId: 'o-1', partner: 'cofidis', amount: 1000, period: 3, periodScale: 'months', monthlyPayment: 348, totalToRepay: 1045, createdAt: madeAt };
  const stores = await createAppStores({
    storage: createMemoryStore(),
    logger: createMemoryLogger(),
    application: { ...createApplicationState(), id: LEAD_ID, progressState: 38, offers: options.stored === false ? [] : [storedOffer(offer, new Date())] },
    flow: 'v3',
    asksReference: false,
  });
  const call = vi.fn(async (name: string) => (name === 'partnerLogos' ? [] : name === 'leadStatus' ? options.status : undefined));
  const brand = findBrand(ACTIVE_BRAND_ID);
  if (!brand) throw new Error('no active brand');
  const logger = createMemoryLogger();
  const runtime = { config: { locale: 'es', accumulateOffers: false } as RuntimeConfig, brand, logger, framed: false, api: { call } as unknown as ApiClient, storage: createMemoryStore() } as Runtime;
  const applyStatus = vi.fn();
  const navigator = { journey: () => journeyOf(stores, 'v3'), goTo: vi.fn(), applyStatus } as unknown as Navigator;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const sold = vi.fn(async () => ({ id: LEAD_ID, state: 10 }));
  queryClient.setMutationDefaults(submissionKey('leadSale'), { mutationFn: sold });

  render(
    <I18nextProvider i18n={i18n}>
      <RuntimeProvider value={runtime}>
        <QueryClientProvider client={queryClient}>
          <StoresProvider stores={stores}>
            <NavigatorProvider navigator={navigator}>
              <SubmissionsProvider controls={testSubmissionControls(queryClient, stores)}>
                <OfferScreen step={COFIDIS} />
              </SubmissionsProvider>
            </NavigatorProvider>
          </StoresProvider>
        </QueryClientProvider>
      </RuntimeProvider>
    </I18nextProvider>,
  );
  if (options.stored === false) return { stores, card: within(document.body), sold, applyStatus };
  const card = within(await screen.findByRole('article', { name: /cofidis: 1000,00/ }));
  return { card, stores, sold, applyStatus };
}

const accept = (card: ReturnType<typeof within>) => card.queryByRole('button', { name: 'Aceptar esta oferta' });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the offer screen turns an offer expired at its expiry', () => {
  it('an offer opened 25 s before its expiry can be accepted until then, and not 1 s after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { card } = await renderOffer(OFFER_EXPIRATION_MS - 25_000);
    expect(accept(card)).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(23_000));
    expect(accept(card)).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(accept(card)).toBeNull();
    expect(card.getByText(/Esta oferta caducó el .* y ya no se puede aceptar\./)).toBeTruthy();
    expect(card.getByRole('button', { name: 'Rechazar esta oferta' })).toBeTruthy();
  });

  it('a press after the expiry, before the screen was redrawn (a tab whose timers were held back), sends nothing and shows it expired', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    const { card, sold, stores } = await renderOffer(OFFER_EXPIRATION_MS - 25_000);
    const button = accept(card);
    vi.setSystemTime(Date.now() + 26_000);
    await act(async () => button?.click());
    expect(accept(card)).toBeNull();
    expect(stores.application.getState().offerAnswerKey).toBeUndefined();
    expect(sold).not.toHaveBeenCalled();
  });

  it('an acceptance the server refused as expired shows the offer expired, whatever this device\u2019s clock says', async () => {
    const { card, stores } = await renderOffer(60_000);
    expect(accept(card)).not.toBeNull();
    act(() => stores.steps.setState((steps) => setStepErrors(steps, ROUTE, [{ dataPoint: 'offerId', fieldName: 'offerId', message: 'expired' }])));
    expect(accept(card)).toBeNull();
    expect(card.getByText(/ya no se puede aceptar/)).toBeTruthy();
  });

  it('accepts under the application\u2019s one offer-answer key, whichever offer', async () => {
    const { card, sold, stores } = await renderOffer(60_000);
    await act(async () => accept(card)?.click());
    await vi.waitFor(() => expect(sold).toHaveBeenCalledTimes(1));
    const key = stores.application.getState().offerAnswerKey;
    expect(key).toEqual(expect.any(String));
    expect(sold.mock.calls[0]).toContainEqual({ body: { leadId: LEAD_ID, offerId: 'o-1', accepted: true }, origin: ROUTE, idempotencyKey: key });
  });

  it('a device with no offers that asks the lead status learns the lead was decided elsewhere, and hands the decision to the navigator', async () => {
    const { applyStatus } = await renderOffer(0, { stored: false, status: { id: LEAD_ID, status: 'accepted', state: 10 } });
    await vi.waitFor(() => expect(applyStatus).toHaveBeenCalledWith(expect.objectContaining({ id: LEAD_ID, state: 10 })));
  });

});
