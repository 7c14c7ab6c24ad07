import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi, type Mock } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import { WRITE_NAMES } from '../../src/api/contract/write-names';
import type { WriteName } from '../../src/api/writes';
import { findBrand } from '../../src/config/brands';
import type { BrandId } from '../../src/config/brand-types';
import type { RuntimeConfig } from '../../src/config/runtime-config';
import { createApplicationState, type ApplicationState } from '../../src/domain/journey/application-record';
import type { DynamicPagesState } from '../../src/domain/journey/dynamic-form';
import type { FlowKind } from '../../src/domain/journey/journey';
import { createMemoryLogger } from '../../src/domain/logger';
import { createAppStores } from '../../src/core/application/create-stores';
import { StoresProvider, type AppStores } from '../../src/core/application/use-stores';
import { journeyOf, type Navigator } from '../../src/core/flow/navigator';
import { NavigatorProvider } from '../../src/core/flow/navigator-context';
import { RuntimeProvider, type Runtime } from '../../src/core/runtime/runtime-context';
import { SubmissionsProvider, submissionKey } from '../../src/core/submissions';
import { testSubmissionControls } from './submissions';
import { createMemoryStore } from '../../src/storage';
import { localeI18n } from './i18n';

export const LEAD_ID = 'lead-under-test';

const i18nByBrandLanguage = new Map<string, Promise<I18n>>();
/** The brand locale's real texts with its country's words, made once per locale and country and test file. */
const i18nOf = (locale: string, country: RuntimeConfig['country']) => {
  const key = `${locale} ${country}`;
  const made = i18nByBrandLanguage.get(key) ?? localeI18n(locale, ['common', 'form', 'steps'], 'common', country);
  i18nByBrandLanguage.set(key, made);
  return made;
};

export type StepSetup = {
  brand: BrandId;
  /** The application: its lead id is LEAD_ID, its state and data are the test's. */
  application?: Partial<ApplicationState>;
  flow?: FlowKind;
  /** The form sequence (v3 forms or v2 pages), when the screen is a form step. */
  pages?: DynamicPagesState;
  /** An after-offer step's own answers, kept under its route (asyncFormData). */
  stepAnswers?: { route: string; answers: Record<string, unknown> };
};

export type RenderedStep = {
  stores: AppStores;
  i18n: I18n;
  user: ReturnType<typeof userEvent.setup>;
  /** The mutation function of each write (SPEC §7 call): what the step sent, if it sent anything. */
  sent: Record<WriteName, Mock>;
  goTo: Mock;
};

/**
 * A screen rendered as the app renders it, for a brand of any country: its locale's texts, the
 * brand record, the stores, the navigator (moves are recorded, not made) and the submission queue
 * (each write answered { id, state: 10 } and recorded). The route is the test's to mock
 * (core/flow/route-path), as the router is not there.
 */
export async function renderStep(screen: ReactElement, setup: StepSetup): Promise<RenderedStep> {
  const brand = findBrand(setup.brand);
  if (!brand) throw new Error(`no brand ${setup.brand}`);
  const i18n = await i18nOf(brand.locale, brand.country);
  const logger = createMemoryLogger();
  const flow = setup.flow ?? 'v3';
  const stores = await createAppStores({
    storage: createMemoryStore(),
    logger,
    application: { ...createApplicationState(), id: LEAD_ID, ...setup.application },
    flow,
    asksReference: brand.asksReference,
  });
  if (setup.pages) stores.dynamicPages.setState(setup.pages);
  if (setup.stepAnswers) {
    const { route, answers } = setup.stepAnswers;
    stores.steps.setState((state) => ({ ...state, answers: { ...state.answers, [route]: answers } }));
  }
  // The reads a step makes (SPEC §7): every e-mail is fine, the lists and the policies are empty.
  const READS: Record<string, unknown> = { emailValidate: { valid: true }, choices: [], policies: [] };
  const call = vi.fn(async (name: string) => READS[name] ?? null);
  const runtime = { config: { locale: brand.locale } as RuntimeConfig, brand, logger, framed: false, api: { call } as unknown as ApiClient, storage: createMemoryStore() } as Runtime;
  const goTo = vi.fn();
  const navigator = {
    journey: () => journeyOf(stores, flow),
    currentRoute: () => '',
    goTo,
    ensureSequence: vi.fn(async () => true),
  } as unknown as Navigator;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const sent = Object.fromEntries(WRITE_NAMES.map((name) => [name, vi.fn(async () => ({ id: LEAD_ID, state: 10 }))])) as Record<WriteName, Mock>;
  for (const name of WRITE_NAMES) queryClient.setMutationDefaults(submissionKey(name), { mutationFn: sent[name] });

  render(
    <I18nextProvider i18n={i18n}>
      <RuntimeProvider value={runtime}>
        <QueryClientProvider client={queryClient}>
          <StoresProvider stores={stores}>
            <NavigatorProvider navigator={navigator}>
              <SubmissionsProvider controls={testSubmissionControls(queryClient, stores)}>{screen}</SubmissionsProvider>
            </NavigatorProvider>
          </StoresProvider>
        </QueryClientProvider>
      </RuntimeProvider>
    </I18nextProvider>,
  );
  return { stores, i18n, user: userEvent.setup(), sent, goTo };
}
